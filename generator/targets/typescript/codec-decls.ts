/** The types and codecs of enums and aliases. */
import { decimal, toBigInt } from '../../plan/decimal.js';
import { enumPlan, type EnumPlan } from '../../plan/enum.js';
import { listLines, param, signatureLines } from './layout.js';
import { literalJson } from '../../ir/literal.js';
import type { AliasDecl, EnumDecl, ScalarLiteral } from '../../ir/types.js';
import { readOf, sizeOf, writeOf, type CodecContext } from './codec.js';
import { tsDoc, tsNumber, tsPropertyName, tsString } from './literals.js';
import { tsType } from './types.js';

export interface DeclFns {
  readonly read: string;
  readonly size: string;
  readonly write: string;
}

/**
 * How a number enum's values are held: `number` when they are doubles, or integers that are all
 * within ±(2^53 - 1) with no others allowed; `bigint` for an int64 enum that is open (any int64
 * may arrive) or has a member beyond that range, as for other 64-bit integers.
 */
function numberRepr(plan: EnumPlan): 'int53' | 'bigint' | 'double' {
  if (plan.repr !== 'int64') return 'double';
  return !plan.open && plan.members.every((m) => m.value.kind === 'number' && Number.isSafeInteger(Number(m.value.text))) ? 'int53' : 'bigint';
}

function scalarTs(v: ScalarLiteral, big: boolean): string {
  switch (v.kind) {
    case 'string':
      return tsString(v.value);
    case 'number':
      return big ? `${toBigInt(decimal(v.text)) ?? 0n}n` : tsNumber(Number(v.text));
    case 'boolean':
      return String(v.value);
  }
}

/** `export const Color = { Red: 'red' } as const;` and the type of its values. */
export function enumType(decl: EnumDecl, name: string, members: readonly string[]): string[] {
  const kind = decl.members[0]?.value.kind ?? 'string';
  const big = kind === 'number' && numberRepr(enumPlan(decl)) === 'bigint';
  const entries = decl.members.flatMap((m, i) => [...tsDoc(m.doc).map((l) => `  ${l}`), `  ${tsPropertyName(members[i] as string, true)}: ${scalarTs(m.value, big)},`]);
  const open = decl.open ? ` | (${big ? 'bigint' : kind} & {})` : '';
  return [`export const ${name} = {`, ...entries, '} as const;', '', ...tsDoc(decl.doc), `export type ${name} = (typeof ${name})[keyof typeof ${name}]${open};`];
}

export function enumCodec(decl: EnumDecl, name: string, fns: DeclFns, ctx: CodecContext): string[] {
  const kind = decl.members[0]?.value.kind ?? 'string';
  // An int64 enum reads integers (a fraction or an integer out of range is an error, as in the
  // other languages); other number enums read doubles.
  const repr = numberRepr(enumPlan(decl));
  const big = kind === 'number' && repr === 'bigint';
  const read = kind === 'string' ? 'd.decodeString()' : kind !== 'number' ? 'd.decodeBool()' : repr === 'int53' ? 'd.decodeInt53()' : big ? 'd.decodeInt64()' : 'd.decodeFloat()';
  const values = decl.members.map((m) => scalarTs(m.value, big));
  const expected = `one of ${decl.members.map((m) => literalJson(m.value)).join(', ')}`;
  const memberSet = (): string => ctx.helpers.use(`enum:${decl.id}`, 'v', (n) => listLines('', `const ${n}: ReadonlySet<unknown> = new Set(`, values, ');', '[', ']'));
  const check = decl.open ? [] : [`  if (!${memberSet()}.has(v)) d.failToken(at, ${tsString(expected)});`];
  const size = kind === 'string' ? '$rt.sizeString(v)' : big ? 'e.sizeBigInt(v)' : kind === 'number' ? 'e.sizeDouble(v)' : 'v ? 4 : 5';
  const write = kind === 'string' ? 'e.writeString(v);' : big ? 'e.writeBigInt(v);' : kind === 'number' ? 'e.writeDouble(v);' : 'e.writeBool(v);';
  return [
    ...signatureLines(`function ${fns.read}`, [`d: $rt.Decoder`], `${name}`),
    ...(decl.open ? [] : ['  d.peek();', '  const at = d.pos;']),
    `  const v = ${read};`,
    ...check,
    `  return v as ${name};`,
    '}',
    '',
    ...signatureLines(`function ${fns.size}`, [param('v', name, [size]), param('e', '$rt.Encoder', [size])], `number`),
    `  return ${size};`,
    '}',
    '',
    ...signatureLines(`function ${fns.write}`, [`v: ${name}`, `e: $rt.Writer`], `void`),
    ...(decl.open ? [] : [`  if (!${memberSet()}.has(v)) throw new $rt.EncodeError(${tsString(`a ${name} that is not ${expected}`)});`]),
    `  ${write}`,
    '}',
  ];
}

export function aliasType(decl: AliasDecl, name: string, ctx: CodecContext): string[] {
  return [...tsDoc(decl.doc), `export type ${name} = ${tsType(decl.type, ctx)};`];
}

export function aliasCodec(decl: AliasDecl, name: string, fns: DeclFns, ctx: CodecContext): string[] {
  return [
    ...signatureLines(`function ${fns.read}`, [`d: $rt.Decoder`], `${name}`),
    `  return ${readOf(decl.type, ctx)};`,
    '}',
    '',
    ...signatureLines(`function ${fns.size}`, [param('v', name, [sizeOf(decl.type, 'v', ctx)]), param('e', '$rt.Encoder', [sizeOf(decl.type, 'v', ctx)])], `number`),
    `  return ${sizeOf(decl.type, 'v', ctx)};`,
    '}',
    '',
    ...signatureLines(`function ${fns.write}`, [param('v', name, [writeOf(decl.type, 'v', ctx)]), 'e: $rt.Writer'], `void`),
    `  ${writeOf(decl.type, 'v', ctx)}`,
    '}',
  ];
}
