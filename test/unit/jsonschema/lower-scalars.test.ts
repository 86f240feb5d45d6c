import { describe, expect, it } from 'vitest';
import { lowerJsonSchema } from '../../../generator/input/jsonschema/lower.js';
import type { IrType } from '../../../generator/ir/types.js';
import { NEVER } from '../../../generator/input/jsonschema/decls.js';
import { codes, declOf, DEFAULT_OPTIONS, doc, lower, lowered, rootDecl } from './helpers.js';

/** The type a property schema lowers to. */
const typeOf = (schema: unknown, extra: object = {}): IrType => {
  const model = lowered({ type: 'object', properties: { p: schema }, ...extra });
  const root = rootDecl(model);
  if (root.kind !== 'record') throw new Error('not a record');
  return root.fields[0]?.type as IrType;
};

const fieldTypeOf = (model: ReturnType<typeof lowered>): IrType => {
  const root = rootDecl(model);
  if (root.kind !== 'record') throw new Error('not a record');
  return root.fields[0]?.type as IrType;
};

describe('primitives', () => {
  it('boolean, string, number, integer, empty schema, true', () => {
    expect(typeOf({ type: 'boolean' })).toEqual({ kind: 'bool' });
    expect(typeOf({ type: 'string' })).toEqual({ kind: 'string' });
    expect(typeOf({ type: 'number' })).toEqual({ kind: 'float' });
    expect(typeOf({ type: 'integer' })).toEqual({ kind: 'int', repr: 'int64' });
    expect(typeOf({})).toEqual({ kind: 'any' });
    expect(typeOf(true)).toEqual({ kind: 'any' });
    expect(typeOf({ type: 'null' })).toEqual({ kind: 'literal', value: null });
  });

  it('string constraints and formats', () => {
    expect(typeOf({ type: 'string', minLength: 1, maxLength: 5, pattern: '^a' })).toEqual({ kind: 'string', minLength: 1, maxLength: 5, pattern: '^a' });
    for (const format of ['date-time', 'date', 'time', 'uuid']) expect(typeOf({ type: 'string', format })).toEqual({ kind: 'string', format });
    expect(typeOf({ type: 'string', format: 'email' })).toEqual({ kind: 'string' });
  });

  it('numeric bounds: inclusive, exclusive (numeric form), multipleOf', () => {
    expect(typeOf({ type: 'number', minimum: 0.5, exclusiveMaximum: 10, multipleOf: 0.25 })).toEqual({
      kind: 'float',
      minimum: { value: '0.5', exclusive: false },
      maximum: { value: '10', exclusive: true },
      multipleOf: '0.25',
    });
    expect(typeOf({ type: 'integer', exclusiveMinimum: 0, maximum: 100, multipleOf: 5 })).toEqual({
      kind: 'int',
      repr: 'int64',
      minimum: { value: '0', exclusive: true },
      maximum: { value: '100', exclusive: false },
      multipleOf: '5',
    });
    expect(typeOf({ type: 'integer', minimum: 1, exclusiveMinimum: 1 })).toMatchObject({ minimum: { value: '1', exclusive: true } });
  });

  it('draft-04 boolean exclusiveMinimum/exclusiveMaximum', () => {
    const t = typeOf({ type: 'integer', minimum: 0, exclusiveMinimum: true, maximum: 9, exclusiveMaximum: false }, { $schema: 'http://json-schema.org/draft-04/schema#' });
    expect(t).toEqual({ kind: 'int', repr: 'int64', minimum: { value: '0', exclusive: true }, maximum: { value: '9', exclusive: false } });
  });

  it('integer formats become bounds; a range beyond int64 makes the integer big', () => {
    expect(typeOf({ type: 'integer', format: 'int32' })).toEqual({
      kind: 'int',
      repr: 'int64',
      minimum: { value: '-2147483648', exclusive: false },
      maximum: { value: '2147483647', exclusive: false },
    });
    expect(typeOf({ type: 'integer', format: 'uint32', minimum: 10 })).toMatchObject({ minimum: { value: '10' }, maximum: { value: '4294967295' } });
    expect(typeOf({ type: 'integer', format: 'uint64' })).toMatchObject({ repr: 'big', maximum: { value: '18446744073709551615' } });
    expect(typeOf({ type: 'integer', minimum: -1e30 })).toMatchObject({ repr: 'big', minimum: { value: '-1' + '0'.repeat(30) } });
    expect(typeOf({ type: 'integer', minimum: 0.5 })).toMatchObject({ repr: 'int64', minimum: { value: '1', exclusive: false } });
  });

  it('keeps bound texts exactly as written (int64 maximum)', () => {
    const json = { type: 'integer', maximum: 9223372036854775807 };
    const numbers = new Map([['/maximum', '9223372036854775807']]);
    const result = lowerJsonSchema([{ ...doc(json), numbers }], DEFAULT_OPTIONS);
    expect(result.ok && rootDecl(result.value)).toMatchObject({ kind: 'alias', type: { kind: 'int', repr: 'int64', maximum: { value: '9223372036854775807' } } });
  });

  it('a fractional multipleOf on an integer is kept as written, without a warning', () => {
    const result = lower({ type: 'object', properties: { p: { type: 'integer', multipleOf: 1.5 } } });
    expect(codes(result.diagnostics)).toEqual([]);
    expect(typeOf({ type: 'integer', multipleOf: 1.5 })).toEqual({ kind: 'int', repr: 'int64', multipleOf: '1.5' });
    expect(typeOf({ type: 'integer', multipleOf: 1e3 })).toEqual({ kind: 'int', repr: 'int64', multipleOf: '1000' });
  });

  it('type arrays: nullable scalar, several kinds → union', () => {
    expect(typeOf({ type: ['string', 'null'] })).toEqual({ kind: 'nullable', inner: { kind: 'string' } });
    expect(typeOf({ type: ['integer', 'number'] })).toEqual({ kind: 'float' });
    const model = lowered({ type: 'object', properties: { p: { type: ['string', 'integer', 'null'], minLength: 2 } } });
    const root = rootDecl(model);
    expect(root.kind === 'record' && root.fields[0]?.type).toEqual({ kind: 'nullable', inner: { kind: 'ref', target: 's.json#/properties/p/type' } });
    const union = declOf(model, 's.json#/properties/p/type');
    expect(union).toMatchObject({
      kind: 'union',
      nameHint: ['s', 'p'],
      variants: [
        { type: { kind: 'string', minLength: 2 }, nameHint: ['s', 'p', 'String'] },
        { type: { kind: 'int', repr: 'int64' }, nameHint: ['s', 'p', 'Integer'] },
      ],
    });
  });
});

describe('enum and const', () => {
  it('string enum → named enum declaration', () => {
    const model = lowered({ type: 'object', properties: { color: { enum: ['red', 'green'] } } });
    expect(declOf(model, 's.json#/properties/color')).toMatchObject({ kind: 'enum', members: [{ value: { kind: 'string', value: 'red' } }, { value: { kind: 'string', value: 'green' } }], nameHint: ['s', 'color'] });
  });

  it('null among string values → nullable enum', () => {
    const model = lowered({ type: 'object', properties: { color: { type: ['string', 'null'], enum: ['red', 'green', null] } } });
    const root = rootDecl(model);
    expect(root.kind === 'record' && root.fields[0]?.type).toEqual({ kind: 'nullable', inner: { kind: 'ref', target: 's.json#/properties/color/enum' } });
    expect(declOf(model, 's.json#/properties/color/enum')).toMatchObject({ kind: 'enum', members: [{ value: { kind: 'string', value: 'red' } }, { value: { kind: 'string', value: 'green' } }] });
  });

  it('single value → literal; integers → allowed; numbers → float allowed; mixed → any with canonical texts', () => {
    expect(typeOf({ enum: ['only'] })).toEqual({ kind: 'literal', value: 'only' });
    expect(typeOf({ enum: [1, 2, 3] })).toEqual({ kind: 'int', repr: 'int64', allowed: ['1', '2', '3'] });
    expect(typeOf({ enum: [1.5, 2] })).toEqual({ kind: 'float', allowed: ['1.5', '2'] });
    expect(typeOf({ enum: [true, false] })).toEqual({ kind: 'bool' });
    expect(typeOf({ enum: ['a', 1, { b: 1, a: [null] }] })).toEqual({ kind: 'any', allowed: ['"a"', '1', '{"a":[null],"b":1}'] });
    expect(typeOf({ type: 'string', enum: ['a', 1, 'b'] })).toEqual({ kind: 'ref', target: 's.json#/properties/p' });
  });

  it('const scalar → literal; non-scalar → any JSON equal to it, without a diagnostic', () => {
    expect(typeOf({ const: 'circle' })).toEqual({ kind: 'literal', value: 'circle' });
    expect(typeOf({ const: null })).toEqual({ kind: 'literal', value: null });
    expect(typeOf({ type: 'integer', const: 7 })).toEqual({ kind: 'literal', value: 7 });
    expect(typeOf({ type: 'object', const: { b: [1], a: 2 } })).toEqual({ kind: 'any', allowed: ['{"a":2,"b":[1]}'] });
    expect(codes(lower({ type: 'object', properties: { p: { const: [1] } } }).diagnostics)).toEqual([]);
  });
});

describe('arrays and tuples', () => {
  it('items with constraints', () => {
    expect(typeOf({ type: 'array', items: { type: 'string' }, minItems: 1, maxItems: 3, uniqueItems: true })).toEqual({
      kind: 'array',
      items: { kind: 'string' },
      minItems: 1,
      maxItems: 3,
      uniqueItems: true,
    });
    expect(typeOf({ type: 'array' })).toEqual({ kind: 'array', items: { kind: 'any' }, uniqueItems: false });
  });

  it('2020-12 prefixItems + items', () => {
    expect(typeOf({ type: 'array', prefixItems: [{ type: 'string' }, { type: 'integer' }], items: false, minItems: 1 })).toEqual({
      kind: 'tuple',
      prefix: [{ kind: 'string' }, { kind: 'int', repr: 'int64' }],
      minItems: 1,
      rest: null,
    });
    expect(typeOf({ type: 'array', prefixItems: [{ type: 'string' }], items: { type: 'boolean' } })).toEqual({
      kind: 'tuple',
      prefix: [{ kind: 'string' }],
      minItems: 0,
      rest: { kind: 'bool' },
    });
  });

  it.each(['http://json-schema.org/draft-04/schema#', 'http://json-schema.org/draft-07/schema#', 'https://json-schema.org/draft/2019-09/schema'])(
    'array-form items + additionalItems (%s)',
    ($schema) => {
      expect(typeOf({ type: 'array', items: [{ type: 'string' }, { type: 'number' }], additionalItems: false, minItems: 2 }, { $schema })).toEqual({
        kind: 'tuple',
        prefix: [{ kind: 'string' }, { kind: 'float' }],
        minItems: 2,
        rest: null,
      });
      expect(typeOf({ type: 'array', items: [{ type: 'string' }], additionalItems: { type: 'integer' } }, { $schema })).toMatchObject({
        kind: 'tuple',
        rest: { kind: 'int' },
      });
    },
  );
});

describe('constraints the IR cannot express', () => {
  it('tuple minItems beyond the prefix and uniqueItems on tuples are checked by a schema-check program', () => {
    const schema = { type: 'object', properties: { t: { type: 'array', prefixItems: [{ type: 'string' }], items: { type: 'integer' }, minItems: 3, uniqueItems: true } } };
    const result = lower(schema);
    expect(result.diagnostics).toEqual([]);
    const t = result.ok ? fieldTypeOf(result.value) : undefined;
    expect(t?.kind === 'any' ? t.program?.keywords : t).toEqual(['uniqueItems', 'minItems']);
  });

  it('OpenAPI `nullable` in a JSON Schema is an unknown keyword, not silently dropped', () => {
    expect(codes(lower({ type: 'string', nullable: true }).diagnostics)).toEqual(['W_UNKNOWN_KEYWORD /nullable']);
  });

  it('const together with enum intersects', () => {
    expect(typeOf({ enum: ['a', 'b'], const: 'b' })).toEqual({ kind: 'literal', value: 'b' });
    expect(typeOf({ enum: [{ x: 1, y: 2 }, 3], const: 3 })).toEqual({ kind: 'literal', value: 3 });
    // No value meets both: that property is never valid, the rest is generated.
    expect(declOf(lowered({ type: 'object', properties: { p: { enum: ['a'], const: 'b' } } }), 's.json#')).toMatchObject({ fields: [{ jsonName: 'p', type: NEVER }] });
    expect(declOf(lowered({ type: 'object', properties: { p: { type: 'string', enum: [1, 2] } } }), 's.json#')).toMatchObject({ fields: [{ jsonName: 'p', type: NEVER }] });
  });
});

describe('boolean schemas', () => {
  it('false is never valid: any JSON allowing no value; additionalProperties/items false close the value', () => {
    expect(declOf(lowered({ type: 'object', properties: { never: false } }), 's.json#')).toMatchObject({ fields: [{ jsonName: 'never', type: NEVER }] });
    expect(lower({ type: 'object', properties: { a: {} }, additionalProperties: false }).ok).toBe(true);
    expect(lower({ type: 'array', prefixItems: [{}], items: false }).ok).toBe(true);
    expect(rootDecl(lowered(false))).toMatchObject({ kind: 'alias', type: NEVER });
    expect(rootDecl(lowered({ allOf: [true, false] }))).toMatchObject({ kind: 'alias', type: NEVER });
  });

  it('a branch never valid is never taken', () => {
    expect(rootDecl(lowered({ anyOf: [false, { type: 'string' }] }))).toMatchObject({ kind: 'alias', type: { kind: 'string' } });
    expect(rootDecl(lowered({ oneOf: [false, false] }))).toMatchObject({ kind: 'alias', type: NEVER });
  });

  it('true root → alias of any', () => {
    expect(rootDecl(lowered(true))).toMatchObject({ kind: 'alias', id: 's.json#', type: { kind: 'any' } });
  });
});
