/**
 * Reads the Go runner's text outputs (bench/results/raw/go-*.txt) and writes raw/go.json.
 *   tsx bench/ts/collect-go.ts
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAgreeLines, readGenNotes, unavailableOurs } from './collect-common.js';
import type { Direction, LanguageRaw, Sample, Unavailable } from './raw.js';

const rawDir = 'bench/results/raw';
const peers = ['json_v1', 'json_v2', 'easyjson', 'goccy', 'sonic'] as const;

function read(name: string): string {
  const path = join(rawDir, name);
  return existsSync(path) ? readFileSync(path, 'utf8') : '';
}

const benchLine = /^Benchmark(Decode|Encode)\/([^/\s]+)\/([^\s]+?)(?:-\d+)?\s+\d+\s+([\d.]+) ns\/op/;
const skipLine = /^\s*--- SKIP: Benchmark(Decode|Encode)\/([^/\s]+)\/(\S+?)(?:-\d+)?\s/;

export function parseGoBench(text: string): { samples: Sample[]; skipped: Unavailable[] } {
  const byKey = new Map<string, { corpus: string; direction: Direction; impl: string; ns: number[] }>();
  const skipped: Unavailable[] = [];
  const lines = text.split('\n');
  lines.forEach((line, i) => {
    const m = benchLine.exec(line);
    if (m !== null) {
      const [, dir, corpus, impl, ns] = m as unknown as [string, string, string, string, string];
      const direction: Direction = dir === 'Decode' ? 'decode' : 'encode';
      const key = `${direction}/${corpus}/${impl}`;
      const entry = byKey.get(key) ?? { corpus, direction, impl, ns: [] };
      entry.ns.push(Number(ns));
      byKey.set(key, entry);
      return;
    }
    const s = skipLine.exec(line);
    if (s !== null) {
      const reason = (lines[i + 1] ?? '').trim().replace(/^\S+\.go:\d+:\s*/, '');
      skipped.push({ impl: `${s[3]} (${s[2]} ${s[1]?.toLowerCase()})`, reason });
    }
  });
  return { samples: [...byKey.values()], skipped };
}

function sonicNote(env: string): Unavailable[] {
  const fallback = /^sonic fallback: (.*)$/m.exec(env);
  return fallback === null ? [] : [{ impl: 'sonic', reason: `falls back to encoding/json: ${fallback[1]}` }];
}

function run(): void {
  const { samples, skipped } = parseGoBench(read('go-bench.txt'));
  const agreeV1 = parseAgreeLines(read('go-agree.txt')).filter((a) => a.impl !== 'json_v2');
  const agreeV2 = parseAgreeLines(read('go-agree-v2.txt')).filter((a) => a.impl === 'json_v2');
  const env = read('go-env.txt');
  const raw: LanguageRaw = {
    lang: 'go',
    peers: [...peers],
    samples: samples.filter((s) => !(s.impl === 'sonic' && /^sonic fallback/m.test(env))),
    agreement: [...agreeV1, ...agreeV2],
    unavailable: [...unavailableOurs(read('go-gen.txt')), ...sonicNote(env), ...skipped],
    notes: [
      ...env.split('\n').filter((l) => l.trim() !== ''),
      'one thread (GOMAXPROCS=1, -cpu 1); json_v2 from a GOEXPERIMENT=jsonv2 build, the others from a build without it',
      ...readGenNotes(read('go-gen.txt')),
    ],
  };
  writeFileSync(join(rawDir, 'go.json'), `${JSON.stringify(raw, null, 2)}\n`);
  process.stdout.write(`go: ${raw.samples.length} series, ${raw.agreement.length} agreement checks\n`);
}

run();
