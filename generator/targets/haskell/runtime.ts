/**
 * The Haskell runtime: the modules of `runtime/haskell/src/`, copied into the output with the
 * module name set. The sources are written as `JsonGenPackage.JsonGenRuntime` (the facade the
 * generated code imports) and `JsonGenPackage.JsonGenRuntime.*`, in the folder `JsonGenPackage/`.
 * The copy replaces the placeholder `JsonGenPackage` with the output's module name where it starts
 * a module name in a `module` or `import` line, and in the file's path; nothing else changes.
 */
import { error, type Diagnostic } from '../../diagnostics.js';
import type { GeneratedFile } from '../target.js';

/** The module-name prefix of the runtime sources: a valid module name that no output uses. */
export const runtimePlaceholder = 'JsonGenPackage';

const moduleReference = new RegExp(`^((?:module|import)\\s+(?:qualified\\s+)?)${runtimePlaceholder}(?=\\.)`, 'gm');

/** One runtime source with its module name set to `moduleName` (e.g. `Acme.Model`). */
export function runtimeModuleText(source: string, moduleName: string): string {
  return source.replace(moduleReference, `$1${moduleName}`);
}

/** The runtime files for `moduleName`: every `.hs` source under the placeholder's folder. */
export function runtimeFiles(sources: ReadonlyMap<string, string>, moduleName: string): { files: GeneratedFile[]; diagnostics: Diagnostic[] } {
  const prefix = `${runtimePlaceholder}/`;
  const dir = moduleName.split('.').join('/');
  const files = [...sources]
    .filter(([path]) => path.startsWith(prefix) && path.endsWith('.hs'))
    .map(([path, source]): GeneratedFile => ({ path: `${dir}/${path.slice(prefix.length)}`, content: runtimeModuleText(source, moduleName), role: 'runtime' }));
  const diagnostics = files.length > 0 ? [] : [error('E_HASKELL_RUNTIME_MISSING', `no Haskell runtime sources under runtime/haskell/src/${prefix}`, '', '')];
  return { files, diagnostics };
}
