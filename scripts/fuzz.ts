/**
 * `npm run fuzz -- schemas [--seconds N] [--seed S] [--batch B] [--docs D] [--lang go,haskell,scala]`
 * `npm run fuzz -- decoders [--seconds N] [--seed S] [--lang ...]`
 * `npm run fuzz -- in-process [--seconds N] [--seed S] [--iterations I] [--lang ...] [--replay case:seed:iterations]`
 * `npm run fuzz -- programs [--seconds N] [--seed S] [--batch B] [--instances I] [--runtimes]`
 *
 * schemas: random schemas (test/fuzz/schema-gen.ts), one build per language and batch, random
 * valid documents round-tripped byte-identically in every language.
 * decoders: mutated instances of the shared cases through every language's compiled driver
 * (same verdict, pointer and bytes everywhere; decode → encode → decode a fixed point), then
 * Go's native fuzzing (`go test -fuzz`) of the generated decoders.
 * in-process: each language's driver mutates the shared instances and checks its own decoder
 * (no exception, offsets inside the input, decode → encode → decode a fixed point); every
 * language runs the same mutants and must accept as many of them.
 * programs: random schemas of the keywords schema-check programs evaluate (test/fuzz/program-gen.ts),
 * random instances judged by the reference interpreter, @hyperjump/json-schema (the verdict to
 * give), ajv (its deviations counted) and the TypeScript runtime's interpreter (the same pointers);
 * with --runtimes, the programs and the reference's verdicts are then written as a vectors file and
 * the Go, Haskell and Scala runtimes' own tests replay it.
 *
 * Runs batches until N seconds have passed (at least one batch); prints the counts, the child
 * CPU time per language and every failure (its schema kept under .build/fuzz/failures/).
 * Exits 1 when anything failed.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { harnesses } from '../test/harness/registry.js';
import { schemaFuzzHarnesses } from '../test/fuzz/quick-builds.js';
import { buildRoot } from '../test/harness/paths.js';
import type { LanguageHarness } from '../test/harness/protocol.js';
import { describeFailure, runSchemaBatch, schemaFuzzRoot, type SchemaFailure } from '../test/fuzz/schema-run.js';
import { runDecoderFuzz, describeDisagreement, type DecoderFuzzReport } from '../test/fuzz/decoder-run.js';
import { runGoNativeFuzz } from '../test/fuzz/go-native.js';
import { describeInProcessFailure, replayRequest, runInProcessFuzz } from '../test/fuzz/in-process.js';
import { describeProgramFailure, runProgramFuzz } from '../test/fuzz/program-run.js';
import { fuzzVectors, renderVectors, type ProgramVectors } from '../test/unit/plan/schema-program/vectors.js';

function option(args: readonly string[], name: string): string | undefined {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
}

function chosenHarnesses(args: readonly string[], from: readonly LanguageHarness[] = harnesses): LanguageHarness[] {
  const langs = (option(args, 'lang') ?? 'go,haskell,scala').split(',');
  return from.filter((h) => langs.includes(h.lang));
}

function cpuLine(cpu: Map<string, number>): string {
  return [...cpu].map(([lang, s]) => `${lang} ${s.toFixed(1)}s`).join(', ');
}

function keepSchema(f: SchemaFailure): string {
  const dir = join(buildRoot, 'fuzz', 'failures');
  mkdirSync(dir, { recursive: true });
  const kept = join(dir, `${f.seed.replace(/[^A-Za-z0-9-]/g, '_')}.schema.json`);
  copyFileSync(f.schemaFile, kept);
  return kept;
}

async function schemas(args: readonly string[]): Promise<number> {
  const seconds = Number(option(args, 'seconds') ?? '60');
  const base = option(args, 'seed') ?? `schemas-${Date.now()}`;
  const batch = Number(option(args, 'batch') ?? '120');
  const docs = Number(option(args, 'docs') ?? '10');
  const chosen = chosenHarnesses(args, schemaFuzzHarnesses);
  const cpu = new Map<string, number>();
  // Go builds into a cache of the run's own, emptied after each batch: the random packages are
  // never built again, and in the shared cache they add up (about 16 MB a schema)
  const goCache = join(schemaFuzzRoot, 'go-cache');
  process.env['GOCACHE'] = goCache;
  const start = Date.now();
  let schemaCount = 0;
  let documentCount = 0;
  let failureCount = 0;
  for (let b = 0; b === 0 || Date.now() - start < seconds * 1000; b++) {
    const seeds = Array.from({ length: batch }, (_, i) => `${base}/${b}/${i}`);
    const report = await runSchemaBatch(seeds, chosen, docs, cpu);
    rmSync(goCache, { recursive: true, force: true });
    schemaCount += report.schemas;
    documentCount += report.documents;
    for (const f of report.failures) {
      failureCount++;
      console.log(`✗ ${describeFailure(f)}\n  schema kept as ${keepSchema(f)}`);
    }
    console.log(
      `batch ${b}: ${schemaCount} schemas, ${documentCount} documents, ${failureCount} failures; child CPU ${cpuLine(cpu)}; ${((Date.now() - start) / 1000).toFixed(0)}s`,
    );
  }
  return failureCount === 0 ? 0 : 1;
}

function decoderSummary(r: DecoderFuzzReport): string {
  return `${r.inputs} inputs (${r.accepted} accepted by all, ${r.rejected} rejected by all)`;
}

async function decoders(args: readonly string[]): Promise<number> {
  const seconds = Number(option(args, 'seconds') ?? '60');
  const base = option(args, 'seed') ?? `decoders-${Date.now()}`;
  const chosen = chosenHarnesses(args);
  const cpu = new Map<string, number>();
  const goShare = chosen.some((h) => h.lang === 'go') ? Number(option(args, 'go-share') ?? '0.3') : 0;
  const start = Date.now();
  let failures = 0;
  let inputs = 0;
  for (let round = 0; round === 0 || Date.now() - start < seconds * (1 - goShare) * 1000; round++) {
    const report = await runDecoderFuzz(chosen, `${base}/${round}`, Number(option(args, 'inputs') ?? '3000'), cpu);
    inputs += report.inputs;
    for (const d of report.disagreements) {
      failures++;
      console.log(`✗ ${describeDisagreement(d)}`);
    }
    console.log(`round ${round}: ${decoderSummary(report)}; total ${inputs} inputs, ${failures} failures; child CPU ${cpuLine(cpu)}`);
  }
  if (goShare > 0) {
    const goSeconds = Math.max(10, Math.round(seconds * goShare));
    const native = await runGoNativeFuzz(goSeconds, cpu);
    for (const line of native.failures) {
      failures++;
      console.log(`✗ go native fuzzing: ${line}`);
    }
    console.log(`go native: ${native.targets} targets, ${native.execs} executions; child CPU ${cpuLine(cpu)}`);
  }
  return failures === 0 ? 0 : 1;
}

async function inProcess(args: readonly string[]): Promise<number> {
  const seconds = Number(option(args, 'seconds') ?? '60');
  const seed = option(args, 'seed') ?? `in-process-${Date.now()}`;
  const cpu = new Map<string, number>();
  const start = Date.now();
  let reported = start;
  const replay = option(args, 'replay');
  const report =
    replay !== undefined
      ? await replayRequest(chosenHarnesses(args), replay, cpu)
      : await runInProcessFuzz(chosenHarnesses(args), seed, seconds, cpu, {
          iterations: Number(option(args, 'iterations') ?? '2000'),
          onFailure: (f) => console.log(`✗ ${describeInProcessFailure(f)}`),
          onBatch: (execs) => {
            if (Date.now() - reported < 60_000) return;
            reported = Date.now();
            console.log(`${execs} mutants a language; child CPU ${cpuLine(cpu)}; ${((Date.now() - start) / 1000).toFixed(0)}s`);
          },
        });
  if (replay !== undefined) for (const f of report.failures) console.log(`✗ ${describeInProcessFailure(f)}`);
  const counts = [...report.counts].map(([lang, c]) => `${lang} ${c.execs} (${c.accepted} accepted)`).join(', ');
  console.log(`seed ${seed}: mutants ${counts}; ${report.failures.length} failures; child CPU ${cpuLine(cpu)}`);
  return report.failures.length === 0 ? 0 : 1;
}

async function programs(args: readonly string[]): Promise<number> {
  const seconds = Number(option(args, 'seconds') ?? '60');
  const base = option(args, 'seed') ?? `programs-${Date.now()}`;
  const batch = Number(option(args, 'batch') ?? '500');
  const count = Number(option(args, 'instances') ?? '30');
  const start = Date.now();
  const totals = { schemas: 0, instances: 0, accepted: 0, failures: 0, ajv: 0 };
  const replay = args.includes('--runtimes');
  const vectors: ProgramVectors[] = [];
  for (let b = 0; b === 0 || Date.now() - start < seconds * 1000; b++) {
    const seeds = Array.from({ length: batch }, (_, i) => `${base}/${b}/${i}`);
    const report = await runProgramFuzz(seeds, count);
    if (replay) vectors.push(...fuzzVectors(seeds, count));
    totals.schemas += report.schemas;
    totals.instances += report.instances;
    totals.accepted += report.accepted;
    totals.ajv += report.ajvDeviations;
    for (const f of report.failures) {
      totals.failures++;
      console.log(`✗ ${describeProgramFailure(f)}`);
    }
    for (const f of report.ajvExamples.slice(0, 1)) console.log(`ajv deviation: ${describeProgramFailure(f)}`);
    console.log(
      `batch ${b}: ${totals.schemas} schemas, ${totals.instances} instances (${totals.accepted} accepted), ${totals.failures} failures, ${totals.ajv} ajv deviations; ${((Date.now() - start) / 1000).toFixed(0)}s`,
    );
  }
  if (replay) totals.failures += replayInRuntimes(vectors);
  return totals.failures === 0 ? 0 : 1;
}

/** The runtimes' own tests (test/runtime/{go,haskell,scala}.test.ts) on `programs` instead of the shared vectors; 1 when they fail. */
function replayInRuntimes(programs: readonly ProgramVectors[]): number {
  const dir = join(buildRoot, 'fuzz', 'programs');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'vectors.json');
  writeFileSync(file, renderVectors(programs));
  const count = programs.reduce((n, p) => n + p.vectors.length, 0);
  console.log(`runtimes: ${programs.length} programs, ${count} vectors (${file}) through the Go, Haskell and Scala runtimes' tests`);
  const tests = ['test/runtime/go.test.ts', 'test/runtime/haskell.test.ts', 'test/runtime/scala.test.ts'];
  const run = spawnSync('npx', ['vitest', 'run', ...tests], { stdio: 'inherit', env: { ...process.env, JSONGEN_SCHEMA_VECTORS: file } });
  if (run.status === 0) return 0;
  console.log(`✗ the runtimes' tests fail on the program fuzzer's vectors (${file})`);
  return 1;
}

const args = process.argv.slice(2);
const mode = args[0];
const modes: Record<string, (args: readonly string[]) => Promise<number>> = { schemas, decoders, 'in-process': inProcess, programs };
const run = mode === undefined ? undefined : modes[mode];
if (run === undefined) {
  console.error('usage: npm run fuzz -- schemas|decoders|in-process|programs [--seconds N] [--seed S] [--lang go,haskell,scala]');
  process.exit(2);
}
process.exitCode = await run(args);
