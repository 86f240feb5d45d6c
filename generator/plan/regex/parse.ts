/**
 * Parses an ECMAScript pattern with u-mode syntax and semantics (as `new RegExp(p, 'u')` does,
 * no other flags) into a `RegexAst`, or a diagnostic for a pattern that is not valid. Never throws.
 *
 * Two passes: the first counts the capturing groups and collects their names, the second resolves
 * backreferences (`\2` may precede group 2; `\k<n>` may precede `(?<n>…)`).
 */
import type { ParseResult, RegexNode } from './ast.js';
import { parseClass } from './charclass.js';
import { type Cursor, atEnd, eat, fail, isDigit, lookingAt, newCursor, peek } from './cursor.js';
import { parseCharacterEscape, parseClassEscape, parseGroupName } from './escapes.js';

/** Quantifier counts and decimal escapes saturate here (V8 does the same). */
export const MAX_COUNT = 0x7fffffff;

/**
 * Groups and lookarounds may nest this deep (V8 allows more); deeper patterns get a diagnostic,
 * so that the parser, the compiler and the VM's nested runs stay within a small stack.
 */
export const MAX_DEPTH = 500;

interface Atom {
  readonly node: RegexNode;
  readonly quantifiable: boolean;
}

interface Quantifier {
  readonly min: number;
  readonly max: number | null;
  readonly greedy: boolean;
}

export function parsePattern(source: string): ParseResult {
  const first = newCursor(source, null);
  parseTop(first);
  if (first.error !== null) return { ok: false, diagnostic: first.error };
  const c = newCursor(source, { count: first.groups, names: first.names });
  const root = parseTop(c);
  if (c.error !== null || root === undefined) {
    return { ok: false, diagnostic: c.error ?? { code: 'E_PATTERN_INVALID', message: 'invalid pattern', offset: 0 } };
  }
  const groupNames = [...c.names].map(([name, index]) => ({ name, index }));
  return { ok: true, ast: { root, groupCount: c.groups, groupNames } };
}

function parseTop(c: Cursor): RegexNode | undefined {
  const node = parseDisjunction(c);
  if (node === undefined) return undefined;
  if (!atEnd(c)) return fail(c, "unmatched ')'");
  return node;
}

function parseDisjunction(c: Cursor): RegexNode | undefined {
  const alternatives: RegexNode[] = [];
  do {
    const alternative = parseAlternative(c);
    if (alternative === undefined) return undefined;
    alternatives.push(alternative);
  } while (eat(c, '|'));
  return alternatives.length === 1 ? alternatives[0] : { kind: 'alt', alternatives };
}

function parseAlternative(c: Cursor): RegexNode | undefined {
  const items: RegexNode[] = [];
  while (!atEnd(c) && peek(c) !== 0x7c && peek(c) !== 0x29) {
    const term = parseTerm(c);
    if (term === undefined) return undefined;
    items.push(term);
  }
  if (items.length === 0) return { kind: 'empty' };
  return items.length === 1 ? items[0] : { kind: 'seq', items };
}

function parseTerm(c: Cursor): RegexNode | undefined {
  const start = c.pos;
  const atom = parseAtom(c);
  if (atom === undefined) return undefined;
  const q = parseQuantifier(c);
  if (q === undefined) return undefined;
  if (q === null) return atom.node;
  if (!atom.quantifiable) return fail(c, 'nothing to repeat', start);
  return { kind: 'repeat', min: q.min, max: q.max, greedy: q.greedy, body: atom.node };
}

function readCount(c: Cursor): number | null {
  if (!isDigit(peek(c))) return null;
  let value = 0;
  while (isDigit(peek(c))) {
    value = Math.min(value * 10 + (peek(c) - 0x30), MAX_COUNT);
    c.pos++;
  }
  return value;
}

/** `{n}` `{n,}` `{n,m}` at the cursor (consumed), or null if the text is not one. */
function parseBraces(c: Cursor): Quantifier | null {
  const save = c.pos;
  c.pos++;
  const min = readCount(c);
  let max: number | null = min;
  if (min !== null && eat(c, ',')) max = readCount(c);
  if (min === null || !eat(c, '}')) {
    c.pos = save;
    return null;
  }
  return { min, max, greedy: true };
}

/** A quantifier after an atom: null if none, undefined on error. */
function parseQuantifier(c: Cursor): Quantifier | null | undefined {
  const start = c.pos;
  let q: Quantifier | null;
  if (eat(c, '*')) q = { min: 0, max: null, greedy: true };
  else if (eat(c, '+')) q = { min: 1, max: null, greedy: true };
  else if (eat(c, '?')) q = { min: 0, max: 1, greedy: true };
  else if (peek(c) === 0x7b) {
    q = parseBraces(c);
    if (q === null) return fail(c, 'incomplete quantifier');
    if (q.max !== null && q.min > q.max) return fail(c, 'numbers out of order in {} quantifier', start);
  } else return null;
  return eat(c, '?') ? { ...q, greedy: false } : q;
}

function parseAtom(c: Cursor): Atom | undefined {
  const start = c.pos;
  const cp = peek(c);
  c.pos++;
  switch (String.fromCodePoint(cp)) {
    case '^':
      return { node: { kind: 'assertion', assertion: 'start' }, quantifiable: false };
    case '$':
      return { node: { kind: 'assertion', assertion: 'end' }, quantifiable: false };
    case '.':
      return { node: { kind: 'dot' }, quantifiable: true };
    case '[': {
      const node = parseClass(c);
      return node === undefined ? undefined : { node, quantifiable: true };
    }
    case '(':
      return parseGroup(c);
    case '\\':
      return parseAtomEscape(c);
    case '*':
    case '+':
    case '?':
      return fail(c, 'nothing to repeat', start);
    case '{':
      c.pos = start;
      return fail(c, parseBraces(c) === null ? 'lone quantifier brackets' : 'nothing to repeat', start);
    case '}':
    case ']':
      return fail(c, 'lone quantifier brackets', start);
    default:
      return { node: { kind: 'char', codePoint: cp }, quantifiable: true };
  }
}

/** Cursor just after `(`. */
function parseGroup(c: Cursor): Atom | undefined {
  const open = c.pos - 1;
  const look = ['?=', '?!', '?<=', '?<!'].find((prefix) => lookingAt(c, prefix));
  let index = 0;
  let name: string | null = null;
  if (look !== undefined) {
    c.pos += look.length;
  } else if (lookingAt(c, '?:')) {
    c.pos += 2;
  } else if (lookingAt(c, '?<')) {
    c.pos += 2;
    const parsed = parseGroupName(c);
    if (parsed === undefined) return undefined;
    if (c.names.has(parsed)) return fail(c, 'duplicate capture group name', open);
    name = parsed;
    index = ++c.groups;
    c.names.set(name, index);
  } else if (peek(c) === 0x3f) {
    return fail(c, 'invalid group', open);
  } else {
    index = ++c.groups;
  }
  if (++c.depth > MAX_DEPTH) return fail(c, `groups nested more than ${MAX_DEPTH} deep`, open);
  const body = parseDisjunction(c);
  c.depth--;
  if (body === undefined) return undefined;
  if (!eat(c, ')')) return fail(c, 'unterminated group', open);
  if (look !== undefined) {
    const node: RegexNode = { kind: 'look', behind: look.includes('<'), negated: look.endsWith('!'), body };
    return { node, quantifiable: false };
  }
  if (index === 0) return { node: body, quantifiable: true };
  return { node: { kind: 'group', index, name, body }, quantifiable: true };
}

/** Cursor just after `\` outside a class. */
function parseAtomEscape(c: Cursor): Atom | undefined {
  const start = c.pos - 1;
  const cp = peek(c);
  if (cp === 0x62 || cp === 0x42) {
    c.pos++;
    return { node: { kind: 'assertion', assertion: cp === 0x62 ? 'wordBoundary' : 'notWordBoundary' }, quantifiable: false };
  }
  if (isDigit(cp) && cp !== 0x30) {
    const group = readCount(c) as number;
    if (c.known !== null && group > c.known.count) return fail(c, 'invalid escape (no such group)', start);
    return { node: { kind: 'backref', group }, quantifiable: true };
  }
  if (cp === 0x6b) {
    c.pos++;
    if (!eat(c, '<')) return fail(c, 'invalid named reference', start);
    const name = parseGroupName(c);
    if (name === undefined) return undefined;
    const group = c.known === null ? 0 : c.known.names.get(name);
    if (group === undefined) return fail(c, 'invalid named capture referenced', start);
    return { node: { kind: 'backref', group }, quantifiable: true };
  }
  const item = parseClassEscape(c);
  if (item === undefined) return undefined;
  if (item !== null) return { node: { kind: 'class', negated: false, items: [item] }, quantifiable: true };
  const codePoint = parseCharacterEscape(c, false);
  return codePoint === undefined ? undefined : { node: { kind: 'char', codePoint }, quantifiable: true };
}
