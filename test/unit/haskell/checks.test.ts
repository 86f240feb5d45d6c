import { describe, expect, it } from 'vitest';
import { arrayChecks, floatChecks, intChecks, mapChecks, stringChecks } from '../../../generator/plan/checks.js';
import { planModel } from '../../../generator/plan/model.js';
import { newClassCache } from '../../../generator/plan/regex/index.js';
import { checkedDecoder, plainSubject } from '../../../generator/targets/haskell/checks.js';
import { createLiteralPool, type GenContext, type OptionalImport } from '../../../generator/targets/haskell/context.js';

const emptyPlan = planModel({ decls: [], roots: [] });
if (!emptyPlan.ok) throw new Error('an empty model plans');
const plan = emptyPlan.value;
const context = (): GenContext => ({ plan, names: new Map(), pool: createLiteralPool(), imports: new Set<OptionalImport>(), diagnostics: [], classes: newClassCache() });

describe('Haskell rendering of the plan checks', () => {
  it('tries the checks in the plan order, each with its own expected text', () => {
    const checks = intChecks({ kind: 'int', repr: 'int64', minimum: { value: '1', exclusive: false }, maximum: { value: '9', exclusive: false } });
    expect(checkedDecoder(checks, 'R.decInt64', plainSubject, context())).toBe(
      `(R.checked (\\v' -> v' P.<= 9) "an integer <= 9" (R.checked (\\v' -> v' P.>= 1) "an integer >= 1" R.decInt64))`,
    );
  });

  it('checks an integer multipleOf against the reduced modulus, beyond Int64 as an Integer', () => {
    const dec = (multipleOf: string) => checkedDecoder(intChecks({ kind: 'int', repr: 'int64', multipleOf }), 'R.decInt64', plainSubject, context());
    expect(dec('1.5')).toBe(`(R.checked (\\v' -> P.rem v' 3 P.== 0) "a multiple of 1.5" R.decInt64)`);
    expect(dec('0.5')).toBe('R.decInt64');
    expect(dec('1e20')).toBe(`(R.checked (\\v' -> P.rem (P.toInteger v') 100000000000000000000 P.== 0) "a multiple of 1e20" R.decInt64)`);
  });

  it('passes a double multipleOf to the runtime as the exact decimal', () => {
    const dec = (multipleOf: string) => checkedDecoder(floatChecks({ kind: 'float', multipleOf }), 'R.decDouble', plainSubject, context());
    expect(dec('0.0001')).toContain(`R.doubleMultipleOf (R.ratio 1 10000) v'`);
    expect(dec('2.5e2')).toContain(`R.doubleMultipleOf (R.ratio 250 1) v'`);
  });

  it('writes double bounds as Haskell literals, exclusive where the plan says', () => {
    const checks = floatChecks({ kind: 'float', minimum: { value: '-1e400', exclusive: false }, maximum: { value: '1e21', exclusive: true } });
    expect(checkedDecoder(checks, 'R.decDouble', plainSubject, context())).toBe(`(R.checked (\\v' -> v' P.< 1e21) "a number < 1e21" R.decDouble)`);
  });

  it('checks array items with the item encoder and a map key pattern with the key-checking decoder', () => {
    const list = checkedDecoder(arrayChecks({ kind: 'array', items: { kind: 'bool' }, uniqueItems: true }), '(R.decList R.decBool)', { ...plainSubject, itemEncoder: 'enc' }, context());
    expect(list).toBe(`(R.checkedList (\\v' -> R.uniqueBy enc v') "unique items" (R.decList R.decBool))`);
    const ctx = context();
    const map = checkedDecoder(mapChecks({ kind: 'map', values: { kind: 'bool' }, maxProperties: 2, keyPattern: '^a' }), '(R.decMap R.decBool)', { ...plainSubject, mapValues: 'R.decBool' }, ctx);
    expect(map).toBe(`(R.checked (\\v' -> M.size v' P.<= 2) "at most 2 properties" (R.decMapKeys re'1 "a key matching /^a/" R.decBool))`);
  });

  it('runs a pattern through the regex VM with one program constant per distinct pattern', () => {
    const ctx = context();
    const dec = checkedDecoder(stringChecks({ kind: 'string', pattern: '^[a-z]+$' }, ctx.classes), 'R.decText', plainSubject, ctx);
    expect(dec).toBe(`(R.checkedPattern re'1 "a string matching /^[a-z]+$/" R.decText)`);
    checkedDecoder(stringChecks({ kind: 'string', pattern: '^[a-z]+$', minLength: 2 }, ctx.classes), 'R.decText', plainSubject, ctx);
    const other = checkedDecoder(stringChecks({ kind: 'string', pattern: '(?<=a)b' }, ctx.classes), 'R.decText', plainSubject, ctx);
    expect(other).toContain(`R.checkedPattern re'2 `);
    expect(ctx.pool.entries().filter((e) => e.type === 'R.Program')).toEqual([
      { name: "re'1", type: 'R.Program', literal: 'R.program [14, 3, 0, 7, 7, 8, 1, 15, 0] [[97, 122]] 0 P.True' },
      { name: "re'2", type: 'R.Program', literal: expect.stringMatching(/^R\.program \[18, 0, .* P\.False$/) },
    ]);
  });
});
