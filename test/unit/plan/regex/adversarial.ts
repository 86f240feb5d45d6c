/**
 * Hand-written patterns that exercise the corners of ECMAScript u-mode semantics, with inputs
 * chosen to tell a correct matcher from a nearly correct one. The expected verdicts are not
 * written here: V8 is the oracle (see oracle.ts).
 */
export interface HandCase {
  readonly pattern: string;
  readonly inputs: readonly string[];
}

export const adversarial: readonly HandCase[] = [
  // lookbehind: right-to-left matching, captures and backreferences inside it
  { pattern: '(?<=\\$)\\d+(\\.\\d*)?', inputs: ['$10.53', '€10.53', '10', '$', '$.5'] },
  { pattern: '(?<!\\$)\\b\\d+', inputs: ['$10', '10', 'a10', '$ 10'] },
  { pattern: '(?<=(\\d+)(\\d+))$', inputs: ['1053', '1', 'ab12'] },
  { pattern: '^(?:(?<=(a+))b)+\\1$', inputs: ['aab', 'aaba', 'aabaa', 'ab'] },
  { pattern: '(?<=\\1(a))b', inputs: ['aab', 'ab', 'b', 'aaab'] },
  { pattern: '(?<=(a)\\1)b', inputs: ['aab', 'ab'] },
  { pattern: '(?<=a(?=b)b)c', inputs: ['abc', 'ac', 'bc'] },
  { pattern: '(?<!^|[a-z])x', inputs: ['x', 'ax', 'Ax', '1x'] },
  { pattern: '(?<=😀)a', inputs: ['😀a', 'a', '\uDE00a'] },
  // backreferences: forward, into repeated groups, non-participating groups, named
  { pattern: '^(a)|\\1b$', inputs: ['b', 'ab', 'a', 'cb'] },
  { pattern: '\\1(a)', inputs: ['a', 'aa'] },
  { pattern: '\\1😀(a?)+', inputs: ['😀', '😀a', 'x😀'] },
  { pattern: '^(?:(a)|b)+\\1$', inputs: ['aba', 'ab', 'abb', 'aa', 'ba'] },
  { pattern: '^(?:(a)|(b))+\\1\\2$', inputs: ['ab', 'abab', 'aba', 'abb', 'ba'] },
  { pattern: '^(?:(a)|b)*?c\\1', inputs: ['abca', 'abc', 'bbc', 'ac'] },
  { pattern: '^(?<q>["\'])[^"\']*\\k<q>$', inputs: ['"abc"', "'abc'", '"abc\'', '""'] },
  { pattern: '\\k<x>(?<x>b)', inputs: ['b', 'bb'] },
  { pattern: '^(a*)*\\1$', inputs: ['', 'a', 'aaaa'] },
  { pattern: '^(a\\1?){4}$', inputs: ['aaaaaaaaaa', 'aaaa', 'aaaaaaaaa'] },
  { pattern: '^(?:(a)\\1)*$', inputs: ['aaaa', 'aaa', ''] },
  // greedy versus lazy, counted repetition
  { pattern: '^a+?b*?$', inputs: ['ab', 'aabb', 'b', 'a'] },
  { pattern: '^(a+?)(a*)$', inputs: ['aaa', 'a'] },
  { pattern: '^x{2,3}?y', inputs: ['xxy', 'xxxy', 'xy', 'xxxxy'] },
  { pattern: '^(?:ab){2}$', inputs: ['abab', 'ab', 'ababab'] },
  { pattern: '^a{0}$', inputs: ['', 'a'] },
  { pattern: '^(?:a?){3}$', inputs: ['', 'aa', 'aaaa'] },
  { pattern: '^(?:a|){2,}$', inputs: ['', 'a', 'aaa', 'b'] },
  { pattern: '^(?:){5}x', inputs: ['x', ''] },
  { pattern: '(a*)+b', inputs: ['aab', 'b', 'aa'] },
  { pattern: '^(?:a*)*$', inputs: ['', 'aaa', 'ab'] },
  { pattern: '^(?:(?=a)a?)*b', inputs: ['aab', 'b'] },
  { pattern: '^a{2147483648}', inputs: ['a'] },
  // classes, escapes, properties, digits and letters outside ASCII
  { pattern: '^\\p{Lu}+$', inputs: ['ABC', 'ÀÉ', 'abc', 'Σ', '𝐀'] },
  { pattern: '^\\P{L}$', inputs: ['1', 'a', '😀', ' '] },
  { pattern: '^[\\p{Script=Greek}\\d]+$', inputs: ['αβγ1', 'abc', 'Ω٣'] },
  { pattern: '^\\p{sc=Hira}$', inputs: ['ぁ', 'ア'] },
  { pattern: '^\\p{scx=Hira}$', inputs: ['ー', 'ぁ', 'a'] },
  { pattern: '^\\p{General_Category=Decimal_Number}+$', inputs: ['123', '٣٤', '½'] },
  { pattern: '^[^\\p{L}\\p{N}]$', inputs: ['!', 'a', '1', '😀'] },
  { pattern: '^\\p{Emoji_Presentation}$', inputs: ['😀', 'a', '#'] },
  { pattern: '^\\p{ASCII_Hex_Digit}+$', inputs: ['0fA', 'g'] },
  { pattern: '^\\d+$', inputs: ['123', '١٢٣', '12a', ''] },
  { pattern: '^\\w+\\W\\s\\S$', inputs: ['ab, x', 'é, x', 'ab,\u00a0x', 'ab,\u2028x'] },
  { pattern: '^[\\w-]+$', inputs: ['a-b', 'a b'] },
  { pattern: '^[\\d-]$', inputs: ['5', '-', 'z'] },
  { pattern: '^[--0]$', inputs: ['-', '.', '/', '0', '1'] },
  { pattern: '^[]$', inputs: ['', 'a'] },
  { pattern: '^[^]$', inputs: ['a', '\n', '😀', ''] },
  { pattern: '^.$', inputs: ['a', '\n', '\r', '\u2028', '\u2029', '😀', '\u0085'] },
  { pattern: '^[\\b]$', inputs: ['\b', 'b'] },
  { pattern: '^\\0\\t\\n\\v\\f\\r$', inputs: ['\0\t\n\v\f\r', '0tnvfr'] },
  { pattern: '^\\cJ\\ca$', inputs: ['\n\u0001', 'cJca'] },
  { pattern: '^\\x41\\u0042\\u{43}\\u{1F600}$', inputs: ['ABC😀', 'ABC'] },
  { pattern: '^\\uD83D\\uDE00$', inputs: ['😀', '\uD83D'] },
  { pattern: '^[\\uD83D\\uDE00-\\uD83D\\uDE4F]+$', inputs: ['😀🙏', '😀🙐', 'a'] },
  { pattern: '^[😀-😂]$', inputs: ['😁', '😃'] },
  { pattern: '^\\^\\$\\\\\\.\\*\\+\\?\\(\\)\\[\\]\\{\\}\\|\\/$', inputs: ['^$\\.*+?()[]{}|/', ''] },
  { pattern: '^[\\^\\-\\]]+$', inputs: ['^-]', 'a'] },
  { pattern: '😀+', inputs: ['😀😀', 'x😀', 'x'] },
  { pattern: '^.{3}$', inputs: ['😀😀😀', 'abc', '😀😀'] },
  // anchors, word boundaries, lookahead, alternation with empty branches
  { pattern: '^$', inputs: ['', '\n', 'a'] },
  { pattern: 'abc$', inputs: ['abc', 'abc\n', 'xabc'] },
  { pattern: '\\bfoo\\b', inputs: ['foo', 'a foo b', 'foobar', 'éfooé', '_foo'] },
  { pattern: '\\Bo\\B', inputs: ['foo', 'o', 'oo'] },
  { pattern: '^(?=.*\\d)(?=.*[a-z])(?!.*\\s).{6,}$', inputs: ['abc123', 'abc 123', 'abcdef', '123456', 'a1'] },
  { pattern: '^(?!(a)b)\\w+\\1$', inputs: ['ac', 'ab', 'abab'] },
  { pattern: '^(?=(a+))a*b\\1$', inputs: ['aaaba', 'aaabaaa', 'ab'] },
  { pattern: '^(|a|b)+$', inputs: ['', 'ab', 'c'] },
  { pattern: '^(?:a||b)c$', inputs: ['c', 'ac', 'bc', 'abc'] },
  { pattern: '|', inputs: ['', 'x'] },
  { pattern: '', inputs: ['', 'x'] },
  { pattern: 'a|b|', inputs: ['c', ''] },
  // group names with escapes and non-ASCII letters
  { pattern: '(?<\\u0061b>x)\\k<ab>', inputs: ['xx', 'x'] },
  { pattern: '(?<ñ>.)\\k<ñ>', inputs: ['ññ', 'ñn'] },
  // catastrophic backtracking with a backreference (no memo): the step budget gives up
  { pattern: '^(a|a)*\\1$', inputs: ['aaaaaaaaaaaaaaaaaaaaaaaaaaaaaab', 'aaa'] },
  { pattern: '^(a+)+\\1$', inputs: ['aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaab', 'aaaa'] },
  // exponential or quadratic for a plain backtracker, linear with the memo (inputs small enough
  // for V8, the oracle, which backtracks exponentially on them)
  { pattern: '^(a+)+$', inputs: ['aaaaaaaaaaaaaaaaab', 'aaaa'] },
  { pattern: '^(a|a)*$', inputs: ['aaaaaaaaaaaaaaaaab', 'aa'] },
  { pattern: '(x+x+)+y', inputs: ['xxxxxxxxxxxxxx', 'xxy'] },
  { pattern: '^(\\w+\\s?)*$', inputs: ['aaaaaaaaaaaaaaaaa!', 'ab cd'] },
  { pattern: '.*x', inputs: ['a'.repeat(3000), `${'a'.repeat(3000)}x`] },
  { pattern: '.+@.+', inputs: ['a'.repeat(3000), 'a@b'] },
  { pattern: '(a|ab)*?c', inputs: ['ababac', 'abab'] },
  { pattern: '(?<=a+?)b+?|x??y', inputs: ['aab', 'xy', 'y', 'b'] },
];
