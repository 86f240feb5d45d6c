/** Aliases that refer to themselves through other aliases only: Scala forbids such type aliases. */
import { assertNever, type Decl, type DeclId, type IrType, type Model } from '../../ir/types.js';

function refsOf(t: IrType): DeclId[] {
  switch (t.kind) {
    case 'bool':
    case 'int':
    case 'float':
    case 'string':
    case 'literal':
    case 'any':
      return [];
    case 'array':
      return refsOf(t.items);
    case 'tuple':
      return [...t.prefix.flatMap(refsOf), ...(t.rest === null ? [] : refsOf(t.rest))];
    case 'map':
      return refsOf(t.values);
    case 'nullable':
      return refsOf(t.inner);
    case 'ref':
      return [t.target];
    default:
      return assertNever(t);
  }
}

/** Ids of aliases on a cycle of alias-to-alias references; these become wrapper case classes. */
export function cyclicAliases(model: Model): ReadonlySet<DeclId> {
  const aliases = new Map<DeclId, Decl>(model.decls.filter((d) => d.kind === 'alias').map((d) => [d.id, d]));
  const next = (id: DeclId): DeclId[] => {
    const d = aliases.get(id);
    return d?.kind === 'alias' ? refsOf(d.type).filter((r) => aliases.has(r)) : [];
  };
  const cyclic = new Set<DeclId>();
  for (const start of aliases.keys()) {
    const seen = new Set<DeclId>();
    const stack = next(start);
    while (stack.length > 0) {
      const id = stack.pop() as DeclId;
      if (id === start) {
        cyclic.add(start);
        break;
      }
      if (seen.has(id)) continue;
      seen.add(id);
      stack.push(...next(id));
    }
  }
  return cyclic;
}
