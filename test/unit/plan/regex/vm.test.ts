import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compilePattern, newClassCache, type RegexProgram } from '../../../../generator/plan/regex/index.js';
import { testString } from '../../../../generator/plan/regex/vm.js';
import { oracleTest, random } from './oracle.js';
import { sampleInputs } from './sample.js';
import { buildVectors, corpusPatterns, renderVectors, vectorsPath } from './vectors.js';

function compile(pattern: string): RegexProgram {
  const r = compilePattern(pattern);
  if (!r.ok) throw new Error(r.diagnostic.message);
  return r.program;
}

describe('regex VM: shared vectors', () => {
  const built = buildVectors();

  it('test/data/regex-vectors.json is up to date (npx tsx scripts/regex-vectors.ts)', () => {
    expect(readFileSync(vectorsPath, 'utf8') === renderVectors(built)).toBe(true);
  });

  it('every verdict equals V8 on the corpus (test cases, hand-written, test suite, SchemaStore)', () => {
    const wrong: string[] = [];
    const tooComplex = new Set<string>();
    let vectors = 0;
    for (const p of built) {
      for (const [input, verdict] of p.vectors) {
        vectors++;
        if (verdict === 'tooComplex') tooComplex.add(p.pattern);
        else if ((verdict === 'match') !== oracleTest(p.pattern, input)) wrong.push(`${p.pattern} on ${JSON.stringify(input)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect([...tooComplex]).toEqual(['^(a|a)*\\1$', '^(a+)+\\1$']);
    expect(vectors).toBeGreaterThan(2000);
    expect(built.length).toBe(corpusPatterns().length);
  });

  it('more seeded inputs per corpus pattern agree with V8', () => {
    const cache = newClassCache();
    const wrong: string[] = [];
    for (const p of corpusPatterns()) {
      const r = compilePattern(p.pattern, cache);
      if (!r.ok) continue;
      for (const input of [...p.inputs, ...sampleInputs(p.pattern, 6, cache, 'more')]) {
        const got = testString(r.program, input);
        if (got.verdict !== 'tooComplex' && (got.verdict === 'match') !== oracleTest(p.pattern, input)) {
          wrong.push(`${p.pattern} on ${JSON.stringify(input)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('regex VM: random patterns against V8', () => {
  it('agrees on 6 000 patterns built from fragments, 12+ inputs each', () => {
    const fragments = [
      'a', 'b', 'ab', '(', ')', '(?:', '(?=', '(?!', '(?<=', '(?<!', '[ab]', '[^a]', '[a-c😀]', '|', '?', '*', '+', '??', '*?',
      '+?', '{2}', '{1,2}', '{0,}', '{0,1}?', '^', '$', '.', '\\b', '\\B', '\\1', '\\2', '(?<n>', '\\k<n>', '\\d', '\\w', '\\s',
      '\\p{Lu}', '😀', 'A', '1', ' ', '\\n', '(?<=(', '(?<!(a', '\\3', '(a*)*', '(a?)+', '(a|b)*', '\\1*',
    ];
    const rnd = random(4242);
    const cache = newClassCache();
    const wrong: string[] = [];
    let patterns = 0;
    let matches = 0;
    while (patterns < 6_000) {
      let p = '';
      for (let j = 1 + rnd(8); j > 0; j--) p += fragments[rnd(fragments.length)];
      const r = compilePattern(p, cache);
      if (!r.ok) continue;
      patterns++;
      for (const input of sampleInputs(p, 4, cache, 'fuzz')) {
        const got = testString(r.program, input, 200_000);
        if (got.verdict === 'tooComplex') continue;
        const want = oracleTest(p, input);
        if (want) matches++;
        if ((got.verdict === 'match') !== want) wrong.push(`${p} on ${JSON.stringify(input)}`);
      }
    }
    expect(wrong.slice(0, 10)).toEqual([]);
    expect(matches).toBeGreaterThan(10_000);
  });
});

describe('regex VM: semantics', () => {
  it.each([
    ['\\uD83D', '\uD83D', 'match'],
    ['\\uD83D', '😀', 'noMatch'],
    ['^.$', '\uDE00', 'match'],
    ['^[\\uD800-\\uDFFF]$', '😀', 'noMatch'],
    ['^\\S$', '😀', 'match'],
    ['\\B', 'a😀a', 'noMatch'],
    ['^\\B', '😀', 'match'],
    ['\\1😀()', '😀', 'match'],
  ])('%s on %j → %s (ECMA-262)', (pattern, input, verdict) => {
    expect(testString(compile(pattern), input).verdict).toBe(verdict);
    expect(oracleTest(pattern, input)).toBe(verdict === 'match');
  });

  it('runs 500 nested lookarounds and quantified groups', () => {
    const deep = compile(`${'(?=(?:'.repeat(250)}a${')*)'.repeat(250)}b`);
    expect(testString(deep, 'ab').verdict).toBe('match');
    expect(testString(deep, 'ac').verdict).toBe('noMatch');
  });

  it('counts one step per instruction, over every start position', () => {
    // start 0: CHAR fails (1 step); start 1: CHAR, MATCH (2 steps)
    expect(testString(compile('a'), 'ba')).toEqual({ verdict: 'match', steps: 3 });
    // starts 0, 1, 2 fail on CHAR
    expect(testString(compile('a'), 'bb')).toEqual({ verdict: 'noMatch', steps: 3 });
  });

  it('gives up past the step limit, with the over-limit step counted', () => {
    const program = compile('^(a|a)*\\1$');
    const input = `${'a'.repeat(30)}b`;
    expect(testString(program, input, 5_000)).toEqual({ verdict: 'tooComplex', steps: 5_001 });
    expect(testString(program, 'aab', 10_000).verdict).toBe('noMatch');
    const exact = testString(compile('a'), 'ba').steps;
    expect(testString(compile('a'), 'ba', exact).verdict).toBe('match');
    expect(testString(compile('a'), 'ba', exact - 1)).toEqual({ verdict: 'tooComplex', steps: exact });
  });

  it('memoizes programs that read no slot: the classic blow-ups run in linear steps', () => {
    const n = 40_000;
    for (const [pattern, input] of [
      ['.*x', 'a'.repeat(n)],
      ['.+@.+', 'a'.repeat(n)],
      ['^(a+)+$', `${'a'.repeat(n)}b`],
      ['^(a|a)*$', `${'a'.repeat(n)}b`],
      ['(x+x+)+y', 'x'.repeat(n)],
      ['^(\\w+\\s?)*$', `${'a'.repeat(n)}!`],
    ] as const) {
      const program = compile(pattern);
      expect(program.memo).toBe(true);
      const result = testString(program, input);
      expect(result.verdict, pattern).toBe('noMatch');
      expect(result.steps, pattern).toBeLessThan(20 * (n + 2));
    }
  });

  it('does not memoize programs whose instructions read slots', () => {
    for (const pattern of ['(a)\\1', 'a{2,3}', '(?=a)', '(a*)*', '(?:(a)|b)+\\1']) expect(compile(pattern).memo, pattern).toBe(false);
    // past the memo's size bound a memoizable program runs without it (and may give up)
    expect(testString(compile('.*x'), 'a'.repeat(2_000_000)).verdict).toBe('tooComplex');
  });

  it('resets captures on each iteration and keeps them after a positive lookahead', () => {
    expect(testString(compile('^(?:(a)|b)+\\1$'), 'abb').verdict).toBe('match');
    expect(testString(compile('^(?:(a)|b)+\\1$'), 'aba').verdict).toBe('noMatch');
    expect(testString(compile('^(?=(a+))a*b\\1$'), 'aaabaaa').verdict).toBe('match');
    expect(testString(compile('^(?!(a)b)\\w+\\1$'), 'ac').verdict).toBe('match');
  });

  it('matches lookbehind right to left', () => {
    expect(testString(compile('(?<=\\1(a))b'), 'aab').verdict).toBe('match');
    expect(testString(compile('(?<=(a)\\1)b'), 'aab').verdict).toBe('match'); // \1 runs first: group 1 unset
    expect(testString(compile('(?<=(a)\\1)b'), 'b').verdict).toBe('noMatch');
    // the lookbehind is atomic: its greedy (a+) keeps "aa"
    expect(testString(compile('^a*(?<=(a+))b\\1$'), 'aabaa').verdict).toBe('match');
    expect(testString(compile('^a*(?<=(a+))b\\1$'), 'aaba').verdict).toBe('noMatch');
  });
});
