/**
 * Exact number semantics of the program over JSON number text of any size: a number is
 * `sign × digits × 10^exp` with `digits` free of leading and trailing zeros (zero: no digits),
 * the exponent saturated at ±10^17 as value keys do (`value-key.ts`).
 */
import { numberKey } from '../value-key.js';

export interface Num {
  readonly negative: boolean;
  /** Significant digits; "" for zero. */
  readonly digits: string;
  readonly exp: bigint;
}

export function parseNumber(text: string): Num {
  const key = numberKey(text);
  if (key === '0') return { negative: false, digits: '', exp: 0n };
  const m = /^(-?)(\d+)e(-?\d+)$/.exec(key);
  if (m === null) return { negative: false, digits: '', exp: 0n };
  return { negative: m[1] === '-', digits: m[2] ?? '', exp: BigInt(m[3] ?? '0') };
}

function compareMagnitude(a: Num, b: Num): number {
  if (a.digits === '' || b.digits === '') return (a.digits === '' ? 0 : 1) - (b.digits === '' ? 0 : 1);
  const ma = a.exp + BigInt(a.digits.length);
  const mb = b.exp + BigInt(b.digits.length);
  if (ma !== mb) return ma < mb ? -1 : 1;
  const width = Math.max(a.digits.length, b.digits.length);
  const x = a.digits.padEnd(width, '0');
  const y = b.digits.padEnd(width, '0');
  return x < y ? -1 : x > y ? 1 : 0;
}

/** −1, 0 or 1 as `a` is below, equal to or above `b`. */
export function compareNumbers(a: Num, b: Num): number {
  const sa = a.digits === '' ? 0 : a.negative ? -1 : 1;
  const sb = b.digits === '' ? 0 : b.negative ? -1 : 1;
  if (sa !== sb) return sa < sb ? -1 : 1;
  return sa * compareMagnitude(a, b);
}

export function isIntegral(n: Num): boolean {
  return n.digits === '' || n.exp >= 0n;
}

function modPow10(k: bigint, m: bigint): bigint {
  let result = 1n % m;
  let base = 10n % m;
  let e = k;
  while (e > 0n) {
    if (e & 1n) result = (result * base) % m;
    base = (base * base) % m;
    e >>= 1n;
  }
  return result;
}

/**
 * `value / m` is an integer (m > 0). With value = c·10^e and m = c2·10^e2: when e ≥ e2, iff c2
 * divides c·10^(e−e2); when e < e2 never (c has no trailing zero), zero always.
 */
export function isMultipleOf(value: Num, m: Num): boolean {
  if (value.digits === '') return true;
  if (m.digits === '') return false;
  if (value.exp < m.exp) return false;
  const c2 = BigInt(m.digits);
  return (BigInt(value.digits) % c2) * modPow10(value.exp - m.exp, c2) % c2 === 0n;
}
