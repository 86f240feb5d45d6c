/** Parses criterion's JSON report into samples. */
import type { Direction, Sample } from './raw.js';

interface CriterionReport {
  readonly reportName: string;
  readonly reportKeys: readonly string[];
  readonly reportMeasured: readonly (readonly (number | null)[])[];
}

/** Per criterion sample: seconds ÷ iterations, in nanoseconds. */
export function parseCriterion(text: string): Sample[] {
  if (text.trim() === '') return [];
  const doc = JSON.parse(text) as [string, string, CriterionReport[]];
  return doc[2].flatMap((r) => {
    const [dir, corpus, impl] = r.reportName.split('/');
    const direction: Direction | undefined = dir === 'decode' || dir === 'encode' ? dir : undefined;
    const t = r.reportKeys.indexOf('time');
    const n = r.reportKeys.indexOf('iters');
    if (direction === undefined || corpus === undefined || impl === undefined || t < 0 || n < 0) return [];
    const ns = r.reportMeasured.map((m) => ((m[t] ?? 0) / (m[n] ?? 1)) * 1e9).filter((v) => v > 0);
    return [{ corpus, direction, impl, ns }];
  });
}
