/**
 * What a schema (with its `allOf` members and `$ref` siblings merged) says about a value,
 * before it becomes an IR type. Merging is intersection: every constraint must hold.
 */
import type { Bound, JsonKind, JsonValue } from '../../ir/types.js';
import { canonicalJson } from './canonical.js';
import { reportError, type Located, type LowerContext } from './context.js';
import { tighterMaximum, tighterMinimum } from './numbers.js';

export interface UnionFacts {
  readonly keyword: 'oneOf' | 'anyOf';
  readonly owner: Located;
  readonly variants: readonly Located[];
}

export interface Facts {
  /** The schema these facts are about (declaration ids and diagnostics). */
  readonly primary: Located;
  /** Allowed JSON kinds; `undefined` = not restricted by `type`. */
  readonly kinds?: readonly JsonKind[] | undefined;
  /** `enum` ∩ `const`; `undefined` = not restricted. */
  readonly values?: readonly JsonValue[] | undefined;
  /** Where `const` with an array or object value stands. */
  readonly constNonScalar?: Located | undefined;
  readonly properties: ReadonlyMap<string, readonly Located[]>;
  readonly required: readonly string[];
  /** `false`, schemas that must all hold, or `undefined` when absent / `true`. */
  readonly additional?: false | readonly Located[] | undefined;
  readonly patterns: ReadonlyMap<string, readonly Located[]>;
  readonly propertyNamesPattern?: string | undefined;
  /** Tuple positions (`prefixItems`, array-form `items`). */
  readonly prefix?: readonly (readonly Located[])[] | undefined;
  /** Elements (after the prefix for tuples). */
  readonly items?: false | readonly Located[] | undefined;
  readonly minimum?: Bound | undefined;
  readonly maximum?: Bound | undefined;
  readonly multipleOf?: string | undefined;
  readonly minLength?: number | undefined;
  readonly maxLength?: number | undefined;
  readonly pattern?: string | undefined;
  readonly format?: string | undefined;
  readonly minItems?: number | undefined;
  readonly maxItems?: number | undefined;
  readonly uniqueItems: boolean;
  readonly minProperties?: number | undefined;
  readonly maxProperties?: number | undefined;
  readonly unions: readonly UnionFacts[];
  /** Keywords no typed shape expresses: the value is then checked by a schema-check program. */
  readonly programKeywords: readonly string[];
}

const NO_LOCATIONS: ReadonlyMap<string, readonly Located[]> = new Map();

export function emptyFacts(primary: Located): Facts {
  return { primary, properties: NO_LOCATIONS, required: [], patterns: NO_LOCATIONS, uniqueItems: false, unions: [], programKeywords: [] };
}

function mergeMaps<T>(a: ReadonlyMap<string, readonly T[]>, b: ReadonlyMap<string, readonly T[]>): Map<string, readonly T[]> {
  const out = new Map(a);
  for (const [k, v] of b) out.set(k, [...(out.get(k) ?? []), ...v]);
  return out;
}

function mergeSchemas(a: false | readonly Located[] | undefined, b: false | readonly Located[] | undefined): false | readonly Located[] | undefined {
  if (a === false || b === false) return false;
  if (a === undefined) return b;
  if (b === undefined) return a;
  return [...a, ...b];
}

function minOf(a: number | undefined, b: number | undefined): number | undefined {
  return a === undefined ? b : b === undefined ? a : Math.min(a, b);
}

function maxOf(a: number | undefined, b: number | undefined): number | undefined {
  return a === undefined ? b : b === undefined ? a : Math.max(a, b);
}

/** Merges `b` into `a` (a's primary is kept); conflicts are reported at b's location. */
export function mergeFacts(ctx: LowerContext, a: Facts, b: Facts): Facts {
  const conflict = (what: string): void =>
    reportError(ctx, 'E_ALLOF_CONFLICT', `cannot merge: ${what}`, b.primary.doc, b.primary.pointer);
  const kinds = mergeKinds(a.kinds, b.kinds);
  if (kinds !== undefined && kinds.length === 0) conflict('no JSON type is allowed by every part');
  const values = mergeValues(a.values, b.values);
  if (values !== undefined && values.length === 0) conflict('no value is allowed by every `enum`/`const`');
  const pick = <T>(x: T | undefined, y: T | undefined, name: string): T | undefined => {
    if (x !== undefined && y !== undefined && x !== y) conflict(`two different values of \`${name}\``);
    return x ?? y;
  };
  return {
    primary: a.primary,
    properties: mergeMaps(a.properties, b.properties),
    required: [...a.required, ...b.required.filter((r) => !a.required.includes(r))],
    patterns: mergeMaps(a.patterns, b.patterns),
    uniqueItems: a.uniqueItems || b.uniqueItems,
    unions: [...a.unions, ...b.unions],
    programKeywords: [...a.programKeywords, ...b.programKeywords],
    kinds,
    values,
    constNonScalar: a.constNonScalar ?? b.constNonScalar,
    additional: mergeSchemas(a.additional, b.additional),
    propertyNamesPattern: pick(a.propertyNamesPattern, b.propertyNamesPattern, 'propertyNames'),
    prefix: mergePrefix(a.prefix, b.prefix),
    items: mergeSchemas(a.items, b.items),
    minimum: tighterMinimum(a.minimum, b.minimum),
    maximum: tighterMaximum(a.maximum, b.maximum),
    multipleOf: pick(a.multipleOf, b.multipleOf, 'multipleOf'),
    minLength: maxOf(a.minLength, b.minLength),
    maxLength: minOf(a.maxLength, b.maxLength),
    pattern: pick(a.pattern, b.pattern, 'pattern'),
    format: pick(a.format, b.format, 'format'),
    minItems: maxOf(a.minItems, b.minItems),
    maxItems: minOf(a.maxItems, b.maxItems),
    minProperties: maxOf(a.minProperties, b.minProperties),
    maxProperties: minOf(a.maxProperties, b.maxProperties),
  };
}

/** Drops keys whose value is `undefined` (exactOptionalPropertyTypes). */
export function stripUndefined<T extends object>(value: { [K in keyof T]: T[K] | undefined }): T {
  const out: Record<string, unknown> = {};
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    const v = record[key];
    if (v !== undefined) out[key] = v;
  }
  return out as T;
}

function mergeKinds(a: readonly JsonKind[] | undefined, b: readonly JsonKind[] | undefined): readonly JsonKind[] | undefined {
  if (a === undefined) return b;
  if (b === undefined) return a;
  const allows = (set: readonly JsonKind[], k: JsonKind): boolean => set.includes(k) || (k === 'integer' && set.includes('number'));
  return a.filter((k) => allows(b, k)).concat(a.includes('number') && b.includes('integer') && !b.includes('number') ? ['integer'] : []);
}

function mergeValues(a: readonly JsonValue[] | undefined, b: readonly JsonValue[] | undefined): readonly JsonValue[] | undefined {
  if (a === undefined) return b;
  if (b === undefined) return a;
  const keys = new Set(b.map(canonicalJson));
  return a.filter((v) => keys.has(canonicalJson(v)));
}

function mergePrefix(
  a: readonly (readonly Located[])[] | undefined,
  b: readonly (readonly Located[])[] | undefined,
): readonly (readonly Located[])[] | undefined {
  if (a === undefined) return b;
  if (b === undefined) return a;
  const length = Math.max(a.length, b.length);
  return Array.from({ length }, (_, i) => [...(a[i] ?? []), ...(b[i] ?? [])]);
}
