/**
 * Strings that match an ECMAScript pattern: a small generator for the common regex subset
 * (literals, classes, `.`, groups, alternation, quantifiers, anchors), with every result
 * checked by the JavaScript regex engine. Patterns outside the subset get random candidates.
 */
import { assertNever } from '../../../generator/ir/types.js';
import { between, chance, pick, type Rng } from './rng.js';
import { randomString } from './strings.js';

type Node =
  | { readonly kind: 'chars'; readonly set: readonly string[] }
  | { readonly kind: 'seq'; readonly items: readonly Node[] }
  | { readonly kind: 'alt'; readonly options: readonly Node[] }
  | { readonly kind: 'repeat'; readonly item: Node; readonly min: number; readonly max: number };

const printable = Array.from({ length: 95 }, (_, i) => String.fromCharCode(0x20 + i));
const classes: Readonly<Record<string, readonly string[]>> = {
  d: [...'0123456789'],
  w: [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_'],
  s: [' ', '\t'],
};
const complements: Readonly<Record<string, readonly string[]>> = {
  D: printable.filter((c) => !(classes['d'] ?? []).includes(c)),
  W: printable.filter((c) => !(classes['w'] ?? []).includes(c)),
  S: printable.filter((c) => !(classes['s'] ?? []).includes(c)),
};

interface Parser {
  readonly src: string;
  pos: number;
}

function escapeSet(p: Parser): readonly string[] | undefined {
  const ch = p.src[p.pos++];
  if (ch === undefined) return undefined;
  const cls = classes[ch] ?? complements[ch];
  if (cls !== undefined) return cls;
  if (/[dwsbBDWSpPuxck0-9]/.test(ch)) return undefined;
  return [ch === 'n' ? '\n' : ch === 't' ? '\t' : ch];
}

function classSet(p: Parser): readonly string[] | undefined {
  const negated = p.src[p.pos] === '^';
  if (negated) p.pos++;
  const members: string[] = [];
  while (p.pos < p.src.length && p.src[p.pos] !== ']') {
    let first = p.src[p.pos++] as string;
    if (first === '\\') {
      const set = escapeSet(p);
      if (set === undefined) return undefined;
      if (set.length > 1) {
        members.push(...set);
        continue;
      }
      first = set[0] as string;
    }
    if (p.src[p.pos] === '-' && p.src[p.pos + 1] !== ']' && p.pos + 1 < p.src.length) {
      const last = p.src[p.pos + 1] as string;
      if (last === '\\') return undefined;
      p.pos += 2;
      for (let c = first.codePointAt(0) as number; c <= (last.codePointAt(0) as number); c++) members.push(String.fromCodePoint(c));
    } else members.push(first);
  }
  if (p.src[p.pos++] !== ']') return undefined;
  return negated ? printable.filter((c) => !members.includes(c)) : members;
}

function quantifier(p: Parser): { min: number; max: number } | undefined | 'bad' {
  const ch = p.src[p.pos];
  if (ch === '?' || ch === '*' || ch === '+') {
    p.pos++;
    if (p.src[p.pos] === '?') p.pos++;
    return ch === '?' ? { min: 0, max: 1 } : ch === '*' ? { min: 0, max: 4 } : { min: 1, max: 5 };
  }
  if (ch !== '{') return undefined;
  const m = /^\{(\d+)(,(\d*))?\}/.exec(p.src.slice(p.pos));
  if (m === null) return 'bad';
  p.pos += m[0].length;
  const min = Number(m[1]);
  return { min, max: m[2] === undefined ? min : m[3] === '' ? min + 4 : Number(m[3]) };
}

function atom(p: Parser): Node | undefined {
  const ch = p.src[p.pos++];
  if (ch === '(') {
    if (p.src.startsWith('?:', p.pos)) p.pos += 2;
    else if (p.src[p.pos] === '?') return undefined;
    const inner = alternation(p);
    return inner !== undefined && p.src[p.pos++] === ')' ? inner : undefined;
  }
  if (ch === '[') {
    const set = classSet(p);
    return set === undefined || set.length === 0 ? undefined : { kind: 'chars', set };
  }
  if (ch === '\\') {
    const set = escapeSet(p);
    return set === undefined ? undefined : { kind: 'chars', set };
  }
  if (ch === '.') return { kind: 'chars', set: printable };
  if (ch === undefined || '^$)|*+?{'.includes(ch)) return undefined;
  return { kind: 'chars', set: [ch] };
}

function sequence(p: Parser): Node | undefined {
  const items: Node[] = [];
  while (p.pos < p.src.length && p.src[p.pos] !== '|' && p.src[p.pos] !== ')') {
    const item = atom(p);
    if (item === undefined) return undefined;
    const q = quantifier(p);
    if (q === 'bad') return undefined;
    items.push(q === undefined ? item : { kind: 'repeat', item, ...q });
  }
  return { kind: 'seq', items };
}

function alternation(p: Parser): Node | undefined {
  const options: Node[] = [];
  for (;;) {
    const option = sequence(p);
    if (option === undefined) return undefined;
    options.push(option);
    if (p.src[p.pos] !== '|') return options.length === 1 ? option : { kind: 'alt', options };
    p.pos++;
  }
}

function produce(rng: Rng, node: Node): string {
  switch (node.kind) {
    case 'chars':
      return pick(rng, node.set);
    case 'seq':
      return node.items.map((i) => produce(rng, i)).join('');
    case 'alt':
      return produce(rng, pick(rng, node.options));
    case 'repeat':
      return Array.from({ length: between(rng, node.min, node.max) }, () => produce(rng, node.item)).join('');
    default:
      return assertNever(node);
  }
}

/** A generator for `pattern` when it is in the supported subset. */
function compile(pattern: string): ((rng: Rng) => string) | undefined {
  const anchoredStart = pattern.startsWith('^');
  const anchoredEnd = pattern.endsWith('$') && !pattern.endsWith('\\$');
  const body = pattern.slice(anchoredStart ? 1 : 0, anchoredEnd ? -1 : undefined);
  const p: Parser = { src: body, pos: 0 };
  const node = alternation(p);
  if (node === undefined || p.pos !== body.length) return undefined;
  return (rng) => {
    const prefix = anchoredStart || !chance(rng, 0.5) ? '' : randomString(rng, 0, 3);
    const suffix = anchoredEnd || !chance(rng, 0.5) ? '' : randomString(rng, 0, 3);
    return `${prefix}${produce(rng, node)}${suffix}`;
  };
}

/** A string matching `pattern` (and the length limits), or undefined when none was found. */
export function matchingString(rng: Rng, pattern: string, min: number, max: number): string | undefined {
  const regex = new RegExp(pattern, 'u');
  const generator = compile(pattern);
  for (let i = 0; i < 30; i++) {
    const candidate = generator !== undefined && i < 25 ? generator(rng) : randomString(rng, min, Math.min(max, min + 12));
    const length = [...candidate].length;
    if (length >= min && length <= max && regex.test(candidate)) return candidate;
  }
  return undefined;
}
