/** test/cases through the compiled driver: valid instances re-encode exactly, invalid ones are rejected at the expected pointer. */
import { beforeAll, describe, it } from 'vitest';
import { assertNever } from '../../generator/ir/types.js';
import { instanceId, type CaseSpec, type Instance } from '../harness/cases.js';
import type { InstanceResult } from '../harness/protocol.js';
import type { CompiledContext } from './context.js';
import { expectOutcome, failed, passed, showBytes, type Outcome } from './outcome.js';

export function checkInstance(instance: Instance, result: InstanceResult): Outcome {
  switch (instance.kind) {
    case 'valid':
      if (!result.ok) return failed(`rejected at offset ${result.offset}, pointer "${result.pointer}": ${result.message}`);
      if (!result.output.equals(instance.expected)) {
        return failed(`re-encoded to\n  ${showBytes(result.output)}\nexpected\n  ${showBytes(instance.expected)}`);
      }
      return passed;
    case 'invalid':
      if (result.ok) return failed(`accepted; re-encoded to ${showBytes(result.output)}`);
      if (result.offset < 0) return failed(`decoded, then failed to encode: ${result.message}`);
      if (result.pointer !== instance.pointer) {
        return failed(`rejected at pointer "${result.pointer}" (${result.message}); expected pointer "${instance.pointer}"`);
      }
      return passed;
    default:
      return assertNever(instance);
  }
}

/** Ids of every check this module registers. */
export function roundTripIds(cases: readonly CaseSpec[]): string[] {
  return cases.flatMap((c) => c.instances.map((i) => instanceId(c.name, i)));
}

export function roundTripTests(cases: readonly CaseSpec[], ctx: () => CompiledContext): void {
  describe('round trip (test/cases)', () => {
    const results = new Map<string, InstanceResult>();
    beforeAll(async () => {
      const runnable = cases.filter((c) => ctx().generationProblem(c.name) === undefined);
      const requests = runnable.flatMap((c) => c.instances.map((i) => ({ caseName: c.name, path: i.path, id: instanceId(c.name, i) })));
      const answers = await ctx().run(requests);
      requests.forEach((r, n) => results.set(r.id, answers[n] as InstanceResult));
    });
    for (const c of cases) {
      for (const instance of c.instances) {
        const id = instanceId(c.name, instance);
        it(id, () => {
          const problem = ctx().generationProblem(c.name);
          const result = results.get(id);
          const outcome =
            problem !== undefined ? failed(problem) : result === undefined ? failed('no result') : checkInstance(instance, result);
          expectOutcome(id, c.name, outcome, ctx().ledger);
        });
      }
    }
  });
}
