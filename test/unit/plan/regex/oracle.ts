/**
 * The reference verdict, from V8: does `new RegExp(pattern, 'u')` match `input`, as ECMA-262
 * specifies? Two V8 (Node 20) bugs are stepped around, both documented in README.md:
 *
 * 1. Plain `RegExp.prototype.test` also tries the position between the two halves of a
 *    surrogate pair, where a zero-width match such as `\B` can succeed (fixed upstream:
 *    chromium-review.googlesource.com/c/v8/v8/+/7882029; the spec's search advances by code
 *    points). So the oracle runs the sticky form of the pattern at each code point boundary.
 * 2. A backreference directly followed by a literal astral character fails when the group has
 *    not participated (`/\1😀()/u.test("😀")` is false; with `\u{1F600}` it is true). Writing
 *    each astral character of the pattern as `\u{…}` (the same pattern in u-mode) avoids it.
 */
export function oracleTest(pattern: string, input: string): boolean {
  const re = new RegExp(escapeAstral(pattern), 'uy');
  let index = 0;
  for (const ch of input) {
    re.lastIndex = index;
    if (re.test(input)) return true;
    index += ch.length;
  }
  re.lastIndex = index;
  return re.test(input);
}

/** A seeded PRNG (mulberry32): deterministic inputs on every machine. */
export function random(seed: number): (n: number) => number {
  let state = seed | 0;
  return (n: number) => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) % n;
  };
}

/** A seed from a string (FNV-1a). */
export function seedOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** Does `s` hold a lone surrogate (not representable in UTF-8, so absent from the shared vectors)? */
export function hasLoneSurrogate(s: string): boolean {
  return /\p{Cs}/u.test(s);
}

/** The same u-mode pattern with every astral character written `\u{…}`. */
export function escapeAstral(pattern: string): string {
  return pattern.replace(/[\u{10000}-\u{10FFFF}]/gu, (ch) => `\\u{${(ch.codePointAt(0) as number).toString(16)}}`);
}
