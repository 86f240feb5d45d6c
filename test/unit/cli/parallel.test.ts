/**
 * A run on two threads (generator/cli/parallel.ts), with stand-in workers: the worker's languages
 * come from the worker, in the request's order, and whatever it does not deliver (null, or a
 * worker that dies) is rendered on this thread, giving the sequential run's result. The real
 * worker (the bundle) is checked end to end in test/cli.test.ts.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { languageGroups, parallelGenerate } from '../../../generator/cli/parallel.js';
import { generate, type GenerateRequest } from '../../../generator/pipeline.js';
import { tempDir } from './fake.js';

const worker = (name: string): string => fileURLToPath(new URL(`./workers/${name}.mjs`, import.meta.url));

function request(langs: readonly string[]): GenerateRequest {
  const file = join(tempDir(), 'item.schema.json');
  const schema = { title: 'Item', type: 'object', properties: { id: { type: 'integer' }, tags: { type: 'array', items: { type: 'string' } } }, required: ['id'], 'x-note': 1 };
  writeFileSync(file, JSON.stringify(schema));
  return { inputs: [file], langs, packages: {}, frontEnd: { keepUnknown: false, unsupported: 'error' } };
}

const all = ['go', 'haskell', 'scala', 'typescript'];

describe('a run on two threads', () => {
  it('takes the second half of the languages from the worker, in the order asked for, with its diagnostics', () => {
    const req = request(all);
    let missed = 0;
    const result = parallelGenerate(worker('marked'), { minInputBytes: 0, threads: 2, onWorkerMissed: () => missed++ })(req);
    expect(missed).toBe(0);
    if (!result.ok) throw new Error('no result');
    const sequential = generate(req);
    if (!sequential.ok) throw new Error('no sequential result');
    expect(result.value.map((o) => o.lang)).toEqual(all);
    expect(result.value.slice(0, 2)).toEqual(sequential.value.slice(0, 2));
    expect(result.value.slice(2).map((o) => o.files)).toEqual([
      [{ path: 'worker-scala.txt', content: 'scala', role: 'code' }],
      [{ path: 'worker-typescript.txt', content: 'typescript', role: 'code' }],
    ]);
    expect(result.diagnostics.filter((d) => d.code === 'W_WORKER').map((d) => d.message)).toEqual(['rendered scala', 'rendered typescript']);
  });

  it('with three languages, the worker renders the last one', () => {
    const result = parallelGenerate(worker('marked'), { minInputBytes: 0, threads: 2 })(request(['go', 'haskell', 'scala']));
    expect(result.ok && result.value.map((o) => o.files[0]?.path.startsWith('worker-'))).toEqual([false, false, true]);
  });

  it('with more threads, a worker per further group; this thread takes the first', () => {
    const req = request(all);
    const result = parallelGenerate(worker('marked'), { minInputBytes: 0, threads: 3 })(req);
    expect(result.ok && result.value.map((o) => o.files[0]?.path.startsWith('worker-'))).toEqual([false, false, true, true]);
    const four = parallelGenerate(worker('marked'), { minInputBytes: 0, threads: 8 })(req);
    expect(four.ok && four.value.map((o) => o.files[0]?.path.startsWith('worker-'))).toEqual([false, true, true, true]);
    expect(four.diagnostics.filter((d) => d.code === 'W_WORKER').map((d) => d.message)).toEqual(['rendered haskell', 'rendered scala', 'rendered typescript']);
  });

  it('groups the languages in runs, the longer first', () => {
    expect(languageGroups(all, 2)).toEqual([['go', 'haskell'], ['scala', 'typescript']]);
    expect(languageGroups(all, 3)).toEqual([['go', 'haskell'], ['scala'], ['typescript']]);
    expect(languageGroups(['a', 'b', 'c', 'd', 'e'], 2)).toEqual([['a', 'b', 'c'], ['d', 'e']]);
    expect(languageGroups(all, 4)).toEqual([['go'], ['haskell'], ['scala'], ['typescript']]);
  });

  it.each([['none'], ['dies']])('renders the languages itself when the worker delivers nothing (%s): the sequential result', (name) => {
    const req = request(all);
    let missed = 0;
    expect(parallelGenerate(worker(name), { minInputBytes: 0, threads: 2, onWorkerMissed: () => missed++ })(req)).toEqual(generate(req));
    expect(missed).toBe(1);
  });

  it('runs on one thread for one language, a small input, one thread, or a missing worker', () => {
    const marked = worker('marked');
    const one = request(['go']);
    expect(parallelGenerate(marked, { minInputBytes: 0, threads: 2 })(one)).toEqual(generate(one));
    const small = request(all);
    expect(parallelGenerate(marked, { threads: 2 })(small)).toEqual(generate(small));
    expect(parallelGenerate(marked, { minInputBytes: 0, threads: 1 })(small)).toEqual(generate(small));
    expect(parallelGenerate(join(tempDir(), 'no-worker.mjs'), { minInputBytes: 0, threads: 2 })(small)).toEqual(generate(small));
  });

  it('a schema that does not build gives its diagnostics, the worker not waited for', () => {
    const req = request(all);
    writeFileSync(req.inputs[0] as string, '{"type": "object", "properties": {"a": {"$ref": "#/nowhere"}}}');
    const result = parallelGenerate(worker('marked'), { minInputBytes: 0, threads: 2 })(req);
    expect(result.ok).toBe(false);
    expect(result.diagnostics).toEqual(generate(req).diagnostics);
  });
});
