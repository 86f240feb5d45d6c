/** Reading schema files and the files their `$ref`s name. The only filesystem access of the front end. */
import { existsSync, readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { error, fail, hasErrors, ok, pointerAppend, warning, type Diagnostic, type Result } from '../../diagnostics.js';
import { documentDraft } from './drafts.js';
import { parseSchemaText, type ParsedText } from './parse.js';
import { metaCheckFor } from './meta-checks.js';
import { createMetaValidation } from './validate.js';
import { rootHintOf } from './documents.js';
import { isSchemaObject, schemaSites, type SchemaSite } from './walk.js';
import { resolveUri, withoutFragment } from './uri.js';

export interface LoadedDocument {
  /** The path as given (files found through `$ref`: relative to the working directory). */
  readonly file: string;
  /** The absolute `file:` URL. */
  readonly uri: string;
  /** Given on the command line (not only reached through a `$ref`). */
  readonly root: boolean;
  readonly json: unknown;
  /** JSON Pointer → a number's text as written, where the parser kept it (exact bounds). */
  readonly numbers?: ReadonlyMap<string, string>;
  /** Every subschema in document order (computed from `json` when absent). */
  readonly sites?: readonly SchemaSite[];
}

interface Pending {
  readonly file: string;
  readonly uri: string;
  readonly root: boolean;
}

export function loadJsonSchemaInputs(paths: readonly string[]): Result<readonly LoadedDocument[]> {
  const diagnostics: Diagnostic[] = [];
  const queue: Pending[] = paths.map((p) => ({ file: p, uri: pathToFileURL(resolve(p)).href, root: true }));
  const seen = new Set<string>();
  const documents: LoadedDocument[] = [];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    if (seen.has(next.uri)) continue;
    seen.add(next.uri);
    const parsed = readDocument(next, diagnostics);
    if (parsed === undefined) continue;
    const { draft } = documentDraft(parsed.json);
    const sites = schemaSites(parsed.json, next.uri, draft, rootHintOf(parsed.json, next.file));
    const document: LoadedDocument = { ...next, json: parsed.json, numbers: parsed.numbers, sites };
    documents.push(document);
    queue.push(...referencedFiles(document, diagnostics));
  }
  const validate = createMetaValidation((draft) => metaCheckFor(draft));
  for (const document of documents) {
    const { known } = documentDraft(document.json);
    if (!known) diagnostics.push(warning('W_SCHEMA_DRAFT', 'unknown `$schema`; assuming draft 2020-12', document.file, '/$schema'));
    diagnostics.push(...validate(document.json, document.file));
  }
  return hasErrors(diagnostics) ? fail(diagnostics) : ok(documents, diagnostics);
}

function readDocument(pending: Pending, diagnostics: Diagnostic[]): ParsedText | undefined {
  let text: string;
  try {
    text = readFileSync(fileURLToPath(pending.uri), 'utf8');
  } catch (e) {
    const reason = (e as NodeJS.ErrnoException).code ?? 'unreadable';
    diagnostics.push(error('E_READ', `cannot read file (${reason})`, pending.file, ''));
    return undefined;
  }
  const parsed = parseSchemaText(text, pending.file);
  diagnostics.push(...parsed.diagnostics);
  return parsed.ok ? parsed.value : undefined;
}

/**
 * Files named by the document's `$ref`s (resolved against `$id` bases) that exist, other than the
 * document's own resources; E_REF_FILE for missing ones.
 */
function referencedFiles(document: LoadedDocument, diagnostics: Diagnostic[]): Pending[] {
  const found: Pending[] = [];
  // The document's own resources (its `$id`s, `file:` ones included) are looked up inside it.
  const own = new Set([document.uri, ...(document.sites ?? []).map((s) => s.base)]);
  for (const site of document.sites ?? []) {
    const ref = isSchemaObject(site.node) ? site.node['$ref'] : undefined;
    if (typeof ref !== 'string') continue;
    const url = resolveUri(ref, site.base);
    if (url === undefined || url.protocol !== 'file:') continue;
    const uri = withoutFragment(url);
    if (own.has(uri)) continue;
    const path = fileURLToPath(uri);
    if (existsSync(path)) {
      found.push({ file: relative(process.cwd(), path), uri, root: false });
    } else {
      diagnostics.push(error('E_REF_FILE', `$ref "${ref}" names a file that does not exist: ${relative(process.cwd(), path)}`, document.file, pointerAppend(site.pointer, '$ref')));
    }
  }
  return found;
}
