/**
 * OpenAPI 3.0 and Swagger 2.0 schema objects rewritten as JSON Schema 2020-12 (3.1's schemas
 * already are): `nullable`/`x-nullable`, boolean `exclusiveMinimum`/`exclusiveMaximum`,
 * int-or-string, `type: file`, and `$ref` siblings ignored (as those versions say). In every
 * version a `discriminator` gives each referenced variant its tag as a `const` property.
 * Pure; every inserted level is recorded in the pointer map.
 */
import { pointerAppend } from '../../diagnostics.js';
import type { PointerMap } from './pointer-map.js';

export type Dialect = 'swagger2' | 'openapi30' | 'openapi31';

type Obj = Record<string, unknown>;

function isObj(value: unknown): value is Obj {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

interface Rewriter {
  readonly dialect: Dialect;
  readonly map: PointerMap;
  /** `#/components/schemas/` or `#/definitions/`: where implicit discriminator mappings point. */
  readonly componentPrefix: string;
}

const SINGLE = ['additionalProperties', 'items', 'not', 'additionalItems', 'propertyNames', 'contains', 'if', 'then', 'else', 'unevaluatedProperties', 'unevaluatedItems'];
const ARRAYS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const MAPS = ['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas'];
const DOC_KEYS = ['title', 'description', 'readOnly', 'writeOnly', 'deprecated', 'example', 'examples', 'default', 'externalDocs'];

function rewriteChildren(r: Rewriter, node: Obj, at: string): Obj {
  const out: Obj = { ...node };
  for (const key of SINGLE) if (isObj(node[key])) out[key] = rewriteSchema(r, node[key], pointerAppend(at, key));
  if (Array.isArray(node['items'])) out['items'] = node['items'].map((s, i) => rewriteSchema(r, s, pointerAppend(pointerAppend(at, 'items'), i)));
  for (const key of ARRAYS) {
    const list = node[key];
    if (Array.isArray(list)) out[key] = list.map((s, i) => rewriteSchema(r, s, pointerAppend(pointerAppend(at, key), i)));
  }
  for (const key of MAPS) {
    const members = node[key];
    if (!isObj(members)) continue;
    out[key] = Object.fromEntries(Object.entries(members).map(([name, s]) => [name, rewriteSchema(r, s, pointerAppend(pointerAppend(at, key), name))]));
  }
  return out;
}

/** 3.0/2.0: boolean exclusive bounds → 2020-12 numeric ones. */
function exclusiveBounds(node: Obj): void {
  for (const [flag, bound] of [['exclusiveMinimum', 'minimum'], ['exclusiveMaximum', 'maximum']] as const) {
    if (typeof node[flag] !== 'boolean') continue;
    if (node[flag] === true && typeof node[bound] === 'number') {
      node[flag] = node[bound];
      delete node[bound];
    } else {
      delete node[flag];
    }
  }
}

function isIntOrString(node: Obj): boolean {
  return node['format'] === 'int-or-string' || node['x-kubernetes-int-or-string'] === true;
}

function docsOf(node: Obj): Obj {
  return Object.fromEntries(DOC_KEYS.filter((k) => k in node).map((k) => [k, node[k]]));
}

/** The variants' tags of a discriminated `oneOf`/`anyOf`: each `$ref` variant gets `{properties: {tag: {const}}, required: [tag]}`. */
function tagVariants(r: Rewriter, node: Obj, at: string): void {
  const discriminator = node['discriminator'];
  if (!isObj(discriminator) || typeof discriminator['propertyName'] !== 'string') return;
  const property = discriminator['propertyName'];
  const mapping = isObj(discriminator['mapping']) ? discriminator['mapping'] : {};
  const tagOf = (ref: string): string => {
    const explicit = Object.entries(mapping).find(([, target]) => target === ref || (typeof target === 'string' && `${r.componentPrefix}${target}` === ref));
    if (explicit !== undefined) return explicit[0];
    return decodeURIComponent(ref.split('/').at(-1) ?? ref).replace(/~1/g, '/').replace(/~0/g, '~');
  };
  for (const key of ['oneOf', 'anyOf']) {
    const list = node[key];
    if (!Array.isArray(list)) continue;
    node[key] = list.map((variant, i) => {
      if (!isObj(variant) || typeof variant['$ref'] !== 'string') return variant;
      const where = pointerAppend(pointerAppend(at, key), i);
      r.map.add(pointerAppend(where, 'properties'), pointerAppend(at, 'discriminator'));
      return { ...variant, properties: { [property]: { const: tagOf(variant['$ref']) } }, required: [property] };
    });
  }
}

/** Whether `nullable` can be a `type` array (a plain type), or needs an `anyOf` with `null` around the schema. */
function needsWrap(node: Obj): boolean {
  const composed = '$ref' in node || ARRAYS.some((k) => k in node) || isIntOrString(node);
  return composed || typeof node['type'] !== 'string';
}

function typeWithNull(node: Obj): Obj {
  const out: Obj = { ...node, type: [node['type'], 'null'] };
  if (Array.isArray(node['enum']) && !node['enum'].includes(null)) out['enum'] = [...node['enum'], null];
  return out;
}

function rewriteNode(r: Rewriter, schema: Obj, at: string): Obj {
  let node: Obj = { ...schema };
  delete node['nullable'];
  delete node['x-nullable'];
  if (typeof node['$ref'] === 'string') {
    return { $ref: node['$ref'], ...Object.fromEntries(['title', 'description'].filter((k) => k in node).map((k) => [k, node[k]])) };
  }
  if (isIntOrString(node)) {
    for (const i of [0, 1]) r.map.add(pointerAppend(pointerAppend(at, 'oneOf'), i), at);
    return { ...docsOf(node), oneOf: [{ type: 'integer' }, { type: 'string' }] };
  }
  if (node['type'] === 'file') delete node['type'];
  exclusiveBounds(node);
  node = rewriteChildren(r, node, at);
  tagVariants(r, node, at);
  return node;
}

/** One schema object (and its subschemas) in 2020-12 terms; `at` is its pointer in the rewritten document. */
export function rewriteSchema(r: Rewriter, schema: unknown, at: string): unknown {
  if (!isObj(schema)) return schema;
  if (r.dialect === 'openapi31') {
    const out = rewriteChildren(r, schema, at);
    tagVariants(r, out, at);
    return out;
  }
  const nullable = schema['nullable'] === true || schema['x-nullable'] === true;
  if (!nullable) return rewriteNode(r, schema, at);
  if (!needsWrap(schema)) return typeWithNull(rewriteNode(r, schema, at));
  const inner = pointerAppend(pointerAppend(at, 'anyOf'), 0);
  r.map.add(inner, at);
  r.map.add(pointerAppend(pointerAppend(at, 'anyOf'), 1), pointerAppend(at, schema['nullable'] === true ? 'nullable' : 'x-nullable'));
  return { ...docsOf(schema), anyOf: [rewriteNode(r, schema, inner), { type: 'null' }] };
}

export function createRewriter(dialect: Dialect, map: PointerMap): Rewriter {
  return { dialect, map, componentPrefix: dialect === 'swagger2' ? '#/definitions/' : '#/components/schemas/' };
}
