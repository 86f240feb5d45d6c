import { fail, hasErrors, ok, type Result } from '../../diagnostics.js';
import type { Model } from '../../ir/types.js';
import type { Renderer } from '../../render/renderer.js';
import type { ManifestEntry, Target, TargetOptions, TargetOutput } from '../target.js';
import { checkGoPackage } from './names.js';
import { runtimeFiles } from './runtime.js';
import { buildPackageView } from './view.js';
import { namePackage } from './view-names.js';

/** The files generated from the input, by template; the runtime files (`jsongen_runtime*`) come from `runtime/go/src/`. */
export const goFiles = {
  types: 'jsongen_types.go',
  codec: 'jsongen_codec.go',
} as const;

function generate(model: Model, options: TargetOptions, renderer: Renderer): Result<TargetOutput> {
  const names = namePackage(model);
  const view = buildPackageView(model, options.package, names);
  if (hasErrors(view.diagnostics)) return fail(view.diagnostics);
  const runtime = runtimeFiles(renderer.runtime, options.package);
  if (!runtime.ok) return fail(runtime.diagnostics);
  const code = Object.values(goFiles).map((path) => ({ path, content: renderer.render(`${path}.hbs`, view), role: 'code' as const }));
  const files = [...code, ...runtime.value];
  const roots = new Set(model.roots);
  const manifest: ManifestEntry[] = model.decls.map((d) => ({
    id: d.id,
    name: names.typeName(d.id),
    file: goFiles.types,
    root: roots.has(d.id),
  }));
  return ok({ files, manifest }, view.diagnostics);
}

export const goTarget = {
  name: 'go',
  defaultPackage: 'model',
  checkPackage: checkGoPackage,
  generate,
} as const satisfies Target;
