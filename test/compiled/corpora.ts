/** The benchmark corpora through the compiled driver: decode, re-encode, same JSON by value. */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, it } from 'vitest';
import type { InstanceResult } from '../harness/protocol.js';
import type { CompiledContext } from './context.js';
import { corpora, type Corpus } from './extra-cases.js';
import { jsonDifference, parseJsonText } from '../harness/json-text.js';
import { expectOutcome, failed, passed, type Outcome } from './outcome.js';

export function corpusId(corpus: Corpus): string {
  return `corpus/${corpus.name}`;
}

export function checkCorpus(input: Buffer, result: InstanceResult): Outcome {
  if (!result.ok) return failed(`rejected at offset ${result.offset}, pointer "${result.pointer}": ${result.message}`);
  let output;
  try {
    output = parseJsonText(result.output.toString('utf8'));
  } catch (e) {
    return failed(`the re-encoded document is not JSON: ${(e as Error).message}`);
  }
  const difference = jsonDifference(parseJsonText(input.toString('utf8')), output);
  return difference === undefined ? passed : failed(`input and re-encoded output differ at ${difference}`);
}

export function corpusIds(): string[] {
  return corpora.map(corpusId);
}

export function corpusTests(ctx: () => CompiledContext): void {
  describe('corpora', () => {
    const results = new Map<string, InstanceResult>();
    beforeAll(async () => {
      const runnable = corpora.filter((c) => ctx().generationProblem(c.spec.name) === undefined);
      const answers = await ctx().run(runnable.map((c) => ({ caseName: c.spec.name, path: c.data })));
      runnable.forEach((c, n) => results.set(c.name, answers[n] as InstanceResult));
    });
    for (const corpus of corpora) {
      const id = corpusId(corpus);
      it(id, () => {
        const problem = ctx().generationProblem(corpus.spec.name);
        const result = results.get(corpus.name);
        const outcome =
          problem !== undefined
            ? failed(problem)
            : result === undefined
              ? failed('no result')
              : checkCorpus(readFileSync(corpus.data), result);
        expectOutcome(id, corpus.spec.name, outcome, ctx().ledger);
      });
    }
  });
}
