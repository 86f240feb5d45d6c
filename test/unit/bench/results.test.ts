import { describe, expect, it } from 'vitest';
import { chartSvg } from '../../../bench/ts/chart.js';
import type { LanguageRaw, Sample } from '../../../bench/ts/raw.js';
import { corpusBytes, rowsOf } from '../../../bench/ts/results.js';
import { mbPerSecond, median } from '../../../bench/ts/stats.js';
import { markdownTable, textTable } from '../../../bench/ts/table.js';

describe('statistics', () => {
  it('takes the middle value, or the mean of the two middle values', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
    expect(median([])).toBeNaN();
  });

  it('counts MB as 10^6 bytes, as go test does', () => {
    expect(mbPerSecond(2_000_000, 1e9)).toBe(2);
    expect(mbPerSecond(631_515, 1_664_658)).toBeCloseTo(379.37, 2);
  });
});

const sample = (corpus: string, direction: 'decode' | 'encode', impl: string, ns: number[]): Sample => ({ corpus, direction, impl, ns });

const raw: LanguageRaw = {
  lang: 'go',
  peers: ['slow', 'fast', 'absent'],
  samples: [
    sample('twitter', 'decode', 'ours', [1e6, 0.9e6, 1.1e6]),
    sample('twitter', 'decode', 'slow', [4e6]),
    sample('twitter', 'decode', 'fast', [1.2e6, 1.3e6, 1.25e6]),
    sample('twitter', 'encode', 'slow', [0.5e6]),
    sample('canada', 'encode', 'ours', [5e6]),
    sample('canada', 'decode', 'ours_inferred', [2e6]),
    sample('canada', 'decode', 'fast', [4e6]),
  ],
  agreement: [
    { corpus: 'twitter', impl: 'ours', vsInput: 'exact', vsOurs: '-', detail: '' },
    { corpus: 'twitter', impl: 'fast', vsInput: 'exact', vsOurs: 'mismatch', detail: 'differs' },
    { corpus: 'canada', impl: 'ours_inferred', vsInput: 'exact', vsOurs: 'mismatch', detail: 'differs from ours' },
  ],
  unavailable: [],
  notes: [],
};

describe('rows', () => {
  const rows = rowsOf(raw);
  const row = (corpus: string, direction: string, set = 'written') =>
    rows.find((r) => r.corpus === corpus && r.direction === direction && r.set === set);

  it('has one row per corpus and direction, in the corpora order, then the measured cells of the inferred set', () => {
    expect(rows.map((r) => `${r.corpus}/${r.direction}/${r.set}`)).toEqual([
      'twitter/decode/written',
      'twitter/encode/written',
      'citm_catalog/decode/written',
      'citm_catalog/encode/written',
      'canada/decode/written',
      'canada/encode/written',
      'canada/decode/inferred',
    ]);
  });

  it('rates the inferred set against the same peers, and takes its agreement with the input', () => {
    const r = row('canada', 'decode', 'inferred');
    expect(r?.oursImpl).toBe('ours_inferred');
    expect(r?.ours?.medianNs).toBe(2e6);
    expect(r?.bestPeer).toBe('fast');
    expect(r?.ratio).toBeCloseTo(2);
    expect(r?.ours?.agree).toBe('exact');
    expect(row('canada', 'decode')?.ours).toBeNull();
  });

  it('rates each direction against its own peers when a language names them (a decoder is no peer of an encoder)', () => {
    const split: LanguageRaw = {
      ...raw,
      lang: 'typescript',
      peers: ['parse', 'stringify'],
      peersByDirection: { decode: ['parse'], encode: ['stringify'] },
      samples: [sample('twitter', 'decode', 'ours', [1e6]), sample('twitter', 'decode', 'parse', [2e6]), sample('twitter', 'encode', 'ours', [1e6]), sample('twitter', 'encode', 'stringify', [0.5e6])],
    };
    const [decode, encode] = rowsOf(split);
    expect(Object.keys(decode?.peers ?? {})).toEqual(['parse']);
    expect(decode?.ratio).toBeCloseTo(2);
    expect(Object.keys(encode?.peers ?? {})).toEqual(['stringify']);
    expect(encode?.ratio).toBeCloseTo(0.5);
    expect(chartSvg([decode, encode].filter((r) => r !== undefined), 'c')).not.toContain('>×<');
  });

  it('rates ours against the fastest peer by median time', () => {
    const r = row('twitter', 'decode');
    const bytes = corpusBytes('twitter');
    expect(r?.ours?.medianNs).toBe(1e6);
    expect(r?.ours?.mbps).toBeCloseTo(mbPerSecond(bytes, 1e6));
    expect(r?.bestPeer).toBe('fast');
    expect(r?.ratio).toBeCloseTo(1.25e6 / 1e6);
    expect(r?.peers['absent']).toBeNull();
  });

  it('carries each implementation round trip agreement', () => {
    const r = row('twitter', 'decode');
    expect(r?.ours?.agree).toBe('exact');
    expect(r?.peers['fast']?.agree).toBe('mismatch');
    expect(r?.peers['slow']?.agree).toBe('unchecked');
  });

  it('has no ratio when ours or every peer is missing', () => {
    expect(row('twitter', 'encode')?.ratio).toBeNull();
    expect(row('twitter', 'encode')?.bestPeer).toBe('slow');
    expect(row('canada', 'encode')?.ratio).toBeNull();
    expect(row('canada', 'encode')?.bestPeer).toBeNull();
  });

  it('prints ratios, marks disagreeing peers and n/a in both tables', () => {
    const text = textTable(rows);
    const lines = text.split('\n');
    expect(lines[0]).toMatch(/^lang\s+corpus\s+schemas\s+dir\s+ours MB\/s\s+peers MB\/s\s+best peer\s+ours\/best$/);
    expect(lines).toHaveLength(2 + rows.length);
    expect(lines[2]).toContain('1.25×');
    expect(lines[2]).toMatch(/fast \d+≠/);
    expect(lines[2]).toContain('absent n/a');
    const column = (line: string | undefined, n: number): number => [...(line ?? '').matchAll(/\S+(?:\s\S+)*/g)][n]?.index ?? -1;
    expect(column(lines[2], 1)).toBe(column(lines[0], 1));
    expect(column(lines[1], 1)).toBe(column(lines[0], 1));
    const md = markdownTable(rows).split('\n');
    expect(md[1]).toBe('| --- | --- | --- | --- | ---: | --- | --- | ---: |');
    expect(md[2]).toMatch(/^\| go \| twitter \| written \| decode \| \d+ \| .* \| fast \| 1\.25× \|$/);
  });

  it('draws a bar per measured value, with heights in proportion', () => {
    const svg = chartSvg(rows, 'caption <&>');
    expect(svg.startsWith('<svg ')).toBe(true);
    expect(svg).toContain('caption &lt;&amp;&gt;');
    const bars = [...svg.matchAll(/<rect x="[\d.]+" y="[\d.]+" width="14" height="([\d.]+)"[^>]*><title>(\w+) (\w+) (\w+): /g)];
    expect(bars.map((b) => `${b[2]} ${b[3]} ${b[4]}`).sort()).toEqual(
      [
        'fast twitter decode',
        'ours canada encode',
        'ours twitter decode',
        'slow twitter decode',
        'slow twitter encode',
        'fast canada decode',
        'fast canada decode',
        'ours_inferred canada decode',
      ].sort(),
    );
    const height = (name: string): number => Number(bars.find((b) => `${b[2]} ${b[3]} ${b[4]}` === name)?.[1]);
    expect(height('ours twitter decode') / height('slow twitter decode')).toBeCloseTo(4, 1);
  });
});
