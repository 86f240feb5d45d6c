/**
 * Reads the Haskell runner's outputs (criterion JSON report, agreement lines) and writes
 * raw/haskell.json.
 *   tsx bench/ts/collect-haskell.ts
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAgreeLines, readGenNotes, unavailableOurs } from './collect-common.js';
import type { Direction, LanguageRaw, Sample } from './raw.js';

const rawDir = 'bench/results/raw';

function read(name: string): string {
  const path = join(rawDir, name);
  return existsSync(path) ? readFileSync(path, 'utf8') : '';
}

interface CriterionReport {
  readonly reportName: string;
  readonly reportKeys: readonly string[];
  readonly reportMeasured: readonly (readonly (number | null)[])[];
}

/** Per criterion sample: seconds ÷ iterations, in nanoseconds. */
export function parseCriterion(text: string): Sample[] {
  if (text.trim() === '') return [];
  const doc = JSON.parse(text) as [string, string, CriterionReport[]];
  return doc[2].flatMap((r) => {
    const [dir, corpus, impl] = r.reportName.split('/');
    const direction: Direction | undefined = dir === 'decode' || dir === 'encode' ? dir : undefined;
    const t = r.reportKeys.indexOf('time');
    const n = r.reportKeys.indexOf('iters');
    if (direction === undefined || corpus === undefined || impl === undefined || t < 0 || n < 0) return [];
    const ns = r.reportMeasured.map((m) => ((m[t] ?? 0) / (m[n] ?? 1)) * 1e9).filter((v) => v > 0);
    return [{ corpus, direction, impl, ns }];
  });
}

function run(): void {
  const raw: LanguageRaw = {
    lang: 'haskell',
    peers: ['aeson_generic', 'aeson_th'],
    samples: parseCriterion(read('haskell-criterion.json')),
    agreement: parseAgreeLines(read('haskell-agree.txt')),
    unavailable: [
      ...unavailableOurs(read('haskell-gen.txt')),
      { impl: 'jsonifier', reason: 'not packaged in Debian, and Hackage is not reachable from this machine' },
    ],
    notes: [...read('haskell-env.txt').split('\n').filter((l) => l.trim() !== '' && !l.startsWith('jsonifier')), ...readGenNotes(read('haskell-gen.txt'))],
  };
  writeFileSync(join(rawDir, 'haskell.json'), `${JSON.stringify(raw, null, 2)}\n`);
  process.stdout.write(`haskell: ${raw.samples.length} series, ${raw.agreement.length} agreement checks\n`);
}

run();
