import { stringLiteral } from '../../../generator/ir/literal.js';
import { describe, expect, it } from 'vitest';
import { planModel } from '../../../generator/plan/model.js';
import { recursionPlan } from '../../../generator/plan/recursion.js';
import { alias, array, field, id, map, modelOf, nullable, record, ref, str, union } from '../go/models.js';

describe('recursion facts', () => {
  it('finds the inline references that close a cycle of inline holding', () => {
    const model = modelOf(
      [
        record('A', [field('b', ref('B')), field('name', str)]),
        record('B', [field('a', nullable(ref('A')), false)]),
        record('C', [field('items', array(ref('C')))]),
        record('D', [field('e', ref('E'))]),
        record('E', [field('d', array(ref('D')))]),
      ],
      'A',
    );
    const r = recursionPlan(model);
    expect(r.inlineCycle(id('A'), id('B'))).toBe(true);
    expect(r.inlineCycle(id('B'), id('A'))).toBe(true);
    // Through an array, a map or a union, nothing is held inline.
    expect(r.inlineCycle(id('C'), id('C'))).toBe(false);
    expect(r.inlineCycle(id('D'), id('E'))).toBe(false);
  });

  it('boxes a record held inline by itself, and only that reference', () => {
    const model = modelOf([record('Node', [field('next', nullable(ref('Node')), false), field('other', ref('Leaf'))]), record('Leaf', [field('x', str)])], 'Node');
    const r = recursionPlan(model);
    expect(r.inlineCycle(id('Node'), id('Node'))).toBe(true);
    expect(r.inlineCycle(id('Node'), id('Leaf'))).toBe(false);
    expect(r.inlineCycle(id('Leaf'), id('Leaf'))).toBe(false);
  });

  it('sizes groups of mutual reference over every reference (arrays, maps and unions too)', () => {
    const model = modelOf(
      [
        record('A', [field('b', array(ref('B')))]),
        record('B', [field('c', map(ref('C')))]),
        union('C', [{ type: ref('A'), hint: 'a' }, { type: str, hint: 's' }], { kind: 'firstMatch', indices: [0, 1] }),
        record('Alone', [field('x', str)]),
      ],
      'A',
    );
    const r = recursionPlan(model);
    expect([r.groupSize(id('A')), r.groupSize(id('B')), r.groupSize(id('C'))]).toEqual([3, 3, 3]);
    expect(r.groupSize(id('Alone'))).toBe(1);
  });

  it('names the aliases that reach themselves through aliases only', () => {
    const model = modelOf([alias('Tree', array(ref('Forest'))), alias('Forest', map(ref('Tree'))), alias('Name', str), record('R', [field('t', ref('Tree'))])], 'R');
    expect([...recursionPlan(model).recursiveAliases].sort()).toEqual([id('Forest'), id('Tree')].sort());
  });
});

describe('union plans', () => {
  it('carry the dispatch and the declaration each variant names', () => {
    const model = modelOf(
      [record('Cat', [field('kind', str)]), union('Pet', [{ type: ref('Cat'), hint: 'cat', tag: 'cat' }, { type: str, hint: 'name' }], { kind: 'jsonKind', cases: [] })],
      'Pet',
    );
    const plan = planModel(model);
    expect(plan.ok).toBe(true);
    const pet = plan.ok ? plan.value.unions.get(id('Pet')) : undefined;
    expect(pet?.dispatch).toEqual({ kind: 'jsonKind', cases: [] });
    expect(pet?.variants.map((v) => v.names?.id ?? null)).toEqual([id('Cat'), null]);
  });

  it('reject a discriminator variant that does not declare the tag property, in every language', () => {
    const model = modelOf(
      [record('Cat', [field('name', str)]), union('Pet', [{ type: ref('Cat'), hint: 'cat', tag: 'cat' }], { kind: 'discriminator', property: 'kind', cases: [{ tag: stringLiteral('cat'), index: 0 }] })],
      'Pet',
    );
    const plan = planModel(model);
    expect(plan.ok).toBe(false);
    expect(plan.diagnostics).toEqual([expect.objectContaining({ code: 'E_UNION_DISCRIMINATOR_VARIANT', severity: 'error', pointer: '/$defs/Pet' })]);
  });
});
