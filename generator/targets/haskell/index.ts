/** The Haskell target: records, sum types and `Maybe`, with codecs on GHC's boot packages only. */
import { ok, type Diagnostic } from '../../diagnostics.js';
import type { Model } from '../../ir/types.js';
import type { Renderer } from '../../render/renderer.js';
import type { Target, TargetOptions, TargetOutput } from '../target.js';
import { newClassCache } from '../../plan/regex/index.js';
import { createLiteralPool, type GenContext, type OptionalImport } from './context.js';
import { checkModuleName, nameModel } from './names.js';
import { runtimeFiles } from './runtime.js';
import { moduleView } from './view.js';

/** `Acme.Model` → `Acme/Model.hs`. */
export function moduleFile(moduleName: string): string {
  return `${moduleName.split('.').join('/')}.hs`;
}

export const haskellTarget = {
  name: 'haskell',
  defaultPackage: 'JsonGen.Model',
  checkPackage: checkModuleName,
  generate(model: Model, options: TargetOptions, renderer: Renderer) {
    const diagnostics: Diagnostic[] = [];
    const ctx: GenContext = { names: nameModel(model), pool: createLiteralPool(), imports: new Set<OptionalImport>(), diagnostics, classes: newClassCache() };
    const view = moduleView(model, options.package, ctx);
    const file = moduleFile(options.package);
    const runtime = runtimeFiles(renderer.runtime, options.package);
    diagnostics.push(...runtime.diagnostics);
    const output: TargetOutput = {
      files: [{ path: file, content: renderer.render('module.hs.hbs', view), role: 'code' }, ...(runtime.ok ? runtime.value : [])],
      manifest: model.decls.map((d) => ({
        id: d.id,
        name: ctx.names.get(d.id)?.type ?? '',
        file,
        root: model.roots.includes(d.id),
      })),
    };
    return ok(output, diagnostics);
  },
} as const satisfies Target;
