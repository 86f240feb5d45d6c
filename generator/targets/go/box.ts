import { assertNever, type Decl, type DeclId, type IrType, type Model } from '../../ir/types.js';
import { components } from './scc.js';

/**
 * Which references must be pointers in Go. A struct cannot contain itself by value, so a
 * reference held by value (a field, a Null, a fixed-size array) to a declaration in the same
 * by-value cycle becomes `*T`. Slices, maps and union interfaces already break cycles.
 */
export interface BoxPlan {
  /** True when a by-value reference from `owner` to `target` must be a pointer. */
  boxed(owner: DeclId, target: DeclId): boolean;
}

/** The declarations a type holds by value (not through a slice, map or union). */
export function valueRefs(type: IrType): DeclId[] {
  switch (type.kind) {
    case 'bool':
    case 'int':
    case 'float':
    case 'string':
    case 'literal':
    case 'any':
    case 'array':
    case 'map':
      return [];
    case 'ref':
      return [type.target];
    case 'nullable':
      return valueRefs(type.inner);
    case 'tuple':
      return type.prefix.flatMap(valueRefs);
    default:
      return assertNever(type);
  }
}

function declValueRefs(decl: Decl): DeclId[] {
  switch (decl.kind) {
    case 'record':
      return decl.fields.flatMap((f) => valueRefs(f.type));
    case 'alias':
      return valueRefs(decl.type);
    case 'enum':
    case 'union':
      return [];
    default:
      return assertNever(decl);
  }
}

/** Boxes the by-value references inside by-value cycles. */
export function planBoxes(model: Model): BoxPlan {
  const edges = new Map<DeclId, DeclId[]>(model.decls.map((d) => [d.id, declValueRefs(d)]));
  const { of } = components(model.decls.map((d) => d.id), edges);
  return {
    boxed: (owner, target) => of.get(owner) !== undefined && of.get(owner) === of.get(target) && (owner !== target || (edges.get(owner) ?? []).includes(target)),
  };
}
