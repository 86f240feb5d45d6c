import { fail, hasErrors, ok, type Result } from '../../diagnostics.js';
import type { Model } from '../../ir/types.js';
import type { Renderer } from '../../render/renderer.js';
import type { ManifestEntry, Target, TargetOptions, TargetOutput } from '../target.js';
import { checkGoPackage } from './names.js';
import { buildPackageView } from './view.js';
import { namePackage } from './view-names.js';

/** The generated files of a package, by template. */
export const goFiles = {
  types: 'jsongen_types.go',
  codec: 'jsongen_codec.go',
  runtime: 'jsongen_runtime.go',
  runtimeAmd64: 'jsongen_runtime_amd64.go',
  runtimeAmd64Asm: 'jsongen_runtime_amd64.s',
  runtimeAmd64Sse2: 'jsongen_runtime_amd64_sse2.go',
  runtimeOther: 'jsongen_runtime_other.go',
} as const;

function generate(model: Model, options: TargetOptions, renderer: Renderer): Result<TargetOutput> {
  const names = namePackage(model);
  const view = buildPackageView(model, options.package, names);
  if (hasErrors(view.diagnostics)) return fail(view.diagnostics);
  const files = Object.entries(goFiles).map(([key, path]) => ({
    path,
    content: renderer.render(`${path}.hbs`, view),
    role: key === 'types' || key === 'codec' ? ('code' as const) : ('runtime' as const),
  }));
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
