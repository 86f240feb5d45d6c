import { describe, expect, it } from 'vitest';
import { lowerJsonSchema } from '../../../generator/input/jsonschema/lower.js';
import type { IrType } from '../../../generator/ir/types.js';
import { codes, declOf, DEFAULT_OPTIONS, doc, fieldType, lower, lowered, rootDecl } from './helpers.js';

describe('oneOf / anyOf', () => {
  it('→ union declaration; variants named by title, ref target, kind or Variant', () => {
    const model = lowered({
      title: 'Shape',
      oneOf: [
        { $ref: '#/$defs/Circle' },
        { title: 'Square', type: 'object', properties: { side: { type: 'number' } } },
        { type: 'object', properties: { other: { type: 'string' } } },
        { type: 'string' },
      ],
      $defs: { Circle: { type: 'object', properties: { r: { type: 'number' } } } },
    });
    const union = rootDecl(model);
    expect(union.kind).toBe('union');
    if (union.kind !== 'union') return;
    expect(union.id).toBe('s.json#');
    expect(union.variants.map((v) => v.type)).toEqual([
      { kind: 'ref', target: 's.json#/$defs/Circle' },
      { kind: 'ref', target: 's.json#/oneOf/1' },
      { kind: 'ref', target: 's.json#/oneOf/2' },
      { kind: 'string' },
    ]);
    expect(union.variants.map((v) => v.nameHint)).toEqual([['Circle'], ['Shape', 'Square'], ['Shape', 'Variant'], ['Shape', 'String']]);
    expect(declOf(model, 's.json#/oneOf/1').nameHint).toEqual(['Shape', 'Square']);
  });

  it('anyOf with a null branch → nullable; one branch left → used directly', () => {
    const model = lowered({
      type: 'object',
      properties: {
        maybe: { anyOf: [{ type: 'string' }, { type: 'null' }] },
        either: { oneOf: [{ type: 'string' }, { type: 'integer' }, { type: 'null' }] },
      },
    });
    expect(fieldType(model, 's.json#', 'maybe')).toEqual({ kind: 'nullable', inner: { kind: 'string' } });
    expect(fieldType(model, 's.json#', 'either')).toEqual({ kind: 'nullable', inner: { kind: 'ref', target: 's.json#/properties/either/oneOf' } });
    expect(declOf(model, 's.json#/properties/either/oneOf')).toMatchObject({ kind: 'union', nameHint: ['s', 'either'] });
  });

  it('keywords next to oneOf are merged into every branch', () => {
    const model = lowered({
      type: 'object',
      properties: { kind: { type: 'string' } },
      required: ['kind'],
      oneOf: [
        { properties: { a: { type: 'integer' } }, required: ['a'] },
        { properties: { b: { type: 'integer' } }, required: ['b'] },
      ],
    });
    const a = declOf(model, 's.json#/oneOf/0');
    expect(a.kind === 'record' && a.fields.map((f) => f.jsonName)).toEqual(['kind', 'a']);
  });

  it('the dispatch is a placeholder until the normalize passes classify it', () => {
    const union = rootDecl(lowered({ oneOf: [{ type: 'string' }, { type: 'integer' }] }));
    expect(union.kind === 'union' && union.dispatch).toEqual({ kind: 'firstMatch', indices: [0, 1] });
  });

  it('two unions in one merged schema are checked by a schema-check program', () => {
    const result = lower({ allOf: [{ oneOf: [{ type: 'string' }, { type: 'integer' }] }, { anyOf: [{ minLength: 1 }, { minimum: 1 }] }] });
    expect(result.diagnostics).toEqual([]);
    const root = result.ok ? rootDecl(result.value) : undefined;
    expect(root?.kind === 'alias' && root.type.kind === 'any' ? root.type.program?.keywords : root).toEqual(['oneOf', 'anyOf']);
  });
});

describe('keywords no typed shape expresses, and unknown keywords', () => {
  const schema = {
    type: 'object',
    properties: {
      a: { type: 'string', not: { const: 'x' } },
      b: { if: { type: 'string' }, then: { minLength: 1 }, else: { type: 'integer' } },
      c: { type: 'array', contains: { type: 'string' } },
      d: { type: 'object', dependentRequired: { x: ['y'] }, dependentSchemas: { x: {} }, unevaluatedProperties: false },
      e: { $dynamicRef: '#meta', $defs: { m: { $dynamicAnchor: 'meta', type: 'string' } } },
    },
  };

  it('make the value any JSON checked by a schema-check program of its whole schema', () => {
    const result = lower(schema);
    expect(result.diagnostics).toEqual([]);
    const programOf = (field: string): unknown => {
      const t = (result.ok ? fieldType(result.value, 's.json#', field) : undefined) as IrType | undefined;
      return t?.kind === 'any' && t.program !== undefined ? { pointer: t.program.pointer, keywords: t.program.keywords, root: t.program.program.nodes[t.program.program.root]?.ops.map((o) => o.at) } : t;
    };
    expect(programOf('a')).toEqual({ pointer: '/properties/a', keywords: ['not'], root: ['/properties/a/type', '/properties/a/not'] });
    expect(programOf('b')).toEqual({ pointer: '/properties/b', keywords: ['if', 'then', 'else'], root: ['/properties/b/if'] });
    expect(programOf('c')).toEqual({ pointer: '/properties/c', keywords: ['contains'], root: ['/properties/c/type', '/properties/c/contains'] });
    expect(programOf('d')).toMatchObject({ pointer: '/properties/d', keywords: ['dependentRequired', 'dependentSchemas', 'unevaluatedProperties'] });
    expect(programOf('e')).toMatchObject({ pointer: '/properties/e', keywords: ['$dynamicRef'] });
  });

  it('a reference a program cannot resolve is an error at its pointer', () => {
    expect(codes(lower({ type: 'object', properties: { e: { $dynamicRef: '#nowhere' } } }).diagnostics)).toEqual(['E_REF_DANGLING /properties/e/$dynamicRef']);
  });

  it('annotations are silent; unknown keywords are warnings', () => {
    const result = lower({
      type: 'string',
      description: 'd',
      examples: ['x'],
      $comment: 'c',
      'x-go-type': 'foo',
      readOnly: true,
      deprecated: true,
      frobnicate: 3,
    });
    expect(result.ok).toBe(true);
    expect(codes(result.diagnostics)).toEqual(['W_UNKNOWN_KEYWORD /frobnicate']);
  });
});

describe('names, roots and determinism', () => {
  it('root hint: title, else file base name without extensions', () => {
    expect(rootDecl(lowered({ title: 'My Thing', type: 'object', properties: { a: {} } })).nameHint).toEqual(['My Thing']);
    const result = lowerJsonSchema([doc({ type: 'object', properties: { a: {} } }, 'person.schema.json')], DEFAULT_OPTIONS);
    expect(result.ok && rootDecl(result.value).nameHint).toEqual(['person']);
  });

  it('a primitive root becomes an alias', () => {
    expect(rootDecl(lowered({ type: 'string', title: 'Name' }))).toEqual({
      kind: 'alias',
      id: 's.json#',
      origin: { file: 's.json', pointer: '' },
      nameHint: ['Name'],
      doc: 'Name',
      type: { kind: 'string' },
    });
  });

  it('lowering twice gives deep-equal models in the same order', () => {
    const schema = {
      title: 'Root',
      type: 'object',
      properties: {
        z: { $ref: '#/$defs/Z' },
        a: { oneOf: [{ $ref: '#/$defs/A' }, { type: 'object', properties: { q: { enum: ['x', 'y'] } } }] },
        m: { type: 'array', items: { type: 'object', properties: { k: { type: ['string', 'integer'] } } } },
      },
      $defs: { Z: { type: 'object', properties: { self: { $ref: '#/$defs/Z' } } }, A: { enum: ['p', 'q'] } },
    };
    const first = lowered(schema);
    const second = lowered(JSON.parse(JSON.stringify(schema)));
    expect(second).toEqual(first);
    expect(JSON.stringify(second)).toBe(JSON.stringify(first));
    expect(first.decls.map((d) => d.id)).toEqual([
      's.json#',
      's.json#/properties/a',
      's.json#/properties/a/oneOf/1',
      's.json#/properties/a/oneOf/1/properties/q',
      's.json#/properties/m/items',
      's.json#/properties/m/items/properties/k',
      's.json#/$defs/Z',
      's.json#/$defs/A',
    ]);
  });
});
