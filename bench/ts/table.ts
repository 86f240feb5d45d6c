import type { Measured, Row } from './results.js';

/** A measured value as table text; `≠` marks a round trip that disagreed, `!` one that failed. */
export function cell(m: Measured | null): string {
  if (m === null) return 'n/a';
  const mark = m.agree === 'mismatch' ? '≠' : m.agree === 'error' ? '!' : '';
  return `${m.mbps >= 100 ? m.mbps.toFixed(0) : m.mbps.toFixed(1)}${mark}`;
}

function ratioText(r: Row): string {
  return r.ratio === null ? '-' : `${r.ratio.toFixed(2)}×`;
}

function peersText(r: Row): string {
  return Object.entries(r.peers)
    .map(([name, m]) => `${name} ${cell(m)}`)
    .join(' · ');
}

const header = ['lang', 'corpus', 'schemas', 'dir', 'ours MB/s', 'peers MB/s', 'best peer', 'ours/best'] as const;

function cells(r: Row): string[] {
  return [r.lang, r.corpus, r.set, r.direction, cell(r.ours), peersText(r), r.bestPeer ?? '-', ratioText(r)];
}

/** The one table, aligned for a terminal. */
export function textTable(rows: readonly Row[]): string {
  const all = [[...header], ...rows.map(cells)];
  const widths = header.map((_, i) => Math.max(...all.map((line) => [...(line[i] ?? '')].length)));
  const fmt = (line: readonly string[]): string =>
    line.map((c, i) => c + ' '.repeat((widths[i] ?? 0) - [...c].length)).join('  ').trimEnd();
  return [fmt(all[0] ?? []), widths.map((w) => '-'.repeat(w)).join('  '), ...all.slice(1).map(fmt)].join('\n');
}

/** The same table in Markdown. */
export function markdownTable(rows: readonly Row[]): string {
  const line = (c: readonly string[]): string => `| ${c.join(' | ')} |`;
  return [line(header), line(header.map((_, i) => (i >= 4 && i !== 5 && i !== 6 ? '---:' : '---'))), ...rows.map((r) => line(cells(r)))].join('\n');
}
