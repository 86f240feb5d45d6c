/** One driver for a list of cases: each generated (those that fail, and those the ledger leaves out, kept aside) and built once. */
import { formatDiagnostic } from '../../generator/diagnostics.js';
import { driverFor } from '../harness/build-cache.js';
import { generateCase, type CaseSpec } from '../harness/cases.js';
import { compileId } from '../harness/ledger.js';
import type { Driver, HarnessCase, LanguageHarness } from '../harness/protocol.js';

export interface BuiltDriver {
  readonly driver: Driver;
  readonly problems: ReadonlyMap<string, string>;
}

/**
 * Generates every case (keeping aside those that fail, and those the ledger leaves out of the
 * build) and builds one driver for the rest, without optimisation: these builds check behaviour
 * (speed is the benchmarks' business, which build their own), and GHC at -O0 takes half the time.
 */
export async function buildAll(
  harness: LanguageHarness,
  specs: readonly CaseSpec[],
  excluded: ReadonlySet<string>,
): Promise<BuiltDriver> {
  const problems = new Map<string, string>();
  const cases: HarnessCase[] = [];
  for (const spec of specs) {
    if (excluded.has(spec.name)) {
      problems.set(spec.name, `left out of the build (${compileId(spec.name)} in the known-failures ledger)`);
      continue;
    }
    const result = generateCase(spec, harness);
    if (result.ok) cases.push(result.value);
    else problems.set(spec.name, `generation failed:\n${result.diagnostics.map(formatDiagnostic).join('\n')}`);
  }
  if (cases.length === 0) throw new Error(`no case could be generated for ${harness.lang}`);
  return { driver: await driverFor(harness, cases, undefined, { optimize: false }), problems };
}

