import { describe, expect, it } from 'vitest';
import { arrayChecks, floatChecks, intChecks, INT64_MAX, INT64_MIN, mapChecks, stringChecks, tupleChecks } from '../../../generator/plan/checks.js';

describe('integer checks', () => {
  it('turns exclusive and fractional bounds into inclusive integers', () => {
    expect(intChecks({ kind: 'int', repr: 'int64', minimum: { value: '1.5', exclusive: false }, maximum: { value: '10', exclusive: true } })).toEqual([
      { kind: 'intMinimum', keyword: 'minimum', bound: 2n, expected: 'an integer >= 2' },
      { kind: 'intMaximum', keyword: 'exclusiveMaximum', bound: 9n, expected: 'an integer <= 9' },
    ]);
    expect(intChecks({ kind: 'int', repr: 'int64', minimum: { value: '-2.5', exclusive: true } })).toMatchObject([{ bound: -2n }]);
    expect(intChecks({ kind: 'int', repr: 'int64', minimum: { value: '-3', exclusive: true } })).toMatchObject([{ bound: -2n }]);
  });

  it('drops a bound an int64 always meets, keeps it for arbitrary precision', () => {
    const min = { value: String(INT64_MIN), exclusive: false };
    const max = { value: String(INT64_MAX), exclusive: false };
    expect(intChecks({ kind: 'int', repr: 'int64', minimum: min, maximum: max })).toEqual([]);
    expect(intChecks({ kind: 'int', repr: 'big', minimum: min, maximum: max })).toHaveLength(2);
  });

  it('reduces multipleOf to an integer modulus, none when every integer passes', () => {
    expect(intChecks({ kind: 'int', repr: 'int64', multipleOf: '0.5' })).toEqual([]);
    expect(intChecks({ kind: 'int', repr: 'int64', multipleOf: '1.5' })).toEqual([{ kind: 'intMultipleOf', keyword: 'multipleOf', modulus: 3n, expected: 'a multiple of 1.5' }]);
    expect(intChecks({ kind: 'int', repr: 'int64', multipleOf: '1e2' })).toMatchObject([{ modulus: 100n }]);
  });

  it('keeps the enum members a value can take', () => {
    expect(intChecks({ kind: 'int', repr: 'int64', allowed: ['1', '2.0', '1e2', '9223372036854775808'] })).toMatchObject([{ kind: 'intEnum', values: [1n, 2n, 100n] }]);
    expect(intChecks({ kind: 'int', repr: 'big', allowed: ['9223372036854775808'] })).toMatchObject([{ kind: 'intEnum', values: [9223372036854775808n] }]);
  });
});

describe('number checks', () => {
  it('gives bounds as doubles, an infinite bound as a comparison finite doubles can fail', () => {
    expect(floatChecks({ kind: 'float', minimum: { value: '0.1', exclusive: true } })).toMatchObject([{ kind: 'floatMinimum', bound: 0.1, exclusive: true, expected: 'a number > 0.1' }]);
    expect(floatChecks({ kind: 'float', minimum: { value: '1e400', exclusive: false } })).toMatchObject([{ bound: Number.MAX_VALUE, exclusive: true }]);
    expect(floatChecks({ kind: 'float', maximum: { value: '1e400', exclusive: false } })).toEqual([]);
    expect(floatChecks({ kind: 'float', maximum: { value: '-1e400', exclusive: false } })).toMatchObject([{ bound: -Number.MAX_VALUE, exclusive: true }]);
  });

  it('keeps multipleOf as an exact decimal', () => {
    expect(floatChecks({ kind: 'float', multipleOf: '0.10' })).toEqual([{ kind: 'floatMultipleOf', keyword: 'multipleOf', coefficient: 1n, exponent: -1, expected: 'a multiple of 0.10' }]);
  });
});

describe('other checks', () => {
  it('string, array and map checks in a fixed order, trivial limits dropped', () => {
    expect(stringChecks({ kind: 'string', minLength: 0, maxLength: 3, format: 'uuid', pattern: '^a' }).map((c) => c.kind)).toEqual(['maxLength', 'format', 'pattern']);
    expect(arrayChecks({ kind: 'array', items: { kind: 'bool' }, minItems: 0, maxItems: 2, uniqueItems: true }).map((c) => c.kind)).toEqual(['maxItems', 'uniqueItems']);
    expect(mapChecks({ kind: 'map', values: { kind: 'bool' }, minProperties: 1, keyPattern: 'x' }).map((c) => c.kind)).toEqual(['minProperties', 'keyPattern']);
  });

  it('a tuple counts its items: the required prefix as minItems, an empty one as no check', () => {
    expect(tupleChecks({ kind: 'tuple', prefix: [{ kind: 'bool' }, { kind: 'bool' }], minItems: 1, rest: { kind: 'bool' }, maxItems: 4 })).toEqual([
      { kind: 'minItems', keyword: 'minItems', limit: 1, expected: 'at least 1 items' },
      { kind: 'maxItems', keyword: 'maxItems', limit: 4, expected: 'at most 4 items' },
    ]);
    expect(tupleChecks({ kind: 'tuple', prefix: [{ kind: 'bool' }], minItems: 0, rest: null })).toEqual([]);
  });
});
