/**
 * The drivers' in-process fuzzing: able to fail (decoders with a planted fault, built here), and
 * a short run over the compiled suite's builds of every language (`npm run fuzz -- in-process`
 * runs longer).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { discoverCases, generateCase } from '../harness/cases.js';
import { writeIfChanged } from '../harness/files.js';
import { goHarness } from '../harness/go/index.js';
import { buildRoot } from '../harness/paths.js';
import type { Driver, HarnessCase, LanguageHarness } from '../harness/protocol.js';
import { harnesses } from '../harness/registry.js';
import { typescriptHarness } from '../harness/typescript/index.js';
import { corpusText, describeInProcessFailure, fuzzDrivers, nextIterations, runInProcessFuzz, type InProcessReport } from './in-process.js';
import { mutationTokens } from './mutate.js';

const root = join(buildRoot, 'fuzz', 'in-process-test');
const spec = discoverCases().cases.find((c) => c.name === 'root-any');

/** root-any generated for `harness` under `name`. */
function renamed(harness: LanguageHarness, name: string): HarnessCase {
  if (spec === undefined) throw new Error('no case root-any');
  const generated = generateCase({ ...spec, name }, harness);
  if (!generated.ok) throw new Error(`root-any does not generate for ${harness.lang}`);
  return generated.value;
}

/** root-any generated under `name`, its decode function's first line followed by `plant`. */
function planted(harness: LanguageHarness, name: string, opening: (rootType: string) => string, plant: string): HarnessCase {
  const c = renamed(harness, name);
  const line = opening(c.rootType);
  const files = c.files.map((f) => (f.content.includes(line) ? { ...f, content: f.content.replace(line, `${line}\n${plant}`) } : f));
  if (files.every((f, i) => f === c.files[i])) throw new Error(`no line ${line} in root-any for ${harness.lang}`);
  return { ...c, files };
}

const goOpening = (t: string): string => `func (v *${t}) UnmarshalJSON(data []byte) error {`;
const tsOpening = (t: string): string => `export function decode${t}(input: Uint8Array | string, options?: $rt.DecodeOptions): $rt.Result<${t}> {`;

/** The corpus file of root-any's instances, which every planted case fuzzes from. */
function corpusPath(): string {
  const path = join(root, 'root-any.txt');
  writeIfChanged(path, corpusText((spec?.instances ?? []).map((i) => readFileSync(i.path))));
  return path;
}

describe('in-process fuzzing', () => {
  it('a corpus file lists the seeds, then every mutation token, as hex lines', () => {
    const lines = corpusText([Buffer.from('{}'), Buffer.alloc(0)])
      .trimEnd()
      .split('\n');
    expect(lines.slice(0, 2)).toEqual(['s7b7d', 's-']);
    expect(lines.length).toBe(2 + mutationTokens.length);
    expect(lines.slice(2).every((l) => /^t[0-9a-f]+$/.test(l))).toBe(true);
  });

  it('the next request runs as many mutants as take about two seconds, within bounds', () => {
    expect(nextIterations(1000, 8, 8 * 500)).toBe(4000);
    expect(nextIterations(1000, 8, 8 * 10)).toBe(8000);
    expect(nextIterations(1000, 8, 8 * 100_000)).toBe(100);
  });

  it('finds a decoder that throws or panics, and a language that rejects what another accepts', async () => {
    const oneOnly = (lang: string, name: string, driver: Driver): Promise<InProcessReport> =>
      fuzzDrivers(new Map([[lang, driver]]), new Map([[name, corpusPath()]]), `planted/${name}`, 0, new Map(), { iterations: 3000, batch: 2 });
    const go = await goHarness.build(
      [
        planted(goHarness, 'go-panics', goOpening, '\tif len(data)%7 == 3 {\n\t\tpanic("planted")\n\t}'),
        // rejects what holds a raw line feed (no encoder writes one, so its own output still decodes)
        planted(goHarness, 'go-rejects', goOpening, '\tfor _, c := range data {\n\t\tif c == \'\\n\' {\n\t\t\treturn v.UnmarshalJSON([]byte("x"))\n\t\t}\n\t}'),
      ],
      join(root, 'go'),
      { optimize: false, lint: false },
    );
    const ts = await typescriptHarness.build(
      [planted(typescriptHarness, 'ts-throws', tsOpening, "  if (input.length % 7 === 3) throw new Error('planted');")],
      join(root, 'typescript'),
      { optimize: false },
    );
    const panics = await oneOnly('go', 'go-panics', go);
    expect(panics.failures.map(describeInProcessFailure).join('\n')).toMatch(/go go-panics: panic: planted/);
    expect(panics.failures.every((f) => (f.input?.length ?? 0) % 7 === 3)).toBe(true);
    const throws = await oneOnly('typescript', 'ts-throws', ts);
    expect(throws.failures.map(describeInProcessFailure).join('\n')).toMatch(/typescript ts-throws: an exception: Error: planted/);
    // the same mutants through a Go decoder that rejects some of them and a sound TypeScript one
    const sound = await typescriptHarness.build([renamed(typescriptHarness, 'go-rejects')], join(root, 'typescript-sound'), { optimize: false });
    const report = await fuzzDrivers(
      new Map([
        ['go', go],
        ['typescript', sound],
      ]),
      new Map([['go-rejects', corpusPath()]]),
      'planted/differential',
      0,
      new Map(),
      { iterations: 3000, batch: 2 },
    );
    expect(report.failures.map((f) => f.problem).join('\n')).toMatch(/verdicts on the same mutants differ \(accepted: go \d+, typescript \d+\)/);
    const parting = report.failures.filter((f) => f.lang === 'all');
    expect(parting.length).toBeGreaterThan(0);
    for (const f of parting) {
      expect(f.input?.includes(10)).toBe(true);
      expect(f.answers.get('go')).toMatch(/^ERR at 0/);
      expect(f.answers.get('typescript')).toMatch(/^OK/);
    }
  });

  it('names the mutant a driver died or hung on, from another language running the same mutants', async () => {
    const go = await goHarness.build(
      [
        planted(goHarness, 'go-dies', goOpening, '\tif len(data)%7 == 3 {\n\t\tdone := make(chan bool)\n\t\tgo func() { panic("planted") }()\n\t\t<-done\n\t}'),
        planted(goHarness, 'go-hangs', goOpening, '\tfor len(data)%7 == 3 {\n\t}'),
      ],
      join(root, 'go-fatal'),
      { optimize: false, lint: false },
    );
    const ts = await typescriptHarness.build([renamed(typescriptHarness, 'go-dies'), renamed(typescriptHarness, 'go-hangs')], join(root, 'typescript-fatal'), {
      optimize: false,
    });
    for (const name of ['go-dies', 'go-hangs']) {
      const report = await fuzzDrivers(
        new Map([
          ['go', go],
          ['typescript', ts],
        ]),
        new Map([[name, corpusPath()]]),
        `planted/${name}`,
        0,
        new Map(),
        { iterations: 400, batch: 1, timeoutMs: 1500 },
      );
      const died = report.failures.find((f) => f.lang === 'go');
      expect(died?.problem, name).toMatch(name === 'go-dies' ? /driver exited 2 after 0\/1 results.*panic: planted/s : /driver timed out \(1500 ms\)/);
      expect((died?.input?.length ?? 0) % 7, name).toBe(3);
      expect(died?.answers.get('typescript'), name).toMatch(/^OK|^ERR/);
    }
  });

  it('the compiled builds of every language fuzz their decoders with no failure and one verdict', async () => {
    const cpu = new Map<string, number>();
    const report = await runInProcessFuzz(harnesses, 'npm-test-in-process-1', 10, cpu, { iterations: 400 });
    expect(report.failures.map(describeInProcessFailure)).toEqual([]);
    for (const h of harnesses) expect(report.counts.get(h.lang)?.accepted, h.lang).toBeGreaterThan(0);
    const counts = [...report.counts.values()];
    expect(new Set(counts.map((c) => `${c.execs}/${c.accepted}`)).size).toBe(1);
  });
});
