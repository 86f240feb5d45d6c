/**
 * What a schema (with its `allOf` members and `$ref` siblings merged) says about a value,
 * before it becomes an IR type. Merging is intersection: every constraint must hold.
 */
import type { Bound, JsonKind, JsonValue } from '../../ir/types.js';
import { canonicalJson } from './canonical.js';
import { childAt, type Located } from './context.js';
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

/** Merges `b` into `a` (a's primary is kept). */
export function mergeFacts(a: Facts, b: Facts): Facts {
  const kinds = mergeKinds(a.kinds, b.kinds);
  // No JSON type or no value allowed by every part: the schema is never valid (no values).
  const values = kinds !== undefined && kinds.length === 0 ? [] : mergeValues(a.values, b.values);
  // Two different values of a keyword both hold: the schema-check program checks them all.
  const both: string[] = [];
  const pick = <T>(x: T | undefined, y: T | undefined, name: string): T | undefined => {
    if (x !== undefined && y !== undefined && x !== y) both.push(name);
    return x ?? y;
  };
  return {
    primary: a.primary,
    properties: withApplied(mergeMaps(a.properties, b.properties), a, b),
    required: [...a.required, ...b.required.filter((r) => !a.required.includes(r))],
    patterns: mergeMaps(a.patterns, b.patterns),
    uniqueItems: a.uniqueItems || b.uniqueItems,
    unions: [...a.unions, ...b.unions],
    kinds,
    values,
    constNonScalar: a.constNonScalar ?? b.constNonScalar,
    additional: mergeSchemas(a.additional, b.additional),
    propertyNamesPattern: pick(a.propertyNamesPattern, b.propertyNamesPattern, 'propertyNames'),
    prefix: withLaterItems(mergePrefix(a.prefix, b.prefix), a, b),
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
    programKeywords: [...a.programKeywords, ...b.programKeywords, ...both],
  };
}

/**
 * The keywords the facts hold that no typed shape expresses, so that the value is checked by a
 * schema-check program: those of the schemas themselves, and shapes the IR has no form for
 * (several `patternProperties`, or one beside an `additionalProperties` schema or whose other
 * keys must be kept or counted (`othersKept`); `uniqueItems`
 * on a tuple; `minItems` beyond a tuple's prefix; several `oneOf`/`anyOf`, a product of unions).
 */
export function programKeywordsOf(f: Facts, keepUnknown = false): readonly string[] {
  const shape: string[] = [];
  if (f.patterns.size > 1 || (f.patterns.size === 1 && (Array.isArray(f.additional) || (f.additional === undefined && othersKept(f, keepUnknown))))) {
    shape.push('patternProperties');
  }
  if (f.prefix !== undefined && f.uniqueItems) shape.push('uniqueItems');
  if (f.prefix !== undefined && (f.minItems ?? 0) > f.prefix.length && f.items !== false) shape.push('minItems');
  if (f.unions.length > 1) shape.push(...f.unions.map((u) => u.keyword));
  return shape.length === 0 ? f.programKeywords : [...new Set([...f.programKeywords, ...shape])];
}

/**
 * Whether the keys a lone `patternProperties` does not match must be kept or counted, which its
 * typed map (matching keys typed, the others dropped) cannot do: under the keep-unknown option,
 * with `minProperties`/`maxProperties` on an object of no declared properties (the map's
 * count would leave out the dropped keys), or when `minProperties` counts undeclared members
 * (`undeclaredCounted`).
 */
function othersKept(f: Facts, keepUnknown: boolean): boolean {
  const counted = f.minProperties !== undefined || f.maxProperties !== undefined;
  return keepUnknown || (counted && f.properties.size === 0 && f.required.length === 0) || undeclaredCounted(f);
}

/**
 * Whether `minProperties` can be met only with members no declared property holds (it exceeds the
 * required members): dropping them would make the encoding of a valid document fall below it,
 * so decode → encode → decode would fail. Such an object keeps them.
 */
export function undeclaredCounted(f: Facts): boolean {
  return f.minProperties !== undefined && f.minProperties > new Set(f.required).size;
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

function matches(pattern: string, key: string): boolean {
  try {
    return new RegExp(pattern, 'u').test(key);
  } catch {
    return false;
  }
}

/** What `f` applies to a key it does not declare: the `patternProperties` it matches, else `additionalProperties` (`false`: never valid). */
function appliedTo(f: Facts, key: string): readonly Located[] {
  const patterns = [...f.patterns].filter(([pattern]) => matches(pattern, key)).flatMap(([, locs]) => locs);
  if (patterns.length > 0) return patterns;
  return f.additional === false ? [childAt(f.primary, false, 'additionalProperties')] : (f.additional ?? []);
}

/**
 * The merged properties, each also checked by what the side that does not declare it applies
 * to undeclared keys: a schema's `additionalProperties` sees only its own `properties`, not
 * those of the `allOf` members it is merged with. The declaring schemas come first.
 */
function withApplied(merged: ReadonlyMap<string, readonly Located[]>, a: Facts, b: Facts): Map<string, readonly Located[]> {
  const out = new Map<string, readonly Located[]>();
  for (const [key, locs] of merged) {
    const fromA = a.properties.has(key) ? [] : appliedTo(a, key);
    const fromB = b.properties.has(key) ? [] : appliedTo(b, key);
    out.set(key, [...locs, ...fromA, ...fromB]);
  }
  return out;
}

/** Likewise for tuple positions: a side's `items` (or `additionalItems`) applies past its own positions. */
function withLaterItems(merged: readonly (readonly Located[])[] | undefined, a: Facts, b: Facts): readonly (readonly Located[])[] | undefined {
  if (merged === undefined) return undefined;
  const later = (f: Facts, i: number): readonly Located[] => {
    if (i < (f.prefix?.length ?? 0) || f.items === undefined) return [];
    return f.items === false ? [childAt(f.primary, false, 'items')] : f.items;
  };
  return merged.map((locs, i) => [...locs, ...later(a, i), ...later(b, i)]);
}
