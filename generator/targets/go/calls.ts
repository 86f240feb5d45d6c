import { assertNever, type Decl, type DeclId, type Model } from '../../ir/types.js';
import { components } from './scc.js';
import { typeRefs } from '../../ir/passes/traverse.js';

/**
 * Which declarations' codec methods are called through function variables. The Go compiler's
 * escape analysis handles mutually recursive functions as one batch, in time that grows much
 * faster than the batch; a schema with hundreds of mutually referring types then takes minutes
 * to compile. Calls into a large group of mutually referring types go through variables set in
 * `init`, which the analysis does not follow, so each batch stays one function.
 */
export interface CallPlan {
  readonly indirect: (target: DeclId) => boolean;
}

/** Groups at least this large are called indirectly (small recursive types keep direct calls). */
export const INDIRECT_GROUP_SIZE = 16;


function declRefs(decl: Decl): DeclId[] {
  switch (decl.kind) {
    case 'record': {
      const extra = decl.unknownKeys.kind === 'map' ? typeRefs(decl.unknownKeys.values) : [];
      return [...decl.fields.flatMap((f) => typeRefs(f.type)), ...extra];
    }
    case 'alias':
      return typeRefs(decl.type);
    case 'union':
      return decl.variants.flatMap((v) => typeRefs(v.type));
    case 'enum':
      return [];
    default:
      return assertNever(decl);
  }
}

export function planCalls(model: Model): CallPlan {
  const edges = new Map<DeclId, DeclId[]>(model.decls.map((d) => [d.id, declRefs(d)]));
  const { of, size } = components(model.decls.map((d) => d.id), edges);
  return { indirect: (target) => (size.get(of.get(target) ?? -1) ?? 0) >= INDIRECT_GROUP_SIZE };
}
