/**
 * JSON Type Definition conformance through the compiled driver (test/conformance/jtd/): every
 * case of `validation.json` decided by the decoder as the suite says (an instance with no
 * errors decodes and re-encodes to the same JSON value; any other is rejected), each distinct
 * schema compiled once into the one build; every `codegen-schemas/` schema generated into it too.
 */
import { join } from 'node:path';
import { beforeAll, describe, it } from 'vitest';
import { writeIfChanged } from '../harness/files.js';
import { jsonDifference, parseJsonText } from '../harness/json-text.js';
import { buildRoot } from '../harness/paths.js';
import type { InstanceResult } from '../harness/protocol.js';
import type { CompiledContext } from './context.js';
import { expectOutcome, failed, passed, showBytes, type Outcome } from './outcome.js';
import { codegen, validation, type ValidationCase } from './jtd-cases.js';

export function jtdValidationId(name: string): string {
  return `jtd/${name}`;
}

export function jtdIds(): string[] {
  return [...validation.cases.map((c) => jtdValidationId(c.name)), ...codegen.map((c) => `jtd/codegen/${c.name}`)];
}

export function checkJtdCase(c: ValidationCase, input: Buffer, result: InstanceResult): Outcome {
  if (!c.valid) {
    if (result.ok) return failed(`accepted an instance the suite rejects; re-encoded to ${showBytes(result.output)}`);
    return result.offset < 0 ? failed(`decoded, then failed to encode: ${result.message}`) : passed;
  }
  if (!result.ok) return failed(`rejected at offset ${result.offset}, pointer "${result.pointer}": ${result.message}`);
  const difference = jsonDifference(parseJsonText(input.toString('utf8')), parseJsonText(result.output.toString('utf8')));
  return difference === undefined ? passed : failed(`re-encoded to ${showBytes(result.output)}, which differs at ${difference}`);
}

export function jtdTests(ctx: () => CompiledContext): void {
  describe('JSON Type Definition conformance', () => {
    const results = new Map<string, InstanceResult>();
    const inputs = new Map<string, Buffer>();
    beforeAll(async () => {
      const runnable = validation.cases.filter((c) => ctx().generationProblem(c.caseName) === undefined);
      const requests = runnable.map((c, n) => {
        const path = join(buildRoot, 'jtd', 'instances', `${String(n).padStart(3, '0')}.json`);
        const bytes = Buffer.from(JSON.stringify(c.instance), 'utf8');
        inputs.set(c.name, bytes);
        writeIfChanged(path, bytes);
        return { caseName: c.caseName, path };
      });
      const answers = await ctx().run(requests);
      runnable.forEach((c, n) => results.set(c.name, answers[n] as InstanceResult));
    });
    for (const c of validation.cases) {
      const id = jtdValidationId(c.name);
      it(id, () => {
        const problem = ctx().generationProblem(c.caseName);
        const result = results.get(c.name);
        const input = inputs.get(c.name);
        const outcome =
          problem !== undefined
            ? failed(problem)
            : result === undefined || input === undefined
              ? failed('no result')
              : checkJtdCase(c, input, result);
        expectOutcome(id, c.caseName, outcome, ctx().ledger);
      });
    }
    for (const spec of codegen) {
      const id = `jtd/codegen/${spec.name}`;
      it(id, () => {
        const problem = ctx().generationProblem(spec.name);
        expectOutcome(id, spec.name, problem === undefined ? passed : failed(problem), ctx().ledger);
      });
    }
  });
}
