/** Enums (a constructor per value) and aliases (a type synonym, or a newtype when recursive). */
import { enumStrings } from '../../ir/literal.js';
import type { AliasDecl, EnumDecl } from '../../ir/types.js';
import { codecFor } from './codec.js';
import type { GenContext } from './context.js';
import { haskellString } from './literals.js';
import { jsonString, utf8Bytes } from '../../wire/json-text.js';
import type { DeclNames } from './names.js';
import { typeExpr } from './types.js';

export interface EnumCode {
  readonly constructors: readonly string[];
  readonly size: readonly string[];
  readonly write: readonly string[];
  readonly decoder: readonly string[];
}

export function enumCode(decl: EnumDecl, names: DeclNames, ctx: GenContext): EnumCode {
  const cs = names.constructors;
  const values = enumStrings(decl);
  const written = values.map((v) => utf8Bytes(jsonString(v)));
  const chain = values.map((v, i) => `if b' P.== ${ctx.pool.intern(utf8Bytes(v))} then P.Just ${cs[i] as string} else `).join('');
  const expected = `one of ${values.map(jsonString).join(', ')}`;
  return {
    constructors: cs,
    size: [
      `${names.size} :: ${names.type} -> P.Int`,
      `${names.size} v' = case v' of`,
      ...cs.map((c, i) => `  ${c} -> ${(written[i] as Uint8Array).length}`),
    ],
    write: [
      `${names.write} :: ${names.type} -> F.Ptr W.Word8 -> P.IO (F.Ptr W.Word8)`,
      `${names.write} v' = case v' of`,
      ...cs.map((c, i) => `  ${c} -> R.writeBS ${ctx.pool.intern(written[i] as Uint8Array)}`),
    ],
    decoder: [
      `${names.decoder} :: P.Int -> R.P ${names.type}`,
      `${names.decoder} = R.decEnum ${haskellString(expected)} (\\b' -> ${chain}P.Nothing)`,
    ],
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
