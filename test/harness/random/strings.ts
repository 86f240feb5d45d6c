/**
 * Random strings (counted in code points) and their spellings: raw UTF-8, short escapes,
 * `\uXXXX` in either case, surrogate-pair escapes for astral characters.
 */
import { below, between, chance, pick, type Rng } from './rng.js';

type Range = readonly [number, number];

/** Code point ranges to draw from, no surrogates. */
const pools: readonly (readonly Range[])[] = [
  [[0x61, 0x7a]],
  [[0x20, 0x7e]],
  [[0x00, 0x1f], [0x22, 0x22], [0x5c, 0x5c], [0x2f, 0x2f], [0x7f, 0x7f]],
  [[0x80, 0x7ff]],
  [[0x800, 0xd7ff], [0xe000, 0xfffd], [0x2028, 0x2029], [0xfeff, 0xfeff], [0xffff, 0xffff]],
  [[0x10000, 0x10ffff], [0x1f600, 0x1f64f]],
];

function codePoint(rng: Rng): number {
  const pool = pools[chance(rng, 0.5) ? below(rng, 2) : below(rng, pools.length)] as readonly Range[];
  const [lo, hi] = pick(rng, pool);
  return between(rng, lo, hi);
}

/** A random string of `min..max` code points. */
export function randomString(rng: Rng, min: number, max: number): string {
  const length = between(rng, min, max);
  let out = '';
  for (let i = 0; i < length; i++) out += String.fromCodePoint(codePoint(rng));
  return out;
}

function hex4(rng: Rng, unit: number): string {
  const h = unit.toString(16).padStart(4, '0');
  return `\\u${chance(rng, 0.5) ? h : h.toUpperCase()}`;
}

const shortEscapes: Readonly<Record<string, string>> = { '"': '\\"', '\\': '\\\\', '/': '\\/', '\b': '\\b', '\t': '\\t', '\n': '\\n', '\f': '\\f', '\r': '\\r' };

function spellChar(rng: Rng, ch: string, escapeRate: number): string {
  const cp = ch.codePointAt(0) as number;
  const mustEscape = cp < 0x20 || ch === '"' || ch === '\\';
  if (!mustEscape && !chance(rng, escapeRate)) return ch;
  const short = shortEscapes[ch];
  if (short !== undefined && (ch !== '/' || chance(rng, 0.5)) && chance(rng, 0.7)) return short;
  if (cp < 0x10000) return hex4(rng, cp);
  const v = cp - 0x10000;
  return hex4(rng, 0xd800 + (v >> 10)) + hex4(rng, 0xdc00 + (v & 0x3ff));
}

/** A JSON string literal for `value`, escaping some characters that need no escape. */
export function spellString(rng: Rng, value: string): string {
  const escapeRate = chance(rng, 0.6) ? 0 : 0.3;
  let out = '"';
  for (const ch of value) out += spellChar(rng, ch, escapeRate);
  return `${out}"`;
}

/** Code points in a string (what minLength/maxLength count). */
export function codePoints(value: string): number {
  let n = 0;
  for (const _ of value) n++;
  return n;
}
