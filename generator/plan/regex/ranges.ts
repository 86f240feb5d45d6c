/**
 * Sets of code points as sorted, disjoint, non-adjacent inclusive ranges, flattened:
 * `[from0, to0, from1, to1, …]`. The empty set is `[]`.
 */

export type Ranges = readonly number[];

export const MAX_CODE_POINT = 0x10ffff;

/** Sorts and merges arbitrary inclusive pairs (overlapping or adjacent ones are joined). */
export function normalize(pairs: readonly (readonly [number, number])[]): Ranges {
  const sorted = [...pairs].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const out: number[] = [];
  for (const [from, to] of sorted) {
    const last = out.length - 1;
    if (last > 0 && from <= (out[last] as number) + 1) {
      out[last] = Math.max(out[last] as number, to);
    } else {
      out.push(from, to);
    }
  }
  return out;
}

export function union(sets: readonly Ranges[]): Ranges {
  const pairs: [number, number][] = [];
  for (const set of sets) {
    for (let i = 0; i + 1 < set.length; i += 2) pairs.push([set[i] as number, set[i + 1] as number]);
  }
  return normalize(pairs);
}

/** Every code point 0‥0x10FFFF not in `set`. */
export function complement(set: Ranges): Ranges {
  const out: number[] = [];
  let next = 0;
  for (let i = 0; i + 1 < set.length; i += 2) {
    const from = set[i] as number;
    if (from > next) out.push(next, from - 1);
    next = (set[i + 1] as number) + 1;
  }
  if (next <= MAX_CODE_POINT) out.push(next, MAX_CODE_POINT);
  return out;
}

/** Binary search: is `cp` in `set`? */
export function contains(set: Ranges, cp: number): boolean {
  let lo = 0;
  let hi = set.length / 2 - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (cp < (set[2 * mid] as number)) hi = mid - 1;
    else if (cp > (set[2 * mid + 1] as number)) lo = mid + 1;
    else return true;
  }
  return false;
}
