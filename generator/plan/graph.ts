import type { DeclId } from '../ir/types.js';

/**
 * Strongly connected components of a graph over declarations (Tarjan), as a map from each
 * node to the id of its component and the size of each component.
 */
export function components(nodes: readonly DeclId[], edges: ReadonlyMap<DeclId, readonly DeclId[]>): { of: Map<DeclId, number>; size: Map<number, number> } {
  const of = new Map<DeclId, number>();
  const size = new Map<number, number>();
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
    if (low.get(id) !== index.get(id)) return;
    const root = index.get(id) as number;
    for (;;) {
      const member = stack.pop() as DeclId;
      onStack.delete(member);
      of.set(member, root);
      size.set(root, (size.get(root) ?? 0) + 1);
      if (member === id) break;
    }
  };
  for (const node of nodes) if (!index.has(node)) visit(node);
  return { of, size };
}
