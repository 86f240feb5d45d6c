/** Integers, doubles and strings with their constraints. */
import type { Bound, CheckedFormat, FloatType, IntType, StringType } from '../../ir/types.js';
import { CHECKED_FORMATS } from './decls.js';
import { stripUndefined, type Facts } from './facts.js';
import { exactInteger, INTEGER_FORMATS, integerRepr, tighterMaximum, tighterMinimum } from './numbers.js';

/**
 * Integer bounds are written as plain decimal integers; a fractional bound becomes the
 * nearest integer inside it (inclusive).
 */
function integerBound(bound: Bound | undefined, round: (x: number) => number): Bound | undefined {
  if (bound === undefined) return undefined;
  const exact = exactInteger(bound.value);
  if (exact !== undefined) return { value: exact, exclusive: bound.exclusive };
  return { value: BigInt(round(Number(bound.value))).toString(), exclusive: false };
}

export function lowerInteger(f: Facts): IntType {
  const range = f.format === undefined ? undefined : INTEGER_FORMATS[f.format];
  const minimum = integerBound(tighterMinimum(f.minimum, range && { value: range[0], exclusive: false }), Math.ceil);
  const maximum = integerBound(tighterMaximum(f.maximum, range && { value: range[1], exclusive: false }), Math.floor);
  // A fractional multipleOf is kept: the plan reduces it to an integer modulus (1.5 → 3).
  const multipleOf = f.multipleOf === undefined ? undefined : (exactInteger(f.multipleOf) ?? f.multipleOf);
  return stripUndefined<IntType>({ kind: 'int', repr: integerRepr(minimum, maximum), minimum, maximum, multipleOf, allowed: undefined });
}

export function lowerFloat(f: Facts): FloatType {
  return stripUndefined<FloatType>({ kind: 'float', minimum: f.minimum, maximum: f.maximum, multipleOf: f.multipleOf, allowed: undefined });
}

export function lowerString(f: Facts): StringType {
  const format = f.format !== undefined && CHECKED_FORMATS.includes(f.format) ? (f.format as CheckedFormat) : undefined;
  return stripUndefined<StringType>({ kind: 'string', format, minLength: f.minLength, maxLength: f.maxLength, pattern: f.pattern });
}
