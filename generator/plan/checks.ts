/**
 * The checks a decoder runs on a value, decided once for every target.
 *
 * A closed union: each member names its keyword, carries its operands already resolved (exact
 * integer bounds, the integer modulus of a `multipleOf`, bounds as doubles) and the text of what
 * was expected, which every target puts in its error. Targets render each member with an
 * exhaustive switch and never read the IR's constraint fields themselves. The error of a check
 * is reported at the pointer of the value it applies to (an array's, an object's, a string's).
 */
import type { AnyType, ArrayType, CheckedFormat, FloatType, IntType, MapType, RecordDecl, StringType, TupleType } from '../ir/types.js';
import { compilePattern, newClassCache, type ClassCache, type RegexProgram } from './regex/index.js';
import { valueKey } from './value-key.js';
import type { SchemaProgram } from './schema-program/program.js';
import { ceilDecimal, decimal, floorDecimal, integerModulus, toBigInt, toDouble, type Decimal } from './decimal.js';

export const INT64_MIN = -(2n ** 63n);
export const INT64_MAX = 2n ** 63n - 1n;

export type Check =
  /** value ≥ bound (an exclusive bound is already turned into the next integer). */
  | { readonly kind: 'intMinimum'; readonly keyword: 'minimum' | 'exclusiveMinimum'; readonly bound: bigint; readonly expected: string }
  /** value ≤ bound. */
  | { readonly kind: 'intMaximum'; readonly keyword: 'maximum' | 'exclusiveMaximum'; readonly bound: bigint; readonly expected: string }
  /** value mod modulus = 0, modulus ≥ 2 (see `integerModulus`). */
  | { readonly kind: 'intMultipleOf'; readonly keyword: 'multipleOf'; readonly modulus: bigint; readonly expected: string }
  /** value is one of `values` (none: nothing passes). */
  | { readonly kind: 'intEnum'; readonly keyword: 'enum'; readonly values: readonly bigint[]; readonly expected: string }
  /** value ≥ bound, or > bound when exclusive; bound finite. */
  | { readonly kind: 'floatMinimum'; readonly keyword: 'minimum' | 'exclusiveMinimum'; readonly bound: number; readonly exclusive: boolean; readonly expected: string }
  | { readonly kind: 'floatMaximum'; readonly keyword: 'maximum' | 'exclusiveMaximum'; readonly bound: number; readonly exclusive: boolean; readonly expected: string }
  /**
   * The value's shortest round-trip decimal form (the digits the encoder writes) divided by
   * `coefficient × 10^exponent` is an integer; zero always passes.
   */
  | { readonly kind: 'floatMultipleOf'; readonly keyword: 'multipleOf'; readonly coefficient: bigint; readonly exponent: number; readonly expected: string }
  | { readonly kind: 'floatEnum'; readonly keyword: 'enum'; readonly values: readonly number[]; readonly expected: string }
  /** Lengths in Unicode code points. */
  | { readonly kind: 'minLength'; readonly keyword: 'minLength'; readonly limit: number; readonly expected: string }
  | { readonly kind: 'maxLength'; readonly keyword: 'maxLength'; readonly limit: number; readonly expected: string }
  /** An ECMAScript pattern, matched anywhere in the string by the runtime's regex VM running `program` (see `plan/regex/README.md`). */
  | { readonly kind: 'pattern'; readonly keyword: 'pattern'; readonly source: string; readonly program: RegexProgram; readonly expected: string }
  | { readonly kind: 'format'; readonly keyword: 'format'; readonly format: CheckedFormat; readonly expected: string }
  | { readonly kind: 'minItems'; readonly keyword: 'minItems'; readonly limit: number; readonly expected: string }
  | { readonly kind: 'maxItems'; readonly keyword: 'maxItems'; readonly limit: number; readonly expected: string }
  /** No two items are equal JSON values. */
  | { readonly kind: 'uniqueItems'; readonly keyword: 'uniqueItems'; readonly expected: string }
  | { readonly kind: 'minProperties'; readonly keyword: 'minProperties'; readonly limit: number; readonly expected: string }
  | { readonly kind: 'maxProperties'; readonly keyword: 'maxProperties'; readonly limit: number; readonly expected: string }
  /**
   * Every key of the object matches (`propertyNames.pattern`, a patternProperties key), as
   * `pattern` does; with `others: 'skip'`, a key that does not match is not a failure: its member
   * is checked to be JSON and dropped (a regex too complex to run still fails).
   */
  | { readonly kind: 'keyPattern'; readonly keyword: 'propertyNames'; readonly source: string; readonly program: RegexProgram; readonly others: 'reject' | 'skip'; readonly expected: string }
  /**
   * The value is one of `values` (canonical texts) as a JSON value: its value key (see
   * `value-key.ts`) is one of `keys`.
   */
  | { readonly kind: 'jsonEnum'; readonly keyword: 'enum'; readonly values: readonly string[]; readonly keys: readonly string[]; readonly expected: string }
  /**
   * The value's raw text passes the schema-check program (`plan/schema-program/README.md`); the
   * error names the failing keyword's schema pointer and stands at the failing part's pointer.
   */
  | { readonly kind: 'schema'; readonly keyword: 'schema'; readonly program: SchemaProgram; readonly expected: string };

const FORMAT_WORDS: Readonly<Record<CheckedFormat, string>> = {
  'date-time': 'a date-time (RFC 3339)',
  date: 'a date (YYYY-MM-DD)',
  time: 'a time (HH:MM:SS with an offset)',
  uuid: 'a UUID',
};

function oneOf(texts: readonly string[]): string {
  return texts.length === 0 ? 'no value (the enum allows none of this type)' : `one of ${texts.join(', ')}`;
}

/** The checks of an integer; bounds outside the representation's range are dropped (always true). */
export function intChecks(t: IntType): Check[] {
  const big = t.repr === 'big';
  const fits = (n: bigint): boolean => big || (n >= INT64_MIN && n <= INT64_MAX);
  const checks: Check[] = [];
  if (t.minimum !== undefined) {
    const d = decimal(t.minimum.value);
    const bound = t.minimum.exclusive ? floorDecimal(d) + 1n : ceilDecimal(d);
    if (big || bound > INT64_MIN) {
      checks.push({ kind: 'intMinimum', keyword: t.minimum.exclusive ? 'exclusiveMinimum' : 'minimum', bound, expected: `an integer >= ${bound}` });
    }
  }
  if (t.maximum !== undefined) {
    const d = decimal(t.maximum.value);
    const bound = t.maximum.exclusive ? ceilDecimal(d) - 1n : floorDecimal(d);
    if (big || bound < INT64_MAX) {
      checks.push({ kind: 'intMaximum', keyword: t.maximum.exclusive ? 'exclusiveMaximum' : 'maximum', bound, expected: `an integer <= ${bound}` });
    }
  }
  if (t.multipleOf !== undefined) {
    const modulus = integerModulus(decimal(t.multipleOf));
    if (modulus > 1n) checks.push({ kind: 'intMultipleOf', keyword: 'multipleOf', modulus, expected: `a multiple of ${t.multipleOf}` });
  }
  if (t.allowed !== undefined) {
    const values = t.allowed.map((a) => toBigInt(decimal(a))).filter((n): n is bigint => n !== undefined && fits(n));
    checks.push({ kind: 'intEnum', keyword: 'enum', values, expected: oneOf(t.allowed) });
  }
  return checks;
}

const MAX = Number.MAX_VALUE;

/** A double bound: the nearest double, with ±∞ turned into what a finite double can be compared with. */
function floatBound(text: string, lower: boolean): { bound: number; exclusive: boolean } | 'all' {
  const x = toDouble(decimal(text));
  if (x === Infinity) return lower ? { bound: MAX, exclusive: true } : 'all';
  if (x === -Infinity) return lower ? 'all' : { bound: -MAX, exclusive: true };
  return { bound: x, exclusive: false };
}

export function floatChecks(t: FloatType): Check[] {
  const checks: Check[] = [];
  if (t.minimum !== undefined) {
    const b = floatBound(t.minimum.value, true);
    if (b !== 'all') {
      const exclusive = b.exclusive || t.minimum.exclusive;
      checks.push({ kind: 'floatMinimum', keyword: t.minimum.exclusive ? 'exclusiveMinimum' : 'minimum', bound: b.bound, exclusive, expected: `a number ${t.minimum.exclusive ? '>' : '>='} ${t.minimum.value}` });
    }
  }
  if (t.maximum !== undefined) {
    const b = floatBound(t.maximum.value, false);
    if (b !== 'all') {
      const exclusive = b.exclusive || t.maximum.exclusive;
      checks.push({ kind: 'floatMaximum', keyword: t.maximum.exclusive ? 'exclusiveMaximum' : 'maximum', bound: b.bound, exclusive, expected: `a number ${t.maximum.exclusive ? '<' : '<='} ${t.maximum.value}` });
    }
  }
  if (t.multipleOf !== undefined) {
    const m: Decimal = decimal(t.multipleOf);
    checks.push({ kind: 'floatMultipleOf', keyword: 'multipleOf', coefficient: m.coefficient, exponent: m.exponent, expected: `a multiple of ${t.multipleOf}` });
  }
  if (t.allowed !== undefined) {
    const values = [...new Set(t.allowed.map((a) => toDouble(decimal(a))).filter(Number.isFinite))];
    checks.push({ kind: 'floatEnum', keyword: 'enum', values, expected: oneOf(t.allowed) });
  }
  return checks;
}

/**
 * The program of a pattern the front end has already checked (it accepts exactly what
 * `new RegExp(p, 'u')` accepts, as the regex parser does). Pass one `cache` per generation run.
 */
export function patternProgram(source: string, cache: ClassCache): RegexProgram {
  const compiled = compilePattern(source, cache);
  if (!compiled.ok) throw new Error(`pattern ${JSON.stringify(source)} passed the front end but does not compile: ${compiled.diagnostic.message}`);
  return compiled.program;
}

export function stringChecks(t: StringType, cache: ClassCache = newClassCache()): Check[] {
  const checks: Check[] = [];
  if (t.minLength !== undefined && t.minLength > 0) checks.push({ kind: 'minLength', keyword: 'minLength', limit: t.minLength, expected: `at least ${t.minLength} code points` });
  if (t.maxLength !== undefined) checks.push({ kind: 'maxLength', keyword: 'maxLength', limit: t.maxLength, expected: `at most ${t.maxLength} code points` });
  if (t.format !== undefined) checks.push({ kind: 'format', keyword: 'format', format: t.format, expected: FORMAT_WORDS[t.format] });
  if (t.pattern !== undefined) {
    checks.push({ kind: 'pattern', keyword: 'pattern', source: t.pattern, program: patternProgram(t.pattern, cache), expected: `a string matching /${t.pattern}/` });
  }
  return checks;
}

function itemCountChecks(min: number | undefined, max: number | undefined): Check[] {
  const checks: Check[] = [];
  if (min !== undefined && min > 0) checks.push({ kind: 'minItems', keyword: 'minItems', limit: min, expected: `at least ${min} items` });
  if (max !== undefined) checks.push({ kind: 'maxItems', keyword: 'maxItems', limit: max, expected: `at most ${max} items` });
  return checks;
}

export function arrayChecks(t: ArrayType): Check[] {
  const checks = itemCountChecks(t.minItems, t.maxItems);
  if (t.uniqueItems) checks.push({ kind: 'uniqueItems', keyword: 'uniqueItems', expected: 'unique items' });
  return checks;
}

/** The item counts of a tuple (its required prefix is `minItems`). */
export function tupleChecks(t: TupleType): Check[] {
  return itemCountChecks(t.minItems, t.maxItems);
}

function propertyCountChecks(min: number | undefined, max: number | undefined): Check[] {
  const checks: Check[] = [];
  if (min !== undefined && min > 0) checks.push({ kind: 'minProperties', keyword: 'minProperties', limit: min, expected: `at least ${min} properties` });
  if (max !== undefined) checks.push({ kind: 'maxProperties', keyword: 'maxProperties', limit: max, expected: `at most ${max} properties` });
  return checks;
}

export function mapChecks(t: MapType, cache: ClassCache = newClassCache()): Check[] {
  const checks = propertyCountChecks(t.minProperties, t.maxProperties);
  if (t.keyPattern !== undefined) {
    const others = t.otherKeys ?? 'reject';
    checks.push({ kind: 'keyPattern', keyword: 'propertyNames', source: t.keyPattern, program: patternProgram(t.keyPattern, cache), others, expected: `a key matching /${t.keyPattern}/` });
  }
  return checks;
}

/** A key pattern check. */
export type KeyPatternCheck = Check & { readonly kind: 'keyPattern' };

/** The key pattern among a map's checks whose other keys are dropped (`others: 'skip'`), if any. */
export function droppingKeyPattern(checks: readonly Check[]): KeyPatternCheck | undefined {
  return checks.find((c): c is KeyPatternCheck => c.kind === 'keyPattern' && c.others === 'skip');
}

export function recordChecks(d: RecordDecl): Check[] {
  return propertyCountChecks(d.minProperties, d.maxProperties);
}

export function anyChecks(t: AnyType): Check[] {
  const checks: Check[] = [];
  if (t.allowed !== undefined) {
    // No value allowed: a `false` schema, or constraints no value meets.
    const expected = t.allowed.length === 0 ? 'no value (the schema allows none here)' : oneOf(t.allowed);
    checks.push({ kind: 'jsonEnum', keyword: 'enum', values: t.allowed, keys: [...new Set(t.allowed.map(valueKey))], expected });
  }
  if (t.program !== undefined) checks.push({ kind: 'schema', keyword: 'schema', program: t.program.program, expected: 'a value valid against the schema' });
  return checks;
}
