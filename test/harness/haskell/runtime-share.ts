/**
 * Every case carries its own copy of the runtime modules (`<Case>.JsonGenRuntime` and
 * `<Case>.JsonGenRuntime.*`), identical but for the module names. Compiling dozens of copies
 * dominated the build, so the harness checks that each case's copy is exactly the shared text
 * with its own module name, compiles that text once as `Harness.JsonGenRuntime*`, and puts a
 * module re-exporting `Harness.JsonGenRuntime` in place of each case's facade (the generated
 * code imports only the facade). A copy that differs in any other byte fails the build.
 */
import type { GeneratedFile } from '../../../generator/targets/target.js';
import type { HarnessCase } from '../protocol.js';

export const sharedRuntimeModule = 'Harness.JsonGenRuntime';

/** The facade's path relative to the package folder. */
const facade = 'JsonGenRuntime.hs';

function packageDir(pkg: string): string {
  return `${pkg.split('.').join('/')}/`;
}

/** The runtime text with the case's module name replaced by `Harness`. */
function normalize(content: string, pkg: string): string {
  return content.split(`${pkg}.JsonGenRuntime`).join(sharedRuntimeModule);
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

/** One case's runtime files by path relative to its package folder, normalized. */
function runtimeCopy(c: HarnessCase): Map<string, string> | undefined {
  const dir = packageDir(c.package);
  const copy = new Map<string, string>();
  for (const f of c.files) {
    if (f.role !== 'runtime') continue;
    if (!f.path.startsWith(dir)) return undefined;
    copy.set(f.path.slice(dir.length), normalize(f.content, c.package));
  }
  return copy;
}

function sameCopy(a: ReadonlyMap<string, string>, b: ReadonlyMap<string, string>): boolean {
  return a.size === b.size && [...a].every(([path, text]) => b.get(path) === text);
}

/** The files to build: each case's module, a shim per case's facade, and the shared runtime. */
export function shareRuntime(cases: readonly HarnessCase[]): SharedSources {
  const files: GeneratedFile[] = [];
  const mismatches: string[] = [];
  let shared: ReadonlyMap<string, string> | undefined;
  for (const c of cases) {
    files.push(...c.files.filter((f) => f.role !== 'runtime'));
    const copy = runtimeCopy(c);
    if (copy === undefined || !copy.has(facade)) {
      mismatches.push(c.name);
      continue;
    }
    if (shared === undefined) shared = copy;
    else if (!sameCopy(copy, shared)) mismatches.push(c.name);
    files.push({ path: `${packageDir(c.package)}${facade}`, content: shim(c.package), role: 'runtime' });
  }
  for (const [path, text] of shared ?? []) files.push({ path: `${packageDir('Harness')}${path}`, content: text, role: 'runtime' });
  return { files, mismatches };
}
