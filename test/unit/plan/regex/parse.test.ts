import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parsePattern } from '../../../../generator/plan/regex/parse.js';
import { repoRoot } from '../../../harness/paths.js';
import { random } from './oracle.js';

function v8Accepts(pattern: string): boolean {
  try {
    new RegExp(pattern, 'u');
    return true;
  } catch {
    return false;
  }
}

function message(pattern: string): string {
  const r = parsePattern(pattern);
  return r.ok ? 'ok' : `${r.diagnostic.message} @${r.diagnostic.offset}`;
}

describe('regex parser: AST', () => {
  it('parses literals, escapes and surrogate pairs to code points', () => {
    const r = parsePattern('a\\t\\cJ\\0\\x41\\u0042\\u{1F600}\\uD83D\\uDE00😀\\/');
    expect(r.ok && r.ast.root).toEqual({
      kind: 'seq',
      items: [0x61, 9, 10, 0, 0x41, 0x42, 0x1f600, 0x1f600, 0x1f600, 0x2f].map((codePoint) => ({ kind: 'char', codePoint })),
    });
  });

  it('keeps a lone surrogate escape as one code point', () => {
    const r = parsePattern('\\uD83D\\u0041');
    expect(r.ok && r.ast.root).toEqual({ kind: 'seq', items: [{ kind: 'char', codePoint: 0xd83d }, { kind: 'char', codePoint: 0x41 }] });
  });

  it('numbers groups by their opening parenthesis and resolves named and forward references', () => {
    const r = parsePattern('\\k<b>(a(?<b>b))\\2');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.ast.groupCount).toBe(2);
    expect(r.ast.groupNames).toEqual([{ name: 'b', index: 2 }]);
    expect(r.ast.root).toEqual({
      kind: 'seq',
      items: [
        { kind: 'backref', group: 2 },
        { kind: 'group', index: 1, name: null, body: { kind: 'seq', items: [{ kind: 'char', codePoint: 0x61 }, { kind: 'group', index: 2, name: 'b', body: { kind: 'char', codePoint: 0x62 } }] } },
        { kind: 'backref', group: 2 },
      ],
    });
  });

  it('parses quantifiers, lazy forms and saturates large counts', () => {
    const r = parsePattern('a*?b{2,}c{3,5}?d{99999999999}');
    expect(r.ok && r.ast.root.kind === 'seq' && r.ast.root.items.map((i) => (i.kind === 'repeat' ? [i.min, i.max, i.greedy] : null))).toEqual([
      [0, null, false],
      [2, null, true],
      [3, 5, false],
      [2147483647, 2147483647, true],
    ]);
  });

  it('parses classes: ranges, negation, escapes, dashes, [] and [^]', () => {
    const r = parsePattern('[^a-c\\d\\-\\b-]');
    expect(r.ok && r.ast.root).toEqual({
      kind: 'class',
      negated: true,
      items: [
        { kind: 'range', from: 0x61, to: 0x63 },
        { kind: 'builtin', which: 'digit', negated: false },
        { kind: 'range', from: 0x2d, to: 0x2d },
        { kind: 'range', from: 0x08, to: 0x08 },
        { kind: 'range', from: 0x2d, to: 0x2d },
      ],
    });
    expect(parsePattern('[]').ok && parsePattern('[^]').ok).toBe(true);
  });

  it('parses lookarounds and properties', () => {
    const r = parsePattern('(?<!\\P{sc=Greek})(?=x)');
    expect(r.ok && r.ast.root).toEqual({
      kind: 'seq',
      items: [
        { kind: 'look', behind: true, negated: true, body: { kind: 'class', negated: false, items: [{ kind: 'property', property: 'sc=Greek', negated: true }] } },
        { kind: 'look', behind: false, negated: false, body: { kind: 'char', codePoint: 0x78 } },
      ],
    });
  });
});

describe('regex parser: diagnostics', () => {
  it.each([
    ['(', 'unterminated group @0'],
    ['a)', "unmatched ')' @1"],
    ['[a', 'unterminated character class @0'],
    ['*a', 'nothing to repeat @0'],
    ['a**', 'nothing to repeat @2'],
    ['^*', 'nothing to repeat @0'],
    ['(?=a)+', 'nothing to repeat @0'],
    ['(?<=a)?', 'nothing to repeat @0'],
    ['a{2,1}', 'numbers out of order in {} quantifier @1'],
    ['a{1', 'incomplete quantifier @1'],
    ['a{,5}', 'incomplete quantifier @1'],
    ['{', 'lone quantifier brackets @0'],
    ['}', 'lone quantifier brackets @0'],
    [']', 'lone quantifier brackets @0'],
    ['{1}', 'nothing to repeat @0'],
    ['\\', '\\ at end of pattern @0'],
    ['\\a', 'invalid escape @0'],
    ['\\c1', 'invalid control escape (\\c needs an ASCII letter) @0'],
    ['\\00', 'invalid decimal escape @0'],
    ['\\x4', 'invalid escape (\\x needs two hex digits) @0'],
    ['\\u{110000}', 'invalid Unicode escape @0'],
    ['\\u12', 'invalid Unicode escape @0'],
    ['\\1', 'invalid escape (no such group) @0'],
    ['(a)\\2', 'invalid escape (no such group) @3'],
    ['\\k<a>', 'invalid named capture referenced @0'],
    ['\\k', 'invalid named reference @0'],
    ['(?<a>x)(?<a>y)', 'duplicate capture group name @7'],
    ['(?<1a>x)', 'invalid capture group name @2'],
    ['(?<>x)', 'invalid capture group name @2'],
    ['(?i)a', 'invalid group @0'],
    ['(?P<n>a)', 'invalid group @0'],
    ['[\\d-z]', 'invalid character class range @1'],
    ['[a-\\w]', 'invalid character class range @1'],
    ['[z-a]', 'range out of order in character class @1'],
    ['[\\B]', 'invalid class escape @1'],
    ['[\\1]', 'invalid class escape @1'],
    ['\\p{Nope}', 'invalid property name @0'],
    ['\\p{RGI_Emoji}', 'invalid property name @0'],
    ['\\pL', 'invalid property name @0'],
    ['\\-', 'invalid escape @0'],
  ])('%s → %s', (pattern, expected) => {
    expect(message(pattern)).toBe(expected);
    expect(v8Accepts(pattern)).toBe(false);
  });
});

describe('regex parser: nesting limit', () => {
  it('accepts 500 nested groups and lookarounds, rejects 501 without exhausting the stack', () => {
    expect(parsePattern(`${'(?=('.repeat(250)}a${'))'.repeat(250)}`).ok).toBe(true);
    expect(message(`${'(?:'.repeat(501)}a${')'.repeat(501)}`)).toBe('groups nested more than 500 deep @1500');
    expect(parsePattern('('.repeat(100_000)).ok).toBe(false);
  });
});

describe('regex parser: accepts exactly what V8 accepts in u-mode', () => {
  it('on the corpus patterns and the test suite format:"regex" strings', () => {
    const corpus = JSON.parse(readFileSync(join(repoRoot, 'test/data/regex/corpus.json'), 'utf8')) as {
      patterns: { pattern: string }[];
      syntax: string[];
    };
    const all = [...corpus.patterns.map((p) => p.pattern), ...corpus.syntax];
    const disagreements = all.filter((p) => parsePattern(p).ok !== v8Accepts(p));
    expect(disagreements).toEqual([]);
    expect(all.length).toBeGreaterThan(280);
  });

  it('on 100 000 random patterns built from syntax fragments', () => {
    const fragments = [
      'a', 'b', '\\', '(', ')', '[', ']', '{', '}', '|', '?', '*', '+', '^', '$', '.', '-', '0', '1', '2', ',',
      '<', '>', '=', '!', ':', 'k', 'p', 'P', 'u', 'x', 'c', 'd', 'B', '{1}', '{1,2}', '(?<a>', '\\k<a>',
      '\\p{Lu}', '\\p{Script=Latin}', '\\u{1F600}', '\\uD83D', '\\uDE00', '/', '_', 'é', '😀', '{2,1}', '\\0', '\\8',
    ];
    const rnd = random(20260601);
    const disagreements: string[] = [];
    let accepted = 0;
    for (let i = 0; i < 100_000; i++) {
      let p = '';
      for (let j = 1 + rnd(8); j > 0; j--) p += fragments[rnd(fragments.length)];
      const ours = parsePattern(p).ok;
      if (ours) accepted++;
      if (ours !== v8Accepts(p)) disagreements.push(p);
    }
    expect(disagreements.slice(0, 10)).toEqual([]);
    expect(accepted).toBeGreaterThan(5_000);
  });
});
