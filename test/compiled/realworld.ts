/**
 * Real API descriptions (test/realworld/): every OpenAPI / Swagger description generates with
 * default flags and compiles in the one build. Each Twilio description is compiled with one
 * more component listing every component (`JsongenEveryComponent`, all required, first), and
 * each real TypeScript declaration set with one more declaration holding every declaration that
 * generates (`JsongenEveryDeclaration`), so that one random document holds a random instance of
 * each; it must re-encode to its canonical bytes in every language.
 */
import { join } from 'node:path';
import { beforeAll, describe, it } from 'vitest';
import { formatDiagnostic } from '../../generator/diagnostics.js';
import { buildModel } from '../../generator/pipeline.js';
import { writeIfChanged } from '../harness/files.js';
import { buildRoot } from '../harness/paths.js';
import type { InstanceResult } from '../harness/protocol.js';
import { randomDocument } from '../harness/random/document.js';
import type { CompiledContext } from './context.js';
import { expectOutcome, failed, passed, showBytes } from './outcome.js';
import { everyRoots, realworldCases } from './realworld-cases.js';

export function realworldIds(): string[] {
  return [...realworldCases.map((c) => `realworld/${c.name}`), ...everyRoots.map((t) => `realworld/${t.spec.name}/every-component`)];
}

const seeds = ['1', '2'];

export function realworldTests(ctx: () => CompiledContext): void {
  describe('real API descriptions', () => {
    for (const spec of realworldCases) {
      const id = `realworld/${spec.name}`;
      it(id, () => {
        const problem = ctx().generationProblem(spec.name);
        expectOutcome(id, spec.name, problem === undefined ? passed : failed(problem), ctx().ledger);
      });
    }
    for (const t of everyRoots) {
      const id = `realworld/${t.spec.name}/every-component`;
      const expected = new Map<string, Buffer>();
      const results = new Map<string, InstanceResult>();
      let problem: string | undefined;
      beforeAll(async () => {
        if (ctx().generationProblem(t.spec.name) !== undefined) return;
        const model = buildModel([t.spec.schema], t.spec.options);
        if (!model.ok) {
          problem = model.diagnostics.map(formatDiagnostic).join('\n');
          return;
        }
        const requests = seeds.flatMap((seed) => {
          const doc = randomDocument(model.value, t.root, `${t.spec.name}-${seed}`);
          if (!doc.ok) {
            problem = doc.diagnostics.map((d) => d.message).join('\n');
            return [];
          }
          const path = join(buildRoot, 'realworld', 'instances', `${t.spec.name}-${seed}.json`);
          writeIfChanged(path, doc.value.text);
          expected.set(seed, Buffer.from(doc.value.expected, 'utf8'));
          return [{ caseName: t.spec.name, path }];
        });
        const answers = await ctx().run(requests);
        seeds.forEach((seed, n) => {
          const answer = answers[n];
          if (answer !== undefined) results.set(seed, answer);
        });
      });
      it(id, () => {
        const generation = ctx().generationProblem(t.spec.name);
        const why = generation ?? problem ?? seeds.map((seed) => {
          const result = results.get(seed);
          const want = expected.get(seed);
          if (result === undefined || want === undefined) return `seed ${seed}: no result`;
          if (!result.ok) return `seed ${seed}: rejected at offset ${result.offset}, pointer "${result.pointer}": ${result.message}`;
          return result.output.equals(want) ? '' : `seed ${seed}: re-encoded to ${showBytes(result.output)}, expected ${showBytes(want)}`;
        }).filter((w) => w !== '').join('\n');
        expectOutcome(id, t.spec.name, why === '' ? passed : failed(why), ctx().ledger);
      });
    }
  });
}

