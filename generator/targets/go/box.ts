import { assertNever, type Decl, type DeclId, type IrType, type Model } from '../../ir/types.js';

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

/** Tarjan's strongly connected components over the by-value reference graph. */
export function planBoxes(model: Model): BoxPlan {
  const edges = new Map<DeclId, DeclId[]>(model.decls.map((d) => [d.id, declValueRefs(d)]));
  const component = new Map<DeclId, number>();
  const index = new Map<DeclId, number>();
  const low = new Map<DeclId, number>();
  const stack: DeclId[] = [];
  const onStack = new Set<DeclId>();
  let counter = 0;
  const visit = (id: DeclId): void => {
    index.set(id, counter);
    low.set(id, counter);
    counter++;
    stack.push(id);
    onStack.add(id);
    for (const next of edges.get(id) ?? []) {
      if (!edges.has(next)) continue;
      if (!index.has(next)) {
        visit(next);
        low.set(id, Math.min(low.get(id) as number, low.get(next) as number));
      } else if (onStack.has(next)) {
        low.set(id, Math.min(low.get(id) as number, index.get(next) as number));
      }
    }
    if (low.get(id) === index.get(id)) {
      for (;;) {
        const member = stack.pop() as DeclId;
        onStack.delete(member);
        component.set(member, index.get(id) as number);
        if (member === id) break;
      }
    }
  };
  for (const decl of model.decls) if (!index.has(decl.id)) visit(decl.id);
  return {
    boxed: (owner, target) => component.get(owner) !== undefined && component.get(owner) === component.get(target),
  };
}
