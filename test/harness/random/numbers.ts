/** Random integers and doubles within an IR type's constraints, biased towards edge values. */
import type { Bound, FloatType, IntType } from '../../../generator/ir/types.js';
import { decimal, fromDouble, integerModulus, type Decimal } from '../../../generator/plan/decimal.js';
import { bigBetween, below, between, chance, pick, unit, type Rng } from './rng.js';

const int64Min = -(2n ** 63n);
const int64Max = 2n ** 63n - 1n;
/** How far an unbounded big integer reaches. */
const bigReach = 10n ** 40n;

/** An exact decimal bound text as a fraction num/10^scale. */
function fraction(text: string): { num: bigint; scale: number } {
  const m = /^(-?)(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/.exec(text);
  if (m === null) throw new Error(`not a JSON number: ${text}`);
  const digits = `${m[2]}${m[3] ?? ''}`;
  let scale = (m[3] ?? '').length - Number(m[4] ?? '0');
  let num = BigInt(digits);
  if (scale < 0) {
    num *= 10n ** BigInt(-scale);
    scale = 0;
  }
  return { num: m[1] === '-' ? -num : num, scale };
}

function floorDiv(a: bigint, b: bigint): bigint {
  const q = a / b;
  return (a % b !== 0n && (a < 0n) !== (b < 0n)) ? q - 1n : q;
}

/** The smallest integer the lower bound allows. */
function lowest(bound: Bound | undefined, fallback: bigint): bigint {
  if (bound === undefined) return fallback;
  const { num, scale } = fraction(bound.value);
  const d = 10n ** BigInt(scale);
  const ceil = -floorDiv(-num, d);
  return bound.exclusive && ceil * d === num ? ceil + 1n : ceil;
}

function highest(bound: Bound | undefined, fallback: bigint): bigint {
  if (bound === undefined) return fallback;
  const { num, scale } = fraction(bound.value);
  const d = 10n ** BigInt(scale);
  const floor = floorDiv(num, d);
  return bound.exclusive && floor * d === num ? floor - 1n : floor;
}

/** The integer range a type allows, or undefined when it is empty. */
export function intRange(type: IntType): { lo: bigint; hi: bigint } | undefined {
  const wide = type.repr === 'big';
  const lo = lowest(type.minimum, wide ? -bigReach : int64Min);
  const hi = highest(type.maximum, wide ? bigReach : int64Max);
  const clampedLo = wide ? lo : lo < int64Min ? int64Min : lo;
  const clampedHi = wide ? hi : hi > int64Max ? int64Max : hi;
  return clampedLo <= clampedHi ? { lo: clampedLo, hi: clampedHi } : undefined;
}

const intEdges = [0n, 1n, -1n, 2n ** 53n, 2n ** 53n + 1n, -(2n ** 53n) - 1n, 2n ** 31n, -(2n ** 31n) - 1n, int64Max, int64Min, int64Max - 1n, int64Min + 1n, 10n ** 18n, 10n ** 20n, -(10n ** 25n)];

function rawInt(rng: Rng, lo: bigint, hi: bigint): bigint {
  const mode = below(rng, 6);
  if (mode === 0) return pick(rng, [lo, hi, lo + 1n, hi - 1n]);
  if (mode === 1) return pick(rng, intEdges);
  if (mode === 2) return BigInt(between(rng, -1000, 1000)) * (chance(rng, 0.3) ? 10n ** BigInt(between(rng, 1, 6)) : 1n);
  return bigBetween(rng, lo, hi);
}

const ajvExact = 2n ** 53n;

/** A random integer the type allows, or undefined when it allows none. */
export function randomInt(rng: Rng, type: IntType): bigint | undefined {
  const range = intRange(type);
  if (range === undefined) return undefined;
  const { lo, hi } = range;
  if (type.allowed !== undefined) {
    const inRange = type.allowed.map((t) => BigInt(t)).filter((v) => v >= lo && v <= hi);
    return inRange.length === 0 ? undefined : pick(rng, inRange);
  }
  if (type.multipleOf !== undefined) {
    // the integers that are multiples of `multipleOf` are those of its integer modulus (1.5 → 3)
    const m = integerModulus(decimal(type.multipleOf));
    // ajv divides the value read as a double: beyond 2^53 its quotient is not exact
    const kLo = -floorDiv(-(lo > -ajvExact ? lo : -ajvExact), m);
    const kHi = floorDiv(hi < ajvExact ? hi : ajvExact, m);
    if (kLo > kHi) return undefined;
    return m * rawIntClamped(rng, kLo, kHi);
  }
  return rawIntClamped(rng, lo, hi);
}

function rawIntClamped(rng: Rng, lo: bigint, hi: bigint): bigint {
  for (let i = 0; i < 8; i++) {
    const v = rawInt(rng, lo, hi);
    if (v >= lo && v <= hi) return v;
  }
  return bigBetween(rng, lo, hi);
}

const doubleEdges = [
  0, -0, 5e-324, -5e-324, 1e21, 1e-7, 1e-6, 9.999999999999999e20, 2 ** 53, 2 ** 53 + 2, -(2 ** 53), Number.MAX_VALUE, -Number.MAX_VALUE,
  2.2250738585072014e-308, 2.225073858507201e-308, 0.1, 0.2, 0.3, 1 / 3, 123456789012345680000, 1.5, -2.5, 100, 1e300, 4.35, 0.000001, 1e-300,
];

function randomBits(rng: Rng): number {
  const view = new DataView(new ArrayBuffer(8));
  for (;;) {
    view.setUint32(0, rng.u32());
    view.setUint32(4, rng.u32());
    const x = view.getFloat64(0);
    if (Number.isFinite(x)) return x;
  }
}

function rawDouble(rng: Rng): number {
  const mode = below(rng, 6);
  if (mode === 0) return pick(rng, doubleEdges);
  if (mode === 1) return randomBits(rng);
  if (mode === 2) return between(rng, -100000, 100000) / pick(rng, [1, 10, 100, 1000, 7, 3]);
  if (mode === 3) return (unit(rng) - 0.5) * 10 ** between(rng, -30, 30);
  return Number(`${chance(rng, 0.5) ? '-' : ''}${between(rng, 0, 999999)}.${between(rng, 0, 99999)}e${between(rng, -20, 20)}`);
}

function fits(x: number, type: FloatType): boolean {
  const lo = type.minimum;
  const hi = type.maximum;
  if (lo !== undefined && (lo.exclusive ? !(x > Number(lo.value)) : !(x >= Number(lo.value)))) return false;
  if (hi !== undefined && (hi.exclusive ? !(x < Number(hi.value)) : !(x <= Number(hi.value)))) return false;
  return true;
}

function inBounds(rng: Rng, type: FloatType): number {
  const lo = type.minimum === undefined ? -1e6 : Number(type.minimum.value);
  const hi = type.maximum === undefined ? 1e6 : Number(type.maximum.value);
  const candidates = [lo, hi, (lo + hi) / 2, lo + (hi - lo) * unit(rng), Math.round(lo + (hi - lo) * unit(rng))];
  return pick(rng, candidates);
}

/**
 * A multiple of `multipleOf` near `x` that both verdicts accept, else NaN: the decoders' (the
 * shortest round-trip digits are an exact multiple) and ajv's (`x / m` is an integer in double
 * arithmetic, read with parseInt, which misreads quotients written with an exponent).
 */
function nearMultiple(x: number, multipleOf: string): number {
  const m = decimal(multipleOf);
  const k = Math.round(x / Number(multipleOf));
  if (!Number.isFinite(k) || Math.abs(k) >= 1e15) return NaN;
  const y = Number(`${BigInt(k) * m.coefficient}e${m.exponent}`);
  const q = y / Number(multipleOf);
  return Number.isInteger(q) && isExactMultiple(fromDouble(y), m) ? y : NaN;
}

/** `x / m` is an integer, in exact decimal arithmetic. */
function isExactMultiple(x: Decimal, m: Decimal): boolean {
  if (x.coefficient === 0n) return true;
  return x.exponent >= m.exponent ? (x.coefficient * 10n ** BigInt(x.exponent - m.exponent)) % m.coefficient === 0n : false;
}

/** A random finite double the type allows, or undefined when none was found. */
export function randomDouble(rng: Rng, type: FloatType): number | undefined {
  if (type.allowed !== undefined) {
    const ok = type.allowed.map(Number).filter((x) => fits(x, type));
    return ok.length === 0 ? undefined : pick(rng, ok);
  }
  for (let i = 0; i < 40; i++) {
    let x = i % 2 === 0 ? rawDouble(rng) : inBounds(rng, type);
    if (type.multipleOf !== undefined) x = nearMultiple(x, type.multipleOf);
    if (Number.isFinite(x) && fits(x, type)) return x;
  }
  return undefined;
}
