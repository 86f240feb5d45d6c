/**
 * The codec of a record wider than one part. tsc follows the control flow of a function body only
 * to a limited depth (TS2563, "too large for control flow analysis"), so the member code of a
 * record of hundreds of members is split into functions of up to PART_MEMBERS members each:
 *
 * - the reader keeps the members it has read in a state object (a class of one slot per member);
 *   a switch on the key's part calls the part that reads it; parts then check the required members
 *   and store them, then the optional ones, in the decoded object;
 * - each sizer part returns the bytes of its members present, each with one separator byte, so
 *   the record's size is that sum plus one (or 2 when no member is present);
 * - each writer part writes its members present and returns the count written so far.
 */
import { param, signatureLines } from './layout.js';
import type { MemberPlan, RecordPlan } from '../../plan/record.js';
import { checkLines } from './checks.js';
import type { CodecContext } from './codec.js';
import {
  extraValues,
  inOrderLines,
  keyLength,
  keyTableName,
  local,
  memberCaseLines,
  memberType,
  missingLine,
  mutableType,
  setMemberLine,
  sizeExtraLines,
  sizeMemberLines,
  unknownLocals,
  unknownMember,
  writeExtraLines,
  writeMemberLines,
  type RecordNames,
  type Slots,
} from './codec-record-members.js';
import { tsMember } from './literals.js';

/** The members of one part; a record with more is split into parts (a power of two: a key's part is its index shifted right). */
export const PART_MEMBERS = 128;
const PART_SHIFT = Math.log2(PART_MEMBERS);

function partsOf<T>(xs: readonly T[]): T[][] {
  const parts: T[][] = [];
  for (let at = 0; at < xs.length; at += PART_MEMBERS) parts.push(xs.slice(at, at + PART_MEMBERS));
  return parts;
}

/** The reader of a wide record. */
export function wideRecordReader(plan: RecordPlan, names: RecordNames, ctx: CodecContext): string[] {
  const decl = plan.decl;
  const id = decl.id;
  const keys = keyTableName(plan, ctx);
  const state = ctx.helpers.use(`state:${id}`, 'S', (name) => [`class ${name} {`, ...plan.members.map((m) => `  ${local(m)}: ${memberType(m, ctx)} | undefined = undefined;`), '}']);
  const mutable = ctx.helpers.use(`mutable:${id}`, 'M', (name) => [`type ${name} = ${mutableType(names.type)};`]);
  const inState: Slots = { slot: (m) => `s.${local(m)}`, count: false };
  const keyParts = partsOf(plan.members).flatMap((part, k) => {
    const name = ctx.helpers.use(`read:${id}:${k}`, 'p', (n) => [
      ...signatureLines(`function ${n}`, ['d: $rt.Decoder', `s: ${state}`, 'i: number'], 'void'),
      '  switch (i) {',
      ...part.flatMap((m) => memberCaseLines(m, inState, '    ', ctx)),
      '  }',
      '}',
    ]);
    return [`      case ${k}:`, `        ${name}(d, s, i);`, '        n++;', '        break;'];
  });
  const requiredParts = partsOf(plan.required).map((part, k) =>
    ctx.helpers.use(`required:${id}:${k}`, 'p', (n) => [
      ...signatureLines(`function ${n}`, ['d: $rt.Decoder', `s: ${state}`, `o: ${mutable}`], 'void'),
      ...part.flatMap((m) => [missingLine(m, inState, '  '), setMemberLine(m, inState.slot(m), '  ')]),
      '}',
    ]),
  );
  const optional = plan.members.filter((m) => m.presence.kind !== 'required');
  const optionalParts = partsOf(optional).map((part, k) =>
    ctx.helpers.use(`optional:${id}:${k}`, 'p', (n) => [
      ...signatureLines(`function ${n}`, [`s: ${state}`, `o: ${mutable}`], 'void'),
      ...part.map((m: MemberPlan) => setMemberLine(m, inState.slot(m), `  if (${inState.slot(m)} !== undefined) `)),
      '}',
    ]),
  );
  const inOrder = inOrderLines(plan, { ...inState, count: true }, ctx);
  const lines = [
    ...signatureLines(`function ${names.fns.read}`, [`d: $rt.Decoder`], `${names.type}`),
    '  d.beginObject();',
    ...(plan.checks.length > 0 ? ['  const at = d.pos - 1;'] : []),
    `  const s = new ${state}();`,
    ...unknownLocals(decl, names, ctx),
    '  let n = 0;',
    ...(inOrder.length > 0 ? ['  let first = true;', ...inOrder, '  for (; ; first = false) {'] : ['  for (let first = true; ; first = false) {']),
    `    const i = d.nextKeyIndex(first, ${keys});`,
    '    if (i === $rt.KEY_END) break;',
    `    switch (i >> ${PART_SHIFT}) {`,
    ...keyParts,
    '      default: {',
    ...unknownMember(decl, names, ctx),
    '      }',
    '    }',
    '  }',
    `  const o = {} as ${mutable};`,
    ...requiredParts.map((p) => `  ${p}(d, s, o);`),
    ...checkLines(plan.checks, { value: 'n', count: 'n', at: 'at' }, ctx.helpers),
    ...optionalParts.map((p) => `  ${p}(s, o);`),
    ...(names.extra !== null && extraValues(decl, names) !== null ? [`  if (x !== undefined) ${tsMember('o', names.extra)} = x;`] : []),
    '  return o;',
    '}',
  ];
  // The member count is read only by the record's own checks.
  return plan.checks.length > 0 ? lines : lines.filter((l) => l.trim() !== 'n++;' && l !== '  let n = 0;');
}

/** The sizer of a wide record. */
export function wideRecordSizer(plan: RecordPlan, names: RecordNames, ctx: CodecContext): string[] {
  const parts = partsOf(plan.members).map((part, k) =>
    ctx.helpers.use(`size:${plan.decl.id}:${k}`, 'p', (n) => {
      const base = part.filter((m) => m.presence.kind === 'required').reduce((s, m) => s + keyLength(m, ctx) + 1, 0);
      const body = [`  let n = ${base};`, ...part.flatMap((m) => sizeMemberLines(m, 1, undefined, ctx)), '  return n;'];
      return [...signatureLines(`function ${n}`, [param('v', names.type, body), param('e', '$rt.Encoder', body)], 'number'), ...body, '}'];
    }),
  );
  const body = [...parts.map((p, k) => `  ${k === 0 ? 'let n =' : 'n +='} ${p}(v, e);`), ...sizeExtraLines(plan.decl, names, 1, undefined, ctx), '  return n > 0 ? n + 1 : 2;'];
  return [...signatureLines(`function ${names.fns.size}`, [`v: ${names.type}`, 'e: $rt.Encoder'], 'number'), ...body, '}'];
}

/** The writer of a wide record. */
export function wideRecordWriter(plan: RecordPlan, names: RecordNames, ctx: CodecContext): string[] {
  const parts = partsOf(plan.members).map((part, k) =>
    ctx.helpers.use(`write:${plan.decl.id}:${k}`, 'p', (n) => [
      ...signatureLines(`function ${n}`, [`v: ${names.type}`, 'e: $rt.Writer', 'c: number'], 'number'),
      ...part.flatMap((m) => writeMemberLines(m, ctx)),
      '  return c;',
      '}',
    ]),
  );
  const extra = writeExtraLines(plan.decl, names, ctx);
  const calls = parts.map((p, k) => {
    const call = `${p}(v, e, ${k === 0 ? '0' : 'c'});`;
    if (k === 0) return `  let c = ${call}`;
    return k === parts.length - 1 && extra.length === 0 ? `  ${call}` : `  c = ${call}`;
  });
  return [...signatureLines(`function ${names.fns.write}`, [`v: ${names.type}`, 'e: $rt.Writer'], 'void'), '  e.writeByte(0x7b);', ...calls, ...extra, '  e.writeByte(0x7d);', '}'];
}
