/**
 * The Go runtime: the files of `runtime/go/src/` (every one but the tests), copied into the
 * generated package with only their package clause changed.
 *
 * The rule: each `.go` file of the runtime holds exactly one line that is `package jsongenruntime`
 * (the placeholder, a valid Go package name so the runtime compiles and is tested on its own), and
 * that line becomes `package <name>`. Other files (the amd64 assembly) name no package and are
 * copied byte for byte.
 */
import { error, fail, ok, type Diagnostic, type Result } from '../../diagnostics.js';
import type { GeneratedFile } from '../target.js';

/** The package name the runtime sources declare. */
export const runtimePlaceholderPackage = 'jsongenruntime';

const PACKAGE_LINE = new RegExp(`^package ${runtimePlaceholderPackage}$`, 'gm');

function withPackage(path: string, source: string, pkg: string): Result<string> {
  if (!path.endsWith('.go')) return ok(source);
  const lines = source.match(PACKAGE_LINE)?.length ?? 0;
  if (lines !== 1) {
    const message = `the runtime file ${path} must hold exactly one line "package ${runtimePlaceholderPackage}", not ${lines}`;
    return fail([error('E_GO_RUNTIME', message, `runtime/go/src/${path}`, '')]);
  }
  return ok(source.replace(PACKAGE_LINE, `package ${pkg}`));
}

/** The runtime files of package `pkg`, in file name order. */
export function runtimeFiles(sources: ReadonlyMap<string, string>, pkg: string): Result<GeneratedFile[]> {
  const files: GeneratedFile[] = [];
  const problems: Diagnostic[] = [];
  for (const path of [...sources.keys()].sort()) {
    const content = withPackage(path, sources.get(path) as string, pkg);
    if (content.ok) files.push({ path, content: content.value, role: 'runtime' });
    else problems.push(...content.diagnostics);
  }
  if (problems.length > 0) return fail(problems);
  if (files.length === 0) return fail([error('E_GO_RUNTIME', 'no runtime sources found (runtime/go/src/)', 'runtime/go/src', '')]);
  return ok(files);
}
