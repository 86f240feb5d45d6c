/** The Scala 3 target: case classes, enums and companion-object codecs, standard library only. */
import { fail, hasErrors, ok, type Diagnostic, type Result } from '../../diagnostics.js';
import type { DeclId } from '../../ir/types.js';
import type { ModelPlan } from '../../plan/model.js';
import type { FileSpec, NameTable, Target, TargetFiles, TargetOptions } from '../target.js';
import { boundTest, fixedBoundOf } from './bounds.js';
import { checkPackage, nameTable, scalaNames } from './names.js';
import { newPatternTable, patternsFile } from './patterns.js';
import { packageDir, scalaRuntimeRule } from './runtime.js';
import { declView } from './view.js';

function files(plan: ModelPlan, table: NameTable, options: TargetOptions): Result<TargetFiles> {
  const model = plan.model;
  const dir = packageDir(options.package);
  const names = scalaNames(table);
  const isBounded = boundTest(model);
  const fixedBound = fixedBoundOf(model);
  const code: FileSpec[] = [];
  const placement = new Map<DeclId, string>();
  const diagnostics: Diagnostic[] = [];
  const patterns = newPatternTable();
  for (const decl of model.decls) {
    const { view, ctx } = declView(decl, names, options.package, plan, isBounded, fixedBound, patterns);
    const path = `${dir}/${view.name}.scala`;
    code.push({ path, template: 'decl.scala.hbs', view });
    placement.set(decl.id, path);
    diagnostics.push(...ctx.diagnostics);
  }
  code.push(...patternsFile(patterns, options.package, dir));
  return hasErrors(diagnostics) ? fail(diagnostics) : ok({ code, placement }, diagnostics);
}

export const scalaTarget = {
  name: 'scala',
  capabilities: { packageFlag: { flag: 'scala-package', what: 'Scala package' }, defaultPackage: 'jsongen.model', schemaPrograms: true },
  checkPackage,
  runtime: scalaRuntimeRule,
  naming: (plan) => nameTable(plan.model),
  files,
} as const satisfies Target;
