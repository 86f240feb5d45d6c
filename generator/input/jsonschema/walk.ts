/** Enumerating the subschemas of a document in document order, with their base URIs. Pure. */
import { pointerAppend } from '../../diagnostics.js';
import type { NameHint } from '../../ir/types.js';
import { hasArrayItems, isDraft04, refHasSiblings, type Draft } from './drafts.js';
import { ARRAY_SCHEMA_KEYWORDS, MAP_SCHEMA_KEYWORDS, SINGLE_SCHEMA_KEYWORDS } from './keywords.js';
import { resolveUri, withoutFragment } from './uri.js';

export interface SchemaSite {
  readonly pointer: string;
  readonly node: unknown;
  /** Base URI for `$ref`s inside this schema (after its own `$id`). */
  readonly base: string;
  readonly hint: NameHint;
  /** The keyword this schema stands under (`$defs`, `properties`, `items`, …), none for the root. */
  readonly container?: string;
}

export type SchemaObject = Readonly<Record<string, unknown>>;

export function isSchemaObject(node: unknown): node is SchemaObject {
  return typeof node === 'object' && node !== null && !Array.isArray(node);
}

/**
 * The `$id` (or draft-04 `id`) of a schema object, when it is a string. Drafts 04..07 ignore
 * every keyword beside `$ref`, so there an `$id` next to `$ref` names nothing and changes no base.
 */
export function idOf(node: SchemaObject, draft: Draft): string | undefined {
  if (!refHasSiblings(draft) && typeof node['$ref'] === 'string') return undefined;
  const id = isDraft04(draft) ? node['id'] : node['$id'];
  return typeof id === 'string' ? id : undefined;
}

/** The base URI inside `node`, given the base outside it. */
export function baseInside(node: unknown, outer: string, draft: Draft): string {
  if (!isSchemaObject(node)) return outer;
  const id = idOf(node, draft);
  if (id === undefined || id.startsWith('#')) return outer;
  const url = resolveUri(id, outer);
  return url === undefined ? outer : withoutFragment(url);
}

/** Name hint of a child schema, from its parent's hint and where it stands. */
export function childHint(parent: NameHint, keyword: string, key: string | number | undefined, child: unknown): NameHint {
  switch (keyword) {
    case '$defs':
    case 'definitions':
      return [String(key)];
    case 'properties':
      return [...parent, String(key)];
    case 'items':
    case 'prefixItems':
      return key === undefined ? [...parent, 'Item'] : [...parent, 'Item', String(Number(key) + 1)];
    case 'oneOf':
    case 'anyOf': {
      const title = isSchemaObject(child) ? child['title'] : undefined;
      return [...parent, typeof title === 'string' && title !== '' ? title : 'Variant'];
    }
    case 'allOf':
      return parent;
    case 'additionalProperties':
    case 'patternProperties':
      return [...parent, 'Value'];
    default:
      return [...parent, keyword];
  }
}

/** Every subschema of a document (the root first), in document order. */
export function schemaSites(json: unknown, uri: string, draft: Draft, rootHint: NameHint): SchemaSite[] {
  const sites: SchemaSite[] = [];
  const visit = (node: unknown, pointer: string, outer: string, hint: NameHint, container?: string): void => {
    const base = baseInside(node, outer, draft);
    sites.push(container === undefined ? { pointer, node, base, hint } : { pointer, node, base, hint, container });
    if (!isSchemaObject(node)) return;
    for (const keyword of Object.keys(node)) {
      const children = childrenOf(keyword, node[keyword], draft);
      if (children.length === 0) continue;
      const at = pointerAppend(pointer, keyword);
      for (const [child, token] of children) {
        visit(child, token === undefined ? at : pointerAppend(at, token), base, childHint(hint, keyword, token, child), keyword);
      }
    }
  };
  visit(json, '', uri, rootHint);
  return sites;
}

const SINGLE_SCHEMA = new Set(SINGLE_SCHEMA_KEYWORDS);
const ARRAY_SCHEMA = new Set(ARRAY_SCHEMA_KEYWORDS);
const MAP_SCHEMA = new Set(MAP_SCHEMA_KEYWORDS);
const NO_CHILDREN: readonly (readonly [unknown, string | number | undefined])[] = [];

function isSchema(value: unknown): boolean {
  return typeof value === 'boolean' || isSchemaObject(value);
}

/** The subschemas a keyword's value holds, with their reference token (none for a single one). */
export function childrenOf(keyword: string, value: unknown, draft: Draft): readonly (readonly [unknown, string | number | undefined])[] {
  if (typeof value !== 'object' || value === null) return isSchema(value) && (keyword === 'items' || SINGLE_SCHEMA.has(keyword)) ? [[value, undefined]] : NO_CHILDREN;
  if (keyword === 'items') {
    if (Array.isArray(value) && hasArrayItems(draft)) return value.map((v, i) => [v, i] as const);
    return isSchema(value) ? [[value, undefined]] : NO_CHILDREN;
  }
  if (SINGLE_SCHEMA.has(keyword)) return isSchema(value) ? [[value, undefined]] : NO_CHILDREN;
  if (ARRAY_SCHEMA.has(keyword)) {
    return Array.isArray(value) ? value.map((v, i) => [v, i] as const).filter(([v]) => isSchema(v)) : NO_CHILDREN;
  }
  if (MAP_SCHEMA.has(keyword) && isSchemaObject(value)) {
    const children: (readonly [unknown, string])[] = [];
    for (const key of Object.keys(value)) if (isSchema(value[key])) children.push([value[key], key]);
    return children;
  }
  return NO_CHILDREN;
}
