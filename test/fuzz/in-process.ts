/**
 * In-process decoder fuzzing: each language's driver mutates a case's instances and checks its
 * own decoder, millions of mutants an hour (the `!fuzz` request of test/harness/protocol.ts: no
 * exception, a rejection's offset inside the input, decode → encode → decode a fixed point).
 * Every language runs the same mutants, on the cases every language builds; a failing mutant is
 * kept under `.build/fuzz/in-process/failures/` and sent through every language's driver, so the
 * report shows what each one makes of it.
 */
import { join } from 'node:path';
import { writeIfChanged } from '../harness/files.js';
import { excludedCases, readLedger } from '../harness/ledger.js';
import type { Driver, FuzzRequest, FuzzResult, LanguageHarness } from '../harness/protocol.js';
import { pick, seededRng } from '../harness/random/rng.js';
import { metered } from './cpu.js';
import { decoderFuzzRoot, describeAnswer, driverOf, fuzzLedger, runResilient, seedInputs } from './decoder-run.js';
import { mutationTokens } from './mutate.js';

export const inProcessRoot = join(decoderFuzzRoot, '..', 'in-process');

export interface InProcessFailure {
  /** The language whose driver failed, or `all` for languages that disagree. */
  readonly lang: string;
  /** The request that reproduces it (the driver's generator is deterministic). */
  readonly request: FuzzRequest;
  readonly problem: string;
  /** The failing mutant, when known (a driver that died cannot name it: another language's run of the same mutants does). */
  readonly input?: Buffer;
  /** Each language's answer to the mutant. */
  readonly answers: ReadonlyMap<string, string>;
}

export interface InProcessReport {
  /** Per language: mutants run and accepted. */
  readonly counts: ReadonlyMap<string, { readonly execs: number; readonly accepted: number }>;
  readonly failures: readonly InProcessFailure[];
}

function hexLine(kind: 's' | 't', bytes: Buffer): string {
  return `${kind}${bytes.length === 0 ? '-' : bytes.toString('hex')}`;
}

/** The corpus file of a case: its seed documents and the mutation tokens (protocol.ts). */
export function corpusText(seeds: readonly Buffer[]): string {
  return [...seeds.map((s) => hexLine('s', s)), ...mutationTokens.map((t) => hexLine('t', t))].join('\n') + '\n';
}

/** The cases fuzzed: those with seeds, built by every language, with no decoder-fuzzing ledger entry. */
function fuzzableCases(harnesses: readonly LanguageHarness[]): Map<string, string> {
  const excluded = new Set(harnesses.flatMap((h) => [...excludedCases(readLedger(h.lang))]));
  const ledgered = new Set([...fuzzLedger()].map((id) => id.slice(0, id.lastIndexOf('/'))));
  const corpora = new Map<string, string>();
  for (const [name, seeds] of seedInputs()) {
    if (seeds.length === 0 || excluded.has(name) || ledgered.has(name)) continue;
    const path = join(inProcessRoot, 'corpus', `${name}.txt`);
    writeIfChanged(path, corpusText(seeds));
    corpora.set(name, path);
  }
  return corpora;
}

/** Every language's answer to one input, through the ordinary decode request. */
async function replay(drivers: ReadonlyMap<string, Driver>, caseName: string, input: Buffer, file: string): Promise<Map<string, string>> {
  writeIfChanged(file, input);
  const answers = new Map<string, string>();
  for (const [lang, driver] of drivers) {
    const [answer] = await runResilient(driver, [{ caseName, path: file }]);
    answers.set(lang, describeAnswer(answer));
  }
  return answers;
}

/** Mutants a request runs next: as many as take about `target` ms, from the last batch's pace. */
export function nextIterations(last: number, batch: number, elapsedMs: number, target = 2000): number {
  const perRequest = Math.max(1, elapsedMs / batch);
  return Math.round(Math.min(last * 8, Math.max(100, (last * target) / perRequest)));
}

export interface InProcessOptions {
  /** Mutants a request runs first (default 2,000). */
  readonly iterations?: number;
  /** Requests a driver process takes at once (default 8). */
  readonly batch?: number;
  /** A driver's run of a batch past this is a hang (default: a minute plus a millisecond a mutant); also the bound of each probe for the mutant it hung on. */
  readonly timeoutMs?: number;
  /** Called with each failure as it is found. */
  readonly onFailure?: (failure: InProcessFailure) => void;
  /** Called after each batch with the mutants each language has run. */
  readonly onBatch?: (execs: number) => void;
}

/** The compiled suite's driver of each language (built once, the build's CPU time metered as `<lang> build`). */
async function compiledDrivers(harnesses: readonly LanguageHarness[], cpu: Map<string, number>): Promise<Map<string, Driver>> {
  const drivers = new Map<string, Driver>();
  for (const h of harnesses) drivers.set(h.lang, (await metered(cpu, `${h.lang} build`, () => driverOf(h))).driver);
  return drivers;
}

/** The compiled suite's drivers of `harnesses` (built once) fuzzed on every case they all build. */
export async function runInProcessFuzz(
  harnesses: readonly LanguageHarness[],
  seed: string,
  seconds: number,
  cpu: Map<string, number>,
  options: InProcessOptions = {},
): Promise<InProcessReport> {
  return fuzzDrivers(await compiledDrivers(harnesses, cpu), fuzzableCases(harnesses), seed, seconds, cpu, options);
}

/**
 * Fuzzes for `seconds` of wall-clock time (`corpora`: case name → corpus file): batches of
 * `batch` requests (cases in a seeded random order, `iterations` mutants each at first, then as
 * many as take the slowest language about two seconds a request), each batch run by every
 * driver in turn. A request gives every language the same mutants (protocol.ts), so besides each
 * driver's own properties the languages must give the same hash of their verdicts: a difference
 * is a verdict they disagree on.
 */
export async function fuzzDrivers(
  drivers: ReadonlyMap<string, Driver>,
  corpora: ReadonlyMap<string, string>,
  seed: string,
  seconds: number,
  cpu: Map<string, number>,
  options: InProcessOptions = {},
): Promise<InProcessReport> {
  const batch = options.batch ?? 8;
  const names = [...corpora.keys()].sort();
  const counts = new Map([...drivers.keys()].map((lang) => [lang, { execs: 0, accepted: 0 }] as const));
  const failures: InProcessFailure[] = [];
  const rng = seededRng(seed);
  const deadline = Date.now() + seconds * 1000;
  let iterations = options.iterations ?? 2000;
  for (let round = 0; round === 0 || Date.now() < deadline; round++) {
    const requests: FuzzRequest[] = Array.from({ length: batch }, () => {
      const caseName = pick(rng, names);
      return { caseName, seed: rng.u32(), iterations, corpusPath: corpora.get(caseName) as string };
    });
    const ran = await runBatch(drivers, requests, cpu, counts, options.timeoutMs);
    failures.push(...ran.failures);
    ran.failures.forEach((f) => options.onFailure?.(f));
    iterations = nextIterations(iterations, batch, ran.slowestMs);
    options.onBatch?.(Math.max(...[...counts.values()].map((c) => c.execs)));
  }
  return { counts, failures };
}

/** Runs `requests` in every driver and checks them: each driver's own properties, then that all give the same verdicts. */
async function runBatch(
  drivers: ReadonlyMap<string, Driver>,
  requests: readonly FuzzRequest[],
  cpu: Map<string, number>,
  counts: Map<string, { execs: number; accepted: number }>,
  timeoutMs?: number,
): Promise<{ readonly failures: InProcessFailure[]; readonly slowestMs: number }> {
  const failures: InProcessFailure[] = [];
  const answers = new Map<string, readonly (FuzzResult | undefined)[]>();
  let slowestMs = 0;
  for (const [lang, driver] of drivers) {
    let results: readonly FuzzResult[];
    const began = Date.now();
    try {
      results = await metered(cpu, lang, () => driver.fuzz(requests, timeoutMs));
      slowestMs = Math.max(slowestMs, Date.now() - began);
    } catch (e) {
      // the driver died (a fatal runtime error, a stack overflow) or hung: the message names the request
      const message = (e as Error).message;
      const request = requests[Number(/after (\d+)\//.exec(message)?.[1] ?? 0)] as FuzzRequest;
      const input = await diedOn(drivers, lang, request, timeoutMs);
      // the others' answers only: the ordinary decode would die or hang the same way
      const others = new Map([...drivers].filter(([l]) => l !== lang));
      failures.push({ lang, request, problem: message.slice(0, 2000), ...(await withAnswers(others, lang, request, input)) });
      continue;
    }
    answers.set(lang, results);
    const count = counts.get(lang) ?? { execs: 0, accepted: 0 };
    counts.set(lang, count);
    for (const [k, r] of results.entries()) {
      count.execs += r.execs;
      count.accepted += r.accepted;
      const request = requests[k] as FuzzRequest;
      if (r.failure !== undefined)
        failures.push({ lang, request, problem: r.failure.problem, ...(await withAnswers(drivers, lang, request, r.failure.input)) });
    }
  }
  for (const [k, request] of requests.entries()) {
    const per = [...answers].flatMap(([lang, list]) => (list[k] === undefined || list[k]?.failure !== undefined ? [] : [[lang, list[k]] as const]));
    if (new Set(per.map(([, r]) => r.verdicts)).size <= 1) continue;
    const problem = `the languages' verdicts on the same mutants differ (accepted: ${per.map(([lang, r]) => `${lang} ${r.accepted}`).join(', ')})`;
    const parting = new Map(per.map(([lang]) => [lang, drivers.get(lang) as Driver]));
    failures.push({ lang: 'all', request, problem, ...(await withAnswers(drivers, 'all', request, await partingMutant(parting, request))) });
  }
  return { failures, slowestMs };
}

/** One request again (`<case>:<seed>:<iterations>`, as a failure prints it) in the compiled builds of `harnesses`. */
export async function replayRequest(harnesses: readonly LanguageHarness[], spelled: string, cpu: Map<string, number>): Promise<InProcessReport> {
  const [caseName = '', seed = '', iterations = ''] = spelled.split(':');
  const corpusPath = fuzzableCases(harnesses).get(caseName);
  if (corpusPath === undefined) throw new Error(`${caseName} is not fuzzed in ${harnesses.map((h) => h.lang).join(', ')}`);
  const drivers = await compiledDrivers(harnesses, cpu);
  const counts = new Map<string, { execs: number; accepted: number }>();
  const { failures } = await runBatch(drivers, [{ caseName, seed: Number(seed), iterations: Number(iterations), corpusPath }], cpu, counts);
  return { counts, failures };
}

/** The smallest k in [1, n] for which `holds(k)`, given `holds(n)` (bisection; `holds` false up to some k, true from it on). */
export async function firstHolding(n: number, holds: (k: number) => Promise<boolean>): Promise<number> {
  let lo = 0;
  let hi = n;
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (await holds(mid)) hi = mid;
    else lo = mid;
  }
  return hi;
}

/** What the request's drivers say when cut to k mutants. */
async function cutTo(drivers: ReadonlyMap<string, Driver>, request: FuzzRequest, k: number): Promise<FuzzResult[]> {
  return Promise.all([...drivers.values()].map((d) => d.fuzz([{ ...request, iterations: k }]).then((r) => r[0] as FuzzResult)));
}

/**
 * The first mutant of `request` on which the languages part (a verdict, or one language's own
 * failure): their streams of mutants are the same until then, so the request cut to k mutants
 * gives every language the same hash of its verdicts exactly while k is below it (the hash of a
 * sequence that differs from the k-th verdict on differs for every longer cut).
 */
async function partingMutant(drivers: ReadonlyMap<string, Driver>, request: FuzzRequest): Promise<Buffer | undefined> {
  const parted = async (k: number): Promise<boolean> => {
    const results = await cutTo(drivers, request, k);
    return new Set(results.map((r) => `${r.verdicts} ${r.failure === undefined}`)).size > 1;
  };
  const k = await firstHolding(request.iterations, parted);
  return (await cutTo(drivers, request, k))[0]?.last;
}

/**
 * The mutant of `request` a driver died or hung on, from another language's run of the same
 * mutants cut just there (the dying driver cannot name it); undefined without another language.
 */
async function diedOn(drivers: ReadonlyMap<string, Driver>, lang: string, request: FuzzRequest, timeoutMs?: number): Promise<Buffer | undefined> {
  const dying = drivers.get(lang) as Driver;
  const other = [...drivers].find(([l]) => l !== lang)?.[1];
  if (other === undefined) return undefined;
  const dies = (k: number): Promise<boolean> =>
    dying.fuzz([{ ...request, iterations: k }], timeoutMs ?? 20_000 + k / 10).then(
      () => false,
      () => true,
    );
  const k = await firstHolding(request.iterations, dies);
  return (await other.fuzz([{ ...request, iterations: k }]))[0]?.last;
}

/** The failing mutant, kept as a file, and every language's answer to it. */
async function withAnswers(
  drivers: ReadonlyMap<string, Driver>,
  lang: string,
  request: FuzzRequest,
  input: Buffer | undefined,
): Promise<{ input?: Buffer; answers: ReadonlyMap<string, string> }> {
  if (input === undefined) return { answers: new Map() };
  const file = join(inProcessRoot, 'failures', `${lang}-${request.caseName}-${request.seed}.json`);
  return { input, answers: await replay(drivers, request.caseName, input, file) };
}

export function describeInProcessFailure(f: InProcessFailure): string {
  const r = f.request;
  const input = f.input === undefined ? 'not known (no other language ran the same mutants)' : JSON.stringify(f.input.toString('utf8').slice(0, 500));
  return [
    `${f.lang} ${r.caseName}: ${f.problem.slice(0, 600)}`,
    `  reproduce: npm run fuzz -- in-process --replay ${r.caseName}:${r.seed}:${r.iterations} --lang <languages>`,
    `  input: ${input}`,
    ...[...f.answers].map(([lang, a]) => `  ${lang.padEnd(10)} ${a}`),
  ].join('\n');
}
