/**
 * Every case carries its own copy of the runtime (`JsonGen*.scala` in its package), identical
 * but for the package clause and the `private[...]` scope. For builds of hundreds of cases the
 * harness can compile that text once, in package `cases`, and open each case's files with the
 * nested clauses `package cases` / `package <case>`, so the runtime's names are in scope there
 * as they were in the case's own package. A copy that differs in any other byte fails the build.
 */
import type { GeneratedFile } from '../../../generator/targets/target.js';
import type { HarnessCase } from '../protocol.js';

const sharedPackage = 'cases';

export interface SharedScalaSources {
  /** Paths relative to the source root. */
  readonly files: readonly GeneratedFile[];
  /** Cases whose package is not `cases.<name>` or whose runtime copy is not the shared text. */
  readonly mismatches: readonly string[];
}

function lastSegment(pkg: string): string | undefined {
  const parts = pkg.split('.');
  return parts.length === 2 && parts[0] === sharedPackage ? parts[1] : undefined;
}

function normalize(content: string, pkg: string, segment: string): string {
  return content.split(`package ${pkg}\n`).join(`package ${sharedPackage}\n`).split(`private[${segment}]`).join(`private[${sharedPackage}]`);
}

function fileName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

export function shareScalaRuntime(cases: readonly HarnessCase[]): SharedScalaSources {
  const files: GeneratedFile[] = [];
  const mismatches: string[] = [];
  const shared = new Map<string, string>();
  for (const c of cases) {
    const segment = lastSegment(c.package);
    if (segment === undefined) {
      mismatches.push(c.name);
      continue;
    }
    let same = true;
    const runtime = c.files.filter((f) => f.role === 'runtime');
    for (const f of runtime) {
      const text = normalize(f.content, c.package, segment);
      const name = fileName(f.path);
      const first = shared.get(name);
      if (first === undefined) shared.set(name, text);
      else if (first !== text) same = false;
    }
    if (!same || runtime.length !== shared.size) {
      mismatches.push(c.name);
      continue;
    }
    for (const f of c.files) {
      if (f.role === 'runtime') continue;
      files.push({ ...f, content: f.content.replace(`package ${c.package}\n`, `package ${sharedPackage}\npackage ${segment}\n`) });
    }
  }
  for (const [name, text] of shared) files.push({ path: `${sharedPackage}/${name}`, content: text, role: 'runtime' });
  return { files, mismatches };
}
