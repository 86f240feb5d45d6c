import { fail, hasErrors, ok, type Result } from '../../diagnostics.js';
import type { ModelPlan } from '../../plan/model.js';
import type { FileSpec, NameTable, Target, TargetFiles, TargetOptions } from '../target.js';
import { goRuntimeRule } from './runtime.js';
import { buildPackageView } from './view.js';
import { checkGoPackage, nameTable, packageNames } from './names.js';

/** The files generated from the input, by template; the runtime files (`jsongen_runtime*`) come from `runtime/go/src/`. */
export const goFiles = {
  types: 'jsongen_types.go',
  codec: 'jsongen_codec.go',
} as const;

function files(plan: ModelPlan, names: NameTable, options: TargetOptions): Result<TargetFiles> {
  const view = buildPackageView(plan, options.package, packageNames(plan.model, names));
  if (hasErrors(view.diagnostics)) return fail(view.diagnostics);
  const code: FileSpec[] = Object.values(goFiles).map((path) => ({ path, template: `${path}.hbs`, view }));
  const placement = new Map(plan.model.decls.map((d) => [d.id, goFiles.types]));
  return ok({ code, placement }, view.diagnostics);
}

export const goTarget = {
  name: 'go',
  capabilities: { packageFlag: { flag: 'go-package', what: 'Go package name' }, defaultPackage: 'model', schemaPrograms: true },
  checkPackage: checkGoPackage,
  runtime: goRuntimeRule,
  naming: (plan) => nameTable(plan.model),
  files,
} as const satisfies Target;
