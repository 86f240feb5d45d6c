import type { Sample } from './raw.js';

/**
 * Samples of several rounds (one file per round, each a fresh process), pooled per corpus,
 * direction and implementation: the medians are taken over every round's measurements.
 */
export function pooled(samples: readonly Sample[]): Sample[] {
  const byCell = new Map<string, Sample>();
  for (const sample of samples) {
    const key = `${sample.corpus}\0${sample.direction}\0${sample.impl}`;
    const known = byCell.get(key);
    byCell.set(key, known === undefined ? sample : { ...known, ns: [...known.ns, ...sample.ns] });
  }
  return [...byCell.values()];
}
