/**
 * Merges bench/results/raw/<lang>.json (and generator.json, loadavg.txt) into
 * bench/results/latest.json, latest.md and chart.svg, and prints the table.
 *   tsx bench/ts/report.ts go haskell scala
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chartSvg } from './chart.js';
import { generatorLine, type GeneratorTiming } from './generator-timing.js';
import type { LanguageRaw } from './raw.js';
import { rowsOf, type Row } from './results.js';
import { markdownTable, textTable } from './table.js';

const resultsDir = 'bench/results';
const rawDir = join(resultsDir, 'raw');

function readJson<T>(path: string): T | undefined {
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as T) : undefined;
}

function notesOf(raws: readonly LanguageRaw[]): string[] {
  const lines: string[] = [];
  for (const raw of raws) {
    for (const u of raw.unavailable) lines.push(`${raw.lang}: ${u.impl} n/a: ${u.reason}`);
    for (const a of raw.agreement) {
      if (a.vsInput === 'mismatch' || a.vsInput === 'error' || a.vsOurs === 'mismatch' || a.vsOurs === 'error') {
        lines.push(`${raw.lang}: ${a.impl} on ${a.corpus}: vs input ${a.vsInput}, vs ours ${a.vsOurs} ${a.detail}`.trimEnd());
      }
    }
    for (const n of raw.notes) lines.push(`${raw.lang}: ${n}`);
  }
  return lines;
}

function run(): void {
  const langs = process.argv.slice(2);
  const raws = langs.map((l) => readJson<LanguageRaw>(join(rawDir, `${l}.json`))).filter((r): r is LanguageRaw => r !== undefined);
  const rows: Row[] = raws.flatMap(rowsOf);
  const generator = readJson<GeneratorTiming>(join(rawDir, 'generator.json'));
  const loadavg = existsSync(join(rawDir, 'loadavg.txt')) ? readFileSync(join(rawDir, 'loadavg.txt'), 'utf8').trim().split('\n') : [];
  const notes = notesOf(raws);
  const date = new Date().toISOString();
  const legend = 'MB/s = corpus bytes (10^6) / median time per document; ≠ round trip differs from ours, ! failed, n/a not run';
  writeFileSync(
    join(resultsDir, 'latest.json'),
    `${JSON.stringify({ date, loadavg, generator, rows, languages: raws.map((r) => ({ lang: r.lang, peers: r.peers, unavailable: r.unavailable, agreement: r.agreement, notes: r.notes })) }, null, 2)}\n`,
  );
  const md = [
    `# Benchmark results (${date})`,
    '',
    markdownTable(rows),
    '',
    legend,
    '',
    `- ${generatorLine(generator)}`,
    ...loadavg.map((l) => `- ${l}`),
    ...notes.map((n) => `- ${n}`),
    '',
  ].join('\n');
  writeFileSync(join(resultsDir, 'latest.md'), md);
  writeFileSync(join(resultsDir, 'chart.svg'), chartSvg(rows, `jsongen benchmarks ${date.slice(0, 10)} — ${loadavg[0] ?? ''}`));
  process.stdout.write(`\n${textTable(rows)}\n\n${legend}\n${generatorLine(generator)}\n${[...loadavg, ...notes].join('\n')}\n`);
  process.stdout.write(`\nwrote ${resultsDir}/latest.json, latest.md, chart.svg\n`);
}

run();
