/** Enums (a constructor per value) and aliases (a type synonym, or a newtype when recursive). */
import { assertNever, type AliasDecl, type EnumDecl } from '../../ir/types.js';
import type { EnumMemberPlan, EnumRepr } from '../../plan/enum.js';
import { enumOf } from '../../plan/model.js';
import { codecFor } from './codec.js';
import type { GenContext } from './context.js';
import { docLines, haskellString } from './literals.js';
import { utf8Bytes } from '../../wire/json-text.js';
import type { DeclNames } from './names.js';
import { typeExpr } from './types.js';

/** A constructor of an enum's type, with its Haddock lines (`-- ^`, after it). */
export interface EnumConstructor {
  readonly text: string;
  readonly doc: readonly string[];
}

export interface EnumCode {
  readonly constructors: readonly EnumConstructor[];
  /** Derived classes: an open enum's unknown constructor holds a value, so it has no `Enum` or `Bounded`. */
  readonly deriving: string;
  readonly size: readonly string[];
  readonly write: readonly string[];
  readonly decoder: readonly string[];
}

interface KindCode {
  readonly type: string;
  readonly size: string;
  readonly write: string;
  readonly dec: string;
}

/** The representation's type and runtime functions; `ctx` gets the type's import when `typed` (an open enum's unknown constructor names it). */
function kindCode(repr: EnumRepr, ctx: GenContext, typed: boolean): KindCode {
  switch (repr) {
    case 'string':
      if (typed) ctx.imports.add('text');
      return { type: 'T.Text', size: 'R.sizeText', write: 'R.writeText', dec: 'R.decText' };
    case 'int64':
      if (typed) ctx.imports.add('int');
      return { type: 'I.Int64', size: 'R.sizeInt64', write: 'R.writeInt64', dec: 'R.decInt64' };
    case 'double':
      return { type: 'P.Double', size: 'R.sizeDouble', write: 'R.writeDouble', dec: 'R.decDouble' };
    case 'boolean':
      return { type: 'P.Bool', size: 'R.sizeBool', write: 'R.writeBool', dec: 'R.decBool' };
    default:
      return assertNever(repr);
  }
}

/** A member's value as a Haskell expression of the representation's type. */
function memberValue(m: EnumMemberPlan): string {
  switch (m.value.kind) {
    case 'string':
      return haskellString(m.value.value);
    case 'boolean':
      return m.value.value ? 'P.True' : 'P.False';
    case 'number':
      return m.json.startsWith('-') ? `(${m.json})` : m.json;
    default:
      return assertNever(m.value);
  }
}

export function enumCode(decl: EnumDecl, names: DeclNames, ctx: GenContext): EnumCode {
  const plan = enumOf(ctx.plan, decl);
  const all = names.constructors;
  const cs = all.slice(0, plan.members.length);
  const unknown = plan.open ? (all[plan.members.length] ?? 'Unknown') : null;
  const kind = kindCode(plan.repr, ctx, unknown !== null);
  const written = plan.members.map((m) => utf8Bytes(m.json));
  const expected = haskellString(plan.expected);
  const matches = (v: string, fallback: string): string =>
    `${plan.members.map((m, i) => `if ${v} P.== ${memberValue(m)} then P.Just ${cs[i] as string} else `).join('')}${fallback}`;
  const decoder =
    plan.repr === 'string' && unknown === null
      ? `R.decEnum ${expected} (\\b' -> ${plan.members.map((m, i) => `if b' P.== ${ctx.pool.intern(utf8Bytes(m.value.kind === 'string' ? m.value.value : m.json))} then P.Just ${cs[i] as string} else `).join('')}P.Nothing)`
      : `R.decMapped (\\x' -> ${matches("x'", unknown === null ? 'P.Nothing' : `P.Just (${unknown} x')`)}) ${expected} ${kind.dec}`;
  return {
    constructors: [
      ...cs.map((c, i) => ({ text: c, doc: docLines(plan.members[i]?.doc, '^') })),
      ...(unknown === null ? [] : [{ text: `${unknown} ${kind.type}`, doc: ['-- ^ A value no member names, kept as it came.'] }]),
    ],
    deriving: unknown === null ? 'P.Eq, P.Ord, P.Show, P.Enum, P.Bounded' : 'P.Eq, P.Ord, P.Show',
    size: [
      `${names.size} :: ${names.type} -> P.Int`,
      `${names.size} v' = case v' of`,
      ...cs.map((c, i) => `  ${c} -> ${(written[i] as Uint8Array).length}`),
      ...(unknown === null ? [] : [`  ${unknown} x' -> ${kind.size} x'`]),
    ],
    write: [
      `${names.write} :: ${names.type} -> F.Ptr W.Word8 -> P.IO (F.Ptr W.Word8)`,
      `${names.write} v' = case v' of`,
      ...cs.map((c, i) => `  ${c} -> R.writeBS ${ctx.pool.intern(written[i] as Uint8Array)}`),
      ...(unknown === null ? [] : [`  ${unknown} x' -> ${kind.write} x'`]),
    ],
    decoder: [`${names.decoder} :: P.Int -> R.P ${names.type}`, `${names.decoder} = ${decoder}`],
  };
}

/** The alias's declaration: `type T = X`, or `newtype T = T X` when it reaches itself. */
export interface AliasDeclaration {
  readonly type: string;
  readonly target: string;
}

export interface AliasCode {
  readonly synonym: AliasDeclaration | null;
  readonly newtype: AliasDeclaration | null;
  readonly size: readonly string[];
  readonly write: readonly string[];
  readonly decoder: readonly string[];
}

export function aliasCode(decl: AliasDecl, names: DeclNames, ctx: GenContext, recursive: boolean): AliasCode {
  const codec = codecFor(decl.type, ctx, decl.origin, 1);
  const t = names.type;
  const sigs = {
    size: `${names.size} :: ${t} -> P.Int`,
    write: `${names.write} :: ${t} -> F.Ptr W.Word8 -> P.IO (F.Ptr W.Word8)`,
    decoder: `${names.decoder} :: P.Int -> R.P ${t}`,
  };
  const target = typeExpr(decl.type, ctx);
  if (!recursive) {
    return {
      synonym: { type: t, target: target.text },
      newtype: null,
      size: [sigs.size, `${names.size} = ${codec.size}`],
      write: [sigs.write, `${names.write} = ${codec.write}`],
      decoder: [sigs.decoder, `${names.decoder} = ${codec.dec}`],
    };
  }
  return {
    synonym: null,
    newtype: { type: t, target: target.atomic ? target.text : `(${target.text})` },
    size: [sigs.size, `${names.size} (${t} x') = ${codec.size} x'`],
    write: [sigs.write, `${names.write} (${t} x') = ${codec.write} x'`],
    decoder: [sigs.decoder, `${names.decoder} d' = P.fmap ${t} (${codec.dec} d')`],
  };
}
