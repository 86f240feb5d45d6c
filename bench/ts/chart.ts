import type { Row } from './results.js';

/** Grouped bar chart (one panel per language, one group per corpus × direction) as plain SVG. */
const palette = ['#d62728', '#1f77b4', '#ff7f0e', '#2ca02c', '#9467bd', '#8c564b', '#e377c2', '#7f7f7f'];
const bar = 16;
const groupGap = 28;
const plotHeight = 200;
const left = 60;
const panelTop = 40;
const panelHeight = plotHeight + 110;

function xml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function niceMax(value: number): number {
  if (!(value > 0)) return 1;
  const step = 10 ** Math.floor(Math.log10(value));
  for (const m of [1, 2, 2.5, 5, 10]) if (m * step >= value) return m * step;
  return 10 * step;
}

interface Panel {
  readonly lang: string;
  readonly impls: readonly string[];
  readonly rows: readonly Row[];
}

function panels(rows: readonly Row[]): Panel[] {
  const langs = [...new Set(rows.map((r) => r.lang))];
  return langs.map((lang) => {
    const mine = rows.filter((r) => r.lang === lang);
    return { lang, impls: ['ours', ...new Set(mine.flatMap((r) => Object.keys(r.peers)))], rows: mine };
  });
}

function value(r: Row, impl: string): number | null {
  const m = impl === 'ours' ? r.ours : (r.peers[impl] ?? null);
  return m === null ? null : m.mbps;
}

function panelSvg(p: Panel, top: number): string[] {
  const groupWidth = p.impls.length * bar + groupGap;
  const max = niceMax(Math.max(...p.rows.flatMap((r) => p.impls.map((i) => value(r, i) ?? 0))));
  const y = (v: number): number => top + plotHeight - (v / max) * plotHeight;
  const out: string[] = [`<text x="${left}" y="${top - 14}" class="title">${xml(p.lang)} — MB/s (higher is better)</text>`];
  for (let k = 0; k <= 4; k++) {
    const v = (max * k) / 4;
    out.push(`<line x1="${left}" x2="${left + p.rows.length * groupWidth}" y1="${y(v)}" y2="${y(v)}" class="grid"/>`);
    out.push(`<text x="${left - 6}" y="${y(v) + 4}" class="axis" text-anchor="end">${v.toFixed(0)}</text>`);
  }
  p.rows.forEach((r, g) => {
    const x0 = left + g * groupWidth + groupGap / 2;
    p.impls.forEach((impl, i) => {
      // A peer of the other direction only (a decoder beside encoders) has no bar here.
      if (impl !== 'ours' && !Object.hasOwn(r.peers, impl)) return;
      const v = value(r, impl);
      const x = x0 + i * bar;
      if (v === null) {
        out.push(`<text x="${x + bar / 2}" y="${top + plotHeight - 4}" class="na" text-anchor="middle">×</text>`);
        return;
      }
      out.push(`<rect x="${x}" y="${y(v).toFixed(1)}" width="${bar - 2}" height="${(top + plotHeight - y(v)).toFixed(1)}" fill="${palette[i % palette.length]}"><title>${xml(`${impl === 'ours' ? r.oursImpl : impl} ${r.corpus} ${r.direction}: ${v.toFixed(1)} MB/s`)}</title></rect>`);
    });
    const cx = x0 + (p.impls.length * bar) / 2;
    out.push(`<text x="${cx}" y="${top + plotHeight + 16}" class="axis" text-anchor="middle">${xml(r.set === 'written' ? r.corpus : `${r.corpus} (${r.set})`)}</text>`);
    out.push(`<text x="${cx}" y="${top + plotHeight + 30}" class="axis" text-anchor="middle">${xml(r.direction)}${r.ratio === null ? '' : ` ${r.ratio.toFixed(2)}×`}</text>`);
  });
  p.impls.forEach((impl, i) => {
    const x = left + i * 110;
    out.push(`<rect x="${x}" y="${top + plotHeight + 46}" width="12" height="12" fill="${palette[i % palette.length]}"/>`);
    out.push(`<text x="${x + 16}" y="${top + plotHeight + 56}" class="axis">${xml(impl)}</text>`);
  });
  return out;
}

export function chartSvg(rows: readonly Row[], caption: string): string {
  const ps = panels(rows);
  const width = Math.max(700, ...ps.map((p) => left + 20 + (p.rows.length * (p.impls.length * bar + groupGap))));
  const height = panelTop + ps.length * panelHeight + 20;
  const body = ps.flatMap((p, k) => panelSvg(p, panelTop + 20 + k * panelHeight));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif">`,
    '<style>.title{font-size:14px;font-weight:bold}.axis{font-size:11px;fill:#333}.na{font-size:12px;fill:#999}.grid{stroke:#ddd;stroke-width:1}.caption{font-size:11px;fill:#555}</style>',
    '<rect width="100%" height="100%" fill="white"/>',
    `<text x="${left}" y="20" class="caption">${xml(caption)}</text>`,
    ...body,
    '</svg>',
    '',
  ].join('\n');
}
