/**
 * Differential decoder fuzzing: instances of the shared cases (test/cases/*), mutated
 * (mutate.ts), sent through every language's compiled driver (the same build the compiled
 * suite uses). For each input every language must give the same verdict; a rejection must
 * carry the same JSON Pointer everywhere; an acceptance the same bytes everywhere, and
 * decoding those bytes again must give them back (decode → encode → decode is a fixed point).
 * A driver that dies on an input (a panic, an exception, a stack overflow) is a crash: the
 * input is recorded and the rest of the batch goes on.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { discoverCases } from '../harness/cases.js';
import { writeIfChanged } from '../harness/files.js';
import { excludedCases, parseLedger, readLedger } from '../harness/ledger.js';
import { buildRoot, repoRoot } from '../harness/paths.js';
import type { Driver, InstanceRequest, InstanceResult, LanguageHarness } from '../harness/protocol.js';
import { pick, seededRng } from '../harness/random/rng.js';
import { buildAll } from '../compiled/build-all.js';
import { extraCases } from '../compiled/extra-cases.js';
import { compiledSpecs } from '../compiled/specs.js';
import { metered } from './cpu.js';
import { mutate } from './mutate.js';

export interface Disagreement {
  readonly caseName: string;
  readonly path: string;
  readonly input: Buffer;
  readonly problem: string;
  readonly property: Property;
  /** Each language's answer, as text. */
  readonly answers: ReadonlyMap<string, string>;
}

export interface DecoderFuzzReport {
  readonly inputs: number;
  readonly accepted: number;
  readonly rejected: number;
  readonly disagreements: readonly Disagreement[];
}

export const decoderFuzzRoot = join(buildRoot, 'fuzz', 'decoders');

export type Property = 'verdict' | 'pointer' | 'bytes' | 'crash' | 'fixed-point';

/** `<case>/<property>` ids of test/fuzz/known-failures.txt: properties not checked for a case. */
export function fuzzLedger(): ReadonlySet<string> {
  const file = join(repoRoot, 'test', 'fuzz', 'known-failures.txt');
  const ledger = parseLedger('test/fuzz/known-failures.txt', readFileSync(file, 'utf8'));
  if (ledger.problems.length > 0) throw new Error(ledger.problems.join('\n'));
  return new Set(ledger.entries.keys());
}

/** A crash: the driver died on this input. */
type Answer = InstanceResult | { readonly crash: string };

function isCrash(a: Answer): a is { readonly crash: string } {
  return 'crash' in a;
}

export function describeAnswer(a: Answer | undefined): string {
  if (a === undefined) return 'no answer';
  if (isCrash(a)) return `CRASH ${a.crash.slice(0, 300)}`;
  if (a.ok) return `OK ${JSON.stringify(a.output.toString('utf8').slice(0, 200))}`;
  return `ERR at ${a.offset} ${JSON.stringify(a.pointer)}: ${a.message.slice(0, 160)}`;
}

/** Runs requests, going on after a driver death (the request it died on becomes a crash). */
export async function runResilient(driver: Driver, requests: readonly InstanceRequest[]): Promise<Answer[]> {
  const answers: Answer[] = [];
  while (answers.length < requests.length) {
    const rest = requests.slice(answers.length);
    try {
      answers.push(...(await driver.run(rest)));
    } catch (e) {
      const message = (e as Error).message;
      const done = /after (\d+)\/\d+ results/.exec(message);
      if (done === null) throw e;
      const count = Number(done[1]);
      const partial = await driver.run(rest.slice(0, count));
      answers.push(...partial, { crash: message });
    }
  }
  return answers;
}

/** The cases fuzzed and their seed inputs: every shared case with instances, the corpus schemas with their data. */
export function seedInputs(): ReadonlyMap<string, readonly Buffer[]> {
  const cases = discoverCases().cases;
  const seeds = new Map<string, Buffer[]>();
  for (const c of cases) seeds.set(c.name, c.instances.map((i) => readFileSync(i.path)));
  const rootAny = seeds.get('root-any') ?? [];
  for (const extra of extraCases) {
    // the corpus and conformance schemas take every shared instance as raw material too
    if (extra.name.startsWith('conformance')) seeds.set(extra.name, [...rootAny, ...cases.flatMap((c) => seeds.get(c.name) ?? []).slice(0, 200)]);
  }
  return seeds;
}

/** The compiled suite's driver (one shared build); `built` names the cases in it. */
export async function driverOf(harness: LanguageHarness): Promise<{ driver: Driver; built: ReadonlySet<string> }> {
  const specs = compiledSpecs();
  const { driver, problems } = await buildAll(harness, specs, excludedCases(readLedger(harness.lang)));
  return { driver, built: new Set(specs.filter((s) => !problems.has(s.name)).map((s) => s.name)) };
}

function sameAnswer(a: Answer, b: Answer): boolean {
  if (isCrash(a) || isCrash(b)) return false;
  if (a.ok && b.ok) return a.output.equals(b.output);
  if (!a.ok && !b.ok) return a.pointer === b.pointer;
  return false;
}

/** Generates `count` mutants from `seed`, runs them in every language, and compares. */
export async function runDecoderFuzz(
  harnesses: readonly LanguageHarness[],
  seed: string,
  count: number,
  cpu: Map<string, number>,
): Promise<DecoderFuzzReport> {
  const seeds = seedInputs();
  const rng = seededRng(seed);
  // Only cases every language builds: the answers are compared across languages.
  const excluded = new Set(harnesses.flatMap((h) => [...excludedCases(readLedger(h.lang))]));
  const fuzzable = [...seeds].filter(([name, inputs]) => inputs.length > 0 && !excluded.has(name));
  const all = fuzzable.flatMap(([, inputs]) => inputs);
  const dir = join(decoderFuzzRoot, 'in');
  const inputs: { readonly caseName: string; readonly path: string; readonly bytes: Buffer }[] = [];
  for (let i = 0; i < count; i++) {
    const [caseName, caseSeeds] = pick(rng, fuzzable);
    const bytes = mutate(rng, pick(rng, caseSeeds), pick(rng, all));
    const path = join(dir, `${i}.json`);
    writeIfChanged(path, bytes);
    inputs.push({ caseName, path, bytes });
  }
  const answers = new Map<string, { first: Answer[]; second: Map<number, Answer> }>();
  for (const harness of harnesses) {
    const { driver, built } = await metered(cpu, harness.lang, () => driverOf(harness));
    const requests = inputs.map((x) => ({ caseName: x.caseName, path: x.path }));
    const missing = requests.find((r) => !built.has(r.caseName));
    if (missing !== undefined) throw new Error(`${missing.caseName} is not in the ${harness.lang} driver`);
    const first = await metered(cpu, harness.lang, () => runResilient(driver, requests));
    const again: InstanceRequest[] = [];
    const againOf: number[] = [];
    first.forEach((a, n) => {
      if (isCrash(a) || !a.ok) return;
      const path = join(decoderFuzzRoot, 'out', harness.lang, `${n}.json`);
      writeIfChanged(path, a.output);
      again.push({ caseName: requests[n]?.caseName as string, path });
      againOf.push(n);
    });
    const second = await metered(cpu, harness.lang, () => runResilient(driver, again));
    answers.set(harness.lang, { first, second: new Map(againOf.map((n, k) => [n, second[k] as Answer])) });
  }
  const known = fuzzLedger();
  const disagreements: Disagreement[] = [];
  let accepted = 0;
  let rejected = 0;
  inputs.forEach((input, n) => {
    const per = new Map([...answers].map(([lang, a]) => [lang, a.first[n] as Answer] as const));
    const list = [...per.values()];
    const reference = list[0];
    let problem: [Property, string] | undefined;
    if (reference === undefined) return;
    if (list.some(isCrash)) problem = ['crash', 'a decoder crashed'];
    else if (list.some((a) => !isCrash(a) && !a.ok && a.offset < 0)) problem = ['crash', 'an error without an offset (encode error or a non-decode error)'];
    else if (!list.every((a) => !isCrash(a) && !isCrash(reference) && a.ok === reference.ok)) problem = ['verdict', 'the languages disagree on the verdict'];
    else if (!list.every((a) => sameAnswer(a, reference))) problem = !isCrash(reference) && reference.ok ? ['bytes', 'the languages write different bytes'] : ['pointer', 'the languages reject at different pointers'];
    else {
      for (const [lang, a] of answers) {
        const back = a.second.get(n);
        const out = a.first[n];
        if (back !== undefined && out !== undefined && !isCrash(out) && out.ok && !sameAnswer(back, out)) {
          problem = ['fixed-point', `${lang}: decoding its own output gives ${describeAnswer(back)}`];
        }
      }
    }
    if (problem !== undefined && known.has(`${input.caseName}/${problem[0]}`)) problem = undefined;
    if (problem !== undefined) {
      disagreements.push({ caseName: input.caseName, path: input.path, input: input.bytes, problem: problem[1], property: problem[0], answers: new Map([...per].map(([l, a]) => [l, describeAnswer(a)])) });
    } else if (!isCrash(reference) && reference.ok) accepted++;
    else rejected++;
  });
  return { inputs: inputs.length, accepted, rejected, disagreements };
}

export function describeDisagreement(d: Disagreement): string {
  const shown = Buffer.from(d.input.toString('utf8'), 'utf8').equals(d.input) ? JSON.stringify(d.input.toString('utf8')) : `hex ${d.input.toString('hex')}`;
  return [
    `${d.caseName}/${d.property}: ${d.problem} (${d.path})`,
    `  input: ${shown.slice(0, 500)}`,
    ...[...d.answers].map(([lang, a]) => `  ${lang.padEnd(8)} ${a}`),
  ].join('\n');
}
