/** Aliases that refer to themselves through other aliases only: Scala forbids such type aliases. */
import { type Decl, type DeclId, type Model } from '../../ir/types.js';
import { typeRefs } from '../../ir/passes/traverse.js';


/** Ids of aliases on a cycle of alias-to-alias references; these become wrapper case classes. */
export function cyclicAliases(model: Model): ReadonlySet<DeclId> {
  const aliases = new Map<DeclId, Decl>(model.decls.filter((d) => d.kind === 'alias').map((d) => [d.id, d]));
  const next = (id: DeclId): DeclId[] => {
    const d = aliases.get(id);
    return d?.kind === 'alias' ? typeRefs(d.type).filter((r) => aliases.has(r)) : [];
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
