import type { AliasDecl, IrType } from '../../ir/types.js';
import { decodeOf, placeAtLocal, sizeOf, writeOf, type CodecContext, type Place } from './codec.js';
import { createLocal } from './symbols.js';
import { goType } from './types.js';

/** The size / write / decode method bodies of one named type. */
export interface Bodies {
  readonly size: readonly string[];
  readonly write: readonly string[];
  readonly decode: readonly string[];
}

/** The Go type an alias is defined as (a top-level reference is never a pointer). */
export function aliasGoType(decl: AliasDecl, ctx: CodecContext): string {
  return decl.type.kind === 'ref' ? ctx.typeName(decl.type.target) : goType(decl.type, ctx);
}

export function aliasBodies(decl: AliasDecl, ctx: CodecContext): Bodies {
  const inner: IrType = decl.type;
  const byValue = inner.kind !== 'ref';
  // Each body converts v to the aliased type as p when its code uses p.
  const body = (build: (place: Place) => string[]): string[] => {
    const p = createLocal('p');
    const lines = build(placeAtLocal(p));
    return [...p.declare(`\tp := (*${aliasGoType(decl, ctx)})(v)`), ...lines];
  };
  return {
    size: body((place) => [`\treturn ${sizeOf(inner, place, ctx, byValue)}`]),
    write: body((place) => [...writeOf(inner, place, ctx, byValue).map((l) => `\t${l}`), '\treturn dst']),
    decode: body((place) => [...decodeOf(inner, place, ctx, '', byValue).map((l) => `\t${l}`), '\treturn nil']),
  };
}
