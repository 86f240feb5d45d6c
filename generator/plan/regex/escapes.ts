/**
 * Escapes shared by atoms and classes (ECMA-262 CharacterEscape, CharacterClassEscape in u-mode)
 * and group names. Each function starts with the cursor just after the backslash (or `<`).
 */
import type { ClassItem } from './ast.js';
import { type Cursor, eat, fail, hexValue, isDigit, lookingAt, peek } from './cursor.js';
import { isKnownProperty } from './properties.js';

/** SyntaxCharacter (`^$\.*+?()[]{}|`) and `/`: the only identity escapes in u-mode. */
const IDENTITY = new Set(Array.from('^$\\.*+?()[]{}|/', (ch) => ch.codePointAt(0) as number));

const CONTROL: Readonly<Record<string, number>> = { t: 0x09, n: 0x0a, v: 0x0b, f: 0x0c, r: 0x0d };

function readHex(c: Cursor, digits: number): number {
  let value = 0;
  for (let i = 0; i < digits; i++) {
    const d = hexValue(peek(c, i));
    if (d < 0) return -1;
    value = value * 16 + d;
  }
  c.pos += digits;
  return value;
}

/** After `\u`: `{hex…}`, `HHHH`, or a surrogate pair `HHHH\uHHHH` (one code point). */
export function parseUnicodeEscape(c: Cursor): number | undefined {
  const start = c.pos - 2;
  if (eat(c, '{')) {
    let value = 0;
    let digits = 0;
    while (hexValue(peek(c)) >= 0) {
      value = Math.min(value * 16 + hexValue(peek(c)), 0x110000);
      digits++;
      c.pos++;
    }
    if (digits === 0 || value > 0x10ffff || !eat(c, '}')) return fail(c, 'invalid Unicode escape', start);
    return value;
  }
  const unit = readHex(c, 4);
  if (unit < 0) return fail(c, 'invalid Unicode escape', start);
  if (unit >= 0xd800 && unit <= 0xdbff && lookingAt(c, '\\u')) {
    const save = c.pos;
    c.pos += 2;
    const trail = readHex(c, 4);
    if (trail >= 0xdc00 && trail <= 0xdfff) return 0x10000 + ((unit - 0xd800) << 10) + (trail - 0xdc00);
    c.pos = save;
  }
  return unit;
}

/** A CharacterEscape (u-mode); `inClass` also allows `\-` and makes `\b` backspace. */
export function parseCharacterEscape(c: Cursor, inClass: boolean): number | undefined {
  const start = c.pos - 1;
  const cp = peek(c);
  const ch = String.fromCodePoint(Math.max(cp, 0));
  c.pos++;
  const control = CONTROL[ch];
  if (control !== undefined) return control;
  switch (ch) {
    case 'c': {
      const letter = peek(c);
      if ((letter >= 0x41 && letter <= 0x5a) || (letter >= 0x61 && letter <= 0x7a)) {
        c.pos++;
        return letter % 32;
      }
      return fail(c, 'invalid control escape (\\c needs an ASCII letter)', start);
    }
    case '0':
      if (isDigit(peek(c))) return fail(c, 'invalid decimal escape', start);
      return 0;
    case 'x': {
      const value = readHex(c, 2);
      return value < 0 ? fail(c, 'invalid escape (\\x needs two hex digits)', start) : value;
    }
    case 'u':
      return parseUnicodeEscape(c);
    case 'b':
      if (inClass) return 0x08;
      break;
    case '-':
      if (inClass) return 0x2d;
      break;
    default:
      if (cp >= 0 && IDENTITY.has(cp)) return cp;
  }
  return cp < 0 ? fail(c, '\\ at end of pattern', start) : fail(c, 'invalid escape', start);
}

/** `\d \D \w \W \s \S \p{…} \P{…}` (cursor on the letter), or null if the escape is another kind. */
export function parseClassEscape(c: Cursor): ClassItem | null | undefined {
  const start = c.pos - 1;
  const ch = String.fromCodePoint(Math.max(peek(c), 0));
  const negated = ch === ch.toUpperCase();
  switch (ch) {
    case 'd':
    case 'D':
    case 'w':
    case 'W':
    case 's':
    case 'S': {
      c.pos++;
      const lower = ch.toLowerCase();
      return { kind: 'builtin', which: lower === 'd' ? 'digit' : lower === 'w' ? 'word' : 'space', negated };
    }
    case 'p':
    case 'P': {
      c.pos++;
      if (!eat(c, '{')) return fail(c, 'invalid property name', start);
      const from = c.pos;
      while (!(peek(c) === 0x7d || peek(c) < 0)) c.pos++;
      const text = String.fromCodePoint(...c.cps.slice(from, c.pos));
      if (!eat(c, '}') || !isKnownProperty(text)) return fail(c, 'invalid property name', start);
      return { kind: 'property', property: text, negated };
    }
    default:
      return null;
  }
}

function isIdentifierChar(cp: number, first: boolean): boolean {
  if (cp === 0x24 || cp === 0x5f) return true;
  const ch = String.fromCodePoint(cp);
  return first ? /\p{ID_Start}/u.test(ch) : /[\p{ID_Continue}\u200c\u200d]/u.test(ch);
}

/** After `<`: a RegExpIdentifierName and `>`. */
export function parseGroupName(c: Cursor): string | undefined {
  const start = c.pos - 1;
  const cps: number[] = [];
  while (!eat(c, '>')) {
    let cp = peek(c);
    if (cp < 0) return fail(c, 'invalid capture group name', start);
    c.pos++;
    if (cp === 0x5c) {
      if (!eat(c, 'u')) return fail(c, 'invalid capture group name', start);
      const escaped = parseUnicodeEscape(c);
      if (escaped === undefined) return undefined;
      cp = escaped;
    }
    if (!isIdentifierChar(cp, cps.length === 0)) return fail(c, 'invalid capture group name', start);
    cps.push(cp);
  }
  if (cps.length === 0) return fail(c, 'invalid capture group name', start);
  return String.fromCodePoint(...cps);
}
