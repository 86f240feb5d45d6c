/**
 * Times the built generator (`dist/`, what `npx jsongen` runs) on a deterministic synthetic schema
 * with 1,000 types, all registered targets:
 * - the command itself, `jsongen <schema> --lang <all> -o <dir>`, each run a fresh process that
 *   writes the files into a new folder under the system's temporary folder (median wall-clock time);
 * - the same command with `--stdout` into nothing: everything but creating and writing the files,
 *   so the difference is what the file system costs (runs alternated with the first);
 * - in one process: the first run (cold code) and the median of the later runs (steady state),
 *   and each stage (load+validate+lower+normalize, then each target), so a slow stage shows by name;
 * - the command (both ways) on a schema shaped like a large OpenAPI components set (560 objects),
 *   and on the synthetic schema with 10,000 types (fewer runs), to see that time grows linearly.
 * Writes bench/results/raw/generator.json. Needs `npm run build` first.
 *   tsx bench/ts/gen-time.ts [runs]
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generatorLine, type CommandTiming, type GeneratorTiming } from './generator-timing.js';
import { median } from './stats.js';
import { apiComponentsSchema, syntheticSchema } from './synth-schema.js';

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

/** Median wall-clock ms of the command generating every language into a fresh folder, and printing it to stdout instead, runs alternated. */
function timeCommand(schemaPath: string, langs: readonly string[], runs: number): { toDir: number; toStdout: number } {
  const bin = fileURLToPath(new URL('../../bin/jsongen.mjs', import.meta.url));
  const run = (output: readonly string[]): number =>
    elapsed(() => execFileSync(process.execPath, [bin, schemaPath, '--lang', langs.join(','), ...output], { stdio: 'ignore' }));
  const toDir: number[] = [];
  const toStdout: number[] = [];
  for (let i = 0; i < runs; i++) {
    const out = mkdtempSync(join(tmpdir(), 'jsongen-gen-time-'));
    try {
      toDir.push(run(['-o', out]));
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
    toStdout.push(run(['--stdout']));
  }
  return { toDir: Math.round(median(toDir)), toStdout: Math.round(median(toStdout)) };
}

/** The command on a further schema written to `bench/work/<file>`: its named types and both medians. */
function timeOther(g: Generator, label: string, file: string, schema: unknown, langs: readonly string[], runs: number): CommandTiming {
  const schemaPath = join(workDir, file);
  writeFileSync(schemaPath, `${JSON.stringify(schema)}\n`);
  const model = g.buildModel([schemaPath], frontEnd);
  if (!model.ok) throw new Error(`${label}: the model does not build: ${model.diagnostics.map((d) => d.message).join(' | ')}`);
  const types = (model.value as { decls: readonly unknown[] }).decls.length;
  const command = timeCommand(schemaPath, langs, runs);
  return { schema: label, types, cliMs: command.toDir, cliStdoutMs: command.toStdout };
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
    timeOther(g, 'the synthetic schema ten times larger', 'synthetic-10000.schema.json', syntheticSchema(10 * types), langs, Math.min(runs, 3)),
  ];
  return { types, langs, ok: true, cliMs: command.toDir, cliStdoutMs: command.toStdout, firstMs: first ?? 0, medianMs: median(rest), runs, files, stagesMs, commands, loadavg: loadAverage() };
}

const result = await time(Number(process.argv[2] ?? '5'));
mkdirSync(rawDir, { recursive: true });
writeFileSync(join(rawDir, 'generator.json'), `${JSON.stringify(result, null, 2)}\n`);
process.stdout.write(`${generatorLine(result)}\n`);
