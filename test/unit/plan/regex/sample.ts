/**
 * Inputs for differential tests, built from a pattern: strings produced by a random walk over
 * its AST (likely matches), one-character mutations of those (likely near misses), and random
 * strings over the pattern's own characters.
 */
import { assertNever } from '../../../../generator/ir/types.js';
import type { RegexNode } from '../../../../generator/plan/regex/ast.js';
import { type ClassCache, classRanges } from '../../../../generator/plan/regex/classes.js';
import { parsePattern } from '../../../../generator/plan/regex/parse.js';
import { random, seedOf } from './oracle.js';

type Rnd = (n: number) => number;

const EXTRA = ['a', 'Z', '0', '_', ' ', '-', '.', 'é', '😀', '\n', '٣'];

function pick(set: readonly number[], rnd: Rnd): string {
  if (set.length === 0) return '';
  const i = 2 * rnd(set.length / 2);
  const from = set[i] as number;
  const to = set[i + 1] as number;
  const cp = from + rnd(Math.min(to - from, 200) + 1);
  return cp >= 0xd800 && cp <= 0xdfff ? 'a' : String.fromCodePoint(cp);
}

function walk(node: RegexNode, rnd: Rnd, cache: ClassCache, caps: Map<number, string>): string {
  switch (node.kind) {
    case 'empty':
    case 'assertion':
    case 'look':
      return '';
    case 'char':
      return node.codePoint >= 0xd800 && node.codePoint <= 0xdfff ? '' : String.fromCodePoint(node.codePoint);
    case 'dot':
    case 'class':
      return pick(classRanges(node, cache), rnd);
    case 'seq':
      return node.items.map((item) => walk(item, rnd, cache, caps)).join('');
    case 'alt':
      return walk(node.alternatives[rnd(node.alternatives.length)] as RegexNode, rnd, cache, caps);
    case 'group': {
      const text = walk(node.body, rnd, cache, caps);
      caps.set(node.index, text);
      return text;
    }
    case 'repeat': {
      const min = Math.min(node.min, 30);
      const max = Math.min(node.max ?? min + 3, min + 3);
      const count = min + rnd(max - min + 1);
      let out = '';
      for (let i = 0; i < count; i++) out += walk(node.body, rnd, cache, caps);
      return out;
    }
    case 'backref':
      return caps.get(node.group) ?? '';
    default:
      return assertNever(node);
  }
}

function mutate(s: string, alphabet: readonly string[], rnd: Rnd): string {
  const cps = Array.from(s);
  const at = rnd(cps.length + 1);
  const ch = alphabet[rnd(alphabet.length)] as string;
  switch (rnd(3)) {
    case 0:
      cps.splice(at, 1);
      break;
    case 1:
      cps.splice(at, 0, ch);
      break;
    default:
      cps.splice(at, 1, ch);
  }
  return cps.join('');
}

/** `count` inputs of each kind (walks, mutants, random strings), deduplicated, in a fixed order. */
export function sampleInputs(pattern: string, count: number, cache: ClassCache, salt = ''): string[] {
  const parsed = parsePattern(pattern);
  if (!parsed.ok) return [];
  const rnd = random(seedOf(salt + pattern));
  const alphabet = [...new Set([...Array.from(pattern).filter((ch) => !/\p{Cs}/u.test(ch)), ...EXTRA])];
  const walks = Array.from({ length: count }, () => walk(parsed.ast.root, rnd, cache, new Map()));
  const mutants = walks.map((s) => mutate(s, alphabet, rnd));
  const randoms = Array.from({ length: count }, () =>
    Array.from({ length: rnd(10) }, () => alphabet[rnd(alphabet.length)] as string).join(''),
  );
  return [...new Set([...walks, ...mutants, ...randoms])];
}
