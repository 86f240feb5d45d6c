/**
 * Schema files that a description's schemas reference by relative `$ref` (`Pet.json`,
 * `../common/Error.json#/...`): read, rewritten in the description's dialect and walked, as
 * documents that are lowered only where referenced.
 */
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { error, pointerAppend, type Diagnostic } from '../../diagnostics.js';
import type { LoadedDocument } from '../jsonschema/load.js';
import { parseSchemaText } from '../jsonschema/parse.js';
import { resolveUri, withoutFragment } from '../jsonschema/uri.js';
import { isSchemaObject, schemaSites, type SchemaSite } from '../jsonschema/walk.js';
import { createRewriter, rewriteSchema, type Dialect } from './dialect.js';
import { PointerMap } from './pointer-map.js';

function referenced(sites: readonly SchemaSite[], own: string): { uri: string; pointer: string; ref: string }[] {
  const found: { uri: string; pointer: string; ref: string }[] = [];
  for (const site of sites) {
    const ref = isSchemaObject(site.node) ? site.node['$ref'] : undefined;
    if (typeof ref !== 'string') continue;
    const url = resolveUri(ref, site.base);
    if (url === undefined || url.protocol !== 'file:') continue;
    const uri = withoutFragment(url);
    if (uri !== own) found.push({ uri, pointer: pointerAppend(site.pointer, '$ref'), ref });
  }
  return found;
}

/** Every file reached from `sites` (transitively), as non-root documents; E_REF_FILE for missing ones. */
export function externalDocuments(dialect: Dialect, file: string, uri: string, sites: readonly SchemaSite[], diagnostics: Diagnostic[]): LoadedDocument[] {
  const documents: LoadedDocument[] = [];
  const seen = new Set([uri]);
  const queue = referenced(sites, uri).map((r) => ({ ...r, from: file }));
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    if (seen.has(next.uri)) continue;
    seen.add(next.uri);
    const path = fileURLToPath(next.uri);
    const shown = relative(process.cwd(), path);
    if (!existsSync(path)) {
      diagnostics.push(error('E_REF_FILE', `$ref "${next.ref}" names a file that does not exist: ${shown}`, next.from, next.pointer));
      continue;
    }
    const parsed = parseSchemaText(readFileSync(path, 'utf8'), shown);
    diagnostics.push(...parsed.diagnostics);
    if (!parsed.ok) continue;
    const json = rewriteSchema(createRewriter(dialect, new PointerMap()), parsed.value.json, '');
    const stem = (shown.split(/[\\/]/).at(-1) ?? shown).replace(/\..*$/, '');
    const docSites = schemaSites(json, next.uri, '2020-12', [stem]);
    documents.push({ file: shown, uri: next.uri, root: false, json, numbers: parsed.value.numbers, sites: docSites });
    queue.push(...referenced(docSites, next.uri).map((r) => ({ ...r, from: shown })));
  }
  return documents;
}
