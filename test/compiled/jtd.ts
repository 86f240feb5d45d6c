/**
 * JSON Type Definition conformance through the compiled driver (test/conformance/jtd/): every
 * case of `validation.json` decided by the decoder as the suite says (an instance with no
 * errors decodes and re-encodes to the same JSON value; any other is rejected), each distinct
 * schema compiled once into the one build; every `codegen-schemas/` schema generated into it too.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, it } from 'vitest';
import { defaultFrontEnd, schemaCase, type CaseSpec } from '../harness/cases.js';
import { writeIfChanged } from '../harness/files.js';
import { jsonDifference, parseJsonText } from '../harness/json-text.js';
import { buildRoot, repoRoot } from '../harness/paths.js';
import type { InstanceResult } from '../harness/protocol.js';
import type { CompiledContext } from './context.js';
import { expectOutcome, failed, passed, showBytes, type Outcome } from './outcome.js';

export const jtdDir = join(repoRoot, 'test', 'conformance', 'jtd');
const jtdOptions = { ...defaultFrontEnd, input: 'jtd' } as const;
/** Validation cases keep unknown keys, so that `additionalProperties: true` instances re-encode unchanged. */
const validationOptions = { ...jtdOptions, keepUnknown: true } as const;

interface ValidationCase {
  readonly name: string;
  readonly schema: unknown;
  readonly instance: unknown;
  readonly valid: boolean;
  readonly caseName: string;
}

function readValidation(): { cases: ValidationCase[]; specs: CaseSpec[] } {
  const data = JSON.parse(readFileSync(join(jtdDir, 'validation.json'), 'utf8')) as Record<string, { schema: unknown; instance: unknown; errors: unknown[] }>;
  const bySchema = new Map<string, string>();
  const specs: CaseSpec[] = [];
  const cases = Object.entries(data).map(([name, c]) => {
    const text = JSON.stringify(c.schema);
    let caseName = bySchema.get(text);
    if (caseName === undefined) {
      caseName = `jtd-validation-${String(bySchema.size + 1).padStart(2, '0')}`;
      bySchema.set(text, caseName);
      const path = join(buildRoot, 'jtd', 'schemas', `${caseName}.json`);
      writeIfChanged(path, `${text}\n`);
      specs.push(schemaCase(caseName, path, validationOptions));
    }
    return { name, schema: c.schema, instance: c.instance, valid: c.errors.length === 0, caseName };
  });
  return { cases, specs };
}

const validation = readValidation();

function codegenSpecs(): CaseSpec[] {
  const root = join(jtdDir, 'codegen-schemas');
  return ['roundtrip_strict', 'roundtrip_loose'].flatMap((dir) =>
    readdirSync(join(root, dir))
      .filter((f) => f.endsWith('.jtd.json'))
      .sort()
      .map((f) => schemaCase(`jtd-codegen-${f.replace(/\.jtd\.json$/, '').replace(/_/g, '-')}`, join(root, dir, f), jtdOptions)),
  );
}

const codegen = codegenSpecs();

/** The cases compiled into every driver for JTD conformance. */
export const jtdCases: readonly CaseSpec[] = [...validation.specs, ...codegen];

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
