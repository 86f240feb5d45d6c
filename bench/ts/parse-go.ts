/** Parses `go test -bench` text output into samples and skipped benchmarks. */
import type { Direction, Sample, Unavailable } from './raw.js';

const benchLine = /^Benchmark(Decode|Encode)\/([^/\s]+)\/([^\s]+?)(?:-\d+)?\s+\d+\s+([\d.]+) ns\/op/;
const skipLine = /^\s*--- SKIP: Benchmark(Decode|Encode)\/([^/\s]+)\/(\S+?)(?:-\d+)?(?:\s|$)/;

/** Every `Benchmark(Decode|Encode)/<corpus>/<impl>` line's ns/op, one series per benchmark; `--- SKIP` lines with the reason printed on the next line. */
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
