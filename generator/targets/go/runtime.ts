/**
 * The Go runtime's copy rule (see `../runtime-copy.ts`): each `.go` file of `runtime/go/src/`
 * holds exactly one line `package jsongenruntime` (the placeholder, a valid Go package name so
 * the runtime compiles and is tested on its own), and that line becomes `package <name>`. Other
 * files (the amd64 assembly) name no package and are copied byte for byte.
 */
import type { Result } from '../../diagnostics.js';
import { copyRuntime, type Placed, type RuntimeRule } from '../runtime-copy.js';
import type { GeneratedFile } from '../target.js';

/** The package name the runtime sources declare. */
export const runtimePlaceholderPackage = 'jsongenruntime';

const PACKAGE_LINE = new RegExp(`^package ${runtimePlaceholderPackage}$`, 'gm');

function place(path: string, source: string, pkg: string): Placed {
  if (!path.endsWith('.go')) return { path, content: source };
  const lines = source.match(PACKAGE_LINE)?.length ?? 0;
  if (lines !== 1) return { problem: `must hold exactly one line "package ${runtimePlaceholderPackage}", not ${lines}` };
  return { path, content: source.replace(PACKAGE_LINE, `package ${pkg}`) };
}

export const goRuntimeRule: RuntimeRule = { lang: 'go', place };

/** The runtime files of package `pkg`, in file name order. */
export function runtimeFiles(sources: ReadonlyMap<string, string>, pkg: string): Result<GeneratedFile[]> {
  return copyRuntime(sources, pkg, goRuntimeRule);
}
