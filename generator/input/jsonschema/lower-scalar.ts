/** Integers, doubles and strings with their constraints. */
import type { Bound, CheckedFormat, FloatType, IntType, StringType } from '../../ir/types.js';
import { reportWarning, type LowerContext } from './context.js';
import { CHECKED_FORMATS } from './decls.js';
import { stripUndefined, type Facts } from './facts.js';
import { INTEGER_FORMATS, integerRepr, tighterMaximum, tighterMinimum } from './numbers.js';

const isIntegral = (text: string): boolean => Number.isInteger(Number(text)) && !/[.eE]/.test(text);

/** A fractional bound on an integer becomes the nearest integer inside it (inclusive). */
function integerBound(bound: Bound | undefined, round: (x: number) => number): Bound | undefined {
  if (bound === undefined || isIntegral(bound.value)) return bound;
  const n = Number(bound.value);
  if (Number.isInteger(n)) return { value: BigInt(n).toString(), exclusive: bound.exclusive };
  return { value: BigInt(round(n)).toString(), exclusive: false };
}

export function lowerInteger(ctx: LowerContext, f: Facts): IntType {
  const range = f.format === undefined ? undefined : INTEGER_FORMATS[f.format];
  const minimum = integerBound(tighterMinimum(f.minimum, range && { value: range[0], exclusive: false }), Math.ceil);
  const maximum = integerBound(tighterMaximum(f.maximum, range && { value: range[1], exclusive: false }), Math.floor);
  let multipleOf = f.multipleOf;
  if (multipleOf !== undefined && !isIntegral(multipleOf)) {
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
