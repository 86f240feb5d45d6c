/** The Go rendering of the plan's checks (generator/targets/go/checks.ts). */
import { describe, expect, it } from 'vitest';
import { anyChecks, arrayChecks, floatChecks, intChecks, mapChecks, stringChecks, type Check } from '../../../generator/plan/checks.js';
import { newClassCache } from '../../../generator/plan/regex/index.js';
import { checkCode, checkLines, rejectToken, type Subject } from '../../../generator/targets/go/checks.js';
import type { CodecContext } from '../../../generator/targets/go/codec.js';
import { createHelperSet } from '../../../generator/targets/go/helpers.js';
import { createPackageUse } from '../../../generator/targets/go/symbols.js';

function context(): CodecContext {
  const packages = createPackageUse();
  const fake: Partial<CodecContext> = { helpers: createHelperSet(), qualify: packages.qualify, warn: () => undefined, classes: newClassCache() };
  return fake as CodecContext;
}

const int64: Subject = { value: '*p', repr: 'int64' };
const big: Subject = { value: '*p', repr: 'big' };

function failing(checks: readonly Check[], s: Subject): string[] {
  const ctx = context();
  return checks.map((c) => {
    const code = checkCode(c, s, ctx);
    return code.kind === 'test' ? code.failing : code.kind;
  });
}

describe('Go checks', () => {
  it('renders integer bounds, an exact modulus and an enum, int64 or big', () => {
    const t = { kind: 'int', repr: 'int64', minimum: { value: '0.5', exclusive: false }, maximum: { value: '10', exclusive: true }, multipleOf: '1.5', allowed: ['3', '6'] } as const;
    expect(failing(intChecks(t), int64)).toEqual(['*p < 1', '*p > 9', '*p%3 != 0', '*p != 3 && *p != 6']);
    expect(failing(intChecks({ ...t, repr: 'big' }), big)).toEqual(['compareBig(*p, "1") < 0', 'compareBig(*p, "9") > 0', '!bigMultipleOf(*p, "3")', '*p != "3" && *p != "6"']);
  });

  it('fails every int64 for a bound beyond int64 and a modulus beyond it but zero', () => {
    const t = { kind: 'int', repr: 'int64', minimum: { value: '1e19', exclusive: false }, multipleOf: '1e19' } as const;
    expect(failing(intChecks(t), int64)).toEqual(['true', '*p != 0']);
  });

  it('renders double bounds and an exact multipleOf, beyond uint64 too', () => {
    const t = { kind: 'float', minimum: { value: '0', exclusive: true }, maximum: { value: '1.5', exclusive: false }, multipleOf: '0.25' } as const;
    expect(failing(floatChecks(t), { value: '*p' })).toEqual(['*p <= 0.0', '*p > 1.5', '!floatMultipleOf(*p, 25, -2)']);
    expect(failing(floatChecks({ kind: 'float', multipleOf: '123456789012345678901e-3' }), { value: '*p' })).toEqual(['!floatMultipleOfBig(*p, "123456789012345678901", -3)']);
  });

  it('renders string, array, map and any checks', () => {
    expect(failing(stringChecks({ kind: 'string', minLength: 2, maxLength: 5, format: 'uuid', pattern: '^a' }), { value: '*p', text: 'b' })).toEqual([
      'runeCount(b) < 2',
      'runeCount(b) > 5',
      '!isUUID(b)',
      'verdict := regexTest(jsonVar1, b); verdict != regexMatch',
    ]);
    expect(failing(arrayChecks({ kind: 'array', items: { kind: 'bool' }, minItems: 1, maxItems: 3, uniqueItems: true }), { value: 's', count: 'len(s)' })).toEqual(['len(s) < 1', 'len(s) > 3', 'unique']);
    expect(failing(mapChecks({ kind: 'map', values: { kind: 'bool' }, keyPattern: '^x-' }), { value: 'm', key: 'k' })).toEqual(['verdict := regexTest(jsonVar1, k); verdict != regexMatch']);
    expect(failing(anyChecks({ kind: 'any', allowed: ['1', 'null'] }), { value: '*p', canonical: 'c' })).toEqual(['c != "1e0" && c != "null"']);
  });

  it("reports the plan's expected text", () => {
    const lines = checkLines(intChecks({ kind: 'int', repr: 'int64', minimum: { value: '2', exclusive: false } }), int64, context(), rejectToken);
    expect(lines).toEqual(['\tif *p < 2 {', '\t\treturn d.errToken(d.tok, "an integer >= 2")', '\t}']);
  });
});
