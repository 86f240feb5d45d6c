/** Numeric bounds: number text, comparisons, integer ranges and integer formats. */
import type { Bound } from '../../ir/types.js';
import { compareDecimal, decimal, parseDecimal, toBigInt } from '../../plan/decimal.js';

/** JSON number text of a parsed number (shortest round-trip form). */
export function numberText(value: number): string {
  return JSON.stringify(value);
}

/** The number's text as written in the document at `pointer`, else its shortest form. */
export function writtenNumber(numbers: ReadonlyMap<string, string>, pointer: string, value: number): string {
  const text = numbers.get(pointer);
  return text !== undefined && Number(text) === value ? text : numberText(value);
}

/** A JSON number text that denotes an integer, as plain decimal digits (exact); else `undefined`. */
export function exactInteger(text: string): string | undefined {
  const d = parseDecimal(text);
  if (d === undefined || d.exponent > 4096) return undefined;
  const n = toBigInt(d);
  return n === undefined ? undefined : String(n);
}

/** Compares two JSON number texts exactly. */
export function compareNumbers(a: string, b: string): number {
  return compareDecimal(decimal(a), decimal(b));
}

/** The tighter of two lower bounds. */
export function tighterMinimum(a: Bound | undefined, b: Bound | undefined): Bound | undefined {
  if (a === undefined) return b;
  if (b === undefined) return a;
  const c = compareNumbers(a.value, b.value);
  if (c !== 0) return c > 0 ? a : b;
  return a.exclusive ? a : b;
}

/** The tighter of two upper bounds. */
export function tighterMaximum(a: Bound | undefined, b: Bound | undefined): Bound | undefined {
  if (a === undefined) return b;
  if (b === undefined) return a;
  const c = compareNumbers(a.value, b.value);
  if (c !== 0) return c < 0 ? a : b;
  return a.exclusive ? a : b;
}

export const INT64_MIN = '-9223372036854775808';
export const INT64_MAX = '9223372036854775807';

/** Integer formats (OpenAPI and common usage) → inclusive ranges. */
export const INTEGER_FORMATS: Readonly<Record<string, readonly [string, string]>> = {
  int8: ['-128', '127'],
  int16: ['-32768', '32767'],
  int32: ['-2147483648', '2147483647'],
  int64: [INT64_MIN, INT64_MAX],
  uint8: ['0', '255'],
  uint16: ['0', '65535'],
  uint32: ['0', '4294967295'],
  uint64: ['0', '18446744073709551615'],
};

/** `int64` unless a bound lies outside the signed 64-bit range (or the range is unbounded by design). */
export function integerRepr(minimum: Bound | undefined, maximum: Bound | undefined): 'int64' | 'big' {
  const below = minimum !== undefined && compareNumbers(minimum.value, INT64_MIN) < 0;
  const above = maximum !== undefined && compareNumbers(maximum.value, INT64_MAX) > 0;
  return below || above ? 'big' : 'int64';
}

/** Whether an integer value text fits in int64. */
export function fitsInt64(text: string): boolean {
  return compareNumbers(text, INT64_MIN) >= 0 && compareNumbers(text, INT64_MAX) <= 0;
}
