/** Exact arithmetic on JSON number text, for integer bounds and multiples. */

/** A JSON number as an exact fraction `num / den` (den a positive power of ten). */
export interface Fraction {
  readonly num: bigint;
  readonly den: bigint;
}

export function parseJsonNumber(text: string): Fraction {
  const m = /^(-?)(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/.exec(text);
  if (m === null) throw new Error(`not a JSON number: ${text}`);
  const frac = m[3] ?? '';
  const exp = Number(m[4] ?? '0') - frac.length;
  let num = BigInt(`${m[2] ?? '0'}${frac}`);
  let den = 1n;
  if (exp >= 0) num *= 10n ** BigInt(exp);
  else den = 10n ** BigInt(-exp);
  return { num: m[1] === '-' ? -num : num, den };
}

export function floorOf(f: Fraction): bigint {
  const q = f.num / f.den;
  return f.num < 0n && q * f.den !== f.num ? q - 1n : q;
}

export function ceilOf(f: Fraction): bigint {
  const q = f.num / f.den;
  return f.num > 0n && q * f.den !== f.num ? q + 1n : q;
}

/** The smallest integer allowed by a lower bound. */
export function integerLowerBound(text: string, exclusive: boolean): bigint {
  const f = parseJsonNumber(text);
  const c = ceilOf(f);
  return exclusive && c * f.den === f.num ? c + 1n : c;
}

/** The largest integer allowed by an upper bound. */
export function integerUpperBound(text: string, exclusive: boolean): bigint {
  const f = parseJsonNumber(text);
  const c = floorOf(f);
  return exclusive && c * f.den === f.num ? c - 1n : c;
}

/** The integer value of integral JSON number text, or undefined when it has a fraction. */
export function integerValue(text: string): bigint | undefined {
  const f = parseJsonNumber(text);
  return f.num % f.den === 0n ? f.num / f.den : undefined;
}

export const int64Min = -(2n ** 63n);
export const int64Max = 2n ** 63n - 1n;
