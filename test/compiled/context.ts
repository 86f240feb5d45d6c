/** What the compiled checks of one language share: the driver, per-case generation, the ledger. */
import { formatDiagnostic } from '../../generator/diagnostics.js';
import { join } from 'node:path';
import { harnessWorkDir } from '../harness/build-cache.js';
import { generateCase, type CaseSpec } from '../harness/cases.js';
import type { BuiltDriver } from './build-all.js';
import type { InstanceRequest, InstanceResult, LanguageHarness } from '../harness/protocol.js';
import { failed, passed, type Ledger, type Outcome } from './outcome.js';

export interface CompiledContext {
  readonly lang: string;
  readonly ledger: Ledger;
  /** Why a case was left out of the build (its generation failed), or undefined. */
  generationProblem(caseName: string): string | undefined;
  /** Sends requests for generated cases through the driver. */
  run(requests: readonly InstanceRequest[]): Promise<InstanceResult[]>;
}

export function contextOf(lang: string, ledger: Ledger, built: () => BuiltDriver): CompiledContext {
  return {
    lang,
    ledger,
    generationProblem: (caseName) => built().problems.get(caseName),
    run: (requests) => built().driver.run(requests),
  };
}

/** Whether one case, on its own, generates and builds (checks a `<case>/compile` ledger line). */
export async function buildAlone(harness: LanguageHarness, spec: CaseSpec): Promise<Outcome> {
  const generated = generateCase(spec, harness);
  if (!generated.ok) return failed(`generation failed:\n${generated.diagnostics.map(formatDiagnostic).join('\n')}`);
  try {
    await harness.build([generated.value], join(`${harnessWorkDir(harness.lang)}-alone`, spec.name));
    return passed;
  } catch (e) {
    return failed(`does not build: ${(e as Error).message.slice(0, 4000)}`);
  }
}
