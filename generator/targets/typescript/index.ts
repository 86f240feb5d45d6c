import { ok, type Result } from '../../diagnostics.js';
import type { ModelPlan } from '../../plan/model.js';
import type { NameTable, Target, TargetFiles, TargetOptions } from '../target.js';
import { checkPackage, nameTable } from './names.js';
import { typescriptRuntimeRule } from './runtime.js';
import { buildModuleView } from './view.js';

/** The file generated from the input; the runtime files (`jsongen_runtime*.ts`) come from `runtime/typescript/src/`. */
export const typescriptFiles = { module: 'index.ts' } as const;

function files(plan: ModelPlan, names: NameTable, options: TargetOptions): Result<TargetFiles> {
  const view = buildModuleView(plan, names, options.package);
  const placement = new Map(plan.model.decls.map((d) => [d.id, typescriptFiles.module]));
  return ok({ code: [{ path: typescriptFiles.module, template: 'index.ts.hbs', view }], placement });
}

export const typescriptTarget = {
  name: 'typescript',
  capabilities: { packageFlag: { flag: 'ts-module', what: 'TypeScript module name (documentation only)' }, defaultPackage: 'model', schemaPrograms: true },
  checkPackage,
  runtime: typescriptRuntimeRule,
  naming: (plan) => nameTable(plan.model),
  files,
} as const satisfies Target;
