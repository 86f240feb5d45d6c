/**
 * The OpenAPI front end (3.0, 3.1, Swagger 2.0): the description's schemas are rewritten as
 * JSON Schema 2020-12 in place (same pointers, except for the few levels the rewrite inserts,
 * mapped back), checked against the 2020-12 meta-schema and lowered by the JSON Schema front
 * end. Every named schema is a root; diagnostics and origins point into the description.
 */
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import { error, fail, hasErrors, ok, type Diagnostic, type Result } from '../../diagnostics.js';
import type { Decl, Model } from '../../ir/types.js';
import type { LoadedDocument } from '../jsonschema/load.js';
import { lowerJsonSchema } from '../jsonschema/lower.js';
import { metaCheckFor } from '../jsonschema/meta-checks.js';
import type { FrontEndOptions } from '../options.js';
import type { ParsedText } from '../jsonschema/parse.js';
import { valueAt } from '../jsonschema/uri.js';
import { createMetaValidation } from '../jsonschema/validate.js';
import { schemaSites, type SchemaSite } from '../jsonschema/walk.js';
import { createRewriter, rewriteSchema, type Dialect } from './dialect.js';
import { externalDocuments } from './external.js';
import { namedSchemas, type NamedSchema } from './named.js';
import { PointerMap } from './pointer-map.js';
import { replaceAt } from './set-at.js';

type Obj = Record<string, unknown>;

export function dialectOf(json: Obj): Dialect {
  if (json['swagger'] === '2.0') return 'swagger2';
  return typeof json['openapi'] === 'string' && json['openapi'].startsWith('3.1.') ? 'openapi31' : 'openapi30';
}

/** Number texts as written, at their pointers in the rewritten document. */
function rewrittenNumbers(node: unknown, at: string, original: ReadonlyMap<string, string>, map: PointerMap, out: Map<string, string>): void {
  if (typeof node === 'number') {
    const text = original.get(map.original(at));
    if (text !== undefined && Number(text) === node) out.set(at, text);
  } else if (Array.isArray(node)) {
    node.forEach((child, i) => rewrittenNumbers(child, `${at}/${i}`, original, map, out));
  } else if (typeof node === 'object' && node !== null) {
    for (const [key, child] of Object.entries(node)) rewrittenNumbers(child, `${at}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`, original, map, out);
  }
}

function sitesOf(named: NamedSchema, node: unknown, uri: string): SchemaSite[] {
  return schemaSites(node, uri, '2020-12', named.hint).map((site, i) => ({
    ...site,
    pointer: `${named.pointer}${site.pointer}`,
    ...(i === 0 ? { container: 'definitions' } : {}),
  }));
}

function remapDecl(decl: Decl, map: PointerMap): Decl {
  const origin = { ...decl.origin, pointer: map.original(decl.origin.pointer) };
  if (decl.kind !== 'record') return { ...decl, origin };
  return { ...decl, origin, fields: decl.fields.map((f) => ({ ...f, origin: { ...f.origin, pointer: map.original(f.origin.pointer) } })) };
}

const validate = createMetaValidation((draft) => metaCheckFor(draft));

export function lowerOpenApi(parsed: ParsedText, file: string, options: FrontEndOptions): Result<Model> {
  if (typeof parsed.json !== 'object' || parsed.json === null || Array.isArray(parsed.json)) {
    return fail([error('E_OPENAPI', 'an OpenAPI description must be an object', file, '')]);
  }
  const json = parsed.json as Obj;
  const dialect = dialectOf(json);
  const named = namedSchemas(dialect, json, options.componentsOnly ?? false);
  const map = new PointerMap();
  const rewriter = createRewriter(dialect, map);
  let doc: unknown = json;
  const uri = pathToFileURL(resolve(file)).href;
  const sites: SchemaSite[] = [];
  const diagnostics: Diagnostic[] = [];
  const numbers = new Map<string, string>();
  for (const n of named) {
    const schema = rewriteSchema(rewriter, valueAt(json, n.pointer), n.pointer);
    doc = replaceAt(doc, n.pointer, schema);
    const problems = validate(typeof schema === 'object' && schema !== null ? { $schema: 'https://json-schema.org/draft/2020-12/schema', ...schema } : schema, file);
    diagnostics.push(...problems.map((d) => ({ ...d, pointer: map.original(`${n.pointer}${d.pointer}`) })));
    sites.push(...sitesOf(n, schema, uri));
    rewrittenNumbers(schema, n.pointer, parsed.numbers, map, numbers);
  }
  if (hasErrors(diagnostics)) return fail(diagnostics);
  sites.unshift({ pointer: '', node: doc, base: uri, hint: ['Api'] });
  const loaded: LoadedDocument = { file, uri, root: false, json: doc, numbers, sites };
  const external = externalDocuments(dialect, file, uri, sites, diagnostics);
  if (hasErrors(diagnostics)) return fail(diagnostics);
  const lowered = lowerJsonSchema([loaded, ...external], options);
  const remapped = [...diagnostics, ...lowered.diagnostics.map((d) => (d.file === file ? { ...d, pointer: map.original(d.pointer) } : d))];
  if (!lowered.ok) return fail(remapped);
  const ids = new Set(lowered.value.decls.map((d) => d.id));
  const roots = named.map((n) => `${file}#${n.pointer}`).filter((id) => ids.has(id));
  return ok({ decls: lowered.value.decls.map((d) => remapDecl(d, map)), roots }, remapped);
}
