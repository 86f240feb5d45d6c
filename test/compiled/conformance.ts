/**
 * JSONTestSuite through the compiled driver, each file once wrapped as `{"v":<file>}` and once
 * as the root value (both any-JSON). `y_` must be accepted and re-emitted with insignificant
 * whitespace removed, `n_` rejected, `i_` answered with the decision documented in
 * test/conformance/implementation-defined.json (the same in every language).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, it } from 'vitest';
import { writeIfChanged } from '../harness/files.js';
import { buildRoot } from '../harness/paths.js';
import type { InstanceResult } from '../harness/protocol.js';
import type { CompiledContext } from './context.js';
import { conformanceDir, conformanceRoot, conformanceWrapped, jsonTestSuiteDir } from './extra-cases.js';
import { minifyJson } from '../harness/json-text.js';
import { expectOutcome, failed, passed, showBytes, type Outcome } from './outcome.js';

export type Decision = 'accept' | 'reject';

export interface Mode {
  readonly name: 'wrapped' | 'root';
  readonly caseName: string;
  wrap(bytes: Buffer): Buffer;
}

export const modes: readonly Mode[] = [
  { name: 'wrapped', caseName: conformanceWrapped.name, wrap: (b) => Buffer.concat([Buffer.from('{"v":'), b, Buffer.from('}')]) },
  { name: 'root', caseName: conformanceRoot.name, wrap: (b) => b },
];

export function suiteFiles(): string[] {
  return readdirSync(jsonTestSuiteDir).filter((f) => /^[yni]_.*\.json$/.test(f)).sort();
}

export function documentedDecisions(): ReadonlyMap<string, Decision> {
  const data = JSON.parse(readFileSync(join(conformanceDir, 'implementation-defined.json'), 'utf8')) as Record<string, Decision>;
  return new Map(Object.entries(data));
}

export function conformanceId(mode: Mode, file: string): string {
  return `conformance/${mode.name}/${file}`;
}

function expectedDecision(file: string, documented: ReadonlyMap<string, Decision>): Decision | undefined {
  if (file.startsWith('y_')) return 'accept';
  if (file.startsWith('n_')) return 'reject';
  return documented.get(file);
}

export function checkConformance(input: Buffer, decision: Decision | undefined, result: InstanceResult, mode: Mode): Outcome {
  if (decision === undefined) return failed('no decision documented in test/conformance/implementation-defined.json');
  if (decision === 'reject') {
    if (result.ok) return failed(`accepted; re-encoded to ${showBytes(result.output)}`);
    return result.offset < 0 ? failed(`decoded, then failed to encode: ${result.message}`) : passed;
  }
  if (!result.ok) return failed(`rejected at offset ${result.offset}, pointer "${result.pointer}": ${result.message}`);
  const expected = mode.wrap(minifyJson(input));
  return result.output.equals(expected)
    ? passed
    : failed(`re-encoded to\n  ${showBytes(result.output)}\nexpected\n  ${showBytes(expected)}`);
}

function modeTests(mode: Mode, files: readonly string[], ctx: () => CompiledContext): void {
  describe(mode.name, () => {
    const results = new Map<string, InstanceResult>();
    beforeAll(async () => {
      const dir = join(buildRoot, 'conformance', mode.name);
      const requests = files.map((file) => {
        const path = join(dir, file);
        writeIfChanged(path, mode.wrap(readFileSync(join(jsonTestSuiteDir, file))));
        return { caseName: mode.caseName, path };
      });
      if (ctx().generationProblem(mode.caseName) !== undefined) return;
      const answers = await ctx().run(requests);
      files.forEach((file, n) => results.set(file, answers[n] as InstanceResult));
    });
    const documented = documentedDecisions();
    for (const file of files) {
      const id = conformanceId(mode, file);
      it(id, () => {
        const problem = ctx().generationProblem(mode.caseName);
        const result = results.get(file);
        const input = readFileSync(join(jsonTestSuiteDir, file));
        const outcome =
          problem !== undefined
            ? failed(problem)
            : result === undefined
              ? failed('no result')
              : checkConformance(input, expectedDecision(file, documented), result, mode);
        expectOutcome(id, mode.caseName, outcome, ctx().ledger);
      });
    }
  });
}

export function conformanceIds(): string[] {
  const files = suiteFiles();
  return modes.flatMap((m) => files.map((f) => conformanceId(m, f)));
}

export function conformanceTests(ctx: () => CompiledContext): void {
  describe('conformance (JSONTestSuite)', () => {
    const files = suiteFiles();
    for (const mode of modes) modeTests(mode, files, ctx);
  });
}
