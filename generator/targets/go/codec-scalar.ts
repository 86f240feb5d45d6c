import type { AnyType, FloatType, IntType, LiteralType, StringType } from '../../ir/types.js';
import type { CodecContext } from './codec.js';
import { ceilDecimal, floorDecimal, INT64_MAX, INT64_MIN, isIntegerText } from './decimal.js';
import { goFloat, goString, jsonNumber } from './literals.js';
import { jsonString } from '../../wire/json-text.js';
import { patternExpected, patternFails, patternVariable } from './patterns.js';

/** The canonical JSON text of a literal. */
export function literalText(type: LiteralType): string {
  const v = type.value;
  if (v === null) return 'null';
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  if (typeof v === 'number') return jsonNumber(v);
  return jsonString(v);
}

/** A decode helper: reads with `read`, then runs `checks` (each a condition that fails). */
function helperLines(id: number, goType: string, read: string, checks: readonly (readonly [string, string])[], extra: readonly string[] = []): string[] {
  return [
    `func decode${id}(d *decoder, p *${goType}) *DecodeError {`,
    `\tif err := d.${read}(p); err != nil {`,
    '\t\treturn err',
    '\t}',
    ...extra,
    ...checks.flatMap(([failing, expected]) => [`\tif ${failing} {`, `\t\treturn d.errToken(d.tok, ${goString(expected)})`, '\t}']),
    '\treturn nil',
    '}',
  ];
}

interface IntBounds {
  readonly min: bigint | null;
  readonly max: bigint | null;
}

function intBounds(type: IntType): IntBounds {
  const min = type.minimum === undefined ? null : type.minimum.exclusive ? floorDecimal(type.minimum.value) + 1n : ceilDecimal(type.minimum.value);
  const max = type.maximum === undefined ? null : type.maximum.exclusive ? ceilDecimal(type.maximum.value) - 1n : floorDecimal(type.maximum.value);
  return { min, max };
}

/** The decode helper of a constrained int, or null when the runtime reader suffices. */
export function intHelper(type: IntType, ctx: CodecContext): number | null {
  const { min, max } = intBounds(type);
  const multiple = type.multipleOf !== undefined && isIntegerText(type.multipleOf) ? ceilDecimal(type.multipleOf) : null;
  const allowed = type.allowed?.filter(isIntegerText).map((t) => ceilDecimal(t));
  if (min === null && max === null && multiple === null && type.allowed === undefined) return null;
  return ctx.helpers.use(`int:${JSON.stringify(type)}`, (id) => {
    const checks: [string, string][] = [];
    if (type.repr === 'big') {
      if (min !== null) checks.push([`compareBig(*p, "${min}") < 0`, `integer >= ${min}`]);
      if (max !== null) checks.push([`compareBig(*p, "${max}") > 0`, `integer <= ${max}`]);
      if (multiple !== null) checks.push([`!bigMultipleOf(*p, "${multiple}")`, `multiple of ${multiple}`]);
      if (allowed !== undefined) checks.push([allowed.map((a) => `*p != "${a}"`).join(' && ') || 'true', `one of ${allowed.join(', ')}`]);
      return helperLines(id, 'BigInt', 'decodeBig', checks);
    }
    if (min !== null && min > INT64_MIN) checks.push([`*p < ${min > INT64_MAX ? INT64_MAX : min}`, `integer >= ${min}`]);
    if (min !== null && min > INT64_MAX) checks.push(['true', `integer >= ${min}`]);
    if (max !== null && max < INT64_MAX) checks.push([`*p > ${max < INT64_MIN ? INT64_MIN : max}`, `integer <= ${max}`]);
    if (max !== null && max < INT64_MIN) checks.push(['true', `integer <= ${max}`]);
    if (multiple !== null) checks.push([multiple > INT64_MAX ? '*p != 0' : `*p%${multiple} != 0`, `multiple of ${multiple}`]);
    if (allowed !== undefined) {
      const inRange = allowed.filter((a) => a >= INT64_MIN && a <= INT64_MAX);
      checks.push([inRange.map((a) => `*p != ${a}`).join(' && ') || 'true', `one of ${allowed.join(', ')}`]);
    }
    return helperLines(id, 'int64', 'decodeInt64', checks);
  });
}

/** The decode helper of a constrained double, or null. */
export function floatHelper(type: FloatType, ctx: CodecContext): number | null {
  if (type.minimum === undefined && type.maximum === undefined && type.multipleOf === undefined && type.allowed === undefined) return null;
  return ctx.helpers.use(`float:${JSON.stringify(type)}`, (id) => {
    const checks: [string, string][] = [];
    const bound = (text: string): string => {
      const value = Number(text);
      return goFloat(value, ctx.qualify);
    };
    const { minimum, maximum, multipleOf, allowed } = type;
    if (minimum !== undefined) checks.push([`*p ${minimum.exclusive ? '<=' : '<'} ${bound(minimum.value)}`, `number ${minimum.exclusive ? '>' : '>='} ${minimum.value}`]);
    if (maximum !== undefined) checks.push([`*p ${maximum.exclusive ? '>=' : '>'} ${bound(maximum.value)}`, `number ${maximum.exclusive ? '<' : '<='} ${maximum.value}`]);
    if (multipleOf !== undefined) checks.push([`!floatMultipleOf(*p, ${bound(multipleOf)})`, `multiple of ${multipleOf}`]);
    if (allowed !== undefined) checks.push([allowed.map((a) => `*p != ${bound(a)}`).join(' && ') || 'true', `one of ${allowed.join(', ')}`]);
    return helperLines(id, 'float64', 'decodeFloat', checks);
  });
}

const FORMAT_CHECKS = {
  date: ['isDate', 'date (YYYY-MM-DD)'],
  time: ['isTime', 'time (HH:MM:SS with offset)'],
  'date-time': ['isDateTime', 'date-time (RFC 3339)'],
  uuid: ['isUUID', 'UUID'],
} as const;

/** The decode helper of a constrained string, or null. */
export function stringHelper(type: StringType, ctx: CodecContext): number | null {
  if (type.format === undefined && type.minLength === undefined && type.maxLength === undefined && type.pattern === undefined) return null;
  const pattern = type.pattern === undefined ? null : patternVariable(type.pattern, ctx);
  return ctx.helpers.use(`string:${JSON.stringify(type)}`, (id) => {
    /** Pairs (condition that fails, Go expression of the expected text). */
    const checks: [string, string][] = [];
    if (type.minLength !== undefined && type.minLength > 0) checks.push([`runeCount(b) < ${type.minLength}`, goString(`at least ${type.minLength} characters`)]);
    if (type.maxLength !== undefined) checks.push([`runeCount(b) > ${type.maxLength}`, goString(`at most ${type.maxLength} characters`)]);
    if (type.format !== undefined) {
      const [fn, what] = FORMAT_CHECKS[type.format];
      checks.push([`!${fn}(b)`, goString(what)]);
    }
    if (pattern !== null) checks.push([patternFails(pattern, 'b'), patternExpected(`a string matching /${type.pattern ?? ''}/`)]);
    return [
      `func decode${id}(d *decoder, p *string) *DecodeError {`,
      '\tb, err := d.stringToken()',
      '\tif err != nil {',
      '\t\treturn err',
      '\t}',
      ...checks.flatMap(([failing, expected]) => [`\tif ${failing} {`, `\t\treturn d.errToken(d.tok, ${expected})`, '\t}']),
      '\t*p = d.str(b)',
      '\treturn nil',
      '}',
    ];
  });
}

/** The decode helper of a literal (checks the value is exactly the constant). */
export function literalHelper(type: LiteralType, ctx: CodecContext): number {
  return ctx.helpers.use(`literal:${JSON.stringify(type.value)}`, (id) => {
    const v = type.value;
    const head = [`func decode${id}(d *decoder) *DecodeError {`];
    const fail = `d.errToken(d.tok, ${goString(literalText(type))})`;
    if (v === null) return [...head, '\treturn d.decodeNull()', '}'];
    if (typeof v === 'string') {
      const check = [`\tok, err := d.stringIs(${goString(v)})`, '\tif err != nil {', '\t\treturn err', '\t}'];
      return [...head, ...check, '\tif !ok {', `\t\treturn ${fail}`, '\t}', '\treturn nil', '}'];
    }
    const [decl, read, differs] =
      typeof v === 'boolean'
        ? ['var x bool', 'd.decodeBool(&x)', `x != ${v}`]
        : ['var x float64', 'd.decodeFloat(&x)', `x != ${goFloat(v, ctx.qualify)}`];
    return [
      ...head,
      `\t${decl}`,
      `\tif err := ${read}; err != nil {`,
      '\t\treturn err',
      '\t}',
      `\tif ${differs} {`,
      `\t\treturn ${fail}`,
      '\t}',
      '\treturn nil',
      '}',
    ];
  });
}

/** The decode helper of an any-JSON value restricted by a mixed enum, or null. */
export function anyHelper(type: AnyType, ctx: CodecContext): number | null {
  if (type.allowed === undefined) return null;
  const allowed = type.allowed;
  return ctx.helpers.use(`any:${JSON.stringify(allowed)}`, (id) => [
    `func decode${id}(d *decoder, p *RawJSON) *DecodeError {`,
    '\td.skipWS()',
    '\tstart := d.pos',
    '\tif err := d.decodeRaw(p); err != nil {',
    '\t\treturn err',
    '\t}',
    '\tswitch string(canonicalJSON(nil, *p)) {',
    `\tcase ${allowed.map(goString).join(', ')}:`,
    '\t\treturn nil',
    '\t}',
    `\treturn d.errAt(start, ${goString(`one of ${allowed.join(', ')}`)}, string(*p))`,
    '}',
  ]);
}
