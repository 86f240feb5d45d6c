/** IR type → Haskell type expression. */
import { assertNever, type IrType } from '../../ir/types.js';
import type { GenContext } from './context.js';

export interface TypeExpr {
  readonly text: string;
  /** Usable as an argument without parentheses. */
  readonly atomic: boolean;
}

const atom = (text: string): TypeExpr => ({ text, atomic: true });
const applied = (text: string): TypeExpr => ({ text, atomic: false });

/** `x` parenthesized when it is not atomic. */
export function parens(t: TypeExpr): string {
  return t.atomic ? t.text : `(${t.text})`;
}

/**
 * The components of a tuple type as Haskell sees them: required prefix elements, `Maybe` for
 * optional ones, a list for the rest.
 */
export function tupleComponents(t: IrType & { kind: 'tuple' }, ctx: GenContext): TypeExpr[] {
  const prefix = t.prefix.map((p, i) => (i < t.minItems ? typeExpr(p, ctx) : applied(`P.Maybe ${parens(typeExpr(p, ctx))}`)));
  return t.rest === null ? prefix : [...prefix, atom(`[${typeExpr(t.rest, ctx).text}]`)];
}

export function typeExpr(t: IrType, ctx: GenContext): TypeExpr {
  switch (t.kind) {
    case 'bool':
      return atom('P.Bool');
    case 'int':
      if (t.repr === 'big') return atom('P.Integer');
      ctx.imports.add('int');
      return atom('I.Int64');
    case 'float':
      return atom('P.Double');
    case 'string':
      ctx.imports.add('text');
      return atom('T.Text');
    case 'literal':
      return atom('()');
    case 'array':
      return atom(`[${typeExpr(t.items, ctx).text}]`);
    case 'tuple': {
      const parts = tupleComponents(t, ctx);
      if (parts.length === 0) return atom('()');
      if (parts.length === 1) return parts[0] as TypeExpr;
      return atom(`(${parts.map((p) => p.text).join(', ')})`);
    }
    case 'map':
      ctx.imports.add('map');
      ctx.imports.add('text');
      return applied(`M.Map T.Text ${parens(typeExpr(t.values, ctx))}`);
    case 'ref': {
      const names = ctx.names.get(t.target);
      if (names === undefined) throw new Error(`reference to an unknown declaration ${t.target}`);
      return atom(names.type);
    }
    case 'any':
      return atom('R.RawJson');
    case 'nullable':
      return applied(`P.Maybe ${parens(typeExpr(t.inner, ctx))}`);
    default:
      return assertNever(t);
  }
}
