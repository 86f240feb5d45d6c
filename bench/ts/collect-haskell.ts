/**
 * Reads the Haskell runner's outputs (criterion JSON report of each round, agreement lines) and writes
 * raw/haskell.json.
 *   tsx bench/ts/collect-haskell.ts
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAgreeLines, rawDir, readGenNotes, readRaw, roundFiles, unavailableOurs } from './collect-common.js';
import { parseCriterion } from './parse-criterion.js';
import { pooled } from './pool.js';
import type { LanguageRaw } from './raw.js';

function run(): void {
  const raw: LanguageRaw = {
    lang: 'haskell',
    peers: ['aeson_generic', 'aeson_th'],
    samples: pooled(roundFiles('haskell-criterion').map(readRaw).flatMap(parseCriterion)),
    agreement: parseAgreeLines(readRaw('haskell-agree.txt')),
    unavailable: [
      ...unavailableOurs(readRaw('haskell-gen.txt')),
      { impl: 'jsonifier', reason: 'not packaged in Debian, and Hackage is not reachable from this machine' },
    ],
    notes: [...readRaw('haskell-env.txt').split('\n').filter((l) => l.trim() !== '' && !l.startsWith('jsonifier')), ...readGenNotes(readRaw('haskell-gen.txt'))],
  };
  writeFileSync(join(rawDir, 'haskell.json'), `${JSON.stringify(raw, null, 2)}\n`);
  process.stdout.write(`haskell: ${raw.samples.length} series, ${raw.agreement.length} agreement checks\n`);
}

run();
