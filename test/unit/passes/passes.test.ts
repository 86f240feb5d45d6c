import { describe, expect, it } from 'vitest';
import type { Result } from '../../../generator/diagnostics.js';
import { collapseUnions } from '../../../generator/ir/passes/collapse-unions.js';
import { checkCycles } from '../../../generator/ir/passes/cycles.js';
import { checkDanglingRefs } from '../../../generator/ir/passes/dangling-refs.js';
import { flattenNullable } from '../../../generator/ir/passes/flatten-nullable.js';
import { normalize, PASSES } from '../../../generator/ir/passes/index.js';
import type { IrType, Model } from '../../../generator/ir/types.js';
import { lowered } from '../jsonschema/helpers.js';
import { INT, STRING, alias, field, model, record, ref, union } from './helpers.js';

const nullable = (inner: IrType): IrType => ({ kind: 'nullable', inner });
const value = (result: Result<Model>): Model => {
  if (!result.ok) throw new Error('pass failed');
  return result.value;
};

describe('flatten nullable', () => {
  it('removes nested nullables and nullable null; keeps a single nullable', () => {
    const m = model(record('R', [field('a', nullable(nullable(STRING))), field('b', nullable({ kind: 'literal', value: null })), field('c', nullable(INT))]));
    const out = value(flattenNullable(m)).decls[0];
    expect(out?.kind === 'record' && out.fields.map((f) => f.type)).toEqual([nullable(STRING), { kind: 'literal', value: null }, nullable(INT)]);
  });

  it('drops a nullable around a reference to an alias that is already nullable', () => {
    const m = model(record('R', [field('a', nullable(ref('N')))]), alias('N', nullable(STRING)));
    const out = value(flattenNullable(m)).decls[0];
    expect(out?.kind === 'record' && out.fields[0]?.type).toEqual(ref('N'));
  });
});

describe('collapse unions', () => {
  it('a single-variant union becomes an alias with the same id', () => {
    const out = value(collapseUnions(model(union('U', [ref('R')]), record('R', [])))).decls[0];
    expect(out).toEqual({ kind: 'alias', id: 'm.json#/$defs/U', origin: { file: 'm.json', pointer: '/$defs/U' }, nameHint: ['U'], type: ref('R') });
  });

  it('drops duplicate (unreachable) variants', () => {
    const out = value(collapseUnions(model(union('U', [STRING, INT, STRING])))).decls[0];
    expect(out?.kind === 'union' && out.variants.map((v) => v.type)).toEqual([STRING, INT]);
    expect(out?.kind === 'union' && out.dispatch).toEqual({ kind: 'firstMatch', indices: [0, 1] });
  });
});

describe('dangling references', () => {
  it('are errors at the field that holds them', () => {
    const result = checkDanglingRefs(model(record('R', [field('a', { kind: 'array', items: ref('Missing'), uniqueItems: false })])));
    expect(result.ok).toBe(false);
    expect(result.diagnostics.map((d) => [d.code, d.pointer])).toEqual([['E_REF_DANGLING', '/properties/a']]);
  });

  it('a root that is not a declaration is an error', () => {
    expect(checkDanglingRefs({ decls: [], roots: ['m.json#'] }).ok).toBe(false);
  });
});

describe('cycles with no base case', () => {
  it('a record that requires itself is an error at its pointer', () => {
    const result = checkCycles(model(record('Loop', [field('next', ref('Loop'))])));
    expect(result.ok).toBe(false);
    expect(result.diagnostics.map((d) => [d.code, d.file, d.pointer])).toEqual([['E_CYCLE_NO_BASE', 'm.json', '/$defs/Loop']]);
  });

  it('mutual recursion without an escape is an error for both', () => {
    const result = checkCycles(model(record('A', [field('b', ref('B'))]), record('B', [field('a', ref('A'))])));
    expect(result.diagnostics.map((d) => d.pointer)).toEqual(['/$defs/A', '/$defs/B']);
  });

  it('an alias of itself has no base case; an array with minItems ≥ 1 does not escape', () => {
    expect(checkCycles(model(alias('Self', ref('Self')))).ok).toBe(false);
    expect(checkCycles(model(record('T', [field('kids', { kind: 'array', items: ref('T'), minItems: 1, uniqueItems: false })]))).ok).toBe(false);
  });

  it.each([
    ['optional field', field('next', ref('L'), false)],
    ['nullable field', field('next', nullable(ref('L')))],
    ['array', field('next', { kind: 'array', items: ref('L'), uniqueItems: false })],
    ['map', field('next', { kind: 'map', values: ref('L') })],
  ])('recursion through an %s has a base case', (_name, escape) => {
    expect(checkCycles(model(record('L', [field('v', INT), escape]))).ok).toBe(true);
  });

  it('recursion through a union with a base variant is fine', () => {
    expect(checkCycles(model(union('E', [INT, ref('Add')]), record('Add', [field('l', ref('E')), field('r', ref('E'))]))).ok).toBe(true);
  });
});

describe('normalize', () => {
  it('runs the declared passes in order', () => {
    expect(PASSES.map((p) => p.name)).toEqual(['dangling-refs', 'collapse-unions', 'flatten-nullable', 'classify-dispatch', 'cycles']);
  });

  it('classifies a lowered union by discriminator (key after other keys)', () => {
    const m = lowered({
      title: 'Shape',
      oneOf: [{ $ref: '#/$defs/Circle' }, { $ref: '#/$defs/Square' }],
      $defs: {
        Circle: { type: 'object', properties: { r: { type: 'number' }, kind: { const: 'circle' } }, required: ['r', 'kind'] },
        Square: { type: 'object', properties: { side: { type: 'number' }, kind: { const: 'square' } }, required: ['kind', 'side'] },
      },
    });
    const result = normalize(m);
    expect(result.ok && result.value.decls[0]).toMatchObject({
      kind: 'union',
      dispatch: { kind: 'discriminator', property: 'kind', cases: [{ tag: { kind: 'string', value: 'circle' }, index: 0 }, { tag: { kind: 'string', value: 'square' }, index: 1 }] },
    });
  });

  it('reports a lowered cycle with no base case', () => {
    const result = normalize(lowered({ $defs: { Loop: { type: 'object', properties: { next: { $ref: '#/$defs/Loop' } }, required: ['next'] } } }));
    expect(result.ok).toBe(false);
    expect(result.diagnostics.map((d) => [d.code, d.file, d.pointer])).toEqual([['E_CYCLE_NO_BASE', 's.json', '/$defs/Loop']]);
  });

  it('does not change an already normal model', () => {
    const m = model(record('R', [field('a', STRING)]));
    expect(value(normalize(m))).toEqual(m);
  });
});
