/**
 * Sends the documents through one language's compiled driver (the same build the compiled
 * suite uses), then sends each output back through it: decode → encode must reproduce it.
 */
import { join } from 'node:path';
import { writeIfChanged } from '../harness/files.js';
import { buildRoot } from '../harness/paths.js';
import type { InstanceResult, LanguageHarness } from '../harness/protocol.js';
import { buildAll } from '../compiled/build-all.js';
import { excludedCases, readLedger } from '../harness/ledger.js';
import type { Plan } from './documents.js';
import { compiledSpecs } from '../compiled/specs.js';

export interface DocumentRun {
  readonly first: InstanceResult;
  /** The first output decoded and re-encoded again; undefined when the first pass failed. */
  readonly second: InstanceResult | undefined;
}

export interface LanguageRun {
  readonly lang: string;
  /** `case` → why it is not in this language's driver (generation failed, or a `<case>/compile` ledger line). */
  readonly missing: ReadonlyMap<string, string>;
  /** Cases left out by the compiled ledger (known failures of the compiled suite). */
  readonly excluded: ReadonlySet<string>;
  /** `case/index` → results. */
  readonly results: ReadonlyMap<string, DocumentRun>;
  /** Why the driver could not be built or run at all, or undefined. */
  readonly error: string | undefined;
}

export function documentKey(caseName: string, index: number): string {
  return `${caseName}/${index}`;
}

export async function runLanguage(harness: LanguageHarness, plans: readonly Plan[]): Promise<LanguageRun> {
  const excluded = excludedCases(readLedger(harness.lang));
  const results = new Map<string, DocumentRun>();
  try {
    const built = await buildAll(harness, compiledSpecs(), excluded);
    const requests = plans.flatMap((p) =>
      p.kind === 'documents' && !built.problems.has(p.caseName)
        ? p.documents.map((d) => ({ caseName: p.caseName, path: d.path, key: documentKey(p.caseName, d.index) }))
        : [],
    );
    const first = await built.driver.run(requests);
    const again = requests.flatMap((r, n) => {
      const result = first[n] as InstanceResult;
      if (!result.ok) return [];
      const path = join(buildRoot, 'crosslang', 'out', harness.lang, `${r.key}.json`);
      writeIfChanged(path, result.output);
      return [{ caseName: r.caseName, path, key: r.key }];
    });
    const second = await built.driver.run(again);
    const secondByKey = new Map(again.map((r, n) => [r.key, second[n] as InstanceResult]));
    requests.forEach((r, n) => results.set(r.key, { first: first[n] as InstanceResult, second: secondByKey.get(r.key) }));
    return { lang: harness.lang, missing: built.problems, excluded, results, error: undefined };
  } catch (e) {
    return { lang: harness.lang, missing: new Map(), excluded, results, error: (e as Error).message.slice(0, 4000) };
  }
}
