import type { AnyType, FloatType, IntType, LiteralType, StringType } from '../../ir/types.js';
import type { CodecContext } from './codec.js';
import { anyChecks, floatChecks, intChecks, stringChecks } from '../../plan/checks.js';
import { checkLines, rejectAt, rejectToken } from './checks.js';
import { goFloat, goString, jsonNumber } from './literals.js';
import { jsonString } from '../../wire/json-text.js';

/** The canonical JSON text of a literal. */
export function literalText(type: LiteralType): string {
  const v = type.value;
  if (v === null) return 'null';
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  if (typeof v === 'number') return jsonNumber(v);
  return jsonString(v);
}

/** A decode helper: reads with `read`, then runs the plan's `checks` on `*p`. */
function helperLines(id: number, goType: string, read: string, checks: readonly string[]): string[] {
  return [`func decode${id}(d *decoder, p *${goType}) *DecodeError {`, `\tif err := d.${read}(p); err != nil {`, '\t\treturn err', '\t}', ...checks, '\treturn nil', '}'];
}

/** The decode helper of a constrained int, or null when the runtime reader suffices. */
export function intHelper(type: IntType, ctx: CodecContext): number | null {
  const checks = intChecks(type);
  if (checks.length === 0) return null;
  const big = type.repr === 'big';
  return ctx.helpers.use(`int:${JSON.stringify(type)}`, (id) => {
    const lines = checkLines(checks, { value: '*p', repr: big ? 'big' : 'int64' }, ctx, rejectToken);
    return helperLines(id, big ? 'BigInt' : 'int64', big ? 'decodeBig' : 'decodeInt64', lines);
  });
}

/** The decode helper of a constrained double, or null. */
export function floatHelper(type: FloatType, ctx: CodecContext): number | null {
  const checks = floatChecks(type);
  if (checks.length === 0) return null;
  return ctx.helpers.use(`float:${JSON.stringify(type)}`, (id) => helperLines(id, 'float64', 'decodeFloat', checkLines(checks, { value: '*p' }, ctx, rejectToken)));
}

/** The decode helper of a constrained string, or null. */
export function stringHelper(type: StringType, ctx: CodecContext): number | null {
  const lines = checkLines(stringChecks(type, ctx.classes), { value: '*p', text: 'b' }, ctx, rejectToken);
  if (lines.length === 0) return null;
  return ctx.helpers.use(`string:${JSON.stringify(type)}`, (id) => [
    `func decode${id}(d *decoder, p *string) *DecodeError {`,
    '\tb, err := d.stringToken()',
    '\tif err != nil {',
    '\t\treturn err',
    '\t}',
    ...lines,
    '\t*p = d.str(b)',
    '\treturn nil',
    '}',
  ]);
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
  const checks = anyChecks(type);
  if (checks.length === 0) return null;
  return ctx.helpers.use(`any:${JSON.stringify(type)}`, (id) => [
    `func decode${id}(d *decoder, p *RawJSON) *DecodeError {`,
    '\td.skipWS()',
    '\tstart := d.pos',
    '\tif err := d.decodeRaw(p); err != nil {',
    '\t\treturn err',
    '\t}',
    ...(checks.some((c) => c.kind === 'jsonEnum') ? ['\tc := jsonValueKey(*p)'] : []),
    ...checkLines(checks, { value: '*p', canonical: 'c' }, ctx, rejectAt('start')),
    '\treturn nil',
    '}',
  ]);
}
