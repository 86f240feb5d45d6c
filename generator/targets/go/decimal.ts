/** Exact arithmetic on JSON number text, for turning schema bounds into Go constants. */

interface Decimal {
  /** value = mantissa × 10^exponent */
  readonly mantissa: bigint;
  readonly exponent: number;
}

export function parseDecimal(text: string): Decimal {
  const match = /^(-?)(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/.exec(text);
  if (match === null) return { mantissa: 0n, exponent: 0 };
  const [, sign = '', whole = '0', frac = '', exp = '0'] = match;
  const digits = BigInt(`${whole}${frac}`);
  return { mantissa: sign === '-' ? -digits : digits, exponent: Number(exp) - frac.length };
}

function pow10(n: number): bigint {
  return 10n ** BigInt(n);
}

/** The least integer ≥ the value. */
export function ceilDecimal(text: string): bigint {
  const { mantissa, exponent } = parseDecimal(text);
  if (exponent >= 0) return mantissa * pow10(Math.min(exponent, 4000));
  const div = pow10(Math.min(-exponent, 4000));
  const q = mantissa / div;
  return mantissa > 0n && q * div !== mantissa ? q + 1n : q;
}

/** The greatest integer ≤ the value. */
export function floorDecimal(text: string): bigint {
  const { mantissa, exponent } = parseDecimal(text);
  if (exponent >= 0) return mantissa * pow10(Math.min(exponent, 4000));
  const div = pow10(Math.min(-exponent, 4000));
  const q = mantissa / div;
  return mantissa < 0n && q * div !== mantissa ? q - 1n : q;
}

/** Whether the text denotes an integer. */
export function isIntegerText(text: string): boolean {
  return ceilDecimal(text) === floorDecimal(text);
}

export const INT64_MIN = -(2n ** 63n);
export const INT64_MAX = 2n ** 63n - 1n;
