/**
 * Reads the Scala runner's outputs (JMH JSON of each round, agreement lines) and writes raw/scala.json.
 *   tsx bench/ts/collect-scala.ts
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAgreeLines, readGenNotes, unavailableOurs } from './collect-common.js';
import type { Direction, LanguageRaw, Sample } from './raw.js';

const rawDir = 'bench/results/raw';

function read(name: string): string {
  const path = join(rawDir, name);
  return existsSync(path) ? readFileSync(path, 'utf8') : '';
}

interface JmhEntry {
  readonly benchmark: string;
  readonly params?: Readonly<Record<string, string>>;
  readonly primaryMetric: { readonly scoreUnit: string; readonly rawData: readonly (readonly number[])[] };
}

const nsPer: Readonly<Record<string, number>> = { 'ns/op': 1, 'us/op': 1e3, 'ms/op': 1e6, 's/op': 1e9 };

export function parseJmh(text: string): Sample[] {
  if (text.trim() === '') return [];
  const entries = JSON.parse(text) as JmhEntry[];
  return entries.flatMap((e) => {
    const direction: Direction | undefined = e.benchmark.endsWith('.decode') ? 'decode' : e.benchmark.endsWith('.encode') ? 'encode' : undefined;
    const scale = nsPer[e.primaryMetric.scoreUnit];
    const corpus = e.params?.['corpus'];
    const impl = e.params?.['impl'];
    if (direction === undefined || scale === undefined || corpus === undefined || impl === undefined) return [];
    return [{ corpus, direction, impl, ns: e.primaryMetric.rawData.flat().map((v) => v * scale) }];
  });
}

/** The samples of every round's JMH file (`scala-jmh-<round>.json`), pooled per corpus, direction and implementation. */
export function pooledRounds(texts: readonly string[]): Sample[] {
  const pooled = new Map<string, Sample>();
  for (const sample of texts.flatMap(parseJmh)) {
    const key = `${sample.corpus}\0${sample.direction}\0${sample.impl}`;
    const known = pooled.get(key);
    pooled.set(key, known === undefined ? sample : { ...known, ns: [...known.ns, ...sample.ns] });
  }
  return [...pooled.values()];
}

function roundFiles(): string[] {
  return existsSync(rawDir) ? readdirSync(rawDir).filter((f) => /^scala-jmh-\d+\.json$/.test(f)).sort() : [];
}

function run(): void {
  const raw: LanguageRaw = {
    lang: 'scala',
    peers: ['jsoniter', 'circe', 'zio_json'],
    samples: pooledRounds(roundFiles().map(read)),
    agreement: parseAgreeLines(read('scala-agree.txt')),
    unavailable: unavailableOurs(read('scala-gen.txt')),
    notes: [
      ...read('scala-env.txt').split('\n').filter((l) => l.trim() !== ''),
      ...read('scala-warnings.txt').split('\n').filter((l) => l.trim() !== '').map((l) => `compiler: ${l}`),
      ...readGenNotes(read('scala-gen.txt')),
    ],
  };
  writeFileSync(join(rawDir, 'scala.json'), `${JSON.stringify(raw, null, 2)}\n`);
  process.stdout.write(`scala: ${raw.samples.length} series, ${raw.agreement.length} agreement checks\n`);
}

run();
