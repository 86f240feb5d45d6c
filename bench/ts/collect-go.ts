/**
 * Reads the Go runner's text outputs (bench/results/raw/go-*.txt) and writes raw/go.json.
 *   tsx bench/ts/collect-go.ts
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAgreeLines, rawDir, readGenNotes, readRaw, unavailableOurs } from './collect-common.js';
import { parseGoBench } from './parse-go.js';
import type { LanguageRaw, Unavailable } from './raw.js';

const peers = ['json_v1', 'json_v2', 'easyjson', 'goccy', 'sonic'] as const;

function sonicNote(env: string): Unavailable[] {
  const fallback = /^sonic fallback: (.*)$/m.exec(env);
  return fallback === null ? [] : [{ impl: 'sonic', reason: `falls back to encoding/json: ${fallback[1]}` }];
}

function run(): void {
  const { samples, skipped } = parseGoBench(readRaw('go-bench.txt'));
  const agreeV1 = parseAgreeLines(readRaw('go-agree.txt')).filter((a) => a.impl !== 'json_v2');
  const agreeV2 = parseAgreeLines(readRaw('go-agree-v2.txt')).filter((a) => a.impl === 'json_v2');
  const env = readRaw('go-env.txt');
  const raw: LanguageRaw = {
    lang: 'go',
    peers: [...peers],
    samples: samples.filter((s) => !(s.impl === 'sonic' && /^sonic fallback/m.test(env))),
    agreement: [...agreeV1, ...agreeV2],
    unavailable: [...unavailableOurs(readRaw('go-gen.txt')), ...sonicNote(env), ...skipped],
    notes: [
      ...env.split('\n').filter((l) => l.trim() !== ''),
      'one thread (GOMAXPROCS=1, -cpu 1); json_v2 from a GOEXPERIMENT=jsonv2 build, the others from a build without it',
      ...readGenNotes(readRaw('go-gen.txt')),
    ],
  };
  writeFileSync(join(rawDir, 'go.json'), `${JSON.stringify(raw, null, 2)}\n`);
  process.stdout.write(`go: ${raw.samples.length} series, ${raw.agreement.length} agreement checks\n`);
}

run();
