/**
 * The Haskell runtime's copy rule (see `../runtime-copy.ts`): the modules of
 * `runtime/haskell/src/` are written as `JsonGenPackage.JsonGenRuntime` (the facade the generated
 * code imports) and `JsonGenPackage.JsonGenRuntime.*`, in the folder `JsonGenPackage/`. The copy
 * replaces the placeholder `JsonGenPackage` with the output's module name where it starts a module
 * name in a `module` or `import` line, and in the file's path; nothing else changes.
 */
import type { Result } from '../../diagnostics.js';
import { copyRuntime, type Placed, type RuntimeRule } from '../runtime-copy.js';
import type { GeneratedFile } from '../target.js';

/** The module-name prefix of the runtime sources: a valid module name that no output uses. */
export const runtimePlaceholder = 'JsonGenPackage';

const moduleReference = new RegExp(`^((?:module|import)\\s+(?:qualified\\s+)?)${runtimePlaceholder}(?=\\.)`, 'gm');

/** One runtime source with its module name set to `moduleName` (e.g. `Acme.Model`). */
export function runtimeModuleText(source: string, moduleName: string): string {
  return source.replace(moduleReference, `$1${moduleName}`);
}

function place(path: string, source: string, moduleName: string): Placed | null {
  const prefix = `${runtimePlaceholder}/`;
  if (!path.startsWith(prefix) || !path.endsWith('.hs')) return null;
  return { path: `${moduleName.split('.').join('/')}/${path.slice(prefix.length)}`, content: runtimeModuleText(source, moduleName) };
}

export const haskellRuntimeRule: RuntimeRule = { lang: 'haskell', place };

/** The runtime files for `moduleName`: every `.hs` source under the placeholder's folder. */
export function runtimeFiles(sources: ReadonlyMap<string, string>, moduleName: string): Result<GeneratedFile[]> {
  return copyRuntime(sources, moduleName, haskellRuntimeRule);
}
