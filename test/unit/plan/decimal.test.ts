import { describe, expect, it } from 'vitest';
import {
  ceilDecimal,
  compareDecimal,
  decimal,
  decimalText,
  floorDecimal,
  fromDouble,
  integerModulus,
  parseDecimal,
  toBigInt,
  type Decimal,
} from '../../../generator/plan/decimal.js';

/** A seeded generator (mulberry32), so failures reproduce. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An independent reading of number text as a fraction num/den (den a power of ten). */
function fraction(text: string): { num: bigint; den: bigint } {
  const m = /^(-?)(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/.exec(text);
  if (m === null) throw new Error(text);
  const frac = m[3] ?? '';
  const exp = Number(m[4] ?? '0') - frac.length;
  let num = BigInt((m[2] ?? '') + frac);
  let den = 1n;
  if (exp >= 0) num *= 10n ** BigInt(exp);
  else den = 10n ** BigInt(-exp);
  return { num: m[1] === '-' ? -num : num, den };
}

function randomNumberText(next: () => number): string {
  const sign = next() < 0.4 ? '-' : '';
  const whole = next() < 0.3 ? '0' : String(1 + Math.floor(next() * 999));
  const frac = next() < 0.5 ? '' : `.${String(Math.floor(next() * 1000)).padStart(1 + Math.floor(next() * 3), '0')}`;
  const exp = next() < 0.5 ? '' : `e${Math.floor(next() * 9) - 4}`;
  return `${sign}${whole}${frac}${exp}`;
}

describe('parseDecimal', () => {
  it('reads every spelling of one value alike', () => {
    const hundred = decimal('100');
    for (const text of ['100', '100.0', '1e2', '1E+2', '10e1', '1000e-1', '0.001e5']) expect(parseDecimal(text)).toEqual(hundred);
    expect(hundred).toEqual({ negative: false, coefficient: 1n, exponent: 2 });
  });

  it('has one zero', () => {
    for (const text of ['0', '-0', '0.000', '-0e10', '0E-3']) expect(parseDecimal(text)).toEqual({ negative: false, coefficient: 0n, exponent: 0 });
  });

  it('refuses what is not JSON number text', () => {
    for (const text of ['', '01', '1.', '.5', '+1', '1e', '1e+', 'NaN', 'Infinity', '0x10', ' 1', '1 ', '--1', '1e100001']) {
      expect(parseDecimal(text), text).toBeUndefined();
    }
  });
});

describe('exact arithmetic', () => {
  it('compares as fractions do', () => {
    const next = random(7);
    for (let i = 0; i < 3000; i++) {
      const a = randomNumberText(next);
      const b = next() < 0.1 ? a : randomNumberText(next);
      const x = fraction(a);
      const y = fraction(b);
      const l = x.num * y.den;
      const r = y.num * x.den;
      const expected = l < r ? -1 : l > r ? 1 : 0;
      expect(compareDecimal(decimal(a), decimal(b)), `${a} vs ${b}`).toBe(expected);
    }
  });

  it('floors and ceils as the fraction does', () => {
    const next = random(11);
    for (let i = 0; i < 2000; i++) {
      const text = randomNumberText(next);
      const { num, den } = fraction(text);
      const q = num / den;
      const floor = num < 0n && q * den !== num ? q - 1n : q;
      const ceil = num > 0n && q * den !== num ? q + 1n : q;
      expect(floorDecimal(decimal(text)), text).toBe(floor);
      expect(ceilDecimal(decimal(text)), text).toBe(ceil);
      expect(toBigInt(decimal(text)), text).toBe(q * den === num ? q : undefined);
    }
  });

  it('prints text that reads back to the same value', () => {
    const next = random(13);
    for (let i = 0; i < 2000; i++) {
      const d: Decimal = decimal(randomNumberText(next));
      expect(decimal(decimalText(d))).toEqual(d);
    }
    expect(decimalText(decimal('1.50'))).toBe('1.5');
    expect(decimalText(decimal('-25e-4'))).toBe('-0.0025');
  });

  it('takes a double at its shortest round-trip digits', () => {
    expect(fromDouble(0.1)).toEqual(decimal('0.1'));
    expect(fromDouble(0.1 + 0.2)).toEqual(decimal('0.30000000000000004'));
    expect(fromDouble(5e-324)).toEqual(decimal('5e-324'));
    expect(() => fromDouble(Number.NaN)).toThrow();
  });
});

describe('integerModulus', () => {
  it('agrees with n / m being an integer, for every n and many m', () => {
    const divisors = ['1', '2', '0.5', '1.5', '0.3', '2.5', '0.25', '7', '1e2', '12e-1', '0.0001', '0.75', '35e-1', '1e-8'];
    for (const m of divisors) {
      const k = integerModulus(decimal(m));
      const f = fraction(m);
      for (let n = -300n; n <= 300n; n++) {
        // n / (num/den) = n*den/num is an integer.
        const exact = (n * f.den) % f.num === 0n;
        expect(n % k === 0n, `${n} multipleOf ${m}`).toBe(exact);
      }
    }
  });

  it('reduces to 1 where every integer passes', () => {
    expect(integerModulus(decimal('0.5'))).toBe(1n);
    expect(integerModulus(decimal('0.01'))).toBe(1n);
    expect(integerModulus(decimal('1.5'))).toBe(3n);
    expect(integerModulus(decimal('1e3'))).toBe(1000n);
  });
});
