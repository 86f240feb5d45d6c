/**
 * Records: the data declaration's fields and the size / write / decode functions. The decoder
 * is one loop over the object's members carrying a slot per field, so members may come in any
 * order, duplicates are caught, and nothing is built but the record.
 */
import type { Field, RecordDecl } from '../../ir/types.js';
import { patternConstant } from './checks.js';
import { codecFor, type Codec } from './codec.js';
import type { GenContext } from './context.js';
import { docLines, haskellString } from './literals.js';
import { jsonString, utf8Bytes } from '../../wire/json-text.js';
import type { DeclNames } from './names.js';
import { slotLayout, slotName, type SlotLayout } from './slots.js';
import { parens, typeExpr } from './types.js';

/** How a field is held: in the record and, while decoding, in its slot. */
type Presence = 'required' | 'optional' | 'optionalNullable';

function presenceOf(f: Field): Presence {
  if (f.required) return 'required';
  return f.type.kind === 'nullable' ? 'optionalNullable' : 'optional';
}

export interface FieldView {
  readonly selector: string;
  readonly type: string;
  readonly doc: readonly string[];
}

export interface RecordCode {
  readonly fields: readonly FieldView[];
  readonly size: readonly string[];
  readonly write: readonly string[];
  readonly keyIndex: readonly string[];
  readonly decoder: readonly string[];
}

interface FieldPlan {
  readonly field: Field;
  readonly presence: Presence;
  readonly codec: Codec;
  /** `lit'N` holding `,"key":`. */
  readonly keyLit: string;
  readonly keyBytes: number;
  /** `lit'N` holding the key's UTF-8 bytes (to match while decoding). */
  readonly matchLit: string;
  readonly matchBytes: number;
}

function planField(f: Field, ctx: GenContext): FieldPlan {
  const presence = presenceOf(f);
  const valueType = presence === 'optionalNullable' && f.type.kind === 'nullable' ? f.type.inner : f.type;
  const key = utf8Bytes(`,${jsonString(f.jsonName)}:`);
  const match = utf8Bytes(f.jsonName);
  return {
    field: f,
    presence,
    codec: codecFor(valueType, ctx, f.origin),
    keyLit: ctx.pool.intern(key),
    keyBytes: key.length,
    matchLit: ctx.pool.intern(match),
    matchBytes: match.length,
  };
}

function fieldType(plan: FieldPlan, ctx: GenContext): string {
  const t = plan.field.type;
  switch (plan.presence) {
    case 'required':
      return parens(typeExpr(t, ctx));
    case 'optional':
      return `(P.Maybe ${parens(typeExpr(t, ctx))})`;
    case 'optionalNullable':
      return `(R.Presence ${parens(typeExpr(t.kind === 'nullable' ? t.inner : t, ctx))})`;
  }
}

const sizeCombinator = { required: 'R.sReq', optional: 'R.sOpt', optionalNullable: 'R.sPresence' } as const;
const writeCombinator = { required: 'R.wReq', optional: 'R.wOpt', optionalNullable: 'R.wPresence' } as const;

function extraCodec(decl: RecordDecl, ctx: GenContext): { type: string; codec: Codec } | null {
  const u = decl.unknownKeys;
  if (u.kind === 'map') {
    ctx.imports.add('map');
    ctx.imports.add('text');
    return { type: `(M.Map T.Text ${parens(typeExpr(u.values, ctx))})`, codec: codecFor(u.values, ctx, decl.origin) };
  }
  if (u.kind === 'keep') {
    ctx.imports.add('map');
    ctx.imports.add('text');
    return { type: '(M.Map T.Text R.RawJson)', codec: { size: 'R.sizeRaw', write: 'R.writeRaw', dec: 'R.decRaw' } };
  }
  return null;
}

function extraKeyPattern(decl: RecordDecl, ctx: GenContext): string | null {
  const u = decl.unknownKeys;
  return u.kind === 'map' && u.keyPattern !== undefined ? patternConstant(ctx, decl.origin, u.keyPattern) : null;
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

function slotStart(p: FieldPlan): string {
  return p.presence === 'optionalNullable' ? 'R.Absent' : 'P.Nothing';
}

function memberBranch(p: FieldPlan, i: number, layout: SlotLayout, rest: string): string[] {
  const dup = p.presence === 'optionalNullable' ? 'R.noDupPresence' : 'R.noDup';
  const dec = p.presence === 'optionalNullable' ? `(R.decOptNullable ${p.codec.dec})` : p.codec.dec;
  const wrapped = p.presence === 'optionalNullable' ? "v'" : "(P.Just v')";
  const next = layout.next(i, wrapped);
  return [
    `        ${i} -> do`,
    ...layout.unpack(i).map((l) => `          ${l}`),
    `          ${dup} k' ${slotName(i)}`,
    `          v' <- R.atKey k' (${dec} (d' P.+ 1))`,
    `          R.objNextKey P.>>= \\m2' -> loop' m2' (n' P.+ 1) ${next}${rest}`,
  ];
}

function unknownBranch(decl: RecordDecl, extra: Codec | null, extraPattern: string | null, slots: readonly string[]): string[] {
  const all = slots.join(' ');
  const head = ['        _ -> do'];
  switch (decl.unknownKeys.kind) {
    case 'skip':
      return [...head, `          u2' <- R.skipUnknown (d' P.+ 1) k' u'`, `          R.objNextKey P.>>= \\m2' -> loop' m2' (n' P.+ 1) ${all} u2'`];
    case 'reject':
      return ["        _ -> R.unknownKey k'"];
    case 'map':
    case 'keep':
      return [
        ...head,
        `          u2' <- ${extraPattern === null ? 'R.extraMember' : `R.extraMemberMatching ${extraPattern}`} ${(extra as Codec).dec} (d' P.+ 1) k' u'`,
        `          R.objNextKey P.>>= \\m2' -> loop' m2' (n' P.+ 1) ${all} u2'`,
      ];
  }
}

function finishLines(decl: RecordDecl, plans: readonly FieldPlan[], names: DeclNames, layout: SlotLayout, hasExtra: boolean): string[] {
  const slots = plans.map((_, i) => slotName(i));
  const lines: string[] = layout.unpackAll().map((l) => `        ${l}`);
  const args = plans.map((p, i) => {
    if (p.presence !== 'required') return slots[i] as string;
    lines.push(`        r'${i} <- P.maybe (R.missing ${haskellString(p.field.jsonName)}) P.pure ${slots[i] as string}`);
    return `r'${i}`;
  });
  if (decl.minProperties !== undefined || decl.maxProperties !== undefined) {
    lines.push(`        R.checkCount ${decl.minProperties ?? 0} (${decl.maxProperties ?? -1}) n'`);
  }
  const all = [...args, ...(hasExtra ? ["u'"] : [])];
  lines.push(`        P.pure (${[names.type, ...all].join(' ')})`);
  return ['      P.Nothing -> do', ...lines];
}

function decoderLines(decl: RecordDecl, plans: readonly FieldPlan[], names: DeclNames, extra: Codec | null, extraPattern: string | null): string[] {
  const layout = slotLayout(plans.length);
  const slots = layout.params;
  const carries = decl.unknownKeys.kind !== 'reject';
  const rest = carries ? " u'" : '';
  const start = decl.unknownKeys.kind === 'skip' ? 'R.emptyUnknown' : 'M.empty';
  const branches = plans.flatMap((p, i) => memberBranch(p, i, layout, rest));
  const counted = plans.length > 0 || carries || decl.minProperties !== undefined || decl.maxProperties !== undefined;
  return [
    `${names.decoder} :: P.Int -> R.P ${names.type}`,
    `${names.decoder} d' = R.objOpen d' P.>> R.objFirstKey P.>>= \\m' -> loop' m' (0 :: P.Int) ${[...layout.initial(plans.map(slotStart)), ...(carries ? [start] : [])].join(' ')}`,
    '  where',
    `    loop' m' ${counted ? "!n'" : '_'} ${[...slots, ...(carries ? ["u'"] : [])].map((s) => `!${s}`).join(' ')} = case m' of`,
    ...finishLines(decl, plans, names, layout, extra !== null),
    "      P.Just k' -> case " + (plans.length === 0 ? '(-1 :: P.Int)' : `${names.keyIndex} k'`) + ' of',
    ...branches,
    ...unknownBranch(decl, extra, extraPattern, slots),
  ];
}

export function recordCode(decl: RecordDecl, names: DeclNames, ctx: GenContext): RecordCode {
  const plans = decl.fields.map((f) => planField(f, ctx));
  const extra = extraCodec(decl, ctx);
  const fields: FieldView[] = plans.map((p, i) => ({ selector: names.fields[i] as string, type: fieldType(p, ctx), doc: docLines(p.field.doc, '^') }));
  if (extra !== null && names.extra !== null) fields.push({ selector: names.extra, type: extra.type, doc: ['-- ^ Members not declared by the schema, by key.'] });
  const vars = fields.map((_, i) => `f'${i}`);
  const pattern = `(${[names.type, ...vars].join(' ')})`;
  const sizeTerms = plans.map((p, i) => `${sizeCombinator[p.presence]} ${p.keyBytes} ${p.codec.size} f'${i}`);
  const writes = plans.map((p, i) => `${writeCombinator[p.presence]} ${p.keyLit} ${p.codec.write} f'${i}`);
  if (extra !== null) {
    sizeTerms.push(`R.sExtras ${extra.codec.size} f'${plans.length}`);
    writes.push(`R.wExtras ${extra.codec.write} f'${plans.length}`);
  }
  return {
    fields,
    size: [`${names.size} :: ${names.type} -> P.Int`, `${names.size} ${pattern} = R.objSize (${sizeTerms.length === 0 ? '0' : sizeTerms.join(' P.+ ')})`],
    write: [
      `${names.write} :: ${names.type} -> F.Ptr W.Word8 -> P.IO (F.Ptr W.Word8)`,
      `${names.write} ${pattern} p' =`,
      `  ${[...writes.map((w, i) => (i === 0 ? `${w} p'` : w)), "R.objClose p'"].join('\n    P.>>= ')}${writes.length === 0 ? " p'" : ''}`,
    ],
    keyIndex: plans.length === 0 ? [] : keyIndexLines(plans, names),
    decoder: decoderLines(decl, plans, names, extra === null ? null : extra.codec, extraKeyPattern(decl, ctx)),
  };
}
