/**
 * Copying a target's runtime (`runtime/<lang>/src/`, ordinary source in a placeholder package)
 * into a generated package. The mechanism is shared; each target gives only its rule: where a
 * source file goes and how its package / module lines are set. A source that breaks the rule, or
 * a runtime with no sources, is `E_RUNTIME` (a broken installation of jsongen).
 */
import { error, fail, ok, type Diagnostic, type Result } from '../diagnostics.js';
import type { GeneratedFile } from './target.js';

/** A runtime source placed in the output, or why it breaks the placeholder rule. */
export type Placed = { readonly path: string; readonly content: string } | { readonly problem: string };

export interface RuntimeRule {
  /** The target's name: the sources live in `runtime/<lang>/src/`. */
  readonly lang: string;
  /** Where `path` (relative to `src/`) goes for package `pkg`, with what text; null when the file is not part of the runtime. */
  place(path: string, source: string, pkg: string): Placed | null;
}

/** Every runtime source placed for `pkg`, in path order, role `runtime`. */
export function copyRuntime(sources: ReadonlyMap<string, string>, pkg: string, rule: RuntimeRule): Result<GeneratedFile[]> {
  const files: GeneratedFile[] = [];
  const problems: Diagnostic[] = [];
  for (const path of [...sources.keys()].sort()) {
    const placed = rule.place(path, sources.get(path) as string, pkg);
    if (placed === null) continue;
    if ('problem' in placed) problems.push(error('E_RUNTIME', `${rule.lang} runtime source ${path}: ${placed.problem}`, `runtime/${rule.lang}/src/${path}`, ''));
    else files.push({ path: placed.path, content: placed.content, role: 'runtime' });
  }
  if (problems.length > 0) return fail(problems);
  if (files.length === 0) return fail([error('E_RUNTIME', `no ${rule.lang} runtime sources found (runtime/${rule.lang}/src/)`, `runtime/${rule.lang}/src`, '')]);
  return ok(files);
}
