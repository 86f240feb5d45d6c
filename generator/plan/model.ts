/**
 * The plan of a whole model: the decisions every target renders, made once. Targets receive it
 * (with their names) and never re-read the IR to decide what the plan already says.
 */
import { fail, hasErrors, ok, type Diagnostic, type Result } from '../diagnostics.js';
import type { DeclId, Model, UnionDecl } from '../ir/types.js';
import { recursionPlan, type RecursionPlan } from './recursion.js';
import { unionPlan, type UnionPlan } from './union.js';

export interface ModelPlan {
  readonly model: Model;
  /** Every union's dispatch, by declaration. */
  readonly unions: ReadonlyMap<DeclId, UnionPlan>;
  readonly recursion: RecursionPlan;
}

export function planModel(model: Model): Result<ModelPlan> {
  const decls = new Map(model.decls.map((d) => [d.id, d]));
  const unions = new Map<DeclId, UnionPlan>();
  const diagnostics: Diagnostic[] = [];
  for (const decl of model.decls) {
    if (decl.kind !== 'union') continue;
    const u = unionPlan(decl, decls);
    unions.set(decl.id, u.plan);
    diagnostics.push(...u.diagnostics);
  }
  const plan: ModelPlan = { model, unions, recursion: recursionPlan(model) };
  return hasErrors(diagnostics) ? fail(diagnostics) : ok(plan, diagnostics);
}

/** The union plan of one of the model's unions (every union is planned by `planModel`). */
export function unionOf(plan: ModelPlan, decl: UnionDecl): UnionPlan {
  return plan.unions.get(decl.id) ?? unionPlan(decl, new Map()).plan;
}
