/**
 * Records: the data declaration's fields and the size / write / decode functions. The decoder
 * is one loop over the object's members carrying a slot per field, so members may come in any
 * order, duplicates are caught, and nothing is built but the record.
 */
import { assertNever, type RecordDecl } from '../../ir/types.js';
import { valueTypeOf, type Presence } from '../../plan/presence.js';
import { droppingKeyPattern, mapChecks, type KeyPatternCheck } from '../../plan/checks.js';
import { recordPlan, type MemberPlan, type RecordPlan } from '../../plan/record.js';
import { checkedDecoder, patternConstant, plainSubject } from './checks.js';
import { codecFor, type Codec } from './codec.js';
import type { GenContext } from './context.js';
import { docLines, haskellString } from './literals.js';
import { jsonString, utf8Bytes } from '../../wire/json-text.js';
import type { DeclNames } from './names.js';
import { slotLayout, slotName, wideRecordLimit, type MemberCode, type SlotLayout } from './slots.js';
import { parens, typeExpr } from './types.js';
import { wideInstances, wideSize, wideWrite } from './wide-records.js';

export interface FieldView {
  readonly selector: string;
  readonly type: string;
  readonly doc: readonly string[];
}

export interface RecordCode {
  readonly fields: readonly FieldView[];
  /** The derived instances, or null when `instances` writes them (a wide record). */
  readonly deriving: string | null;
  readonly instances: readonly string[];
  readonly size: readonly string[];
  readonly write: readonly string[];
  readonly keyIndex: readonly string[];
  readonly decoder: readonly string[];
}

interface FieldPlan {
  readonly member: MemberPlan;
  readonly codec: Codec;
  /** `lit'N` holding `,"key":`. */
  readonly keyLit: string;
  readonly keyBytes: number;
  /** `lit'N` holding the key's UTF-8 bytes (to match while decoding). */
  readonly matchLit: string;
  readonly matchBytes: number;
}


function planField(member: MemberPlan, ctx: GenContext): FieldPlan {
  const f = member.field;
  const key = utf8Bytes(`,${jsonString(f.jsonName)}:`);
  const match = utf8Bytes(f.jsonName);
  return {
    member,
    codec: codecFor(valueTypeOf(member.presence), ctx, f.origin),
    keyLit: ctx.pool.intern(key),
    keyBytes: key.length,
    matchLit: ctx.pool.intern(match),
    matchBytes: match.length,
  };
}

function fieldType(presence: Presence, ctx: GenContext): string {
  switch (presence.kind) {
    case 'required':
      return parens(typeExpr(presence.type, ctx));
    case 'optional':
      return `(P.Maybe ${parens(typeExpr(presence.type, ctx))})`;
    case 'optionalNullable':
      return `(R.Presence ${parens(typeExpr(presence.inner, ctx))})`;
    default:
      return assertNever(presence);
  }
}

const sizeCombinator = { required: 'R.sReq', optional: 'R.sOpt', optionalNullable: 'R.sPresence' } as const;
const writeCombinator = { required: 'R.wReq', optional: 'R.wOpt', optionalNullable: 'R.wPresence' } as const;

function extraCodec(plan: RecordPlan, ctx: GenContext): { type: string; codec: Codec } | null {
  const u = plan.unknownKeys;
  if (u.kind === 'map') {
    ctx.imports.add('map');
    ctx.imports.add('text');
    return { type: `(M.Map T.Text ${parens(typeExpr(u.values, ctx))})`, codec: codecFor(u.values, ctx, plan.decl.origin) };
  }
  return null;
}

/** The check of the extra keys' pattern, if any. */
function extraKeyCheck(plan: RecordPlan, ctx: GenContext): KeyPatternCheck | undefined {
  const u = plan.unknownKeys;
  return u.kind === 'map' ? mapChecks(u, ctx.classes).find((c): c is KeyPatternCheck => c.kind === 'keyPattern') : undefined;
}

/**
 * `R.extraMemberMatching` (or, when the keys the pattern does not match are dropped,
 * `R.extraMemberOrDrop`, whose state also holds the dropped keys) with the program and expected
 * text of the extra keys' pattern, or null when any key goes.
 */
function extraKeyPattern(plan: RecordPlan, ctx: GenContext): string | null {
  const check = extraKeyCheck(plan, ctx);
  if (check === undefined) return null;
  const add = check.others === 'skip' ? 'R.extraMemberOrDrop' : 'R.extraMemberMatching';
  return `${add} ${patternConstant(ctx, check.program)} ${haskellString(check.expected)}`;
}

/** Whether the record's loop state is its extra map and the keys dropped so far (`R.extraMemberOrDrop`). */
function dropsOtherKeys(plan: RecordPlan, ctx: GenContext): boolean {
  const u = plan.unknownKeys;
  return u.kind === 'map' && droppingKeyPattern(mapChecks(u, ctx.classes)) !== undefined;
}

function keyIndexLines(plans: readonly FieldPlan[], names: DeclNames): string[] {
  const byLength = new Map<number, { lit: string; index: number }[]>();
  plans.forEach((p, index) => {
    const same = byLength.get(p.matchBytes);
    if (same === undefined) byLength.set(p.matchBytes, [{ lit: p.matchLit, index }]);
    else same.push({ lit: p.matchLit, index });
  });
  const lines = [`${names.keyIndex} :: B.ByteString -> P.Int`, `${names.keyIndex} k' = case B.length k' of`];
  for (const [length, entries] of [...byLength.entries()].sort((a, b) => a[0] - b[0])) {
    const chain = entries.map((e) => `if k' P.== ${e.lit} then ${e.index} else `).join('');
    lines.push(`  ${length} -> ${chain}-1`);
  }
  lines.push('  _ -> -1');
  return lines;
}

/** The slot of a member while decoding: empty, then the value (`Presence` keeps `null` apart from absent). */
function slotCode(p: FieldPlan): { start: string; noDup: string; dec: string; filled: string } {
  if (p.member.presence.kind === 'optionalNullable') {
    return { start: 'R.Absent', noDup: 'R.noDupPresence', dec: `(R.decOptNullable ${p.codec.dec})`, filled: "v'" };
  }
  return { start: 'P.Nothing', noDup: 'R.noDup', dec: p.codec.dec, filled: "(P.Just v')" };
}

function memberCode(p: FieldPlan, i: number): MemberCode {
  const slot = slotCode(p);
  return { lines: [`${slot.noDup} k' ${slotName(i)}`, `v' <- R.atKey k' (${slot.dec} (d' P.+ 1))`], filled: slot.filled };
}

function unknownBranch(plan: RecordPlan, extra: Codec | null, extraPattern: string | null, slots: readonly string[]): string[] {
  const all = slots.join(' ');
  const head = ['        _ -> do'];
  switch (plan.unknownKeys.kind) {
    case 'skip':
      return [...head, `          u2' <- R.skipUnknown (d' P.+ 1) k' u'`, `          R.objNextKey P.>>= \\m2' -> loop' m2' (n' P.+ 1) ${all} u2'`];
    case 'reject':
      return ["        _ -> R.unknownKey k'"];
    case 'map':
      return [
        ...head,
        `          u2' <- ${extraPattern ?? 'R.extraMember'} ${(extra as Codec).dec} (d' P.+ 1) k' u'`,
        `          R.objNextKey P.>>= \\m2' -> loop' m2' (n' P.+ 1) ${all} u2'`,
      ];
    default:
      return assertNever(plan.unknownKeys);
  }
}

/** The end of the object: required members present, then the record (with the member count when the record has checks). */
function finishLines(plan: RecordPlan, plans: readonly FieldPlan[], names: DeclNames, layout: SlotLayout, hasExtra: boolean, dropping: boolean): string[] {
  const slots = plans.map((_, i) => slotName(i));
  const lines: string[] = layout.unpackAll().map((l) => `        ${l}`);
  const args = plans.map((p, i) => {
    if (p.member.presence.kind !== 'required') return slots[i] as string;
    lines.push(`        r'${i} <- P.maybe (R.missing ${haskellString(p.member.field.jsonName)}) P.pure ${slots[i] as string}`);
    return `r'${i}`;
  });
  const record = [names.type, ...args, ...(hasExtra ? [dropping ? "(P.fst u')" : "u'"] : [])].join(' ');
  lines.push(plan.checks.length === 0 ? `        P.pure (${record})` : `        P.pure (${record}, n')`);
  return ['      P.Nothing -> do', ...lines];
}

/**
 * The object loop; a record with checks (member counts) decodes the record with its member
 * count and runs the checks on the count, reported at the object.
 */
function decoderLines(plan: RecordPlan, plans: readonly FieldPlan[], names: DeclNames, extra: Codec | null, extraPattern: string | null, ctx: GenContext): string[] {
  const layout = slotLayout(plans.length);
  const slots = layout.params;
  const carries = plan.unknownKeys.kind !== 'reject';
  const rest = carries ? " u'" : '';
  const dropping = dropsOtherKeys(plan, ctx);
  const start = plan.unknownKeys.kind === 'skip' ? 'R.emptyUnknown' : dropping ? '(M.empty, R.emptyUnknown)' : 'M.empty';
  const members = layout.dispatch(plans.map(memberCode), rest);
  const counted = plans.length > 0 || carries || plan.checks.length > 0;
  const open = `R.objOpen d' P.>> R.objFirstKey P.>>= \\m' -> loop' m' (0 :: P.Int) ${[...layout.initial(plans.map((p) => slotCode(p).start)), ...(carries ? [start] : [])].join(' ')}`;
  const subject = { ...plainSubject, binder: "(_, v')", members: "v'" };
  const body = plan.checks.length === 0 ? open : `P.fmap P.fst (${checkedDecoder(plan.checks, `(\\_ -> ${open})`, subject, ctx)} d')`;
  return [
    `${names.decoder} :: P.Int -> R.P ${names.type}`,
    `${names.decoder} d' = ${body}`,
    '  where',
    `    loop' m' ${counted ? "!n'" : '_'} ${[...slots, ...(carries ? ["u'"] : [])].map((s) => `!${s}`).join(' ')} = case m' of`,
    ...finishLines(plan, plans, names, layout, extra !== null, dropping),
    "      P.Just k' -> case " + (plans.length === 0 ? '(-1 :: P.Int)' : `${names.keyIndex} k'`) + ' of',
    ...members.branches,
    ...unknownBranch(plan, extra, extraPattern, slots),
    ...members.helpers,
  ];
}

export function recordCode(decl: RecordDecl, names: DeclNames, ctx: GenContext): RecordCode {
  const plan = recordPlan(decl);
  const plans = plan.members.map((m) => planField(m, ctx));
  const extra = extraCodec(plan, ctx);
  const fields: FieldView[] = plans.map((p, i) => ({ selector: names.fields[i] as string, type: fieldType(p.member.presence, ctx), doc: docLines(p.member.field.doc, '^') }));
  if (extra !== null && names.extra !== null) fields.push({ selector: names.extra, type: extra.type, doc: ['-- ^ Members not declared by the schema, by key.'] });
  const vars = fields.map((_, i) => `f'${i}`);
  const pattern = `(${[names.type, ...vars].join(' ')})`;
  const sizeTerms = plans.map((p, i) => `${sizeCombinator[p.member.presence.kind]} ${p.keyBytes} ${p.codec.size} f'${i}`);
  const writes = plans.map((p, i) => `${writeCombinator[p.member.presence.kind]} ${p.keyLit} ${p.codec.write} f'${i}`);
  if (extra !== null) {
    sizeTerms.push(`R.sExtras ${extra.codec.size} f'${plans.length}`);
    writes.push(`R.wExtras ${extra.codec.write} f'${plans.length}`);
  }
  const wide = fields.length > wideRecordLimit;
  const sizeSignature = `${names.size} :: ${names.type} -> P.Int`;
  const writeSignature = `${names.write} :: ${names.type} -> F.Ptr W.Word8 -> P.IO (F.Ptr W.Word8)`;
  return {
    fields,
    deriving: wide ? null : 'P.Eq, P.Show',
    instances: wide ? wideInstances(names.type, fields.map((f) => f.selector)) : [],
    size: wide
      ? [sizeSignature, ...wideSize(names.type, names.size, sizeTerms)]
      : [sizeSignature, `${names.size} ${pattern} = R.objSize (${sizeTerms.length === 0 ? '0' : sizeTerms.join(' P.+ ')})`],
    write: wide
      ? [writeSignature, ...wideWrite(names.type, names.write, writes)]
      : [
          writeSignature,
          `${names.write} ${pattern} p' =`,
          `  ${[...writes.map((w, i) => (i === 0 ? `${w} p'` : w)), "R.objClose p'"].join('\n    P.>>= ')}${writes.length === 0 ? " p'" : ''}`,
        ],
    keyIndex: plans.length === 0 ? [] : keyIndexLines(plans, names),
    decoder: decoderLines(plan, plans, names, extra === null ? null : extra.codec, extraKeyPattern(plan, ctx), ctx),
  };
}
