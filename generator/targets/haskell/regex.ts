/**
 * ECMAScript `pattern`s (with the `u` flag, as JSON Schema validators compile them) translated
 * to the support module's small backtracking matcher (`R.Re`, matched over code points).
 *
 * Supported: literals, `.`, classes with ranges and `\d \w \s` inside, `\d \D \w \W \s \S`,
 * `\b \B`, `^ $`, groups `( )` and `(?: )`, alternation, the quantifiers `* + ? {n} {n,}
 * {n,m}` and their lazy forms, control / hex / unicode escapes. Anything else (lookaround,
 * backreferences, named groups, `\p{…}`) returns null: the caller warns and skips the check.
 */

type Node =
  | { kind: 'empty' }
  | { kind: 'char'; cp: number }
  | { kind: 'any' }
  | { kind: 'set'; negated: boolean; ranges: [number, number][] }
  | { kind: 'seq'; items: Node[] }
  | { kind: 'alt'; items: Node[] }
  | { kind: 'rep'; min: number; max: number | null; greedy: boolean; item: Node }
  | { kind: 'start' }
  | { kind: 'end' }
  | { kind: 'wordBoundary'; yes: boolean };


const DIGIT: [number, number][] = [[0x30, 0x39]];
const WORD: [number, number][] = [[0x30, 0x39], [0x41, 0x5a], [0x5f, 0x5f], [0x61, 0x7a]];
/** ECMAScript WhiteSpace and LineTerminator code points. */
const SPACE: [number, number][] = [
  [0x09, 0x0d], [0x20, 0x20], [0xa0, 0xa0], [0x1680, 0x1680], [0x2000, 0x200a], [0x2028, 0x2029],
  [0x202f, 0x202f], [0x205f, 0x205f], [0x3000, 0x3000], [0xfeff, 0xfeff],
];
const SYNTAX = '^$\\.*+?()[]{}|/';

interface Cursor {
  readonly chars: readonly string[];
  pos: number;
  /** Set when the pattern uses something unsupported; parsing then runs to the end. */
  bad: boolean;
}

const peek = (c: Cursor, ahead = 0): string | undefined => c.chars[c.pos + ahead];

/** Marks the pattern unsupported and stops the parse (every loop ends at the end of input). */
function fail(c: Cursor): Node {
  c.bad = true;
  c.pos = c.chars.length;
  return { kind: 'empty' };
}

function hexDigits(c: Cursor, count: number): number {
  const text = c.chars.slice(c.pos, c.pos + count).join('');
  if (!new RegExp(`^[0-9a-fA-F]{${count}}$`).test(text)) {
    fail(c);
    return 0;
  }
  c.pos += count;
  return parseInt(text, 16);
}

/** An escape after `\` that stands for one code point, or a class (`\d`, …). */
function escape(c: Cursor, inClass: boolean): Node {
  const ch = peek(c);
  if (ch === undefined) return fail(c);
  c.pos++;
  const set = (ranges: [number, number][], negated: boolean): Node => ({ kind: 'set', negated, ranges });
  switch (ch) {
    case 'd': return set(DIGIT, false);
    case 'D': return set(DIGIT, true);
    case 'w': return set(WORD, false);
    case 'W': return set(WORD, true);
    case 's': return set(SPACE, false);
    case 'S': return set(SPACE, true);
    case 't': return { kind: 'char', cp: 9 };
    case 'n': return { kind: 'char', cp: 10 };
    case 'v': return { kind: 'char', cp: 11 };
    case 'f': return { kind: 'char', cp: 12 };
    case 'r': return { kind: 'char', cp: 13 };
    case 'b': return inClass ? { kind: 'char', cp: 8 } : { kind: 'wordBoundary', yes: true };
    case 'B': return inClass ? fail(c) : { kind: 'wordBoundary', yes: false };
    case '0': return /[0-9]/.test(peek(c) ?? '') ? fail(c) : { kind: 'char', cp: 0 };
    case 'x': return { kind: 'char', cp: hexDigits(c, 2) };
    case 'c': {
      const letter = peek(c) ?? '';
      if (!/^[A-Za-z]$/.test(letter)) return fail(c);
      c.pos++;
      return { kind: 'char', cp: (letter.codePointAt(0) as number) % 32 };
    }
    case 'u': {
      if (peek(c) !== '{') return { kind: 'char', cp: surrogatePair(c, hexDigits(c, 4)) };
      const close = c.chars.indexOf('}', c.pos);
      const text = close < 0 ? '' : c.chars.slice(c.pos + 1, close).join('');
      if (!/^[0-9a-fA-F]{1,6}$/.test(text) || parseInt(text, 16) > 0x10ffff) return fail(c);
      c.pos = close + 1;
      return { kind: 'char', cp: parseInt(text, 16) };
    }
    default:
      if (SYNTAX.includes(ch) || (inClass && ch === '-')) return { kind: 'char', cp: ch.codePointAt(0) as number };
      return fail(c);
  }
}

/** `\uD83D\uDE00` is one code point under the `u` flag. */
function surrogatePair(c: Cursor, high: number): number {
  if (high < 0xd800 || high > 0xdbff || peek(c) !== '\\' || peek(c, 1) !== 'u') return high;
  const save = c.pos;
  c.pos += 2;
  const low = /^[0-9a-fA-F]{4}$/.test(c.chars.slice(c.pos, c.pos + 4).join('')) ? hexDigits(c, 4) : -1;
  if (low >= 0xdc00 && low <= 0xdfff) return 0x10000 + (high - 0xd800) * 0x400 + (low - 0xdc00);
  c.pos = save;
  return high;
}

function classAtom(c: Cursor): Node {
  const ch = peek(c);
  if (ch === undefined) return fail(c);
  c.pos++;
  return ch === '\\' ? escape(c, true) : { kind: 'char', cp: ch.codePointAt(0) as number };
}

function charClass(c: Cursor): Node {
  const negated = peek(c) === '^';
  if (negated) c.pos++;
  const ranges: [number, number][] = [];
  while (!c.bad && peek(c) !== ']') {
    if (peek(c) === undefined) return fail(c);
    const lo = classAtom(c);
    if (peek(c) === '-' && peek(c, 1) !== ']' && peek(c, 1) !== undefined) {
      c.pos++;
      const hi = classAtom(c);
      if (lo.kind !== 'char' || hi.kind !== 'char' || lo.cp > hi.cp) return fail(c);
      ranges.push([lo.cp, hi.cp]);
    } else if (lo.kind === 'char') ranges.push([lo.cp, lo.cp]);
    else if (lo.kind === 'set' && !lo.negated) ranges.push(...lo.ranges);
    else return fail(c);
  }
  c.pos++;
  return { kind: 'set', negated, ranges };
}

function atom(c: Cursor): Node {
  const ch = peek(c);
  if (ch === undefined) return fail(c);
  c.pos++;
  switch (ch) {
    case '.': return { kind: 'any' };
    case '^': return { kind: 'start' };
    case '$': return { kind: 'end' };
    case '\\': return escape(c, false);
    case '[': return charClass(c);
    case '(': {
      if (peek(c) === '?') {
        if (peek(c, 1) !== ':') return fail(c);
        c.pos += 2;
      }
      const inner = disjunction(c);
      if (peek(c) !== ')') return fail(c);
      c.pos++;
      return inner;
    }
    default:
      if (')]{}|*+?'.includes(ch)) return fail(c);
      return { kind: 'char', cp: ch.codePointAt(0) as number };
  }
}

function quantifier(c: Cursor, item: Node): Node {
  const ch = peek(c);
  let min: number;
  let max: number | null;
  if (ch === '*') [min, max] = [0, null];
  else if (ch === '+') [min, max] = [1, null];
  else if (ch === '?') [min, max] = [0, 1];
  else if (ch === '{') {
    const rest = c.chars.slice(c.pos).join('');
    const m = /^\{(\d+)(,(\d*))?\}/.exec(rest);
    if (m === null) return fail(c);
    min = Number(m[1]);
    max = m[2] === undefined ? min : m[3] === '' ? null : Number(m[3]);
    if (max !== null && max < min) return fail(c);
    c.pos += Array.from(m[0]).length - 1;
  } else return item;
  c.pos++;
  if (item.kind === 'start' || item.kind === 'end' || item.kind === 'wordBoundary') return fail(c);
  const lazy = peek(c) === '?';
  if (lazy) c.pos++;
  return { kind: 'rep', min, max, greedy: !lazy, item };
}

function alternative(c: Cursor): Node {
  const items: Node[] = [];
  while (!c.bad && peek(c) !== undefined && peek(c) !== '|' && peek(c) !== ')') items.push(quantifier(c, atom(c)));
  return items.length === 1 ? (items[0] as Node) : { kind: 'seq', items };
}

function disjunction(c: Cursor): Node {
  const items = [alternative(c)];
  while (peek(c) === '|') {
    c.pos++;
    items.push(alternative(c));
  }
  return items.length === 1 ? (items[0] as Node) : { kind: 'alt', items };
}

const hsChar = (cp: number): string => `'\\${cp}'`;

function render(n: Node): string {
  switch (n.kind) {
    case 'empty': return 'R.ReSeq []';
    case 'char': return `R.ReChar ${hsChar(n.cp)}`;
    case 'any': return 'R.ReAny';
    case 'set': return `R.ReSet ${n.negated ? 'P.True' : 'P.False'} [${n.ranges.map(([a, b]) => `(${hsChar(a)}, ${hsChar(b)})`).join(', ')}]`;
    case 'seq': return `R.ReSeq [${n.items.map(render).join(', ')}]`;
    case 'alt': return `R.ReAlt [${n.items.map(render).join(', ')}]`;
    case 'rep': return `R.ReRep ${n.min} ${n.max === null ? 'P.Nothing' : `(P.Just ${n.max})`} ${n.greedy ? 'P.True' : 'P.False'} (${render(n.item)})`;
    case 'start': return 'R.ReStart';
    case 'end': return 'R.ReEnd';
    case 'wordBoundary': return `R.ReWordBoundary ${n.yes ? 'P.True' : 'P.False'}`;
  }
}

/** The Haskell `R.Re` value for an ECMAScript pattern, or null when it uses what the matcher lacks. */
export function translatePattern(source: string): string | null {
  const c: Cursor = { chars: Array.from(source), pos: 0, bad: false };
  const node = disjunction(c);
  return c.bad || c.pos !== c.chars.length ? null : render(node);
}
