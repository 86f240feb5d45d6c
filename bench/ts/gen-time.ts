/**
 * Times the generator: a deterministic synthetic schema with 1,000 types, all registered targets,
 * in one process. Writes bench/results/raw/generator.json.
 *   tsx bench/ts/gen-time.ts [runs]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { median } from './stats.js';
import { syntheticSchema } from './synth-schema.js';

const types = 1000;
const workDir = 'bench/work';
const rawDir = 'bench/results/raw';

interface GeneratorTiming {
  readonly types: number;
  readonly langs: readonly string[];
  readonly ok: boolean;
  readonly error?: string;
  readonly firstMs?: number;
  readonly medianMs?: number;
  readonly runs?: number;
  readonly files?: number;
}

type Generate = (request: unknown) => { ok: boolean; value?: readonly { files: readonly unknown[] }[]; diagnostics: readonly { message: string }[] };

async function time(runs: number): Promise<GeneratorTiming> {
  mkdirSync(workDir, { recursive: true });
  const schemaPath = join(workDir, 'synthetic-1000.schema.json');
  writeFileSync(schemaPath, `${JSON.stringify(syntheticSchema(types), null, 2)}\n`);
  let generate: Generate;
  let langs: readonly string[];
  try {
    generate = ((await import('../../generator/pipeline.js')) as unknown as { generate: Generate }).generate;
    langs = ((await import('../../generator/targets/registry.js')) as { targetNames: readonly string[] }).targetNames;
  } catch (e) {
    return { types, langs: [], ok: false, error: `generator does not load: ${e instanceof Error ? e.message.split('\n')[0] : String(e)}` };
  }
  const request = { inputs: [schemaPath], langs, packages: {}, frontEnd: { keepUnknown: false, unsupported: 'error' } };
  const times: number[] = [];
  let files = 0;
  for (let i = 0; i <= runs; i++) {
    const t0 = performance.now();
    const result = generate(request);
    times.push(performance.now() - t0);
    if (!result.ok) return { types, langs, ok: false, error: result.diagnostics.slice(0, 3).map((d) => d.message).join(' | ') };
    files = (result.value ?? []).reduce((n, o) => n + o.files.length, 0);
  }
  const [first, ...rest] = times;
  return { types, langs, ok: true, firstMs: first ?? 0, medianMs: median(rest), runs, files };
}

const result = await time(Number(process.argv[2] ?? '5'));
mkdirSync(rawDir, { recursive: true });
writeFileSync(join(rawDir, 'generator.json'), `${JSON.stringify(result, null, 2)}\n`);
process.stdout.write(
  result.ok
    ? `generator: ${types} types, ${result.langs.join(',')}: first ${result.firstMs?.toFixed(0)} ms, median ${result.medianMs?.toFixed(0)} ms of ${result.runs}\n`
    : `generator: not timed: ${result.error}\n`,
);
