/**
 * The plan of a whole model: the decisions every target renders, made once. Targets receive it
 * (with their names) and never re-read the IR to decide what the plan already says.
 */
import { fail, hasErrors, ok, type Diagnostic, type Result } from '../diagnostics.js';
import type { DeclId, EnumDecl, Model, UnionDecl } from '../ir/types.js';
import { enumPlan, enumProblems, type EnumPlan } from './enum.js';
import { recursionPlan, type RecursionPlan } from './recursion.js';
import { unionPlan, type UnionPlan } from './union.js';

export interface ModelPlan {
  readonly model: Model;
  /** Every union's dispatch, by declaration. */
  readonly unions: ReadonlyMap<DeclId, UnionPlan>;
  /** Every enum's representation and members, by declaration. */
  readonly enums: ReadonlyMap<DeclId, EnumPlan>;
  readonly recursion: RecursionPlan;
}

export function planModel(model: Model): Result<ModelPlan> {
  const decls = new Map(model.decls.map((d) => [d.id, d]));
  const unions = new Map<DeclId, UnionPlan>();
  const diagnostics: Diagnostic[] = [];
  const enums = new Map<DeclId, EnumPlan>();
  for (const decl of model.decls) {
    if (decl.kind === 'enum') {
      const e = enumPlan(decl);
      enums.set(decl.id, e);
      diagnostics.push(...enumProblems(e));
    }
    if (decl.kind !== 'union') continue;
    const u = unionPlan(decl, decls);
    unions.set(decl.id, u.plan);
    diagnostics.push(...u.diagnostics);
  }
  const plan: ModelPlan = { model, unions, enums, recursion: recursionPlan(model) };
  return hasErrors(diagnostics) ? fail(diagnostics) : ok(plan, diagnostics);
}

/** The union plan of one of the model's unions (every union is planned by `planModel`). */
export function unionOf(plan: ModelPlan, decl: UnionDecl): UnionPlan {
  return plan.unions.get(decl.id) ?? unionPlan(decl, new Map()).plan;
}

/** The enum plan of one of the model's enums. */
export function enumOf(plan: ModelPlan, decl: EnumDecl): EnumPlan {
  return plan.enums.get(decl.id) ?? enumPlan(decl);
}
