/**
 * The schemas of a description that become named types: every `components.schemas` (3.x) or
 * `definitions` (2.0) entry, named from its key; `components.requestBodies`/`responses` entries
 * and request-body and response schemas defined inline in `paths`, named from the key or the
 * operation (`operationId` + `Request` / `Response` + status), unless components only.
 */
import { pointerAppend } from '../../diagnostics.js';
import type { NameHint } from '../../ir/types.js';
import type { Dialect } from './dialect.js';

type Obj = Record<string, unknown>;

function isObj(value: unknown): value is Obj {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export interface NamedSchema {
  readonly pointer: string;
  readonly hint: NameHint;
  /** A component (not an inline operation schema). */
  readonly component: boolean;
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** A JSON media type's schema: the first of `application/json`, `*\/*+json`, `*\/*`, else the first listed. */
function contentSchema(content: unknown, at: string): { pointer: string; schema: unknown } | undefined {
  if (!isObj(content)) return undefined;
  const types = Object.keys(content);
  const rank = (t: string): number => (t === 'application/json' ? 0 : /[/+]json\b/.test(t) ? 1 : t === '*/*' ? 2 : 3);
  const chosen = [...types].filter((t) => isObj(content[t]) && (content[t] as Obj)['schema'] !== undefined).sort((a, b) => rank(a) - rank(b))[0];
  if (chosen === undefined || rank(chosen) === 3) return undefined;
  return { pointer: pointerAppend(pointerAppend(at, 'content'), chosen), schema: (content[chosen] as Obj)['schema'] };
}

function inline(schema: unknown): boolean {
  return isObj(schema) && typeof schema['$ref'] !== 'string';
}

/** The words of an operation without `operationId`: method and path segments. */
function operationHint(operation: Obj, method: string, path: string): NameHint {
  const id = operation['operationId'];
  if (typeof id === 'string' && id.trim() !== '') return [id];
  return [method, ...path.split(/[/{}]+/).filter((w) => w !== '')];
}

function operationSchemas(dialect: Dialect, operation: Obj, at: string, hint: NameHint, out: NamedSchema[]): void {
  const add = (pointer: string, schema: unknown, words: readonly string[]): void => {
    if (inline(schema)) out.push({ pointer, hint: [...hint, ...words], component: false });
  };
  if (dialect === 'swagger2') {
    const parameters = Array.isArray(operation['parameters']) ? operation['parameters'] : [];
    parameters.forEach((p, i) => {
      if (isObj(p) && p['in'] === 'body') add(pointerAppend(pointerAppend(pointerAppend(at, 'parameters'), i), 'schema'), p['schema'], ['Request']);
    });
  } else if (isObj(operation['requestBody'])) {
    const found = contentSchema(operation['requestBody']['content'], pointerAppend(at, 'requestBody'));
    if (found !== undefined) add(pointerAppend(found.pointer, 'schema'), found.schema, ['Request']);
  }
  const responses = operation['responses'];
  if (!isObj(responses)) return;
  for (const [status, response] of Object.entries(responses)) {
    if (!isObj(response)) continue;
    const where = pointerAppend(pointerAppend(at, 'responses'), status);
    if (dialect === 'swagger2') {
      add(pointerAppend(where, 'schema'), response['schema'], ['Response', status]);
    } else {
      const found = contentSchema(response['content'], where);
      if (found !== undefined) add(pointerAppend(found.pointer, 'schema'), found.schema, ['Response', status]);
    }
  }
}

function componentSchemas(dialect: Dialect, doc: Obj, out: NamedSchema[], componentsOnly: boolean): void {
  const container = dialect === 'swagger2' ? doc['definitions'] : isObj(doc['components']) ? doc['components']['schemas'] : undefined;
  const base = dialect === 'swagger2' ? '/definitions' : '/components/schemas';
  if (isObj(container)) for (const name of Object.keys(container)) out.push({ pointer: pointerAppend(base, name), hint: [name], component: true });
  if (componentsOnly || dialect === 'swagger2' || !isObj(doc['components'])) return;
  const components = doc['components'];
  for (const [kind, word] of [['requestBodies', 'Request'], ['responses', 'Response']] as const) {
    const members = components[kind];
    if (!isObj(members)) continue;
    for (const [name, member] of Object.entries(members)) {
      const found = isObj(member) ? contentSchema(member['content'], pointerAppend(pointerAppend('/components', kind), name)) : undefined;
      if (found !== undefined && inline(found.schema)) out.push({ pointer: pointerAppend(found.pointer, 'schema'), hint: [name, word], component: false });
    }
  }
}

export function namedSchemas(dialect: Dialect, doc: Obj, componentsOnly: boolean): NamedSchema[] {
  const out: NamedSchema[] = [];
  componentSchemas(dialect, doc, out, componentsOnly);
  if (componentsOnly || !isObj(doc['paths'])) return out;
  for (const [path, item] of Object.entries(doc['paths'])) {
    if (!isObj(item)) continue;
    for (const method of METHODS) {
      const operation = item[method];
      if (!isObj(operation)) continue;
      const at = pointerAppend(pointerAppend('/paths', path), method);
      operationSchemas(dialect, operation, at, operationHint(operation, method, path), out);
    }
  }
  return out;
}
