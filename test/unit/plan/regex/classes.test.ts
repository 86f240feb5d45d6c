import { describe, expect, it } from 'vitest';
import { classRanges, newClassCache } from '../../../../generator/plan/regex/classes.js';
import { parsePattern } from '../../../../generator/plan/regex/parse.js';
import { complement, contains, normalize, union } from '../../../../generator/plan/regex/ranges.js';

function rangesOf(pattern: string): readonly number[] {
  const r = parsePattern(pattern);
  if (!r.ok || (r.ast.root.kind !== 'class' && r.ast.root.kind !== 'dot')) throw new Error(pattern);
  return classRanges(r.ast.root, newClassCache());
}

describe('code point ranges', () => {
  it('normalize sorts and merges overlapping and adjacent ranges', () => {
    expect(normalize([[5, 9], [0, 2], [3, 3], [20, 30], [25, 26]])).toEqual([0, 3, 5, 9, 20, 30]);
  });
  it('complement and union', () => {
    expect(complement([])).toEqual([0, 0x10ffff]);
    expect(complement([0, 9, 0x10ffff, 0x10ffff])).toEqual([10, 0x10fffe]);
    expect(union([[1, 2], [3, 4, 8, 8]])).toEqual([1, 4, 8, 8]);
  });
  it('contains', () => {
    const set = [1, 3, 10, 10, 20, 30];
    expect([0, 1, 3, 4, 10, 11, 19, 20, 30, 31].map((cp) => contains(set, cp))).toEqual([false, true, true, false, true, false, false, true, true, false]);
    expect(contains([], 0)).toBe(false);
  });
});

describe('class resolution', () => {
  it('ASCII \\d and \\w, line terminators for .', () => {
    expect(rangesOf('\\d')).toEqual([0x30, 0x39]);
    expect(rangesOf('\\w')).toEqual([0x30, 0x39, 0x41, 0x5a, 0x5f, 0x5f, 0x61, 0x7a]);
    expect(rangesOf('.')).toEqual([0, 9, 11, 12, 14, 0x2027, 0x202a, 0x10ffff]);
    expect(rangesOf('[^]')).toEqual([0, 0x10ffff]);
    expect(rangesOf('[]')).toEqual([]);
  });

  it.each(['\\s', '\\S', '\\p{Lu}', '\\P{L}', '[\\p{sc=Greek}\\d_]', '\\p{scx=Hira}', '[^\\p{Nd}a-z]', '\\p{Any}', '\\p{Emoji}'])(
    '%s equals V8 on every code point',
    (pattern) => {
      const set = rangesOf(pattern);
      const re = new RegExp(`^${pattern}$`, 'u');
      const wrong: number[] = [];
      for (let cp = 0; cp <= 0x10ffff; cp++) {
        if (contains(set, cp) !== re.test(String.fromCodePoint(cp))) wrong.push(cp);
      }
      expect(wrong.slice(0, 5)).toEqual([]);
    },
  );
});
