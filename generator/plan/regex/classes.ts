/**
 * Resolves `.`, character classes and class escapes to explicit code point ranges at generation
 * time, so that no runtime needs Unicode tables or a regex engine of its own.
 */
import { assertNever } from '../../ir/types.js';
import type { ClassItem, RegexNode } from './ast.js';
import { complement, normalize, union, type Ranges } from './ranges.js';
import { propertyRanges, spaceRanges } from './properties.js';

/** Property and `\s` sets already computed, keyed by `\p{text}` or `\s`. One per compilation. */
export type ClassCache = Map<string, Ranges>;

export function newClassCache(): ClassCache {
  return new Map();
}

const DIGIT: Ranges = [0x30, 0x39];
/** `\w` without the `i` flag: [0-9A-Z_a-z]. */
export const WORD: Ranges = [0x30, 0x39, 0x41, 0x5a, 0x5f, 0x5f, 0x61, 0x7a];
/** LineTerminator: \n \r U+2028 U+2029. */
const LINE_TERMINATORS: Ranges = [0x0a, 0x0a, 0x0d, 0x0d, 0x2028, 0x2029];

function cached(cache: ClassCache, key: string, compute: () => Ranges): Ranges {
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const value = compute();
  cache.set(key, value);
  return value;
}

function itemRanges(item: ClassItem, cache: ClassCache): Ranges {
  switch (item.kind) {
    case 'range':
      return normalize([[item.from, item.to]]);
    case 'builtin': {
      const base =
        item.which === 'digit' ? DIGIT : item.which === 'word' ? WORD : cached(cache, '\\s', spaceRanges);
      return item.negated ? complement(base) : base;
    }
    case 'property': {
      const base = cached(cache, `\\p{${item.property}}`, () => propertyRanges(item.property));
      return item.negated ? complement(base) : base;
    }
    default:
      return assertNever(item);
  }
}

/** The code points one step of `node` (a `dot` or a `class`) accepts. */
export function classRanges(node: RegexNode & { kind: 'dot' | 'class' }, cache: ClassCache): Ranges {
  if (node.kind === 'dot') return complement(LINE_TERMINATORS);
  const set = union(node.items.map((item) => itemRanges(item, cache)));
  return node.negated ? complement(set) : set;
}
