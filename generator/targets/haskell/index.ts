/** The Haskell target: records, sum types and `Maybe`, with codecs on GHC's boot packages only. */
import { ok, type Diagnostic } from '../../diagnostics.js';
import type { Target } from '../target.js';
import { newClassCache } from '../../plan/regex/index.js';
import { createLiteralPool, type GenContext, type OptionalImport } from './context.js';
import { checkModuleName, modelNames, nameTable } from './names.js';
import { haskellRuntimeRule } from './runtime.js';
import { moduleView } from './view.js';

/** `Acme.Model` → `Acme/Model.hs`. */
export function moduleFile(moduleName: string): string {
  return `${moduleName.split('.').join('/')}.hs`;
}

export const haskellTarget = {
  name: 'haskell',
  capabilities: { packageFlag: { flag: 'haskell-module', what: 'Haskell module prefix' }, defaultPackage: 'JsonGen.Model', schemaPrograms: true },
  checkPackage: checkModuleName,
  runtime: haskellRuntimeRule,
  naming: (plan) => nameTable(plan.model),
  files(plan, names, options) {
    const diagnostics: Diagnostic[] = [];
    const ctx: GenContext = { plan, names: modelNames(plan.model, names), pool: createLiteralPool(), imports: new Set<OptionalImport>(), diagnostics, classes: newClassCache() };
    const view = moduleView(plan.model, options.package, ctx);
    const file = moduleFile(options.package);
    return ok({ code: [{ path: file, template: 'module.hs.hbs', view }], placement: new Map(plan.model.decls.map((d) => [d.id, file])) }, diagnostics);
  },
} as const satisfies Target;
