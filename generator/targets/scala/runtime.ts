/**
 * The Scala runtime (`runtime/scala/src/`, ordinary Scala in the placeholder package
 * `jsongen.runtime`) copied into a generated package. Only two things are rewritten: the package
 * clause (the line `package jsongen.runtime`, exactly once per file) and the scope of qualified
 * access modifiers (`private[runtime]`, `protected[runtime]`) to the package's last segment.
 * Nothing else is templated; any other mention of the placeholder package is refused.
 */
import { error, type Diagnostic } from '../../diagnostics.js';
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

/** Every runtime source, placed in `pkg` under `dir`, role `runtime`; an internal error per file that breaks the rule. */
export function runtimeFiles(sources: ReadonlyMap<string, string>, pkg: string, dir: string): { files: GeneratedFile[]; diagnostics: Diagnostic[] } {
  const files: GeneratedFile[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const [name, source] of sources) {
    const placed = placeRuntimeFile(source, pkg);
    if ('problem' in placed) diagnostics.push(error('E_SCALA_RUNTIME', `Scala runtime source: ${placed.problem}`, `runtime/scala/src/${name}`, ''));
    else files.push({ path: `${dir}/${name}`, content: placed.content, role: 'runtime' });
  }
  if (sources.size === 0) diagnostics.push(error('E_SCALA_RUNTIME', 'the Scala runtime sources (runtime/scala/src/) are missing', '', ''));
  return { files, diagnostics };
}
