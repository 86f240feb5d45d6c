/**
 * The Scala runtime's copy rule (see `../runtime-copy.ts`): `runtime/scala/src/` is ordinary
 * Scala in the placeholder package `jsongen.runtime`. Only two things are rewritten: the package
 * clause (the line `package jsongen.runtime`, exactly once per file) and the scope of qualified
 * access modifiers (`private[runtime]`, `protected[runtime]`) to the package's last segment.
 * Nothing else is templated; any other mention of the placeholder package is refused.
 */
import type { Result } from '../../diagnostics.js';
import { copyRuntime, type Placed, type RuntimeRule } from '../runtime-copy.js';
import type { GeneratedFile } from '../target.js';

export const runtimePackage = 'jsongen.runtime';

const packageLine = /^package jsongen\.runtime$/gm;
const qualifiedAccess = /\b(private|protected)\[runtime\]/g;

/** A runtime file's source with its package set to `pkg`, or why it breaks the placeholder rule. */
export function placeRuntimeFile(source: string, pkg: string): { content: string } | { problem: string } {
  const clauses = source.match(packageLine)?.length ?? 0;
  if (clauses !== 1) return { problem: `expected one line 'package ${runtimePackage}', found ${clauses}` };
  const rest = source.replace(packageLine, '').replace(qualifiedAccess, '');
  if (rest.includes(runtimePackage)) return { problem: `mentions ${runtimePackage} outside its package clause` };
  const scope = pkg.split('.').at(-1) as string;
  return { content: source.replace(packageLine, `package ${pkg}`).replace(qualifiedAccess, (_m, modifier: string) => `${modifier}[${scope}]`) };
}

/** The package's folder: `com.acme.model` → `com/acme/model`. */
export function packageDir(pkg: string): string {
  return pkg.split('.').join('/');
}

/** Every runtime source goes to the package's folder. */
export const scalaRuntimeRule: RuntimeRule = {
  lang: 'scala',
  place(name, source, pkg): Placed {
    const placed = placeRuntimeFile(source, pkg);
    return 'problem' in placed ? placed : { path: `${packageDir(pkg)}/${name}`, content: placed.content };
  },
};

/** Every runtime source, placed in `pkg` (under its folder). */
export function runtimeFiles(sources: ReadonlyMap<string, string>, pkg: string): Result<GeneratedFile[]> {
  return copyRuntime(sources, pkg, scalaRuntimeRule);
}
