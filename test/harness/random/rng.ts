/**
 * A seeded pseudo-random source (sfc32, seeded from a string with cyrb128): the same seed gives
 * the same sequence on every machine, so a failing document can be regenerated from its seed.
 */

export interface Rng {
  /** A uniform 32-bit unsigned integer. */
  u32(): number;
}

function cyrb128(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  return [(h1 ^ h2 ^ h3 ^ h4) >>> 0, (h2 ^ h1) >>> 0, (h3 ^ h1) >>> 0, (h4 ^ h1) >>> 0];
}

export function seededRng(seed: string): Rng {
  let [a, b, c, d] = cyrb128(seed);
  const rng: Rng = {
    u32(): number {
      const t = (((a + b) | 0) + d) | 0;
      d = (d + 1) | 0;
      a = b ^ (b >>> 9);
      b = (c + (c << 3)) | 0;
      c = (c << 21) | (c >>> 11);
      c = (c + t) | 0;
      return t >>> 0;
    },
  };
  for (let i = 0; i < 15; i++) rng.u32();
  return rng;
}

/** A uniform integer in [0, n) (n ≤ 2^32). */
export function below(rng: Rng, n: number): number {
  return Math.floor((rng.u32() / 4294967296) * n);
}

/** A uniform integer in [lo, hi] (both small, safe integers). */
export function between(rng: Rng, lo: number, hi: number): number {
  return lo + below(rng, hi - lo + 1);
}

/** True with probability p. */
export function chance(rng: Rng, p: number): boolean {
  return rng.u32() / 4294967296 < p;
}

export function pick<T>(rng: Rng, items: readonly T[]): T {
  if (items.length === 0) throw new Error('pick from an empty list');
  return items[below(rng, items.length)] as T;
}

/** A uniform float in [0, 1). */
export function unit(rng: Rng): number {
  return (rng.u32() * 2097152 + (rng.u32() >>> 11)) / 9007199254740992;
}

/** A uniform big integer in [lo, hi]. */
export function bigBetween(rng: Rng, lo: bigint, hi: bigint): bigint {
  const span = hi - lo + 1n;
  let r = 0n;
  for (let bits = 0n; 1n << bits < span * 65536n; bits += 32n) r = (r << 32n) | BigInt(rng.u32());
  return lo + (r % span);
}

/** Fisher–Yates, into a new array. */
export function shuffled<T>(rng: Rng, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = below(rng, i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}
