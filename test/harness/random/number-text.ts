/**
 * Spellings of one number value: the same integer or double written in the many forms JSON
 * allows (`100`, `100.0`, `1e2`, `1.00E+2`, `1000e-1`, `-0`), each of which must decode to it.
 */
import { between, chance, pick, type Rng } from './rng.js';

/** A decimal value as significant digits (no leading zeros) and the place value of the first one. */
interface Decimal {
  readonly negative: boolean;
  /** Non-empty; `"0"` for zero. */
  readonly digits: string;
  /** The first digit is worth 10^exponent. */
  readonly exponent: number;
}

function exponentText(rng: Rng, w: number): string {
  const e = pick(rng, ['e', 'E']);
  const sign = w < 0 ? '-' : chance(rng, 0.3) ? '+' : '';
  const zeros = chance(rng, 0.15) ? '0'.repeat(between(rng, 1, 2)) : '';
  return `${e}${sign}${zeros}${Math.abs(w)}`;
}

/** Writes `d` with its first digit worth 10^(exponent - written exponent). */
function spell(rng: Rng, d: Decimal, written: number, forceExponent: boolean): string {
  const s = d.exponent - written;
  let whole: string;
  let fraction: string;
  if (d.digits === '0') {
    whole = '0';
    fraction = '';
  } else if (s >= 0) {
    const padded = d.digits.padEnd(s + 1, '0');
    whole = padded.slice(0, s + 1);
    fraction = padded.slice(s + 1);
  } else {
    whole = '0';
    fraction = '0'.repeat(-s - 1) + d.digits;
  }
  if (chance(rng, 0.2)) fraction += '0'.repeat(between(rng, 1, 3));
  const sign = d.negative ? '-' : '';
  const frac = fraction === '' ? '' : `.${fraction}`;
  const exp = written !== 0 || forceExponent ? exponentText(rng, written) : '';
  return `${sign}${whole}${frac}${exp}`;
}

function respell(rng: Rng, d: Decimal, spread: number): string {
  const mode = between(rng, 0, 3);
  if (mode === 0) return spell(rng, d, 0, false);
  if (mode === 1) return spell(rng, d, d.exponent, true);
  const written = d.exponent + between(rng, -spread, spread);
  return spell(rng, d, Math.abs(d.exponent - written) > 40 ? d.exponent : written, chance(rng, 0.5));
}

function integerDecimal(n: bigint): Decimal {
  const text = (n < 0n ? -n : n).toString();
  const digits = text.replace(/0+$/, '') || '0';
  return { negative: n < 0n, digits, exponent: text.length - 1 };
}

/** A JSON spelling of the integer `n`: plain most of the time, else a fraction or exponent form. */
export function spellInteger(rng: Rng, n: bigint): string {
  if (chance(rng, 0.5)) return n.toString();
  if (n === 0n) return spell(rng, { negative: chance(rng, 0.5), digits: '0', exponent: 0 }, between(rng, -3, 3), chance(rng, 0.5));
  const d = integerDecimal(n);
  return respell(rng, d, 3);
}

/** The shortest round-trip digits of a finite double (ECMAScript `toExponential()`). */
function doubleDecimal(x: number): Decimal {
  const negative = x < 0 || Object.is(x, -0);
  if (x === 0) return { negative, digits: '0', exponent: 0 };
  const [mantissa, exp] = Math.abs(x).toExponential().split('e') as [string, string];
  return { negative, digits: mantissa.replace('.', ''), exponent: Number(exp) };
}

/** A JSON spelling of the finite double `x` that reads back to exactly `x`. */
export function spellDouble(rng: Rng, x: number): string {
  const choice = between(rng, 0, 5);
  let text: string;
  if (choice === 0) text = JSON.stringify(x);
  else if (choice === 1) text = x.toPrecision(chance(rng, 0.7) ? between(rng, 17, 25) : between(rng, 26, 100));
  else text = respell(rng, doubleDecimal(x), 4);
  if (x === 0 && Object.is(x, -0) && choice === 0) text = '-0';
  return Object.is(Number(text), x) ? text : String(x);
}
