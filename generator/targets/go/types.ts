import { assertNever, type Decl, type DeclId, type IrType, type TupleType } from '../../ir/types.js';
import type { RecursionPlan } from '../../plan/recursion.js';

/** What type expressions need to know about the package. */
export interface TypeContext {
  /** The Go name of a declaration. */
  readonly typeName: (id: DeclId) => string;
  readonly decl: (id: DeclId) => Decl;
  readonly recursion: Pick<RecursionPlan, 'inlineCycle'>;
  /** The declaration whose code is being generated (decides pointer boxing). */
  readonly owner: DeclId;
  /** The Go name of the struct generated for a heterogeneous tuple. */
  readonly tupleName: (type: TupleType) => string;
}

/** A tuple that is a Go array: every element of one type, all required, nothing after. */
export function isArrayTuple(type: TupleType): boolean {
  const first = type.prefix[0];
  return (
    first !== undefined &&
    type.rest === null &&
    type.minItems === type.prefix.length &&
    type.prefix.every((t) => JSON.stringify(t) === JSON.stringify(first))
  );
}

/**
 * True when a reference must be a pointer: held by value (not inside a slice or map) and closing
 * a cycle of inline holding (`plan/recursion.ts`); a struct cannot contain itself by value.
 */
export function isBoxedRef(type: IrType, ctx: TypeContext, byValue: boolean): boolean {
  return byValue && type.kind === 'ref' && ctx.recursion.inlineCycle(ctx.owner, type.target);
}

/** The Go type expression of an IR type; `byValue` is false inside slices and maps. */
export function goType(type: IrType, ctx: TypeContext, byValue = true): string {
  switch (type.kind) {
    case 'bool':
      return 'bool';
    case 'int':
      return type.repr === 'big' ? 'BigInt' : 'int64';
    case 'float':
      return 'float64';
    case 'string':
      return 'string';
    case 'literal':
      return 'Literal';
    case 'any':
      return 'RawJSON';
    case 'array':
      return `[]${goType(type.items, ctx, false)}`;
    case 'map':
      return `map[string]${goType(type.values, ctx, false)}`;
    case 'tuple':
      return isArrayTuple(type) ? `[${type.prefix.length}]${goType(type.prefix[0] as IrType, ctx, byValue)}` : ctx.tupleName(type);
    case 'nullable':
      return `Null[${goType(type.inner, ctx, byValue)}]`;
    case 'ref':
      return isBoxedRef(type, ctx, byValue) ? `*${ctx.typeName(type.target)}` : ctx.typeName(type.target);
    default:
      return assertNever(type);
  }
}
