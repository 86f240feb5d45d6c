import { describe, expect, it } from 'vitest';
import { translatePattern } from '../../../generator/targets/haskell/regex.js';

describe('ECMAScript patterns for the Haskell matcher', () => {
  it('translates the common subset', () => {
    expect(translatePattern('^[a-z]+$')).toBe("R.ReSeq [R.ReStart, R.ReRep 1 P.Nothing P.True (R.ReSet P.False [('\\97', '\\122')]), R.ReEnd]");
    expect(translatePattern('a|b')).toBe("R.ReAlt [R.ReChar '\\97', R.ReChar '\\98']");
    expect(translatePattern('x{2,3}?')).toBe("R.ReRep 2 (P.Just 3) P.False (R.ReChar '\\120')");
    expect(translatePattern('\\u00e9\\.')).toBe("R.ReSeq [R.ReChar '\\233', R.ReChar '\\46']");
    expect(translatePattern('\\ud83d\\ude00')).toBe("R.ReChar '\\128512'");
    for (const p of ['^[A-Z]{3}-[0-9]{2,4}$', '^(?:a|b)*\\d\\s\\w$', '[^\\d-]', '\\bword\\B', '', 'é+', '[\\]]']) {
      expect(translatePattern(p), p).not.toBeNull();
    }
  });

  it('refuses what the matcher lacks or what is not a u-flag pattern', () => {
    for (const p of ['(?=a)', '(?!a)', '(?<=a)', '(a)\\1', '(?<n>a)', '\\p{L}', '[\\D]', 'a{2,1}', '(', 'a)', '*', '\\q', '{1}', '[z-a]']) {
      expect(translatePattern(p), p).toBeNull();
    }
  });
});
