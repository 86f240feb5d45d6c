/** Decoder checks of the IR's constraints, as Scala statements over `v`, `at` and `r`. */
import { warning } from '../../diagnostics.js';
import type { AnyType, FloatType, IntType, StringType } from '../../ir/types.js';
import { addValue, fresh, type FileContext } from './context.js';
import { scalaDouble, scalaLong, scalaString } from './literals.js';
import { int64Max, int64Min, integerLowerBound, integerUpperBound, integerValue } from './numbers.js';
import { translatePattern } from './pattern.js';

function failIf(condition: string, expected: string, found: string): string[] {
  return [`if ${condition} then r.failAt(at, ${scalaString(expected)}, ${found})`];
}

function bigLiteral(value: bigint, repr: IntType['repr']): string {
  return repr === 'big' ? `BigInt(${scalaString(String(value))})` : scalaLong(value);
}

export function intChecks(t: IntType): string[] {
  const lines: string[] = [];
  const found = 's"$v"';
  const big = t.repr === 'big';
  if (t.minimum !== undefined) {
    const lo = integerLowerBound(t.minimum.value, t.minimum.exclusive);
    if (big || lo > int64Min) lines.push(...failIf(!big && lo > int64Max ? 'true' : `v < ${bigLiteral(lo, t.repr)}`, `an integer >= ${lo}`, found));
  }
  if (t.maximum !== undefined) {
    const hi = integerUpperBound(t.maximum.value, t.maximum.exclusive);
    if (big || hi < int64Max) lines.push(...failIf(!big && hi < int64Min ? 'true' : `v > ${bigLiteral(hi, t.repr)}`, `an integer <= ${hi}`, found));
  }
  if (t.multipleOf !== undefined) {
    const m = integerValue(t.multipleOf) ?? 1n;
    const cond = big ? `v % ${bigLiteral(m, 'big')} != 0` : m > int64Max ? 'v != 0' : `v % ${scalaLong(m)} != 0`;
    lines.push(...failIf(cond, `a multiple of ${m}`, found));
  }
  if (t.allowed !== undefined) {
    const values = t.allowed.map((a) => integerValue(a)).filter((a): a is bigint => a !== undefined);
    const cond = values.length === 0 ? 'true' : `!(${values.map((a) => `v == ${bigLiteral(a, t.repr)}`).join(' || ')})`;
    lines.push(...failIf(cond, `one of ${t.allowed.join(', ')}`, found));
  }
  return lines;
}

export function floatChecks(ctx: FileContext, t: FloatType): string[] {
  const lines: string[] = [];
  const found = 's"$v"';
  const bound = (text: string): string | undefined => {
    const x = Number(text);
    return Number.isFinite(x) ? scalaDouble(x) : undefined;
  };
  if (t.minimum !== undefined) {
    const b = bound(t.minimum.value);
    const op = t.minimum.exclusive ? '>' : '>=';
    if (b !== undefined) lines.push(...failIf(`!(v ${op} ${b})`, `a number ${op} ${t.minimum.value}`, found));
  }
  if (t.maximum !== undefined) {
    const b = bound(t.maximum.value);
    const op = t.maximum.exclusive ? '<' : '<=';
    if (b !== undefined) lines.push(...failIf(`!(v ${op} ${b})`, `a number ${op} ${t.maximum.value}`, found));
  }
  if (t.multipleOf !== undefined) {
    const n = fresh(ctx);
    addValue(ctx, `multiple${n} = new java.math.BigDecimal(${scalaString(t.multipleOf)})`);
    lines.push(...failIf(`!JsonGenRuntime.isMultipleOf(v, multiple${n})`, `a multiple of ${t.multipleOf}`, found));
  }
  if (t.allowed !== undefined) {
    const values = t.allowed.map((a) => bound(a)).filter((a): a is string => a !== undefined);
    const cond = values.length === 0 ? 'true' : `!(${values.map((a) => `v == ${a}`).join(' || ')})`;
    lines.push(...failIf(cond, `one of ${t.allowed.join(', ')}`, found));
  }
  return lines;
}

const formatChecks = { 'date-time': 'isDateTime', date: 'isDate', time: 'isTime', uuid: 'isUuid' } as const;

/** A compiled pattern constant; warns when java.util.regex may not match as ECMAScript does. */
export function patternValue(ctx: FileContext, pattern: string): string {
  const translated = translatePattern(pattern);
  if (translated.differences.length > 0) {
    ctx.diagnostics.push(
      warning(
        'W_SCALA_PATTERN',
        `pattern ${JSON.stringify(pattern)} uses ${translated.differences.join(', ')}; java.util.regex may not match exactly as ECMAScript does`,
        ctx.origin.file,
        ctx.origin.pointer,
      ),
    );
  }
  const n = fresh(ctx);
  addValue(ctx, `pattern${n} = java.util.regex.Pattern.compile(${scalaString(translated.source)})`);
  return `pattern${n}`;
}

export function stringChecks(ctx: FileContext, t: StringType): string[] {
  const lines: string[] = [];
  if (t.minLength !== undefined || t.maxLength !== undefined) {
    lines.push('val length = JsonGenRuntime.codePoints(v)');
    const found = 's"a string of $length code points"';
    if (t.minLength !== undefined) lines.push(...failIf(`length < ${t.minLength}`, `at least ${t.minLength} code points`, found));
    if (t.maxLength !== undefined) lines.push(...failIf(`length > ${t.maxLength}`, `at most ${t.maxLength} code points`, found));
  }
  if (t.pattern !== undefined) {
    const p = patternValue(ctx, t.pattern);
    lines.push(...failIf(`!${p}.matcher(v).find()`, `a string matching ${t.pattern}`, '"a string that does not"'));
  }
  if (t.format !== undefined) {
    lines.push(...failIf(`!JsonGenRuntime.${formatChecks[t.format]}(v)`, `a ${t.format} string`, '"a string that is not"'));
  }
  return lines;
}

export function anyChecks(ctx: FileContext, t: AnyType): string[] {
  if (t.allowed === undefined) return [];
  const n = fresh(ctx);
  addValue(ctx, `allowed${n}: Set[String] = Set(${t.allowed.map(scalaString).join(', ')})`);
  return failIf(`!allowed${n}.contains(v.toString)`, `one of ${t.allowed.join(', ')}`, 's"$v"');
}

/** min/max count checks (items or properties) of the value `count`. */
export function countChecks(min: number | undefined, max: number | undefined, count: string, noun: string): string[] {
  return [
    ...(min !== undefined ? failIf(`${count} < ${min}`, `at least ${min} ${noun}`, `s"\${${count}}"`) : []),
    ...(max !== undefined ? failIf(`${count} > ${max}`, `at most ${max} ${noun}`, `s"\${${count}}"`) : []),
  ];
}

/** Checks a map key `k` against the key pattern (pointer: the member). */
export function keyPatternCheck(ctx: FileContext, keyPattern: string | undefined): string[] {
  if (keyPattern === undefined) return [];
  const p = patternValue(ctx, keyPattern);
  return [`if !${p}.matcher(k).find() then r.fail(${scalaString(`a key matching ${keyPattern}`)}, s"'$k'")`];
}
