/** Bracket classes `[…]` and `[^…]` in u-mode (ECMA-262 CharacterClass, NonemptyClassRanges). */
import type { ClassItem, RegexNode } from './ast.js';
import { type Cursor, atEnd, eat, fail, isDigit, peek } from './cursor.js';
import { parseCharacterEscape, parseClassEscape } from './escapes.js';

type ClassAtom = { readonly kind: 'char'; readonly codePoint: number } | { readonly kind: 'set'; readonly item: ClassItem };

function parseClassAtom(c: Cursor): ClassAtom | undefined {
  const cp = peek(c);
  c.pos++;
  if (cp !== 0x5c) return { kind: 'char', codePoint: cp };
  const start = c.pos - 1;
  const set = parseClassEscape(c);
  if (set === undefined) return undefined;
  if (set !== null) return { kind: 'set', item: set };
  if (peek(c) === 0x42 || peek(c) === 0x6b || (isDigit(peek(c)) && peek(c) !== 0x30)) {
    return fail(c, 'invalid class escape', start);
  }
  const codePoint = parseCharacterEscape(c, true);
  return codePoint === undefined ? undefined : { kind: 'char', codePoint };
}

function itemOf(atom: ClassAtom): ClassItem {
  return atom.kind === 'char' ? { kind: 'range', from: atom.codePoint, to: atom.codePoint } : atom.item;
}

/** Cursor just after `[`. */
export function parseClass(c: Cursor): RegexNode | undefined {
  const open = c.pos - 1;
  const negated = eat(c, '^');
  const items: ClassItem[] = [];
  for (;;) {
    if (atEnd(c)) return fail(c, 'unterminated character class', open);
    if (eat(c, ']')) break;
    const rangeStart = c.pos;
    const first = parseClassAtom(c);
    if (first === undefined) return undefined;
    if (peek(c) === 0x2d && peek(c, 1) !== 0x5d && peek(c, 1) >= 0) {
      c.pos++;
      const last = parseClassAtom(c);
      if (last === undefined) return undefined;
      if (first.kind !== 'char' || last.kind !== 'char') return fail(c, 'invalid character class range', rangeStart);
      if (first.codePoint > last.codePoint) return fail(c, 'range out of order in character class', rangeStart);
      items.push({ kind: 'range', from: first.codePoint, to: last.codePoint });
    } else {
      items.push(itemOf(first));
    }
  }
  return { kind: 'class', negated, items };
}
