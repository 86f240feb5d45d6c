import { describe, expect, it } from 'vitest';
import { parseAgreeLines, readGenNotes, unavailableOurs } from '../../../bench/ts/collect-common.js';
import { parseCriterion } from '../../../bench/ts/parse-criterion.js';
import { parseGoBench } from '../../../bench/ts/parse-go.js';
import { parseJmh } from '../../../bench/ts/parse-jmh.js';
import { pooled } from '../../../bench/ts/pool.js';

describe('go test -bench output', () => {
  const text = [
    'goos: linux',
    'goarch: amd64',
    'BenchmarkDecode/twitter/ours         \t     723\t   1664658 ns/op\t 379.37 MB/s\t  579013 B/op\t     603 allocs/op',
    'BenchmarkDecode/twitter/sonic        \t     799\t   1638974 ns/op\t 385.31 MB/s',
    'BenchmarkDecode/twitter/ours-2       \t     700\t   1700000.5 ns/op',
    'BenchmarkEncode/citm_catalog/goccy   \t    1000\t    501234 ns/op',
    '    --- SKIP: BenchmarkEncode/canada/easyjson (0.00s)',
    '        bench_test.go:42: easyjson cannot encode this model',
    '--- SKIP: BenchmarkDecode/canada/sonic-2',
    '    sonic is not supported here',
    'PASS',
  ].join('\n');

  it('collects every ns/op of a benchmark into one series, with or without the GOMAXPROCS suffix', () => {
    const { samples } = parseGoBench(text);
    expect(samples).toEqual([
      { corpus: 'twitter', direction: 'decode', impl: 'ours', ns: [1664658, 1700000.5] },
      { corpus: 'twitter', direction: 'decode', impl: 'sonic', ns: [1638974] },
      { corpus: 'citm_catalog', direction: 'encode', impl: 'goccy', ns: [501234] },
    ]);
  });

  it('reports a skipped benchmark with the reason from the next line, without the file position', () => {
    expect(parseGoBench(text).skipped).toEqual([
      { impl: 'easyjson (canada encode)', reason: 'easyjson cannot encode this model' },
      { impl: 'sonic (canada decode)', reason: 'sonic is not supported here' },
    ]);
  });

  it('finds nothing in text without benchmark lines', () => {
    expect(parseGoBench('ok  \tjsongen.bench\t0.01s\n')).toEqual({ samples: [], skipped: [] });
  });
});

describe('JMH JSON', () => {
  const entry = (benchmark: string, unit: string, corpus: string, impl: string, rawData: number[][]): object => ({
    benchmark,
    params: { corpus, impl },
    primaryMetric: { scoreUnit: unit, rawData },
  });
  const round1 = JSON.stringify([
    entry('bench.JsonBench.decode', 'ns/op', 'twitter', 'ours', [[100, 110], [120]]),
    entry('bench.JsonBench.encode', 'us/op', 'twitter', 'jsoniter', [[2.5]]),
    entry('bench.JsonBench.decode', 'ms/op', 'canada', 'circe', [[1]]),
    entry('bench.Other.measure', 'ns/op', 'twitter', 'ours', [[1]]),
    entry('bench.JsonBench.decode', 'ops/s', 'twitter', 'ours', [[1]]),
  ]);

  it('turns every iteration of every fork into nanoseconds per operation', () => {
    expect(parseJmh(round1)).toEqual([
      { corpus: 'twitter', direction: 'decode', impl: 'ours', ns: [100, 110, 120] },
      { corpus: 'twitter', direction: 'encode', impl: 'jsoniter', ns: [2500] },
      { corpus: 'canada', direction: 'decode', impl: 'circe', ns: [1e6] },
    ]);
  });

  it('skips benchmarks that are neither decode nor encode and throughput units', () => {
    expect(parseJmh(JSON.stringify([entry('bench.Other.measure', 'ns/op', 'twitter', 'ours', [[1]])]))).toEqual([]);
    expect(parseJmh('')).toEqual([]);
  });

  it('pools the rounds per corpus, direction and implementation', () => {
    const round2 = JSON.stringify([entry('bench.JsonBench.decode', 'ns/op', 'twitter', 'ours', [[90]])]);
    const samples = pooled([round1, round2].flatMap(parseJmh));
    expect(samples.find((s) => s.impl === 'ours' && s.direction === 'decode')?.ns).toEqual([100, 110, 120, 90]);
    expect(samples).toHaveLength(3);
  });
});

describe('criterion JSON report', () => {
  const keys = ['time', 'cpuTime', 'cycles', 'iters'];
  const report = (name: string, measured: (number | null)[][]): object => ({ reportName: name, reportKeys: keys, reportMeasured: measured });
  const text = JSON.stringify([
    'criterion',
    '1.5.13.0',
    [
      report('decode/twitter/ours', [
        [0.004, 0.004, 1, 1],
        [0.01, 0.01, 1, 2],
      ]),
      report('encode/canada/aeson_th', [[0.3, 0.3, 1, 3]]),
      report('setup/twitter/ours', [[1, 1, 1, 1]]),
    ],
  ]);

  it('divides each sample time by its iterations, in nanoseconds', () => {
    const samples = parseCriterion(text);
    expect(samples.map((s) => [s.corpus, s.direction, s.impl])).toEqual([
      ['twitter', 'decode', 'ours'],
      ['canada', 'encode', 'aeson_th'],
    ]);
    expect(samples[0]?.ns[0]).toBeCloseTo(4e6);
    expect(samples[0]?.ns[1]).toBeCloseTo(5e6);
    expect(samples[1]?.ns[0]).toBeCloseTo(1e8);
  });
});

describe('agreement and generation lines', () => {
  it('reads AGREE lines and ignores the rest', () => {
    const text = ['=== RUN   TestAgree', 'AGREE twitter ours exact - ', 'AGREE canada sonic exact mismatch coordinates differ', '--- PASS'].join('\n');
    expect(parseAgreeLines(text)).toEqual([
      { corpus: 'twitter', impl: 'ours', vsInput: 'exact', vsOurs: '-', detail: '' },
      { corpus: 'canada', impl: 'sonic', vsInput: 'exact', vsOurs: 'mismatch', detail: 'coordinates differ' },
    ]);
  });

  it('tells generated root types from generation errors', () => {
    const text = ['jsongen go twitter: SearchResponse (397 ms)', 'jsongen go canada: E_UNSUPPORTED at #/x'].join('\n');
    expect(readGenNotes(text)).toEqual(['ours twitter: root type SearchResponse (397 ms)']);
    expect(unavailableOurs(text)).toEqual([{ impl: 'ours (canada)', reason: 'E_UNSUPPORTED at #/x' }]);
  });
});
