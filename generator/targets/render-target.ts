/**
 * The core's side of the target contract: plan once, then per target name, build the file
 * views, render them and copy the runtime. Targets never render or copy themselves.
 */
import { fail, hasErrors, ok, type Diagnostic, type Result } from '../diagnostics.js';
import type { Model } from '../ir/types.js';
import { planModel, type ModelPlan } from '../plan/model.js';
import type { Renderer } from '../render/renderer.js';
import { copyRuntime } from './runtime-copy.js';
import type { GeneratedFile, ManifestEntry, Target, TargetOptions, TargetOutput } from './target.js';

/** One target's output for a planned model. */
export function renderTarget(target: Target, plan: ModelPlan, options: TargetOptions, renderer: Renderer): Result<TargetOutput> {
  const names = target.naming(plan);
  const views = target.files(plan, names, options);
  const diagnostics: Diagnostic[] = [...views.diagnostics];
  if (!views.ok) return fail(diagnostics);
  const code: GeneratedFile[] = views.value.code.map((f) => ({ path: f.path, content: renderer.render(f.template, f.view), role: 'code' }));
  const runtime = copyRuntime(renderer.runtime, options.package, target.runtime);
  diagnostics.push(...runtime.diagnostics);
  if (!runtime.ok || hasErrors(diagnostics)) return fail(diagnostics);
  const roots = new Set(plan.model.roots);
  const manifest: ManifestEntry[] = plan.model.decls.map((d) => ({
    id: d.id,
    name: names.get(d.id)?.type ?? '',
    file: views.value.placement.get(d.id) ?? '',
    root: roots.has(d.id),
  }));
  return ok({ files: [...code, ...runtime.value], manifest }, diagnostics);
}

/** Plans `model` and renders one target (for callers holding a single model and target). */
export function generateTarget(target: Target, model: Model, options: TargetOptions, renderer: Renderer): Result<TargetOutput> {
  const plan = planModel(model);
  if (!plan.ok) return fail(plan.diagnostics);
  const out = renderTarget(target, plan.value, options, renderer);
  return out.ok ? ok(out.value, [...plan.diagnostics, ...out.diagnostics]) : fail([...plan.diagnostics, ...out.diagnostics]);
}
