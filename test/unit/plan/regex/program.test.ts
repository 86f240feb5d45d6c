import { describe, expect, it } from 'vitest';
import { compilePattern, newClassCache, patternDiagnostic } from '../../../../generator/plan/regex/index.js';
import { Op, WIDTH } from '../../../../generator/plan/regex/opcodes.js';

function program(pattern: string) {
  const r = compilePattern(pattern);
  if (!r.ok) throw new Error(r.diagnostic.message);
  return r.program;
}

describe('regex compiler', () => {
  it('alternation forks left first and jumps to the end', () => {
    expect(program('a|b|c').code).toEqual([Op.FORK, 6, Op.CHAR, 0x61, Op.JMP, 14, Op.FORK, 12, Op.CHAR, 0x62, Op.JMP, 14, Op.CHAR, 0x63, Op.MATCH]);
  });

  it('a simple quantifier (body never empty, no observable capture) is plain jumps: a memoizable program', () => {
    const star = program('(a)*?');
    expect(star.slots).toBe(2);
    expect(star.code).toEqual([Op.FORK, 4, Op.JMP, 12, Op.SAVE, 0, Op.CHAR, 0x61, Op.SAVE, 1, Op.JMP, 0, Op.MATCH]);
    expect(star.memo).toBe(true);
    expect(program('a+').code).toEqual([Op.CHAR, 0x61, Op.FORK, 6, Op.JMP, 0, Op.MATCH]);
    expect(program('a+?').code).toEqual([Op.CHAR, 0x61, Op.FORK, 0, Op.MATCH]);
    expect(program('a?').code).toEqual([Op.FORK, 4, Op.CHAR, 0x61, Op.MATCH]);
    expect(program('a??').code).toEqual([Op.FORK, 4, Op.JMP, 6, Op.CHAR, 0x61, Op.MATCH]);
  });

  it('a quantified group: loop slots after the group slots, captures reset per iteration', () => {
    const p = program('(a)*?\\1');
    expect(p.slots).toBe(4);
    expect(p.code).toEqual([
      Op.LOOP_INIT, 2,
      Op.LOOP, 2, 0, -1, 0, 22,
      Op.ITER, 2, 0, 0, 2,
      Op.SAVE, 0, Op.CHAR, 0x61, Op.SAVE, 1,
      Op.NEXT, 2, 2,
      Op.BACKREF, 1,
      Op.MATCH,
    ]);
    expect(p.code[7]).toBe(p.code.length - 3);
    expect(p.memo).toBe(false);
  });

  it('a lookbehind runs backward: items reversed, _BACK forms, group end saved first', () => {
    expect(program('(?<!(a)b)').code).toEqual([Op.LOOK, 1, 12, Op.CHAR_BACK, 0x62, Op.SAVE, 1, Op.CHAR_BACK, 0x61, Op.SAVE, 0, Op.MATCH, Op.MATCH]);
  });

  it('stores each distinct class once and turns one-code-point classes into CHAR', () => {
    const p = program('[a-z]\\d[a-z][x]\\p{Lu}[^\\P{Lu}]');
    expect(p.classes.length).toBe(3);
    expect(p.code).toEqual([Op.CLASS, 0, Op.CLASS, 1, Op.CLASS, 0, Op.CHAR, 0x78, Op.CLASS, 2, Op.CLASS, 2, Op.MATCH]);
  });

  it('instructions walk the code exactly (widths match the emitted code)', () => {
    const p = program('^(?<y>\\d{4})-(?:0[1-9]|1[0-2])\\b(?=x|$)(?<=\\k<y>.*)\\B[^]*?$');
    let pc = 0;
    while (pc < p.code.length) pc += WIDTH[p.code[pc] as number] as number;
    expect(pc).toBe(p.code.length);
  });

  it('is deterministic and reuses the property cache', () => {
    const cache = newClassCache();
    const a = compilePattern('\\p{L}\\s', cache);
    const b = compilePattern('\\p{L}\\s', cache);
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect([...cache.keys()].sort()).toEqual(['\\p{L}', '\\s']);
  });

  it('rejects invalid patterns with a diagnostic', () => {
    const r = compilePattern('a{2,1}');
    expect(r).toEqual({ ok: false, diagnostic: { code: 'E_PATTERN_INVALID', message: 'numbers out of order in {} quantifier', offset: 1 } });
    if (r.ok) return;
    expect(patternDiagnostic('a{2,1}', r.diagnostic, 's.json', '/properties/x/pattern')).toEqual({
      code: 'E_PATTERN_INVALID',
      severity: 'error',
      message: 'pattern "a{2,1}" is not a valid ECMAScript (u-mode) regular expression: numbers out of order in {} quantifier at code point 1',
      file: 's.json',
      pointer: '/properties/x/pattern',
    });
  });
});
