import type { DeclId } from '../../ir/types.js';
import type { RecursionPlan } from '../../plan/recursion.js';

/**
 * Which declarations' codec methods are called through function variables. The Go compiler's
 * escape analysis handles mutually recursive functions as one batch, in time that grows much
 * faster than the batch; a schema with hundreds of mutually referring types then takes minutes
 * to compile. Calls into a large group of mutually referring types (`plan/recursion.ts`) go
 * through variables set in `init`, which the analysis does not follow, so each batch stays one
 * function.
 */
export const INDIRECT_GROUP_SIZE = 16;

/** Groups at least `INDIRECT_GROUP_SIZE` large are called indirectly (small recursive types keep direct calls). */
export function callsIndirectly(recursion: RecursionPlan, target: DeclId): boolean {
  return recursion.groupSize(target) >= INDIRECT_GROUP_SIZE;
}
