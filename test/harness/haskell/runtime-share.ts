/**
 * Every case carries its own copy of the support module (`<Case>.JsonGenRuntime`), identical
 * but for the module name. Compiling dozens of copies dominated the build, so the harness
 * checks that each copy is exactly the shared text with its own module name, compiles that
 * text once as `Harness.JsonGenRuntime`, and puts a re-exporting module in each copy's place.
 * A copy that differs in any other byte fails the build.
 */
import type { GeneratedFile } from '../../../generator/targets/target.js';
import type { HarnessCase } from '../protocol.js';

export const sharedRuntimeModule = 'Harness.JsonGenRuntime';

function runtimePath(pkg: string): string {
  return `${pkg.split('.').join('/')}/JsonGenRuntime.hs`;
}

/** The runtime text with the case's module name replaced by `Harness`. */
function normalize(content: string, pkg: string): string {
  return content.split(`${pkg}.JsonGenRuntime`).join(sharedRuntimeModule).split(`"${pkg}"`).join('"Harness"');
}

function shim(pkg: string): string {
  return [
    `-- | ${pkg}'s support module: the same code as every case's, compiled once by the harness.`,
    `module ${pkg}.JsonGenRuntime (module ${sharedRuntimeModule}) where`,
    '',
    `import ${sharedRuntimeModule}`,
    '',
  ].join('\n');
}

export interface SharedSources {
  readonly files: readonly GeneratedFile[];
  /** Cases whose runtime copy is not the shared text (a generator bug). */
  readonly mismatches: readonly string[];
}

/** The files to build: each case's module, a shim per runtime copy, and the shared runtime. */
export function shareRuntime(cases: readonly HarnessCase[]): SharedSources {
  const files: GeneratedFile[] = [];
  const mismatches: string[] = [];
  let shared: string | undefined;
  for (const c of cases) {
    const rtPath = runtimePath(c.package);
    for (const f of c.files) {
      if (f.path !== rtPath) {
        files.push(f);
        continue;
      }
      const text = normalize(f.content, c.package);
      if (shared === undefined) shared = text;
      else if (text !== shared) mismatches.push(c.name);
      files.push({ path: f.path, content: shim(c.package), role: 'runtime' });
    }
  }
  if (shared !== undefined) files.push({ path: runtimePath('Harness'), content: shared, role: 'runtime' });
  return { files, mismatches };
}
