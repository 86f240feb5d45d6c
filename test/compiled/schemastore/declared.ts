/**
 * Which members of a valid sample the generated code must keep. The sample is walked with its
 * schema the way a validator collects annotations: at each place, the subschemas that apply there
 * (through `$ref`, `allOf`, the `anyOf`/`oneOf` branches the value matches, `if`/`then`/`else`,
 * `dependentSchemas`, `properties`, `patternProperties`, `additionalProperties`, `items`…) are
 * found, and a member is declared when one of them names its key (`properties`, a matching
 * `patternProperties` key, an `additionalProperties`/`unevaluatedProperties` schema other than
 * `true` or `{}`, which allow any member as an absent keyword does). ajv, with
 * the schema's draft and formats, decides which branch matches. Members nothing declares may be
 * dropped (the default for undeclared keys); this is what the round trip is compared against.
 */
import { readFileSync } from 'node:fs';
import type { ValidateFunction } from 'ajv';
import { compilerFor } from '../../harness/random/ajv.js';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type SchemaNode = boolean | { readonly [keyword: string]: unknown };

/** The keys declared at each place of one sample. */
export interface DeclaredKeys {
  /** The URI of a subschema applying at `pointer` that declares `key`, or undefined when none does. */
  declaring(pointer: string, key: string): string | undefined;
}

export interface Declared {
  of(sample: Json): DeclaredKeys;
}

/** A subschema: the document it is in (by URI), its pointer there, and the base URI its `$ref`s resolve against. */
interface Place {
  readonly doc: string;
  readonly pointer: string;
  readonly base: string;
  readonly node: SchemaNode;
}

/** Values whose members are data, not schemas. */
const DATA_KEYWORDS = new Set(['enum', 'const', 'default', 'examples', 'example']);

function escapeToken(token: string): string {
  return token.replace(/~/g, '~0').replace(/\//g, '~1');
}

function isObject(v: unknown): v is { readonly [key: string]: unknown } {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function withoutFragment(uri: string): string {
  const hash = uri.indexOf('#');
  return hash < 0 ? uri : uri.slice(0, hash);
}

function resolveUri(ref: string, base: string): string {
  try {
    return new URL(ref, base).href;
  } catch {
    return ref;
  }
}

function idOf(node: unknown, draft4: boolean): string | undefined {
  if (!isObject(node)) return undefined;
  const id = draft4 ? node['id'] : node['$id'];
  return typeof id === 'string' ? id : undefined;
}

function nodeAt(root: unknown, pointer: string): unknown {
  let node = root;
  for (const token of pointer.split('/').slice(1)) {
    const key = token.replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(node)) node = node[Number(key)];
    else if (isObject(node)) node = node[key];
    else return undefined;
  }
  return node;
}

/**
 * Every URI a subschema can be reached by — a resource's `$id`, an anchor — mapped to its place,
 * so a `$ref` lands on a pointer ajv can compile.
 */
function indexDocument(doc: string, json: unknown, draft4: boolean, into: Map<string, Place>): void {
  const visit = (node: unknown, pointer: string, base: string): void => {
    if (Array.isArray(node)) {
      node.forEach((item, i) => visit(item, `${pointer}/${i}`, base));
      return;
    }
    if (!isObject(node)) return;
    const id = idOf(node, draft4);
    let here = base;
    if (id !== undefined) {
      const uri = resolveUri(id, base);
      if (uri.includes('#') && !uri.endsWith('#')) {
        into.set(uri, { doc, pointer, base, node });
      } else {
        here = withoutFragment(uri);
        into.set(here, { doc, pointer, base: here, node });
      }
    }
    for (const anchor of ['$anchor', '$dynamicAnchor']) {
      const name = node[anchor];
      if (typeof name === 'string') into.set(`${here}#${name}`, { doc, pointer, base: here, node });
    }
    for (const [key, value] of Object.entries(node)) {
      if (!DATA_KEYWORDS.has(key)) visit(value, `${pointer}/${escapeToken(key)}`, here);
    }
  };
  visit(json, '', doc);
}

function pattern(source: string): RegExp | undefined {
  try {
    return new RegExp(source, 'u');
  } catch {
    try {
      return new RegExp(source);
    } catch {
      return undefined;
    }
  }
}

export function declaredFor(schemaFile: string, alongside: readonly string[]): Declared {
  const schema: unknown = JSON.parse(readFileSync(schemaFile, 'utf8'));
  const ajv = compilerFor(schema);
  const draft = isObject(schema) && typeof schema['$schema'] === 'string' ? schema['$schema'] : '';
  const draft4 = draft.includes('draft-04');
  const refsReplaceSiblings = /draft-0[4-7]/.test(draft);
  const places = new Map<string, Place>();
  const add = (json: unknown, fallback: string): string => {
    const id = idOf(json, draft4);
    const uri = withoutFragment(id ?? fallback);
    ajv.addSchema(json, uri);
    indexDocument(uri, json, draft4, places);
    places.set(uri, { doc: uri, pointer: '', base: uri, node: json as SchemaNode });
    return uri;
  };
  for (const file of alongside) add(JSON.parse(readFileSync(file, 'utf8')), `file://${file}`);
  const root = add(schema, 'https://jsongen.invalid/schema.json');

  const compiled = new Map<string, ValidateFunction | undefined>();
  const matches = (place: Place, value: Json): boolean => {
    if (typeof place.node === 'boolean') return place.node;
    const uri = `${place.doc}#${place.pointer.split('/').map(encodeURIComponent).join('/')}`;
    if (!compiled.has(uri)) {
      let v: ValidateFunction | undefined;
      try {
        v = ajv.getSchema(uri);
      } catch {
        v = undefined;
      }
      compiled.set(uri, v);
    }
    const v = compiled.get(uri);
    // A subschema ajv cannot compile is taken as matching: what it declares counts.
    return v === undefined || v(value) === true;
  };

  const child = (place: Place, ...tokens: string[]): Place | undefined => {
    let node: unknown = place.node;
    for (const t of tokens) node = Array.isArray(node) ? node[Number(t)] : isObject(node) ? node[t] : undefined;
    if (typeof node !== 'boolean' && !isObject(node)) return undefined;
    const pointer = `${place.pointer}/${tokens.map(escapeToken).join('/')}`;
    const id = idOf(node, draft4);
    const base = id === undefined ? place.base : withoutFragment(resolveUri(id, place.base));
    return { doc: place.doc, pointer, base, node };
  };

  const target = (ref: string, place: Place): Place | undefined => {
    const uri = resolveUri(ref, place.base);
    const hash = uri.indexOf('#');
    const fragment = hash < 0 ? '' : decodeURIComponent(uri.slice(hash + 1));
    // An anchor (or the whole resource) is indexed; a JSON pointer is read from its resource.
    if (!fragment.startsWith('/')) return places.get(uri) ?? places.get(withoutFragment(uri));
    const resource = places.get(withoutFragment(uri));
    if (resource === undefined) return undefined;
    const node = nodeAt(resource.node, fragment);
    if (typeof node !== 'boolean' && !isObject(node)) return undefined;
    return { doc: resource.doc, pointer: `${resource.pointer}${fragment}`, base: resource.base, node };
  };

  return {
    of(sample) {
      const declared = new Map<string, Map<string, string>>();
      const declare = (at: string, key: string, by: Place): void => {
        const keys = declared.get(at) ?? new Map<string, string>();
        if (!keys.has(key)) keys.set(key, `${by.doc}#${by.pointer}`);
        declared.set(at, keys);
      };
      const seen = new Set<string>();
      const walk = (place: Place, value: Json, at: string): void => {
        if (typeof place.node === 'boolean') return;
        const visit = `${place.doc}#${place.pointer}@${at}`;
        if (seen.has(visit)) return;
        seen.add(visit);
        const s = place.node;
        const sub = (...tokens: string[]): Place | undefined => child(place, ...tokens);
        const applyIfMatching = (p: Place | undefined): void => {
          if (p !== undefined && matches(p, value)) walk(p, value, at);
        };
        for (const keyword of ['$ref', '$dynamicRef', '$recursiveRef']) {
          const ref = s[keyword];
          if (typeof ref !== 'string') continue;
          const to = target(ref, place);
          if (to !== undefined) walk(to, value, at);
          if (refsReplaceSiblings && keyword === '$ref') return;
        }
        for (const keyword of ['allOf', 'anyOf', 'oneOf']) {
          const list = s[keyword];
          if (!Array.isArray(list)) continue;
          list.forEach((_, i) => {
            const branch = sub(keyword, String(i));
            if (branch === undefined) return;
            if (keyword === 'allOf') walk(branch, value, at);
            else applyIfMatching(branch);
          });
        }
        const condition = sub('if');
        if (condition !== undefined) {
          if (matches(condition, value)) {
            walk(condition, value, at);
            const then = sub('then');
            if (then !== undefined) walk(then, value, at);
          } else {
            const otherwise = sub('else');
            if (otherwise !== undefined) walk(otherwise, value, at);
          }
        }
        if (isObject(value)) {
          for (const keyword of ['dependentSchemas', 'dependencies']) {
            const deps = s[keyword];
            if (!isObject(deps)) continue;
            for (const key of Object.keys(deps)) {
              const dep = Object.hasOwn(value, key) ? sub(keyword, key) : undefined;
              if (dep !== undefined) walk(dep, value, at);
            }
          }
          const properties = isObject(s['properties']) ? s['properties'] : {};
          const patterns = isObject(s['patternProperties']) ? Object.keys(s['patternProperties']) : [];
          for (const [key, member] of Object.entries(value)) {
            const memberAt = `${at}/${escapeToken(key)}`;
            let named = false;
            if (Object.hasOwn(properties, key)) {
              named = true;
              const p = sub('properties', key);
              if (p !== undefined && p.node !== false) {
                declare(at, key, place);
                walk(p, member, memberAt);
              }
            }
            for (const source of patterns) {
              if (pattern(source)?.test(key) !== true) continue;
              named = true;
              const p = sub('patternProperties', source);
              if (p !== undefined && p.node !== false) {
                declare(at, key, place);
                walk(p, member, memberAt);
              }
            }
            for (const keyword of named ? [] : ['additionalProperties', 'unevaluatedProperties']) {
              const p = sub(keyword);
              if (p === undefined || p.node === false) continue;
              // `true` and `{}` say what an absent keyword says: any member goes, declaring none.
              if (p.node !== true && Object.keys(p.node).length > 0) declare(at, key, place);
              walk(p, member, memberAt);
            }
          }
        }
        if (Array.isArray(value)) {
          const prefix = Array.isArray(s['prefixItems']) ? 'prefixItems' : Array.isArray(s['items']) ? 'items' : undefined;
          const prefixLength = prefix === undefined ? 0 : (s[prefix] as unknown[]).length;
          const rest = prefix === 'prefixItems' ? 'items' : prefix === 'items' ? 'additionalItems' : 'items';
          value.forEach((item, i) => {
            const itemAt = `${at}/${i}`;
            const p = i < prefixLength && prefix !== undefined ? sub(prefix, String(i)) : sub(rest);
            if (p !== undefined) walk(p, item, itemAt);
            const contains = sub('contains');
            if (contains !== undefined && matches(contains, item)) walk(contains, item, itemAt);
            const unevaluated = sub('unevaluatedItems');
            if (unevaluated !== undefined) walk(unevaluated, item, itemAt);
          });
        }
      };
      const start = places.get(root);
      if (start !== undefined) walk(start, sample, '');
      return {
        declaring: (pointer, key) => declared.get(pointer)?.get(key),
      };
    },
  };
}
