/**
 * Value checks a decoder runs after reading a value (bounds, lengths, formats, counts): a
 * Haskell predicate over the decoded value and the text saying what was expected.
 */
import { warning } from '../../diagnostics.js';
import type { ArrayType, FloatType, IntType, MapType, Origin, StringType } from '../../ir/types.js';
import type { GenContext } from './context.js';
import { INT64_MAX, INT64_MIN, integerLowerBound, integerUpperBound, parseFraction } from './decimal.js';
import { haskellNumber } from './literals.js';
import { translatePattern } from './regex.js';

export interface Check {
  /** A Haskell function from the value to `P.Bool`. */
  readonly predicate: string;
  /** What the decoder expected, in words. */
  readonly expected: string;
}

function combine(kind: string, parts: readonly { cond: string; says: string }[], variable: string): Check | null {
  if (parts.length === 0) return null;
  return {
    predicate: `(\\${variable} -> ${parts.map((p) => p.cond).join(' P.&& ')})`,
    expected: `${kind} ${parts.map((p) => p.says).join(', ')}`,
  };
}

function bigLiteral(n: bigint): string {
  return n < 0n ? `(${n})` : `${n}`;
}

export function intCheck(t: IntType): Check | null {
  const parts: { cond: string; says: string }[] = [];
  const big = t.repr === 'big';
  if (t.minimum !== undefined) {
    const lo = integerLowerBound(t.minimum.value, t.minimum.exclusive);
    if (big || lo > INT64_MIN) parts.push({ cond: `v' P.>= ${bigLiteral(lo)}`, says: `>= ${lo}` });
  }
  if (t.maximum !== undefined) {
    const hi = integerUpperBound(t.maximum.value, t.maximum.exclusive);
    if (big || hi < INT64_MAX) parts.push({ cond: `v' P.<= ${bigLiteral(hi)}`, says: `<= ${hi}` });
  }
  if (t.multipleOf !== undefined) {
    const f = parseFraction(t.multipleOf);
    const cond =
      f.den === 1n && (big || f.num <= INT64_MAX)
        ? `P.rem v' ${f.num} P.== 0`
        : `P.rem (${big ? "v'" : "P.toInteger v'"} P.* ${f.den}) ${f.num} P.== 0`;
    parts.push({ cond, says: `a multiple of ${t.multipleOf}` });
  }
  if (t.allowed !== undefined) {
    const values = t.allowed
      .map(parseFraction)
      .filter((f) => f.den === 1n && (big || (f.num >= INT64_MIN && f.num <= INT64_MAX)))
      .map((f) => f.num);
    parts.push({ cond: `P.elem v' [${values.map(bigLiteral).join(', ')}]`, says: `one of ${t.allowed.join(', ')}` });
  }
  return combine('an integer', parts, "v'");
}

export function floatCheck(t: FloatType): Check | null {
  const parts: { cond: string; says: string }[] = [];
  if (t.minimum !== undefined) {
    const op = t.minimum.exclusive ? '>' : '>=';
    parts.push({ cond: `v' P.${op} ${haskellNumber(t.minimum.value)}`, says: `${op} ${t.minimum.value}` });
  }
  if (t.maximum !== undefined) {
    const op = t.maximum.exclusive ? '<' : '<=';
    parts.push({ cond: `v' P.${op} ${haskellNumber(t.maximum.value)}`, says: `${op} ${t.maximum.value}` });
  }
  if (t.multipleOf !== undefined) {
    const f = parseFraction(t.multipleOf);
    parts.push({ cond: `R.doubleMultipleOf (R.ratio ${f.num} ${f.den}) v'`, says: `a multiple of ${t.multipleOf}` });
  }
  if (t.allowed !== undefined) {
    parts.push({ cond: `P.elem v' [${t.allowed.map(haskellNumber).join(', ')}]`, says: `one of ${t.allowed.join(', ')}` });
  }
  return combine('a number', parts, "v'");
}

const formatChecks = {
  'date-time': { fn: 'R.isDateTime', says: 'in date-time format' },
  date: { fn: 'R.isDate', says: 'in date format (YYYY-MM-DD)' },
  time: { fn: 'R.isTime', says: 'in time format (HH:MM:SS with a zone)' },
  uuid: { fn: 'R.isUuid', says: 'in uuid format' },
} as const;

export function stringCheck(t: StringType, ctx: GenContext, origin: Origin): Check | null {
  const parts: { cond: string; says: string }[] = [];
  if (t.minLength !== undefined) parts.push({ cond: `R.textLength v' P.>= ${t.minLength}`, says: `of at least ${t.minLength} code points` });
  if (t.maxLength !== undefined) parts.push({ cond: `R.textLength v' P.<= ${t.maxLength}`, says: `of at most ${t.maxLength} code points` });
  if (t.format !== undefined) {
    const f = formatChecks[t.format];
    parts.push({ cond: `${f.fn} v'`, says: f.says });
  }
  if (t.pattern !== undefined) {
    const re = patternConstant(ctx, origin, t.pattern);
    if (re !== null) parts.push({ cond: `R.reTest ${re} v'`, says: `matching /${t.pattern}/` });
  }
  return combine('a string', parts, "v'");
}

/**
 * The `R.Re` constant for an ECMAScript pattern, or null with a warning when the pattern uses
 * what the generated matcher does not support (GHC's boot packages have no regex engine).
 */
export function patternConstant(ctx: GenContext, origin: Origin, pattern: string): string | null {
  const expression = translatePattern(pattern);
  if (expression !== null) return ctx.pool.regex(expression);
  ctx.diagnostics.push(
    warning(
      'W_HASKELL_PATTERN_UNCHECKED',
      `pattern ${JSON.stringify(pattern)} uses a feature the Haskell matcher lacks (lookaround, backreferences, property escapes); the Haskell decoder does not check it`,
      origin.file,
      origin.pointer,
    ),
  );
  return null;
}

export function arrayCheck(t: ArrayType, uniqueEncoder: string | null): Check | null {
  const parts: { cond: string; says: string }[] = [];
  if (t.minItems !== undefined) parts.push({ cond: `P.length v' P.>= ${t.minItems}`, says: `at least ${t.minItems} items` });
  if (t.maxItems !== undefined) parts.push({ cond: `P.length v' P.<= ${t.maxItems}`, says: `at most ${t.maxItems} items` });
  if (uniqueEncoder !== null) parts.push({ cond: `R.uniqueBy ${uniqueEncoder} v'`, says: 'unique items' });
  return combine('an array with', parts, "v'");
}

export function mapCheck(t: MapType): Check | null {
  const parts: { cond: string; says: string }[] = [];
  if (t.minProperties !== undefined) parts.push({ cond: `M.size v' P.>= ${t.minProperties}`, says: `at least ${t.minProperties} properties` });
  if (t.maxProperties !== undefined) parts.push({ cond: `M.size v' P.<= ${t.maxProperties}`, says: `at most ${t.maxProperties} properties` });
  return combine('an object with', parts, "v'");
}
