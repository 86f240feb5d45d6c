/**
 * A record's codec, member by member: the lines that read one member into its slot (a local, or
 * a property of a wide record's state), handle an unknown key, store a member in the decoded
 * object, and size and write one member. The record codecs (`codec-record.ts`, and
 * `codec-record-wide.ts` for records split into parts) lay these lines out.
 */
import { bind, listLines } from './layout.js';
import { assertNever, type IrType, type RecordDecl } from '../../ir/types.js';
import { droppingKeyPattern, mapChecks, type Check } from '../../plan/checks.js';
import type { MemberPlan, RecordPlan } from '../../plan/record.js';
import { valueTypeOf } from '../../plan/presence.js';
import { jsonString } from '../../wire/json-text.js';
import { keyCheckLines } from './checks.js';
import { constText, plus, readOf, sizeOf, writeOf, type CodecContext } from './codec.js';
import { tsMember, tsString } from './literals.js';
import { tsType } from './types.js';

export interface RecordNames {
  readonly type: string;
  readonly extra: string | null;
  readonly fns: { readonly read: string; readonly size: string; readonly write: string };
}

/** The type of the values a record's extra member holds, when it has one. */
export function extraValues(decl: RecordDecl, names: RecordNames): IrType | null {
  if (names.extra === null) return null;
  return decl.unknownKeys.kind === 'map' ? decl.unknownKeys.values : { kind: 'any' };
}

/** The name of a member's slot while its record is read. */
export function local(m: MemberPlan): string {
  return `f${m.index}`;
}

/** The type of a member's value: its plan type, with `null` when it may be null. */
export function memberType(m: MemberPlan, ctx: CodecContext): string {
  const t = tsType(valueTypeOf(m.presence), ctx);
  return m.presence.kind === 'optionalNullable' ? `${t} | null` : t;
}

function memberRead(m: MemberPlan, ctx: CodecContext): string {
  switch (m.presence.kind) {
    case 'required':
    case 'optional':
      return readOf(m.presence.type, ctx);
    case 'optionalNullable':
      return readOf({ kind: 'nullable', inner: m.presence.inner }, ctx);
    default:
      return assertNever(m.presence);
  }
}

/** Where a record's reader keeps a member's value (`slot`) and whether it counts the members it reads. */
export interface Slots {
  readonly slot: (m: MemberPlan) => string;
  readonly count: boolean;
}

/** Reads member `m` into its slot, its errors under its key; then counts it. */
export function readMemberLines(m: MemberPlan, slots: Slots, pad: string, ctx: CodecContext): string[] {
  return [
    `${pad}try {`,
    `${pad}  ${slots.slot(m)} = ${memberRead(m, ctx)};`,
    `${pad}} catch (e) {`,
    `${pad}  $rt.inKey(e, ${tsString(m.field.jsonName)});`,
    `${pad}}`,
    ...(slots.count ? [`${pad}n++;`] : []),
  ];
}

/** The `case` of a key-index switch that reads member `m`, failing on a repeated key. */
export function memberCaseLines(m: MemberPlan, slots: Slots, pad: string, ctx: CodecContext): string[] {
  return [
    `${pad}case ${m.index}:`,
    `${pad}  if (${slots.slot(m)} !== undefined) $rt.inKey(new $rt.DecodeError(d.tok, 'unique keys', 'a repeated key'), ${tsString(m.field.jsonName)});`,
    ...readMemberLines(m, slots, `${pad}  `, ctx),
    `${pad}  break;`,
  ];
}

/** The key checks of a record's extra members (none unless they are a map). */
export function extraKeyChecks(decl: RecordDecl, ctx: CodecContext): Check[] {
  const u = decl.unknownKeys;
  return u.kind === 'map' ? mapChecks({ ...u, kind: 'map' }, ctx.classes).filter((c) => c.kind === 'keyPattern') : [];
}

/** The body of the `default` branch of a key-index switch: an unknown key, kept, skipped or refused. */
export function unknownMember(decl: RecordDecl, names: RecordNames, ctx: CodecContext): string[] {
  const u = decl.unknownKeys;
  const dup = "$rt.inKey(new $rt.DecodeError(d.tok, 'unique keys', 'a repeated key'), k);";
  const extra = extraValues(decl, names);
  if (extra !== null) {
    const keyChecks = extraKeyChecks(decl, ctx);
    return [
      '        const k = d.key();',
      `        if (x !== undefined && Object.hasOwn(x, k)) ${dup}`,
      '        try {',
      ...keyCheckLines(keyChecks, { value: 'k', key: 'k', at: 'd.tok' }, ctx.helpers, '          ', [
        'unknown ??= new Set<string>();',
        "if (unknown.has(k)) throw new $rt.DecodeError(d.tok, 'unique keys', 'a repeated key');",
        'unknown.add(k);',
        'd.skipValue();',
        'n++;',
        'break;',
      ]),
      `          x ??= Object.create(null) as Record<string, ${tsType(extra, ctx)}>;`,
      `          x[k] = ${readOf(extra, ctx)};`,
      '        } catch (e) {',
      '          $rt.inKey(e, k);',
      '        }',
      '        n++;',
      '        break;',
    ];
  }
  switch (u.kind) {
    case 'reject':
      return ['        const k = d.key();', "        $rt.inKey(new $rt.DecodeError(d.tok, 'a declared member', 'unknown member ' + JSON.stringify(k)), k);"];
    case 'skip':
    case 'map':
      return [
        '        const k = d.key();',
        '        unknown ??= new Set<string>();',
        `        if (unknown.has(k)) ${dup}`,
        '        unknown.add(k);',
        '        try {',
        '          d.skipValue();',
        '        } catch (e) {',
        '          $rt.inKey(e, k);',
        '        }',
        '        n++;',
        '        break;',
      ];
    default:
      return assertNever(u);
  }
}

/** Fails when required member `m` was not read. */
export function missingLine(m: MemberPlan, slots: Slots, pad: string): string {
  return `${pad}if (${slots.slot(m)} === undefined) d.missing(${tsString(`member ${jsonString(m.field.jsonName)}`)});`;
}

/** Sets member `m` of the decoded object `o` to `value`, as an own property even where the key is `__proto__`. */
export function setMemberLine(m: MemberPlan, value: string, pad: string): string {
  return m.field.jsonName === '__proto__'
    ? `${pad}Object.defineProperty(o, '__proto__', { value: ${value}, enumerable: true, writable: true, configurable: true });`
    : `${pad}${tsMember('o', m.field.jsonName)} = ${value};`;
}

/** Whether the optional member `key` of `v` is present: defined, and its own property where objects inherit a property of that name. */
function presentTest(v: string, key: string): string {
  const get = tsMember(v, key);
  return key in Object.prototype ? `Object.hasOwn(${v}, ${tsString(key)}) && ${get} !== undefined` : `${get} !== undefined`;
}

/** The length of a member's key text, quoted, with its colon. */
export function keyLength(m: MemberPlan, ctx: CodecContext): number {
  return constText(`${jsonString(m.field.jsonName)}:`, ctx).size;
}

/**
 * Adds member `m`'s size to `n`: its value's when it is required (its key is counted once for the
 * record), else its key, value and `sep` bytes when it is present, counting it in `c` when given.
 */
export function sizeMemberLines(m: MemberPlan, sep: number, counter: string | undefined, ctx: CodecContext): string[] {
  const get = tsMember('v', m.field.jsonName);
  const t = valueTypeOf(m.presence);
  const count = counter === undefined ? [] : [`    ${counter}++;`];
  switch (m.presence.kind) {
    case 'required':
      return [`  n += ${sizeOf(t, get, ctx)};`];
    case 'optional':
      return [`  if (${presentTest('v', m.field.jsonName)}) {`, `    n += ${plus(String(keyLength(m, ctx) + sep), sizeOf(t, get, ctx))};`, ...count, '  }'];
    case 'optionalNullable':
      return [`  if (${presentTest('v', m.field.jsonName)}) {`, `    n += ${plus(String(keyLength(m, ctx) + sep), sizeOf({ kind: 'nullable', inner: t }, get, ctx))};`, ...count, '  }'];
    default:
      return assertNever(m.presence);
  }
}

/** Writes member `m` when it is present, after a comma unless it is the first written (`c` counts them). */
export function writeMemberLines(m: MemberPlan, ctx: CodecContext): string[] {
  const get = tsMember('v', m.field.jsonName);
  const t = valueTypeOf(m.presence);
  const k = constText(`${jsonString(m.field.jsonName)}:`, ctx).name;
  const body = ['    if (c++ > 0) e.writeByte(0x2c);', `    e.writeConst(${k});`, `    ${writeOf(m.presence.kind === 'optionalNullable' ? { kind: 'nullable', inner: t } : t, get, ctx)}`];
  return m.presence.kind === 'required' ? ['  {', ...body, '  }'] : [`  if (${presentTest('v', m.field.jsonName)}) {`, ...body, '  }'];
}

/** Adds the size of each extra member, its key, value and `sep` bytes, to `n`, counting it in `c` when given. */
export function sizeExtraLines(decl: RecordDecl, names: RecordNames, sep: number, counter: string | undefined, ctx: CodecContext): string[] {
  const extra = extraValues(decl, names);
  if (extra === null || names.extra === null) return [];
  const x = tsMember('v', names.extra);
  const count = counter === undefined ? [] : [`      ${counter}++;`];
  return [
    `  if (${x} !== undefined) {`,
    `    for (const k of $rt.sortedKeys(${x})) {`,
    ...bind('      ', 'y', `${x}[k] as ${tsType(extra, ctx)}`, [`      n += ${plus(`$rt.sizeString(k) + ${1 + sep}`, sizeOf(extra, 'y', ctx))};`]),
    ...count,
    '    }',
    '  }',
  ];
}

/** Writes each extra member, sorted by key, after the declared ones (`c` counts the members written). */
export function writeExtraLines(decl: RecordDecl, names: RecordNames, ctx: CodecContext): string[] {
  const extra = extraValues(decl, names);
  if (extra === null || names.extra === null) return [];
  const x = tsMember('v', names.extra);
  return [
    `  if (${x} !== undefined) {`,
    `    for (const k of $rt.sortedKeys(${x})) {`,
    '      if (c++ > 0) e.writeByte(0x2c);',
    '      e.writeString(k);',
    '      e.writeByte(0x3a);',
    ...bind('      ', 'y', `${x}[k] as ${tsType(extra, ctx)}`, [`      ${writeOf(extra, 'y', ctx)}`]),
    '    }',
    '  }',
  ];
}

/** The module constant of a record's key table (`$rt.keyTable`), the index of each member's key. */
export function keyTableName(plan: RecordPlan, ctx: CodecContext): string {
  return ctx.helpers.use(`keys:${plan.decl.id}`, 'k', (name) =>
    listLines('', `const ${name} = $rt.keyTable(`, plan.members.map((m) => tsString(m.field.jsonName)), ');', '[', ']'),
  );
}

/** The reader's locals for keys it does not declare: the extra members it keeps (`x`), the unknown keys it has seen. */
export function unknownLocals(decl: RecordDecl, names: RecordNames, ctx: CodecContext): string[] {
  const extra = extraValues(decl, names);
  return [
    ...(extra !== null ? [`  let x: Record<string, ${tsType(extra, ctx)}> | undefined;`] : []),
    ...((decl.unknownKeys.kind !== 'reject' && extra === null) || droppingKeyPattern(extraKeyChecks(decl, ctx)) !== undefined ? ['  let unknown: Set<string> | undefined;'] : []),
  ];
}

/** The members tried where they stand, in declaration order, before keys are read in general (`first` is cleared by the first read). */
export function inOrderLines(plan: RecordPlan, slots: Slots, ctx: CodecContext): string[] {
  return plan.members
    .filter((m) => m.triedInOrder)
    .flatMap((m) => {
      const key = ctx.helpers.use(`member:${m.field.jsonName}`, 'm', (n) => [`const ${n} = $rt.memberKey(${tsString(m.field.jsonName)});`]);
      return [`  if (d.atKey(first, ${key})) {`, ...readMemberLines(m, slots, '    ', ctx), '    first = false;', '  }'];
    });
}

/** The record type with its members writable, as the reader builds it. */
export function mutableType(type: string): string {
  return `{ -readonly [$K in keyof ${type}]: ${type}[$K] }`;
}
