import { describe, expect, it } from 'vitest';
import { classifyDispatch } from '../../../generator/ir/passes/classify-dispatch.js';
import type { Model, UnionDecl } from '../../../generator/ir/types.js';
import { FLOAT, INT, STRING, field, lit, model, record, ref, union } from './helpers.js';

const classified = (m: Model, id = 'm.json#/$defs/U') => {
  const result = classifyDispatch(m);
  expect(result.ok).toBe(true);
  if (!result.ok) throw new Error('failed');
  const decl = result.value.decls.find((d) => d.id === id) as UnionDecl;
  return { decl, diagnostics: result.diagnostics };
};

describe('union dispatch classification', () => {
  it('by JSON kind when the kinds are disjoint, integer before number', () => {
    const m = model(union('U', [STRING, FLOAT, { kind: 'array', items: STRING, uniqueItems: false }, INT, { kind: 'bool' }, { kind: 'nullable', inner: ref('R') }]), record('R', []));
    const { decl, diagnostics } = classified(m);
    expect(decl.dispatch).toEqual({
      kind: 'jsonKind',
      cases: [
        { jsonKind: 'null', then: { kind: 'variant', index: 5 } },
        { jsonKind: 'boolean', then: { kind: 'variant', index: 4 } },
        { jsonKind: 'integer', then: { kind: 'variant', index: 3 } },
        { jsonKind: 'number', then: { kind: 'variant', index: 1 } },
        { jsonKind: 'string', then: { kind: 'variant', index: 0 } },
        { jsonKind: 'array', then: { kind: 'variant', index: 2 } },
        { jsonKind: 'object', then: { kind: 'variant', index: 5 } },
      ],
    });
    expect(diagnostics).toEqual([]);
  });

  it('by a discriminator property, also when it is not the first field; tags are set', () => {
    const m = model(
      union('U', [ref('Circle'), ref('Square')]),
      record('Circle', [field('r', FLOAT), field('type', lit('circle'))]),
      record('Square', [field('side', FLOAT), field('type', lit('square')), field('r', FLOAT, false)]),
    );
    const { decl, diagnostics } = classified(m);
    expect(decl.dispatch).toEqual({ kind: 'discriminator', property: 'type', cases: [{ tag: { kind: 'string', value: 'circle' }, index: 0 }, { tag: { kind: 'string', value: 'square' }, index: 1 }] });
    expect(decl.variants.map((v) => v.tag)).toEqual([{ kind: 'string', value: 'circle' }, { kind: 'string', value: 'square' }]);
    expect(diagnostics).toEqual([]);
  });

  it('by a number or boolean tag (canonical number text); tags of mixed kinds are no discriminator', () => {
    const numbers = classified(model(union('U', [ref('A'), ref('B')]), record('A', [field('op', lit(1))]), record('B', [field('op', lit(-2.5))])));
    expect(numbers.decl.dispatch).toEqual({ kind: 'discriminator', property: 'op', cases: [{ tag: { kind: 'number', text: '1' }, index: 0 }, { tag: { kind: 'number', text: '-2.5' }, index: 1 }] });
    const booleans = classified(model(union('U', [ref('A'), ref('B')]), record('A', [field('ok', lit(true))]), record('B', [field('ok', lit(false))])));
    expect(booleans.decl.variants.map((v) => v.tag)).toEqual([{ kind: 'boolean', value: true }, { kind: 'boolean', value: false }]);
    const mixed = classified(model(union('U', [ref('A'), ref('B')]), record('A', [field('k', lit(1))]), record('B', [field('k', lit('1'))])));
    expect(mixed.decl.dispatch.kind).not.toBe('discriminator');
  });

  it('a discriminator must be required and distinct', () => {
    const optional = model(union('U', [ref('A'), ref('B')]), record('A', [field('t', lit('a'), false)]), record('B', [field('t', lit('b'))]));
    expect(classified(optional).decl.dispatch.kind).toBe('firstMatch');
    const same = model(union('U', [ref('A'), ref('B')]), record('A', [field('t', lit('a'))]), record('B', [field('t', lit('a'))]));
    expect(classified(same).decl.dispatch.kind).toBe('firstMatch');
  });

  it('by a required key unique to each variant', () => {
    const m = model(
      union('U', [ref('A'), ref('B')]),
      record('A', [field('shared', STRING, false), field('onlyA', INT)]),
      record('B', [field('shared', STRING), field('onlyB', STRING)]),
    );
    const { decl, diagnostics } = classified(m);
    expect(decl.dispatch).toEqual({ kind: 'uniqueKey', cases: [{ key: 'onlyA', index: 0 }, { key: 'onlyB', index: 1 }] });
    expect(diagnostics).toEqual([]);
  });

  it('objects inside a kind dispatch (through aliases)', () => {
    const m = model(
      union('U', [STRING, ref('AliasA'), ref('B')]),
      { kind: 'alias', id: 'm.json#/$defs/AliasA', origin: { file: 'm.json', pointer: '/$defs/AliasA' }, nameHint: ['AliasA'], type: ref('A') },
      record('A', [field('kind', lit('a'))]),
      record('B', [field('kind', lit('b'))]),
    );
    expect(classified(m).decl.dispatch).toEqual({
      kind: 'jsonKind',
      cases: [
        { jsonKind: 'string', then: { kind: 'variant', index: 0 } },
        { jsonKind: 'object', then: { kind: 'discriminator', property: 'kind', cases: [{ tag: { kind: 'string', value: 'a' }, index: 1 }, { tag: { kind: 'string', value: 'b' }, index: 2 }] } },
      ],
    });
  });

  it('otherwise first match, with a warning at the union', () => {
    const m = model(union('U', [ref('A'), ref('B')]), record('A', [field('x', STRING)]), record('B', [field('x', INT)]));
    const { decl, diagnostics } = classified(m);
    expect(decl.dispatch).toEqual({ kind: 'firstMatch', indices: [0, 1] });
    expect(diagnostics.map((d) => [d.code, d.severity, d.file, d.pointer])).toEqual([['W_UNION_FIRST_MATCH', 'warning', 'm.json', '/$defs/U']]);
  });

  it('overlapping scalar kinds are first match within that kind', () => {
    const m = model(union('U', [{ kind: 'string', format: 'uuid' }, STRING, INT]));
    const { decl, diagnostics } = classified(m);
    expect(decl.dispatch).toEqual({
      kind: 'jsonKind',
      cases: [
        { jsonKind: 'integer', then: { kind: 'variant', index: 2 } },
        { jsonKind: 'string', then: { kind: 'firstMatch', indices: [0, 1] } },
      ],
    });
    expect(diagnostics).toHaveLength(1);
  });
});

describe('first match among objects: the variants that keep every key are tried first', () => {
  const closed = (name: string, fields: Parameters<typeof record>[1]) => ({ ...record(name, fields), unknownKeys: { kind: 'reject' } as const });
  const map = { kind: 'map', values: STRING } as const;

  it('records that drop undeclared keys are tried by their keys, maps and closed records unconditionally', () => {
    const m = model(union('U', [ref('Url'), ref('Map')]), record('Url', [field('url', STRING, false)]), record('Map', [field('map', INT, false), field('url', INT, false)]));
    expect(classified(m).decl.dispatch).toEqual({ kind: 'firstMatch', indices: [0, 1], covering: [{ index: 0, keys: ['url'] }, { index: 1, keys: ['map', 'url'] }] });
    const withMap = model(union('U', [ref('Env'), map]), record('Env', [field('global', STRING, false)]));
    expect(classified(withMap).decl.dispatch).toEqual({ kind: 'firstMatch', indices: [0, 1], covering: [{ index: 0, keys: ['global'] }, { index: 1 }] });
    const { diagnostics } = classified(withMap);
    expect(diagnostics.map((d) => d.message)).toEqual(['union variants overlap; the decoder tries them in order (first match wins; for an object, first those that keep every one of its keys)']);
  });

  it('no covering list where trying in order loses nothing, or where a oneOf decodes at most one', () => {
    const closedFirst = model(union('U', [ref('Strict'), ref('Loose')]), closed('Strict', [field('a', INT)]), record('Loose', [field('a', INT), field('b', STRING, false)]));
    expect(classified(closedFirst).decl.dispatch).toEqual({ kind: 'firstMatch', indices: [0, 1] });
    const mapsOnly = model(union('U', [map, { kind: 'map', values: INT }]));
    expect(classified(mapsOnly).decl.dispatch).toEqual({ kind: 'firstMatch', indices: [0, 1] });
    const exclusive = model({ ...union('U', [ref('A'), map]), exclusive: true }, record('A', [field('a', INT, false)]));
    expect(classified(exclusive).decl.dispatch).toEqual({ kind: 'firstMatch', indices: [0, 1], exclusive: true });
  });

  it('a variant whose kept keys no list describes is only tried in its turn', () => {
    const patterned = model(union('U', [ref('A'), { kind: 'map', values: STRING, keyPattern: '^x', otherKeys: 'skip' }, ref('B')]), record('A', [field('a', INT, false)]), closed('B', [field('b', INT)]));
    expect(classified(patterned).decl.dispatch).toEqual({ kind: 'firstMatch', indices: [0, 1, 2], covering: [{ index: 0, keys: ['a'] }, { index: 2 }] });
  });
});
