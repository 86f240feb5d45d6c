/** Parses JMH JSON results (one file per round) into samples. */
import type { Direction, Sample } from './raw.js';

interface JmhEntry {
  readonly benchmark: string;
  readonly params?: Readonly<Record<string, string>>;
  readonly primaryMetric: { readonly scoreUnit: string; readonly rawData: readonly (readonly number[])[] };
}

const nsPer: Readonly<Record<string, number>> = { 'ns/op': 1, 'us/op': 1e3, 'ms/op': 1e6, 's/op': 1e9 };

export function parseJmh(text: string): Sample[] {
  if (text.trim() === '') return [];
  const entries = JSON.parse(text) as JmhEntry[];
  return entries.flatMap((e) => {
    const direction: Direction | undefined = e.benchmark.endsWith('.decode') ? 'decode' : e.benchmark.endsWith('.encode') ? 'encode' : undefined;
    const scale = nsPer[e.primaryMetric.scoreUnit];
    const corpus = e.params?.['corpus'];
    const impl = e.params?.['impl'];
    if (direction === undefined || scale === undefined || corpus === undefined || impl === undefined) return [];
    return [{ corpus, direction, impl, ns: e.primaryMetric.rawData.flat().map((v) => v * scale) }];
  });
}
