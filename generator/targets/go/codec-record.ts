import { assertNever, type Field, type IrType } from '../../ir/types.js';
import type { Check } from '../../plan/checks.js';
import type { Presence } from '../../plan/presence.js';
import type { MemberPlan, RecordPlan as KeyPlan } from '../../plan/record.js';
import { checked, decodeOf, placeOf, sizeOf, writeOf, type CodecContext, type Place } from './codec.js';
import { checkLines, rejectAt } from './checks.js';
import { entrySizeLoop, entryWrite, indent, nextKeyLines } from './codec-composite.js';
import { keyCheckLines } from './codec-map.js';
import { droppingKeyPattern } from '../../plan/checks.js';
import { goAppendArgs, goEncoded, goString } from './literals.js';
import { jsonString } from '../../wire/json-text.js';
import type { QuotedKeyWords } from '../../wire/key-words.js';
import { goType } from './types.js';

/** A member of the record's key plan with its Go field name. */
export interface RecordField {
  readonly member: MemberPlan;
  readonly field: Field;
  readonly goName: string;
  /** Always present (held as the value itself; the others are held in an `Opt`). */
  readonly required: boolean;
}

/** The record's extra-members map: its Go field name, value type and the checks of its keys. */
export interface RecordExtra {
  readonly goName: string;
  readonly values: IrType;
  readonly keyChecks: readonly Check[];
}

export interface RecordPlan {
  readonly plan: KeyPlan;
  readonly typeName: string;
  readonly fields: readonly RecordField[];
  readonly extra: RecordExtra | null;
}

/** The type of a member's value: a nullable one that may be absent keeps its three states (`Opt[Null[T]]`). */
export function presentType(p: Presence): IrType {
  switch (p.kind) {
    case 'required':
    case 'optional':
      return p.type;
    case 'optionalNullable':
      return { kind: 'nullable', inner: p.inner };
    default:
      return assertNever(p);
  }
}

export function recordField(member: MemberPlan, goName: string): RecordField {
  return { member, field: member.field, goName, required: member.presence.kind === 'required' };
}

function valuePlace(f: RecordField): Place {
  return placeOf(f.required ? `v.${f.goName}` : `v.${f.goName}.Value`);
}

function valueType(f: RecordField): IrType {
  return presentType(f.member.presence);
}

function key(f: RecordField, comma: boolean) {
  return goEncoded(`${comma ? ',' : ''}${jsonString(f.field.jsonName)}:`);
}

export function recordSize(plan: RecordPlan, ctx: CodecContext): string[] {
  const required = plan.fields.filter((f) => f.required);
  const dynamic = required.length !== plan.fields.length || plan.extra !== null;
  const keys = required.reduce((n, f) => n + key(f, false).length, 2);
  const lines = dynamic ? [`\tn, c := ${keys}, ${required.length}`] : [`\tn := ${keys + Math.max(required.length - 1, 0)}`];
  for (const f of plan.fields) {
    const size = sizeOf(valueType(f), valuePlace(f), ctx);
    if (f.required) lines.push(`\tn += ${size}`);
    else lines.push(`\tif v.${f.goName}.Set {`, `\t\tn += ${key(f, false).length} + ${size}`, '\t\tc++', '\t}');
  }
  if (plan.extra !== null) {
    const x = plan.extra;
    lines.push('\tfirst := e.sized', ...entrySizeLoop(`v.${x.goName}`, (value) => sizeOf(x.values, value, ctx, false)));
    lines.push('\te.unordered(first)');
    lines.push(`\tc += len(v.${x.goName})`);
  }
  if (dynamic) lines.push('\tif c > 1 {', '\t\tn += c - 1', '\t}');
  return [...lines, '\treturn n'];
}

type Sep = 'first' | 'later' | 'unknown';

/** Appends the member separator and key; returns the separator state after the member. */
function writeKey(f: RecordField, state: Sep, lines: string[], depth: number): void {
  const tabs = '\t'.repeat(depth);
  if (state === 'unknown') lines.push(`${tabs}if more {`, `${tabs}\tdst = append(dst, ',')`, `${tabs}}`);
  const k = `${state === 'first' ? '{' : state === 'later' ? ',' : ''}${jsonString(f.field.jsonName)}:`;
  lines.push(`${tabs}dst = append(dst, ${goAppendArgs(k)})`);
}

export function recordWrite(plan: RecordPlan, ctx: CodecContext): string[] {
  const lines: string[] = [];
  let state: Sep = 'first';
  for (const f of plan.fields) {
    if (!f.required && state === 'first') {
      lines.push("\tdst = append(dst, '{')", '\tmore := false');
      state = 'unknown';
    }
    if (f.required) {
      writeKey(f, state, lines, 1);
      lines.push(...indent(writeOf(valueType(f), valuePlace(f), ctx)));
      state = 'later';
    } else {
      lines.push(`\tif v.${f.goName}.Set {`);
      writeKey(f, state, lines, 2);
      lines.push(...indent(writeOf(valueType(f), valuePlace(f), ctx), 2));
      if (state === 'unknown') lines.push('\t\tmore = true');
      lines.push('\t}');
    }
  }
  if (plan.extra !== null) {
    const x = plan.extra;
    if (state === 'first') lines.push("\tdst = append(dst, '{')", '\tmore := false');
    lines.push(`\tfor _, k := range sortedKeys(v.${x.goName}) {`);
    if (state === 'later') lines.push("\t\tdst = append(dst, ',')");
    else lines.push('\t\tif more {', "\t\t\tdst = append(dst, ',')", '\t\t}', '\t\tmore = true');
    lines.push('\t\tdst = writeString(e, dst, k)', "\t\tdst = append(dst, ':')");
    lines.push(...entryWrite(`v.${x.goName}`, (value) => writeOf(x.values, value, ctx, false)), '\t}');
    state = 'later';
  }
  lines.push(state === 'first' ? '\treturn append(dst, "{}"...)' : "\treturn append(dst, '}')");
  return lines;
}

function bit(i: number): { word: number; mask: string } {
  return { word: Math.floor(i / 64), mask: `0x${(1n << BigInt(i % 64)).toString(16)}` };
}

/** A field's value decode, made once per field (it may add diagnostics) and laid out by the switch and the in-order tests. */
function valueDecode(f: RecordField, ctx: CodecContext): string[] {
  return decodeOf(valueType(f), valuePlace(f), ctx, `.in(${goString(f.field.jsonName)})`);
}

function fieldCase(f: RecordField, i: number, decode: readonly string[]): string[] {
  const { word, mask } = bit(i);
  const name = goString(f.field.jsonName);
  return [
    `\t\tcase ${name}:`,
    `\t\t\tif seen[${word}]&${mask} != 0 {`,
    `\t\t\t\treturn d.errAt(d.tok, "unique keys", "a repeated key").in(${name})`,
    '\t\t\t}',
    `\t\t\tseen[${word}] |= ${mask}`,
    ...(f.required ? [] : [`\t\t\tv.${f.goName}.Set = true`]),
    ...indent(decode, 3),
  ];
}

function unknownCase(plan: RecordPlan, ctx: CodecContext): string[] {
  const unknown = plan.plan.unknownKeys;
  switch (unknown.kind) {
    case 'skip':
      return [
        '\t\t\tif !unknown.add(key) {',
        '\t\t\t\treturn d.errAt(d.tok, "unique keys", "a repeated key").in(string(key))',
        '\t\t\t}',
        ...indent(checked('d.skipValue()', '.in(string(key))'), 3),
      ];
    case 'reject':
      return [`\t\t\treturn d.errAt(d.tok, "a declared member", "unknown member "+${ctx.qualify('strconv', 'Quote')}(string(key))).in(string(key))`];
    case 'map': {
      const x = plan.extra as RecordExtra;
      return [
        '\t\t\tk := string(key)',
        `\t\t\tif v.${x.goName} == nil {`,
        `\t\t\t\tv.${x.goName} = make(${extraType(plan, ctx)})`,
        '\t\t\t}',
        `\t\t\tif _, dup := v.${x.goName}[k]; dup {`,
        '\t\t\t\treturn d.errAt(d.tok, "unique keys", "a repeated key").in(k)',
        '\t\t\t}',
        ...keyCheckLines(x.keyChecks, ctx, 3),
        `\t\t\tvar x ${extraValueType(plan, ctx)}`,
        ...indent(decodeOf(x.values, placeOf('x'), ctx, '.in(k)', false), 3),
        `\t\t\tv.${x.goName}[k] = x`,
      ];
    }
    default:
      return assertNever(unknown);
  }
}

function extraType(plan: RecordPlan, ctx: CodecContext): string {
  return `map[string]${extraValueType(plan, ctx)}`;
}

function extraValueType(plan: RecordPlan, ctx: CodecContext): string {
  return goType((plan.extra as RecordExtra).values, ctx, false);
}

function requiredChecks(plan: RecordPlan): string[] {
  const required = plan.plan.required;
  if (required.length === 0) return [];
  const words = new Map<number, bigint>();
  for (const { index: i } of required) words.set(Math.floor(i / 64), (words.get(Math.floor(i / 64)) ?? 0n) | (1n << BigInt(i % 64)));
  const fast = [...words].map(([w, m]) => `seen[${w}]&0x${m.toString(16)} != 0x${m.toString(16)}`).join(' || ');
  return [
    `\tif ${fast} {`,
    ...required.flatMap(({ field, index }) => {
      const { word, mask } = bit(index);
      return [`\t\tif seen[${word}]&${mask} == 0 {`, `\t\t\treturn d.missing(${goString(`member ${jsonString(field.jsonName)}`)})`, '\t\t}'];
    }),
    '\t}',
  ];
}

/**
 * The members in declaration order, each key tried where it stands (`atKey8` to `atKey32`, or
 * `atKeyLong` for a key over 32 bytes with its quotes), so
 * a document written in that order reads each key with a compare or two. A member that is
 * absent costs one failed compare; the first key that matches none (out of order, unknown,
 * written with escapes) leaves the rest to the loop after these lines, which also catches a
 * later duplicate of a member taken here (its bit is set). The members the key plan does not
 * try in order (`IN_ORDER_LIMIT`) are left to the loop.
 */
function inOrderLines(plan: RecordPlan, decodes: readonly (readonly string[])[], counted: boolean): string[] {
  return plan.fields.flatMap((f, i) => {
    if (!f.member.triedInOrder) return [];
    const key = f.member.inOrder;
    const test = key !== undefined ? atKeyTest(key) : `d.atKeyLong(first, ${goEncoded(jsonString(f.field.jsonName)).literal})`;
    const { word, mask } = bit(i);
    return [
      `\tif ${test} {`,
      `\t\tseen[${word}] |= ${mask}`,
      ...(f.required ? [] : [`\t\tv.${f.goName}.Set = true`]),
      ...(counted ? ['\t\tcount++'] : []),
      ...indent(decodes[i] ?? [], 2),
      '\t\tfirst = false',
      '\t}',
    ];
  });
}

/** The call of `atKey8` to `atKey32` that tests for a quoted key's words. */
function atKeyTest(key: QuotedKeyWords): string {
  const hex = (w: bigint): string => `0x${w.toString(16)}`;
  if (key.words.length === 1) return `d.atKey8(first, ${hex(key.words[0] as bigint)}, ${hex(key.mask)}, ${key.length})`;
  return `d.atKey${8 * key.words.length}(first, ${key.words.map(hex).join(', ')}, ${key.length})`;
}

export function recordDecode(plan: RecordPlan, ctx: CodecContext): string[] {
  const counted = plan.plan.checks.length > 0;
  const words = Math.ceil(plan.fields.length / 64);
  const decodes = plan.fields.map((f) => valueDecode(f, ctx));
  const inOrder = inOrderLines(plan, decodes, counted);
  return [
    `\t*v = ${plan.typeName}{}`,
    '\tif err := d.beginObject(); err != nil {',
    '\t\treturn err',
    '\t}',
    ...(counted ? ['\tstart := d.pos - 1', '\tcount := 0'] : []),
    ...(words > 0 ? [`\tvar seen [${words}]uint64`] : []),
    ...(plan.plan.unknownKeys.kind === 'skip' ? ['\tvar unknown keySet'] : []),
    ...(plan.extra !== null && droppingKeyPattern(plan.extra.keyChecks) !== undefined ? ['\tvar skipped keySet'] : []),
    ...(inOrder.length > 0 ? ['\tfirst := true', ...inOrder, '\tfor ; ; first = false {'] : ['\tfor first := true; ; first = false {']),
    ...nextKeyLines(),
    ...(counted ? ['\t\tcount++'] : []),
    '\t\tswitch string(key) {',
    ...plan.fields.flatMap((f, i) => fieldCase(f, i, decodes[i] ?? [])),
    '\t\tdefault:',
    ...unknownCase(plan, ctx),
    '\t\t}',
    '\t}',
    ...requiredChecks(plan),
    ...checkLines(plan.plan.checks, { value: '*v', count: 'count' }, ctx, rejectAt('start')),
    '\treturn nil',
  ];
}
