/**
 * How long generation takes for the real descriptions, for Go, Haskell and Scala together
 * (in-process, after one warm-up run; median of five, wall and CPU time), and for a synthetic OpenAPI 3.0
 * description of 600 component schemas.
 *
 *   npx tsx test/realworld/timing.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generate } from '../../generator/pipeline.js';
import { buildRoot } from '../harness/paths.js';

const langs = ['go', 'haskell', 'scala'];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

interface Timing {
  readonly ms: number;
  /** CPU time of the process (user + system), less sensitive to a loaded machine than wall time. */
  readonly cpuMs: number;
  readonly types: number;
}

function time(input: string): Timing {
  const run = (): Timing => {
    const start = performance.now();
    const cpu = process.cpuUsage();
    const result = generate({ inputs: [input], langs, packages: {}, frontEnd: { keepUnknown: false, unsupported: 'error' } });
    const used = process.cpuUsage(cpu);
    const ms = performance.now() - start;
    if (!result.ok) throw new Error(`${input}: generation failed`);
    return { ms, cpuMs: (used.user + used.system) / 1000, types: result.value[0]?.manifest.length ?? 0 };
  };
  const first = run();
  const runs = Array.from({ length: 5 }, run);
  return { ms: median(runs.map((r) => r.ms)), cpuMs: median(runs.map((r) => r.cpuMs)), types: first.types };
}

/** 600 components: records with scalar, enum, nullable, array and reference fields. */
function synthetic(path: string): void {
  const schemas: Record<string, unknown> = {};
  for (let i = 0; i < 600; i++) {
    schemas[`Thing${i}`] = {
      type: 'object',
      required: ['id', 'name'],
      properties: {
        id: { type: 'integer', format: 'int64' },
        name: { type: 'string', maxLength: 64 },
        state: { type: 'string', enum: ['new', 'done', `s${i}`] },
        when: { type: 'string', format: 'date-time', nullable: true },
        tags: { type: 'array', items: { type: 'string' } },
        ...(i > 0 ? { previous: { $ref: `#/components/schemas/Thing${i - 1}` } } : {}),
      },
    };
  }
  mkdirSync(join(buildRoot, 'realworld'), { recursive: true });
  writeFileSync(path, JSON.stringify({ openapi: '3.0.3', info: { title: 'Synthetic', version: '1' }, paths: {}, components: { schemas } }));
}

const inputs = ['twilio_api_v2010', 'twilio_conversations_v1', 'twilio_messaging_v1', 'twilio_taskrouter_v1', 'twilio_verify_v2'].map((n) => `test/realworld/openapi-twilio/${n}.json`);
const syntheticPath = join(buildRoot, 'realworld', 'synthetic-600.json');
synthetic(syntheticPath);
for (const input of [...inputs, syntheticPath]) {
  const { ms, cpuMs, types } = time(input);
  console.log(`${input}: ${types} Go types, go+haskell+scala in ${ms.toFixed(0)} ms (${cpuMs.toFixed(0)} ms CPU)`);
}
