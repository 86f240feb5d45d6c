/**
 * Exact decimals: the one parser of JSON number text in the code base.
 *
 * Every number a schema states (bounds, `multipleOf`, enum and const members) is read here,
 * once, into `coefficient × 10^exponent` with the coefficient free of trailing zeros, so
 * comparisons and integer facts are exact whatever the spelling (`1.0`, `1e2`, `100`).
 */

/** `(negative ? -1 : 1) × coefficient × 10^exponent`; `coefficient` has no trailing zero digit; zero is `0 × 10^0`, never negative. */
export interface Decimal {
  readonly negative: boolean;
  readonly coefficient: bigint;
  readonly exponent: number;
}

const JSON_NUMBER = /^(-?)(0|[1-9][0-9]*)(?:\.([0-9]+))?(?:[eE]([+-]?[0-9]+))?$/;

/** Exponents past this (in either direction) are refused: their integers would not fit in memory. */
const MAX_EXPONENT = 100_000;

const ZERO: Decimal = { negative: false, coefficient: 0n, exponent: 0 };

function normalized(negative: boolean, coefficient: bigint, exponent: number): Decimal {
  if (coefficient === 0n) return ZERO;
  let c = coefficient;
  let e = exponent;
  while (c % 10n === 0n) {
    c /= 10n;
    e += 1;
  }
  return { negative, coefficient: c, exponent: e };
}

/** Parses JSON number text (RFC 8259 grammar); `undefined` for anything else or an exponent beyond {@link MAX_EXPONENT}. */
export function parseDecimal(text: string): Decimal | undefined {
  const m = JSON_NUMBER.exec(text);
  if (m === null) return undefined;
  const [, sign = '', whole = '0', fraction = '', exp = '0'] = m;
  const exponent = Number(exp) - fraction.length;
  if (!Number.isSafeInteger(exponent) || Math.abs(exponent) > MAX_EXPONENT) return undefined;
  return normalized(sign === '-', BigInt(whole + fraction), exponent);
}

/** Like {@link parseDecimal} for text already known to be a valid JSON number (schema literals checked by the front end). */
export function decimal(text: string): Decimal {
  const d = parseDecimal(text);
  if (d === undefined) throw new Error(`not a JSON number within range: ${text}`);
  return d;
}

/** The exact value of a finite double (its shortest round-trip digits, as ECMAScript prints it). */
export function fromDouble(x: number): Decimal {
  if (!Number.isFinite(x)) throw new Error(`not a finite double: ${x}`);
  return decimal(JSON.stringify(x));
}

const pow10 = (n: number): bigint => 10n ** BigInt(n);

/** Number of decimal digits of a positive coefficient. */
function digitCount(c: bigint): number {
  return c.toString().length;
}

/** -1, 0 or 1 as `a` is less than, equal to or greater than `b`. */
export function compareDecimal(a: Decimal, b: Decimal): -1 | 0 | 1 {
  const sa = a.coefficient === 0n ? 0 : a.negative ? -1 : 1;
  const sb = b.coefficient === 0n ? 0 : b.negative ? -1 : 1;
  if (sa !== sb) return sa < sb ? -1 : 1;
  if (sa === 0) return 0;
  const magnitude = compareMagnitude(a, b);
  if (magnitude === 0) return 0;
  return sa < 0 ? (-magnitude as -1 | 1) : magnitude;
}

function compareMagnitude(a: Decimal, b: Decimal): -1 | 0 | 1 {
  // Compare the positions of the leading digits first; align only when they are equal.
  const la = digitCount(a.coefficient) + a.exponent;
  const lb = digitCount(b.coefficient) + b.exponent;
  if (la !== lb) return la < lb ? -1 : 1;
  const e = Math.min(a.exponent, b.exponent);
  const x = a.coefficient * pow10(a.exponent - e);
  const y = b.coefficient * pow10(b.exponent - e);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** The integer value, or `undefined` when the value has a fraction. */
export function toBigInt(d: Decimal): bigint | undefined {
  if (d.exponent < 0) return undefined;
  const n = d.coefficient * pow10(d.exponent);
  return d.negative ? -n : n;
}

/** The greatest integer ≤ the value. */
export function floorDecimal(d: Decimal): bigint {
  const whole = d.exponent >= 0 ? d.coefficient * pow10(d.exponent) : d.coefficient / pow10(-d.exponent);
  if (!d.negative) return whole;
  return d.exponent >= 0 ? -whole : -whole - 1n;
}

/** The least integer ≥ the value. */
export function ceilDecimal(d: Decimal): bigint {
  return -floorDecimal(negate(d));
}

export function negate(d: Decimal): Decimal {
  return d.coefficient === 0n ? d : { ...d, negative: !d.negative };
}

/** The nearest double (the way every JSON parser of the targets reads the same text). */
export function toDouble(d: Decimal): number {
  return Number(decimalText(d));
}

/** Canonical JSON text: plain digits while short, else `<digits>e<exp>` (value-preserving, no fraction trimming loss). */
export function decimalText(d: Decimal): string {
  if (d.coefficient === 0n) return '0';
  const sign = d.negative ? '-' : '';
  const digits = d.coefficient.toString();
  if (d.exponent >= 0) return d.exponent <= 21 ? `${sign}${digits}${'0'.repeat(d.exponent)}` : `${sign}${digits}e${d.exponent}`;
  const point = digits.length + d.exponent;
  if (point > 0) return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
  if (point > -6) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  return `${sign}${digits}e${d.exponent}`;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a;
  let y = b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/**
 * `multipleOf: m` restricted to integers is `n mod k = 0` for one positive integer `k`: with
 * `m = c × 10^e`, `n / m` is an integer exactly when `c / gcd(c, 10^-e)` divides `n` (e < 0),
 * or when `c × 10^e` does (e ≥ 0). `k = 1` means every integer passes.
 */
export function integerModulus(m: Decimal): bigint {
  if (m.exponent >= 0) return m.coefficient * pow10(m.exponent);
  return m.coefficient / gcd(m.coefficient, pow10(-m.exponent));
}
