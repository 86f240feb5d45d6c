/** Exact arithmetic on JSON number text (schema bounds, `multipleOf`), with BigInt. */

/** A JSON number as an exact fraction `num / den` (den > 0, in lowest terms). */
export interface Fraction {
  readonly num: bigint;
  readonly den: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/** Parses JSON number text exactly (`"-1.5e3"` → -1500/1). */
export function parseFraction(json: string): Fraction {
  const m = /^(-?)(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/.exec(json);
  if (m === null) throw new Error(`not a JSON number: ${json}`);
  const [, sign = '', int = '0', frac = '', exp = '0'] = m;
  let num = BigInt(int + frac) * (sign === '-' ? -1n : 1n);
  let den = 10n ** BigInt(frac.length);
  const e = Number(exp);
  if (e >= 0) num *= 10n ** BigInt(e);
  else den *= 10n ** BigInt(-e);
  const g = gcd(num, den);
  return g === 0n ? { num: 0n, den: 1n } : { num: num / g, den: den / g };
}

function floorDiv(a: bigint, b: bigint): bigint {
  const q = a / b;
  return a % b !== 0n && a < 0n !== b < 0n ? q - 1n : q;
}

/** The smallest integer allowed by a lower bound. */
export function integerLowerBound(value: string, exclusive: boolean): bigint {
  const f = parseFraction(value);
  const floor = floorDiv(f.num, f.den);
  if (exclusive) return floor + 1n;
  return floor * f.den === f.num ? floor : floor + 1n;
}

/** The largest integer allowed by an upper bound. */
export function integerUpperBound(value: string, exclusive: boolean): bigint {
  const f = parseFraction(value);
  const floor = floorDiv(f.num, f.den);
  if (exclusive && floor * f.den === f.num) return floor - 1n;
  return floor;
}

export const INT64_MIN = -(2n ** 63n);
export const INT64_MAX = 2n ** 63n - 1n;
