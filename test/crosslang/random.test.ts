/** The random-document generator and the cross-language checks can fail: spellings, canonical bytes, verdicts. */
import { describe, expect, it } from 'vitest';
import type { Decl, IrType, Model, RecordDecl, UnionDecl } from '../../generator/ir/types.js';
import { canonical, declText, integerValue } from '../harness/random/canonical.js';
import { randomDocument } from '../harness/random/document.js';
import { spellDouble, spellInteger } from '../harness/random/number-text.js';
import { bigBetween, seededRng } from '../harness/random/rng.js';
import { canonicalString, type Spelled } from '../harness/random/spelled.js';
import type { InstanceResult } from '../harness/protocol.js';
import { documentProblem } from './checks.js';
import type { CrossDocument } from './documents.js';
import type { LanguageRun } from './run.js';

const origin = { file: 't.json', pointer: '' };
const int: IrType = { kind: 'int', repr: 'int64' };
const num = (text: string): Spelled => ({ kind: 'number', text });
const str = (value: string): Spelled => ({ kind: 'string', value, text: JSON.stringify(value) });
const obj = (...members: [string, Spelled][]): Spelled => ({
  kind: 'object',
  members: members.map(([key, value]) => ({ key, keyText: JSON.stringify(key), value })),
});

function record(id: string, unknownKeys: RecordDecl['unknownKeys'], fields: [string, IrType, boolean][]): RecordDecl {
  return {
    kind: 'record',
    id,
    origin,
    nameHint: [id],
    unknownKeys,
    fields: fields.map(([jsonName, type, required]) => ({ jsonName, type, required, origin })),
  };
}

describe('number spellings', () => {
  const rng = seededRng('spellings');
  it('every integer spelling denotes the integer', () => {
    for (let i = 0; i < 3000; i++) {
      const n = bigBetween(rng, -(10n ** 25n), 10n ** 25n) / 10n ** BigInt(i % 20);
      const text = spellInteger(rng, n);
      expect(JSON.parse(`[${text}]`)).toHaveLength(1);
      expect(integerValue(text), text).toBe(n);
    }
  });

  it('every double spelling reads back to the same double', () => {
    const view = new DataView(new ArrayBuffer(8));
    for (let i = 0; i < 3000; i++) {
      view.setUint32(0, rng.u32());
      view.setUint32(4, rng.u32());
      const x = view.getFloat64(0);
      if (!Number.isFinite(x)) continue;
      const text = spellDouble(rng, x);
      expect(Object.is(Number(text), x), text).toBe(true);
    }
  });

  it('integerValue rejects fractions', () => {
    expect(integerValue('1.5')).toBeUndefined();
    expect(integerValue('15e-1')).toBeUndefined();
    expect(integerValue('150e-1')).toBe(15n);
    expect(integerValue('-0.0e5')).toBe(0n);
  });
});

describe('canonical bytes', () => {
  it('numbers and strings', () => {
    const decls = new Map<string, Decl>();
    expect(canonical(decls, int, num('1.0e2'))).toBe('100');
    expect(canonical(decls, int, num('9223372036854775808'))).toBeUndefined();
    expect(canonical(decls, { kind: 'float' }, num('-0.0'))).toBe('0');
    expect(canonical(decls, { kind: 'float' }, num('1e21'))).toBe('1e+21');
    expect(canonical(decls, { kind: 'float' }, num('0.00000015'))).toBe('1.5e-7');
    expect(canonicalString('a"\\\u0001\u001f\b/\u2028')).toBe('"a\\"\\\\\\u0001\\u001f\\b/\u2028"');
  });

  it('records: schema order, unknown keys dropped or kept sorted', () => {
    const skip = record('s', { kind: 'skip' }, [['b', int, true], ['a', int, false]]);
    const keep = record('k', { kind: 'map', values: { kind: 'any' } }, [['b', int, true]]);
    const decls = new Map<string, Decl>([['s', skip], ['k', keep]]);
    expect(declText(decls, 's', obj(['z', str('x')], ['a', num('1')], ['b', num('2')]))).toBe('{"b":2,"a":1}');
    expect(declText(decls, 's', obj(['a', num('1')]))).toBeUndefined();
    expect(declText(decls, 'k', obj(['é', num('1.0')], ['z', num('-0')], ['b', num('2')]))).toBe('{"b":2,"z":-0,"é":1.0}');
  });

  it('first-match unions take the first variant that decodes', () => {
    const strict = record('strict', { kind: 'reject' }, [['a', int, true]]);
    const loose = record('loose', { kind: 'skip' }, [['a', int, true]]);
    const union: UnionDecl = {
      kind: 'union',
      id: 'u',
      origin,
      nameHint: ['u'],
      variants: [{ type: { kind: 'ref', target: 'strict' }, nameHint: ['s'] }, { type: { kind: 'ref', target: 'loose' }, nameHint: ['l'] }],
      dispatch: { kind: 'firstMatch', indices: [0, 1] },
    };
    const decls = new Map<string, Decl>([['strict', strict], ['loose', loose], ['u', union]]);
    expect(declText(decls, 'u', obj(['a', num('1')], ['x', num('2')]))).toBe('{"a":1}');
    expect(declText(decls, 'u', obj(['x', num('2')]))).toBeUndefined();
  });
});

describe('random documents', () => {
  const model: Model = {
    decls: [record('r', { kind: 'skip' }, [['n', int, true], ['s', { kind: 'string', minLength: 2, maxLength: 3 }, false], ['f', { kind: 'float' }, false]])],
    roots: ['r'],
  };

  it('are deterministic per seed and differ between seeds', () => {
    const one = randomDocument(model, 'r', 'seed-1');
    const again = randomDocument(model, 'r', 'seed-1');
    expect(one).toEqual(again);
    const texts = new Set(Array.from({ length: 20 }, (_, i) => (randomDocument(model, 'r', `seed-${i}`) as { value: { text: string } }).value.text));
    expect(texts.size).toBe(20);
  });

  it('report a type with no value instead of producing an invalid one', () => {
    const empty: Model = { decls: [{ kind: 'alias', id: 'a', origin, nameHint: ['a'], type: { kind: 'int', repr: 'int64', minimum: { value: '5', exclusive: false }, maximum: { value: '4', exclusive: false } } }], roots: ['a'] };
    expect(randomDocument(empty, 'a', 'x').ok).toBe(false);
  });
});

describe('document verdicts', () => {
  const doc: CrossDocument = { index: 0, seed: 's', path: '/d.json', text: '{"a": 1.0}', expected: '{"a":1}', ajvProblem: undefined };
  const ok = (text: string): InstanceResult => ({ ok: true, output: Buffer.from(text) });
  const runWith = (first: InstanceResult, second: InstanceResult | undefined): LanguageRun => ({
    lang: 'x',
    missing: new Map(),
    excluded: new Set(),
    results: new Map([['c/0', { first, second }]]),
    error: undefined,
  });

  it('pass only with the canonical bytes, re-encoded unchanged', () => {
    expect(documentProblem(doc, 'c', runWith(ok('{"a":1}'), ok('{"a":1}')))).toBeUndefined();
    expect(documentProblem(doc, 'c', runWith(ok('{"a":1.0}'), ok('{"a":1.0}')))).toMatch(/canonical/);
    expect(documentProblem(doc, 'c', runWith({ ok: false, offset: 3, pointer: '/a', message: 'm' }, undefined))).toMatch(/does not accept/);
    expect(documentProblem(doc, 'c', runWith(ok('{"a":1}'), ok('{"a":2}')))).toMatch(/different bytes/);
    expect(documentProblem(doc, 'other', runWith(ok('{"a":1}'), ok('{"a":1}')))).toBe('no result');
  });
});
