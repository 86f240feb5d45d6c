/** The Scala 3 target: case classes, enums and companion-object codecs, standard library only. */
import { fail, hasErrors, ok, type Diagnostic, type Result } from '../../diagnostics.js';
import type { Model } from '../../ir/types.js';
import type { Renderer } from '../../render/renderer.js';
import type { GeneratedFile, ManifestEntry, Target, TargetOptions, TargetOutput } from '../target.js';
import { cyclicAliases } from './cycles.js';
import { boundTest, fixedBoundOf } from './bounds.js';
import { assignNames, checkPackage } from './names.js';
import { newPatternTable, patternsFile } from './patterns.js';
import { runtimeFiles } from './runtime.js';
import { declView } from './view.js';

function generate(model: Model, options: TargetOptions, renderer: Renderer): Result<TargetOutput> {
  const dir = options.package.split('.').join('/');
  const names = assignNames(model);
  const boxed = cyclicAliases(model);
  const isBounded = boundTest(model);
  const fixedBound = fixedBoundOf(model);
  const files: GeneratedFile[] = [];
  const manifest: ManifestEntry[] = [];
  const diagnostics: Diagnostic[] = [];
  const roots = new Set(model.roots);
  const patterns = newPatternTable();
  for (const decl of model.decls) {
    const { view, ctx } = declView(decl, names, options.package, boxed, isBounded, fixedBound, patterns);
    const path = `${dir}/${view.name}.scala`;
    files.push({ path, content: renderer.render('decl.scala.hbs', view), role: 'code' });
    manifest.push({ id: decl.id, name: view.name, file: path, root: roots.has(decl.id) });
    diagnostics.push(...ctx.diagnostics);
  }
  files.push(...patternsFile(patterns, renderer, options.package, dir));
  const runtime = runtimeFiles(renderer.runtime, options.package, dir);
  diagnostics.push(...runtime.diagnostics);
  if (runtime.ok) files.push(...runtime.value);
  return hasErrors(diagnostics) ? fail(diagnostics) : ok({ files, manifest }, diagnostics);
}

export const scalaTarget = {
  name: 'scala',
  defaultPackage: 'jsongen.model',
  checkPackage,
  generate,
} as const satisfies Target;
