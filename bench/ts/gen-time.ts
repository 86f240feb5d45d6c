/**
 * Times the built generator (`dist/`, what `npx jsongen` runs) on a deterministic synthetic schema
 * with 1,000 types, all registered targets:
 * - the command itself, `jsongen <schema> --lang <all> -o <dir>`, each run a fresh process that
 *   writes the files into a new folder under the system's temporary folder (median wall-clock time,
 *   and median CPU time, user + system of every thread, reported by `cpu-at-exit.mjs`);
 * - the same command with `--stdout` into nothing: everything but creating and writing the files,
 *   so the difference is what the file system costs (runs alternated with the first);
 * - in one process: the first run (cold code) and the median of the later runs (steady state),
 *   and each stage (load+validate+lower+normalize, then each target), so a slow stage shows by name;
 * - the command (both ways) on a schema shaped like a large OpenAPI components set (560 objects),
 *   on the same 560 components as an OpenAPI 3.1 description, on the largest real OpenAPI
 *   description of the tests (Twilio's API v2010), and on the synthetic schema with 10,000 types
 *   (fewer runs), to see that time grows linearly.
 * Writes bench/results/raw/generator.json. Needs `npm run build` first.
 *   tsx bench/ts/gen-time.ts [runs]
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generatorLine, type CommandTiming, type GeneratorTiming } from './generator-timing.js';
import { median } from './stats.js';
import { apiComponentsSchema, apiDescription, syntheticSchema } from './synth-schema.js';

const types = 1000;
const workDir = 'bench/work';
const rawDir = 'bench/results/raw';

type Diagnostics = readonly { message: string }[];
type Generate = (request: unknown) => { ok: boolean; value?: readonly { files: readonly unknown[] }[]; diagnostics: Diagnostics };
type BuildModel = (inputs: readonly string[], options: unknown) => { ok: boolean; value?: unknown; diagnostics: Diagnostics };
interface StageTarget {
  readonly name: string;
  readonly capabilities: { readonly defaultPackage: string };
}
type GenerateTarget = (target: StageTarget, model: unknown, options: { package: string }, renderer: unknown) => { ok: boolean };
interface Generator {
  readonly generate: Generate;
  readonly buildModel: BuildModel;
  readonly generateTarget: GenerateTarget;
  readonly targets: readonly StageTarget[];
  readonly renderer: (lang: string) => unknown;
}

async function loadGenerator(): Promise<Generator> {
  const dist = (module: string): string => new URL(`../../dist/${module}`, import.meta.url).href;
  const pipeline = (await import(dist('pipeline.js'))) as { generate: Generate; buildModel: BuildModel };
  const registry = (await import(dist('targets/registry.js'))) as { targets: readonly StageTarget[] };
  const { generateTarget } = (await import(dist('targets/render-target.js'))) as { generateTarget: GenerateTarget };
  const { loadTemplateSet } = (await import(dist('render/load.js'))) as { loadTemplateSet: (lang: string) => unknown };
  const { createRenderer } = (await import(dist('render/renderer.js'))) as { createRenderer: (set: unknown) => unknown };
  return { ...pipeline, generateTarget, targets: registry.targets, renderer: (lang) => createRenderer(loadTemplateSet(lang)) };
}

const frontEnd = { keepUnknown: false, unsupported: 'error' };

function elapsed(run: () => void): number {
  const t0 = performance.now();
  run();
  return performance.now() - t0;
}

/** Median ms per stage over `runs` runs of model building and of each target on that model. */
function timeStages(g: Generator, schemaPath: string, runs: number): Record<string, number> {
  const samples: Record<string, number[]> = { model: [] };
  for (let i = 0; i < runs; i++) {
    let model: ReturnType<BuildModel> | undefined;
    samples['model']?.push(elapsed(() => (model = g.buildModel([schemaPath], frontEnd))));
    if (model?.ok !== true) throw new Error('the model does not build');
    for (const target of g.targets) {
      const t = elapsed(() => g.generateTarget(target, model?.value, { package: target.capabilities.defaultPackage }, g.renderer(target.name)));
      (samples[target.name] ??= []).push(t);
    }
  }
  return Object.fromEntries(Object.entries(samples).map(([stage, times]) => [stage, Math.round(median(times))]));
}

/** Wall-clock and CPU ms (user + system, every thread: what a loaded host distorts least) of one run. */
interface Sample {
  readonly wall: number;
  readonly cpu: number;
}

/** Median wall-clock and CPU ms of the command generating every language into a fresh folder, and printing it to stdout instead, runs alternated. */
function timeCommand(schemaPath: string, langs: readonly string[], runs: number): { toDir: number; toStdout: number; toDirCpu: number; toStdoutCpu: number } {
  const bin = fileURLToPath(new URL('../../bin/jsongen.mjs', import.meta.url));
  const cpuAtExit = new URL('./cpu-at-exit.mjs', import.meta.url).href;
  const run = (output: readonly string[]): Sample => {
    const t0 = performance.now();
    const child = spawnSync(process.execPath, ['--import', cpuAtExit, bin, schemaPath, '--lang', langs.join(','), ...output], { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8', maxBuffer: 1 << 26 });
    const wall = performance.now() - t0;
    const cpu = /jsongen-bench-cpu-us (\d+)\n$/.exec(child.stderr ?? '');
    if (child.status !== 0 || cpu === null) throw new Error(`the command failed on ${schemaPath}: ${(child.stderr ?? '').slice(0, 500)}`);
    return { wall, cpu: Number(cpu[1]) / 1000 };
  };
  const toDir: Sample[] = [];
  const toStdout: Sample[] = [];
  for (let i = 0; i < runs; i++) {
    const out = mkdtempSync(join(tmpdir(), 'jsongen-gen-time-'));
    try {
      toDir.push(run(['-o', out]));
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
    toStdout.push(run(['--stdout']));
  }
  const med = (samples: readonly Sample[], of: (s: Sample) => number): number => Math.round(median(samples.map(of)));
  return {
    toDir: med(toDir, (s) => s.wall),
    toStdout: med(toStdout, (s) => s.wall),
    toDirCpu: med(toDir, (s) => s.cpu),
    toStdoutCpu: med(toStdout, (s) => s.cpu),
  };
}

/** The command on a further schema, written to `bench/work/<file>` or (a string) read from that path: its named types and the medians. */
function timeOther(g: Generator, label: string, file: string, schema: unknown, langs: readonly string[], runs: number): CommandTiming {
  const schemaPath = typeof schema === 'string' ? schema : join(workDir, file);
  if (typeof schema !== 'string') writeFileSync(schemaPath, `${JSON.stringify(schema)}\n`);
  const model = g.buildModel([schemaPath], frontEnd);
  if (!model.ok) throw new Error(`${label}: the model does not build: ${model.diagnostics.map((d) => d.message).join(' | ')}`);
  const types = (model.value as { decls: readonly unknown[] }).decls.length;
  const command = timeCommand(schemaPath, langs, runs);
  return { schema: label, types, cliMs: command.toDir, cliStdoutMs: command.toStdout, cliCpuMs: command.toDirCpu, cliStdoutCpuMs: command.toStdoutCpu };
}

/** The 1, 5 and 15 minute load averages (the machine may be shared), where the OS tells them. */
function loadAverage(): string {
  try {
    return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  } catch {
    return 'unknown';
  }
}

async function time(runs: number): Promise<GeneratorTiming> {
  mkdirSync(workDir, { recursive: true });
  const schemaPath = join(workDir, 'synthetic-1000.schema.json');
  writeFileSync(schemaPath, `${JSON.stringify(syntheticSchema(types), null, 2)}\n`);
  let g: Generator;
  try {
    g = await loadGenerator();
  } catch (e) {
    return { types, langs: [], ok: false, error: `generator does not load: ${e instanceof Error ? e.message.split('\n')[0] : String(e)}` };
  }
  const langs = g.targets.map((t) => t.name);
  const request = { inputs: [schemaPath], langs, packages: {}, frontEnd };
  const times: number[] = [];
  let files = 0;
  for (let i = 0; i <= runs; i++) {
    let result: ReturnType<Generate> | undefined;
    times.push(elapsed(() => (result = g.generate(request))));
    if (result?.ok !== true) return { types, langs, ok: false, error: (result?.diagnostics ?? []).slice(0, 3).map((d) => d.message).join(' | ') };
    files = (result.value ?? []).reduce((n, o) => n + o.files.length, 0);
  }
  const [first, ...rest] = times;
  const stagesMs = timeStages(g, schemaPath, runs);
  const command = timeCommand(schemaPath, langs, runs);
  const commands = [
    timeOther(g, 'an OpenAPI-components-shaped schema of 560 objects', 'api-560.schema.json', apiComponentsSchema(560), langs, runs),
    timeOther(g, 'an OpenAPI 3.1 description of those 560 components', 'api-560.openapi.json', apiDescription(560), langs, runs),
    timeOther(g, "Twilio's largest OpenAPI description (twilio_api_v2010.json)", '', 'test/realworld/openapi-twilio/twilio_api_v2010.json', langs, runs),
    timeOther(g, 'the synthetic schema ten times larger', 'synthetic-10000.schema.json', syntheticSchema(10 * types), langs, Math.min(runs, 3)),
  ];
  return { types, langs, ok: true, cliMs: command.toDir, cliStdoutMs: command.toStdout, cliCpuMs: command.toDirCpu, cliStdoutCpuMs: command.toStdoutCpu, firstMs: first ?? 0, medianMs: median(rest), runs, files, stagesMs, commands, loadavg: loadAverage() };
}

const result = await time(Number(process.argv[2] ?? '5'));
mkdirSync(rawDir, { recursive: true });
writeFileSync(join(rawDir, 'generator.json'), `${JSON.stringify(result, null, 2)}\n`);
process.stdout.write(`${generatorLine(result)}\n`);
