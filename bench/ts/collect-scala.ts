/**
 * Reads the Scala runner's outputs (JMH JSON of each round, agreement lines) and writes raw/scala.json.
 *   tsx bench/ts/collect-scala.ts
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAgreeLines, rawDir, readGenNotes, readRaw, roundFiles, unavailableOurs } from './collect-common.js';
import { parseJmh } from './parse-jmh.js';
import { pooled } from './pool.js';
import type { LanguageRaw } from './raw.js';

function run(): void {
  const raw: LanguageRaw = {
    lang: 'scala',
    peers: ['jsoniter', 'circe', 'zio_json'],
    samples: pooled(roundFiles('scala-jmh').map(readRaw).flatMap(parseJmh)),
    agreement: parseAgreeLines(readRaw('scala-agree.txt')),
    unavailable: unavailableOurs(readRaw('scala-gen.txt')),
    notes: [
      ...readRaw('scala-env.txt').split('\n').filter((l) => l.trim() !== ''),
      ...readRaw('scala-warnings.txt').split('\n').filter((l) => l.trim() !== '').map((l) => `compiler: ${l}`),
      ...readGenNotes(readRaw('scala-gen.txt')),
    ],
  };
  writeFileSync(join(rawDir, 'scala.json'), `${JSON.stringify(raw, null, 2)}\n`);
  process.stdout.write(`scala: ${raw.samples.length} series, ${raw.agreement.length} agreement checks\n`);
}

run();
