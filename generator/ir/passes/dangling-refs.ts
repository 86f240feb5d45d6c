/** Pass: every reference (and every root) must name a declaration. */
import { error, fail, ok, type Diagnostic, type Result } from '../../diagnostics.js';
import type { IrType, Model } from '../types.js';
import { childTypes, declIndex, declTypes } from './traverse.js';

function refsIn(type: IrType): string[] {
  return type.kind === 'ref' ? [type.target] : childTypes(type).flatMap(refsIn);
}

export function checkDanglingRefs(model: Model): Result<Model> {
  const decls = declIndex(model);
  const diagnostics: Diagnostic[] = [];
  for (const decl of model.decls) {
    for (const { type, origin } of declTypes(decl)) {
      for (const target of refsIn(type)) {
        if (!decls.has(target)) diagnostics.push(error('E_REF_DANGLING', `reference to an unknown declaration ${target}`, origin.file, origin.pointer));
      }
    }
  }
  for (const root of model.roots) {
    if (!decls.has(root)) diagnostics.push(error('E_REF_DANGLING', `root ${root} is not a declaration`, root.split('#')[0] ?? root, ''));
  }
  return diagnostics.length === 0 ? ok(model) : fail(diagnostics);
}
