/**
 * Merges bench/results/raw/<lang>.json (and generator.json, loadavg.txt) into
 * bench/results/latest.json, latest.md and chart.svg, and prints the table. A language with no
 * raw results (not run on this machine since its checkout) keeps its rows of the previous
 * latest.json, with the date and load averages of the run that measured them.
 *   tsx bench/ts/report.ts go haskell scala typescript
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

/** A language's entry in latest.json: what its rows were measured with, and when. */
interface LanguageEntry {
  readonly lang: string;
  readonly peers: readonly string[];
  readonly unavailable: LanguageRaw['unavailable'];
  readonly agreement: LanguageRaw['agreement'];
  readonly notes: readonly string[];
  /** The run that measured the rows (absent in files written before languages were kept). */
  readonly date?: string;
  readonly loadavg?: readonly string[];
}

interface Latest {
  readonly date: string;
  readonly loadavg: readonly string[];
  readonly rows: readonly Row[];
  readonly languages: readonly LanguageEntry[];
}

/** The previous results of `lang`, with the run they come from. */
function keptOf(previous: Latest | undefined, lang: string): { entry: LanguageEntry; rows: readonly Row[] } | undefined {
  const entry = previous?.languages.find((l) => l.lang === lang);
  if (previous === undefined || entry === undefined) return undefined;
  return { entry: { ...entry, date: entry.date ?? previous.date, loadavg: entry.loadavg ?? previous.loadavg }, rows: previous.rows.filter((r) => r.lang === lang) };
}

function run(): void {
  const langs = process.argv.slice(2);
  const previous = readJson<Latest>(join(resultsDir, 'latest.json'));
  const date = new Date().toISOString();
  const loadavg = existsSync(join(rawDir, 'loadavg.txt')) ? readFileSync(join(rawDir, 'loadavg.txt'), 'utf8').trim().split('\n') : [];
  const fresh = langs.map((l) => readJson<LanguageRaw>(join(rawDir, `${l}.json`))).filter((r): r is LanguageRaw => r !== undefined);
  const kept = langs.filter((l) => !fresh.some((r) => r.lang === l)).flatMap((l) => keptOf(previous, l) ?? []);
  const entries: LanguageEntry[] = [
    ...fresh.map((r) => ({ lang: r.lang, peers: r.peers, unavailable: r.unavailable, agreement: r.agreement, notes: r.notes, date, loadavg })),
    ...kept.map((k) => k.entry),
  ];
  const byLang = (lang: string): Row[] => [...fresh.filter((r) => r.lang === lang).flatMap(rowsOf), ...kept.filter((k) => k.entry.lang === lang).flatMap((k) => k.rows)];
  const rows: Row[] = langs.flatMap(byLang);
  const generator = readJson<GeneratorTiming>(join(rawDir, 'generator.json'));
  // Languages kept from one earlier run share its line.
  const runs = new Map<string, string[]>();
  for (const k of kept) {
    const line = `rows of the run of ${k.entry.date ?? 'an earlier run'} (${(k.entry.loadavg ?? []).join('; ')})`;
    runs.set(line, [...(runs.get(line) ?? []), k.entry.lang]);
  }
  const keptLines = [...runs].map(([line, ls]) => `${ls.join(', ')}: ${line}`);
  const notes = [...notesOf(fresh), ...kept.flatMap(({ entry: e }) => [...e.unavailable.map((u) => `${e.lang}: ${u.impl} n/a: ${u.reason}`), ...e.notes.map((n) => `${e.lang}: ${n}`)])];
  const legend = 'MB/s = corpus bytes (10^6) / median time per document; ≠ round trip differs from ours, ! failed, n/a not run';
  writeFileSync(
    join(resultsDir, 'latest.json'),
    `${JSON.stringify({ date, loadavg, generator, rows, languages: entries }, null, 2)}\n`,
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
    ...keptLines.map((l) => `- ${l}`),
    ...notes.map((n) => `- ${n}`),
    '',
  ].join('\n');
  writeFileSync(join(resultsDir, 'latest.md'), md);
  writeFileSync(join(resultsDir, 'chart.svg'), chartSvg(rows, `jsongen benchmarks ${date.slice(0, 10)} — ${loadavg[0] ?? ''}`));
  process.stdout.write(`\n${textTable(rows)}\n\n${legend}\n${generatorLine(generator)}\n${[...loadavg, ...keptLines, ...notes].join('\n')}\n`);
  process.stdout.write(`\nwrote ${resultsDir}/latest.json, latest.md, chart.svg\n`);
}

run();
