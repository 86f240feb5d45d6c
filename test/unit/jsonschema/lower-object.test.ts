import { describe, expect, it } from 'vitest';
import type { RecordDecl } from '../../../generator/ir/types.js';
import { codes, declOf, fieldType, lower, lowered, rootDecl } from './helpers.js';

const record = (json: unknown, options = {}): RecordDecl => {
  const decl = rootDecl(lowered(json, options));
  if (decl.kind !== 'record') throw new Error(`root is a ${decl.kind}`);
  return decl;
};

describe('objects', () => {
  it('lowers properties in declaration order with required, default and doc', () => {
    const decl = record({
      title: 'Person',
      description: 'A person.',
      type: 'object',
      properties: {
        name: { type: 'string', description: 'Full name' },
        age: { type: 'integer', default: 3 },
        nick: { title: 'Nickname', type: 'string', format: 'email' },
      },
      required: ['name', 'ghost'],
    });
    expect(decl.id).toBe('s.json#');
    expect(decl.nameHint).toEqual(['Person']);
    expect(decl.doc).toBe('Person\n\nA person.');
    expect(decl.fields.map((f) => [f.jsonName, f.required])).toEqual([
      ['name', true],
      ['age', false],
      ['nick', false],
      ['ghost', true],
    ]);
    expect(decl.fields[0]?.doc).toBe('Full name');
    expect(decl.fields[0]?.origin).toEqual({ file: 's.json', pointer: '/properties/name' });
    expect(decl.fields[1]?.default).toBe(3);
    expect(decl.fields[2]?.doc).toBe('Nickname\n\nFormat: email');
    expect(decl.fields[3]?.type).toEqual({ kind: 'any' });
  });

  it('unknown keys: absent or true → skip; keepUnknown → a map of any-JSON; false → reject; schema → map', () => {
    const props = { properties: { a: { type: 'string' } } };
    expect(record({ type: 'object', ...props }).unknownKeys).toEqual({ kind: 'skip' });
    expect(record({ type: 'object', ...props, additionalProperties: true }).unknownKeys).toEqual({ kind: 'skip' });
    expect(record({ type: 'object', ...props }, { keepUnknown: true }).unknownKeys).toEqual({ kind: 'map', values: { kind: 'any' } });
    expect(record({ type: 'object', ...props, additionalProperties: false }).unknownKeys).toEqual({ kind: 'reject' });
    expect(record({ type: 'object', ...props, additionalProperties: { type: 'integer' } }).unknownKeys).toEqual({
      kind: 'map',
      values: { kind: 'int', repr: 'int64' },
    });
  });

  it('unknown keys are kept when minProperties exceeds the required members (they count toward it); else skipped', () => {
    const props = { properties: { a: { type: 'string' }, b: { type: 'string' } } };
    const kept = { kind: 'map', values: { kind: 'any' } };
    expect(record({ type: 'object', ...props, minProperties: 1 }).unknownKeys).toEqual(kept);
    expect(record({ type: 'object', ...props, required: ['a'], minProperties: 2 }).unknownKeys).toEqual(kept);
    expect(record({ type: 'object', ...props, required: ['a', 'a'], minProperties: 2 }).unknownKeys).toEqual(kept);
    expect(record({ type: 'object', ...props, required: ['a'], minProperties: 1 }).unknownKeys).toEqual({ kind: 'skip' });
    expect(record({ type: 'object', ...props, required: ['a', 'ghost'], minProperties: 2 }).unknownKeys).toEqual({ kind: 'skip' });
    expect(record({ type: 'object', ...props, maxProperties: 1 }).unknownKeys).toEqual({ kind: 'skip' });
    expect(record({ type: 'object', ...props, minProperties: 3, additionalProperties: false }).unknownKeys).toEqual({ kind: 'reject' });
  });

  it('patternProperties (one pattern) → map of unknown keys with a key pattern; the other keys are dropped unless additionalProperties is false', () => {
    const decl = record({ type: 'object', properties: { a: { type: 'string' } }, patternProperties: { '^x-': { type: 'boolean' } } });
    expect(decl.unknownKeys).toEqual({ kind: 'map', values: { kind: 'bool' }, keyPattern: '^x-', otherKeys: 'skip' });
    const closed = record({ type: 'object', properties: { a: { type: 'string' } }, patternProperties: { '^x-': { type: 'boolean' } }, additionalProperties: false });
    expect(closed.unknownKeys).toEqual({ kind: 'map', values: { kind: 'bool' }, keyPattern: '^x-' });
  });

  it('a lone patternProperties whose other keys must be kept (--keep-unknown) or counted (min/maxProperties of a map) is checked by a program', () => {
    const kept = rootDecl(lowered({ type: 'object', properties: { a: { type: 'string' } }, patternProperties: { '^x-': { type: 'boolean' } } }, { keepUnknown: true }));
    expect(kept).toMatchObject({ kind: 'alias', type: { kind: 'any', program: { program: { nodes: [{ ops: [{ op: 'type' }, { op: 'properties' }, { op: 'patternProperties' }] }, {}, {}] } } } });
    const model = lowered({ type: 'object', properties: { m: { type: 'object', patternProperties: { '^x-': { type: 'boolean' } }, minProperties: 2 } } });
    expect(fieldType(model, 's.json#', 'm')).toMatchObject({ kind: 'any', program: { program: { nodes: [{ ops: [{ op: 'type' }, { op: 'patternProperties' }, { op: 'minProperties' }] }, {}] } } });
    const plain = lowered({ type: 'object', properties: { m: { type: 'object', patternProperties: { '^x-': { type: 'boolean' } } } } });
    expect(fieldType(plain, 's.json#', 'm')).toMatchObject({ kind: 'map', otherKeys: 'skip' });
    // Beside declared properties, when minProperties exceeds the required members (other keys count toward it).
    const record = (minProperties: number) => ({ type: 'object', properties: { a: { type: 'string' } }, required: ['a'], patternProperties: { '^x-': { type: 'boolean' } }, minProperties });
    expect(rootDecl(lowered(record(2)))).toMatchObject({ kind: 'alias', type: { kind: 'any', program: {} } });
    expect(rootDecl(lowered(record(1)))).toMatchObject({ kind: 'record', unknownKeys: { kind: 'map', keyPattern: '^x-', otherKeys: 'skip' } });
  });

  it('an object with only additionalProperties / patternProperties (or nothing) is a map', () => {
    const model = lowered({
      type: 'object',
      properties: {
        counts: { type: 'object', additionalProperties: { type: 'integer' }, minProperties: 1, maxProperties: 9 },
        byPattern: { type: 'object', patternProperties: { '^[a-z]+$': { type: 'string' } } },
        named: { type: 'object', propertyNames: { pattern: '^[A-Z]' }, additionalProperties: { type: 'number' } },
        anything: { type: 'object' },
      },
    });
    expect(fieldType(model, 's.json#', 'counts')).toEqual({ kind: 'map', values: { kind: 'int', repr: 'int64' }, minProperties: 1, maxProperties: 9 });
    expect(fieldType(model, 's.json#', 'byPattern')).toEqual({ kind: 'map', values: { kind: 'string' }, keyPattern: '^[a-z]+$', otherKeys: 'skip' });
    expect(fieldType(model, 's.json#', 'named')).toEqual({ kind: 'map', values: { kind: 'float' }, keyPattern: '^[A-Z]' });
    expect(fieldType(model, 's.json#', 'anything')).toEqual({ kind: 'map', values: { kind: 'any' } });
  });

  it('min/maxProperties on records', () => {
    const decl = record({ type: 'object', properties: { a: {} }, minProperties: 1, maxProperties: 2 });
    expect([decl.minProperties, decl.maxProperties]).toEqual([1, 2]);
  });

  it('inline objects become declarations named after their path', () => {
    const model = lowered({
      title: 'Tweet',
      type: 'object',
      properties: {
        user: { type: 'object', properties: { entities: { type: 'object', properties: { url: { type: 'string' } } } } },
        media: { type: 'array', items: { type: 'object', properties: { id: { type: 'integer' } } } },
      },
    });
    expect(fieldType(model, 's.json#', 'user')).toEqual({ kind: 'ref', target: 's.json#/properties/user' });
    expect(declOf(model, 's.json#/properties/user').nameHint).toEqual(['Tweet', 'user']);
    expect(declOf(model, 's.json#/properties/user/properties/entities').nameHint).toEqual(['Tweet', 'user', 'entities']);
    expect(declOf(model, 's.json#/properties/media/items').nameHint).toEqual(['Tweet', 'media', 'Item']);
  });

  it('infers object without `type` from object keywords', () => {
    expect(record({ properties: { a: { type: 'string' } } }).fields).toHaveLength(1);
  });

  it('several patternProperties, or one beside an additionalProperties schema, are checked by a schema-check program', () => {
    for (const schema of [
      { type: 'object', properties: { a: {} }, patternProperties: { '^a': {}, '^b': { type: 'integer' } } },
      { type: 'object', patternProperties: { '^a': { type: 'string' } }, additionalProperties: { type: 'integer' } },
    ]) {
      const result = lower(schema);
      expect(result.diagnostics).toEqual([]);
      const root = result.ok ? declOf(result.value, 's.json#') : undefined;
      expect(root?.kind === 'alias' && root.type.kind === 'any' ? root.type.program?.keywords : root).toEqual(['patternProperties']);
    }
  });

  it('propertyNames other than a pattern is checked by a schema-check program', () => {
    const result = lower({ type: 'object', propertyNames: { maxLength: 3 } });
    expect(result.diagnostics).toEqual([]);
    const root = result.ok ? declOf(result.value, 's.json#') : undefined;
    expect(root?.kind === 'alias' && root.type.kind === 'any' ? root.type.program?.keywords : root).toEqual(['propertyNames']);
  });

  it('invalid patterns are reported at their pointer', () => {
    expect(codes(lower({ type: 'object', properties: { a: { type: 'string', pattern: '(' } }, patternProperties: { '[': {} } }).diagnostics)).toEqual([
      'E_PATTERN_INVALID /patternProperties/[',
      'E_PATTERN_INVALID /properties/a/pattern',
    ]);
  });
});
