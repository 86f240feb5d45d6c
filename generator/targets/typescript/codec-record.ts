/**
 * A record's codec: members read into locals by key (absent stays `undefined`, `null` is a value
 * of its own), then one object literal; written in declaration order, absent members omitted,
 * kept unknown or extra entries after them sorted by key. A record wider than one part
 * (`codec-record-wide.ts`) has the same codec split into functions.
 */
import { listLines, param, refersTo, signatureLines } from './layout.js';
import type { RecordDecl } from '../../ir/types.js';
import { recordPlan } from '../../plan/record.js';
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
import { PART_MEMBERS, wideRecordReader, wideRecordSizer, wideRecordWriter } from './codec-record-wide.js';
import { tsMember, tsPropertyName } from './literals.js';
import { tsType } from './types.js';

export type { RecordNames } from './codec-record-members.js';

/** The property lines of the record's interface. */
export function recordFields(decl: RecordDecl, names: RecordNames, ctx: CodecContext): { name: string; type: string; optional: boolean; doc: string | undefined }[] {
  const plan = recordPlan(decl);
  const fields = plan.members.map((m) => ({ name: tsPropertyName(m.field.jsonName), type: memberType(m, ctx), optional: m.presence.kind !== 'required', doc: m.field.doc }));
  const extra = extraValues(decl, names);
  if (extra !== null && names.extra !== null) fields.push({ name: tsPropertyName(names.extra), type: `Record<string, ${tsType(extra, ctx)}>`, optional: true, doc: 'Members not declared by the schema, by key.' });
  return fields;
}

/** The reader of a record. */
export function recordReader(decl: RecordDecl, names: RecordNames, ctx: CodecContext): string[] {
  const plan = recordPlan(decl);
  if (plan.members.length > PART_MEMBERS) return wideRecordReader(plan, names, ctx);
  const keys = keyTableName(plan, ctx);
  const slots: Slots = { slot: local, count: true };
  const cases = plan.members.flatMap((m) => memberCaseLines(m, slots, '      ', ctx));
  const inOrder = inOrderLines(plan, slots, ctx);
  const required = plan.members.filter((m) => m.presence.kind === 'required');
  const optional = plan.members.filter((m) => m.presence.kind !== 'required');
  const entries = required.map((m) => `${tsPropertyName(m.field.jsonName, true)}: ${local(m)}`);
  const setExtra = names.extra !== null && extraValues(decl, names) !== null ? [`  if (x !== undefined) ${tsMember('o', names.extra)} = x;`] : [];
  const mutable = optional.length > 0 || setExtra.length > 0;
  const lines = [
    ...signatureLines(`function ${names.fns.read}`, [`d: $rt.Decoder`], `${names.type}`),
    '  d.beginObject();',
    ...(plan.checks.length > 0 ? ['  const at = d.pos - 1;'] : []),
    ...plan.members.map((m) => `  let ${local(m)}: ${memberType(m, ctx)} | undefined;`),
    ...unknownLocals(decl, names, ctx),
    '  let n = 0;',
    ...(inOrder.length > 0 ? ['  let first = true;', ...inOrder, '  for (; ; first = false) {'] : ['  for (let first = true; ; first = false) {']),
    `    const i = d.nextKeyIndex(first, ${keys});`,
    '    if (i === $rt.KEY_END) break;',
    '    switch (i) {',
    ...cases,
    '      default: {',
    ...unknownMember(decl, names, ctx),
    '      }',
    '    }',
    '  }',
    ...plan.required.map((m) => missingLine(m, slots, '  ')),
    ...checkLines(plan.checks, { value: 'n', count: 'n', at: 'at' }, ctx.helpers),
    ...(mutable ? listLines('  ', 'const o = ', entries, ` as unknown as ${mutableType(names.type)};`, '{ ', ' }') : listLines('  ', `const o: ${names.type} = `, entries, ';', '{ ', ' }')),
    ...optional.map((m) => setMemberLine(m, local(m), `  if (${local(m)} !== undefined) `)),
    ...setExtra,
    '  return o;',
    '}',
  ];
  // The member count is read only by the record's own checks.
  return plan.checks.length > 0 ? lines : lines.filter((l) => l.trim() !== 'n++;' && l !== '  let n = 0;');
}

/** The sizer of a record: constant key text plus each member present. */
export function recordSizer(decl: RecordDecl, names: RecordNames, ctx: CodecContext): string[] {
  const plan = recordPlan(decl);
  if (plan.members.length > PART_MEMBERS) return wideRecordSizer(plan, names, ctx);
  const required = plan.members.filter((m) => m.presence.kind === 'required');
  const base = 2 + required.reduce((s, m) => s + keyLength(m, ctx), 0);
  const lines = [`  let n = ${base};`, `  let c = ${required.length};`, ...plan.members.flatMap((m) => sizeMemberLines(m, 0, 'c', ctx)), ...sizeExtraLines(decl, names, 0, 'c', ctx)];
  const body = [...lines, '  return c > 1 ? n + c - 1 : n;'];
  return [...signatureLines(`function ${names.fns.size}`, [param('v', names.type, body), param('e', '$rt.Encoder', body)], `number`), ...body, '}'];
}

/** The writer of a record. */
export function recordWriter(decl: RecordDecl, names: RecordNames, ctx: CodecContext): string[] {
  const plan = recordPlan(decl);
  if (plan.members.length > PART_MEMBERS) return wideRecordWriter(plan, names, ctx);
  const lines = ['  e.writeByte(0x7b);', '  let c = 0;', ...plan.members.flatMap((m) => writeMemberLines(m, ctx)), ...writeExtraLines(decl, names, ctx)];
  const body = [...lines, '  e.writeByte(0x7d);'];
  const used = refersTo(body.slice(2), 'c') ? body : body.filter((l) => l !== '  let c = 0;');
  return [...signatureLines(`function ${names.fns.write}`, [param('v', names.type, used), 'e: $rt.Writer'], `void`), ...used, '}'];
}
