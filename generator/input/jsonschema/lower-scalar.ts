/** Integers, doubles and strings with their constraints. */
import type { Bound, CheckedFormat, FloatType, IntType, StringType } from '../../ir/types.js';
import { reportWarning, type LowerContext } from './context.js';
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

export function lowerInteger(ctx: LowerContext, f: Facts): IntType {
  const range = f.format === undefined ? undefined : INTEGER_FORMATS[f.format];
  const minimum = integerBound(tighterMinimum(f.minimum, range && { value: range[0], exclusive: false }), Math.ceil);
  const maximum = integerBound(tighterMaximum(f.maximum, range && { value: range[1], exclusive: false }), Math.floor);
  let multipleOf = f.multipleOf;
  if (multipleOf !== undefined) multipleOf = exactInteger(multipleOf) ?? multipleOf;
  if (multipleOf !== undefined && exactInteger(multipleOf) === undefined) {
    reportWarning(ctx, 'W_MULTIPLE_OF', `multipleOf ${multipleOf} on an integer is ignored`, f.primary.doc, f.primary.pointer);
    multipleOf = undefined;
  }
  return stripUndefined<IntType>({ kind: 'int', repr: integerRepr(minimum, maximum), minimum, maximum, multipleOf, allowed: undefined });
}

export function lowerFloat(f: Facts): FloatType {
  return stripUndefined<FloatType>({ kind: 'float', minimum: f.minimum, maximum: f.maximum, multipleOf: f.multipleOf, allowed: undefined });
}

export function lowerString(f: Facts): StringType {
  const format = f.format !== undefined && CHECKED_FORMATS.includes(f.format) ? (f.format as CheckedFormat) : undefined;
  return stripUndefined<StringType>({ kind: 'string', format, minLength: f.minLength, maxLength: f.maxLength, pattern: f.pattern });
}
