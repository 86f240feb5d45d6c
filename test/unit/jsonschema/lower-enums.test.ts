import { describe, expect, it } from 'vitest';
import { buildModel } from '../../../generator/pipeline.js';
import { declOf, lowered } from './helpers.js';

const at = 's.json#/properties/p';
const enumOf = (schema: unknown): ReturnType<typeof declOf> => declOf(lowered({ type: 'object', properties: { p: schema } }), at);

describe('enum member names (x-enum-varnames, x-enumNames) and docs (x-enum-descriptions)', () => {
  it('a named integer enum becomes an enum of number members, names and docs aligned with `enum`', () => {
    expect(enumOf({ type: 'integer', enum: [1, -2, 1e3], 'x-enum-varnames': ['One', 'MinusTwo', 'Thousand'], 'x-enum-descriptions': ['the first', '', 'big'] })).toMatchObject({
      kind: 'enum',
      open: false,
      members: [
        { value: { kind: 'number', text: '1' }, name: 'One', doc: 'the first' },
        { value: { kind: 'number', text: '-2' }, name: 'MinusTwo' },
        { value: { kind: 'number', text: '1000' }, name: 'Thousand', doc: 'big' },
      ],
    });
  });

  it('x-enumNames names number, boolean and string members; the canonical number text is kept', () => {
    expect(enumOf({ type: 'number', enum: [0.5, 1.50], 'x-enumNames': ['Half', 'OneAndAHalf'] })).toMatchObject({ members: [{ value: { kind: 'number', text: '0.5' } }, { value: { kind: 'number', text: '1.5' } }] });
    expect(enumOf({ enum: [true, false], 'x-enumNames': ['On', 'Off'] })).toMatchObject({ members: [{ value: { kind: 'boolean', value: true }, name: 'On' }, { value: { kind: 'boolean', value: false }, name: 'Off' }] });
    expect(enumOf({ enum: [true], 'x-enumNames': ['Yes'] })).toMatchObject({ kind: 'enum', members: [{ value: { kind: 'boolean', value: true }, name: 'Yes' }] });
    expect(enumOf({ enum: ['a-b', 'c'], 'x-enum-varnames': ['Ab', 'See'] })).toMatchObject({ members: [{ value: { kind: 'string', value: 'a-b' }, name: 'Ab' }, { name: 'See' }] });
  });

  it("names align with the non-null values when null was added to `enum` (OpenAPI's nullable)", () => {
    const model = lowered({ type: 'object', properties: { p: { type: ['integer', 'null'], enum: [1, 2, null], 'x-enum-varnames': ['A', 'B'] } } });
    expect(declOf(model, `${at}/enum`)).toMatchObject({ members: [{ value: { kind: 'number', text: '1' }, name: 'A' }, { value: { kind: 'number', text: '2' }, name: 'B' }] });
  });

  it('without names, numbers and booleans keep their typing; a names list of the wrong length is ignored', () => {
    const field = (schema: unknown): unknown => {
      const root = lowered({ type: 'object', properties: { p: schema } }).decls.find((d) => d.id === 's.json#');
      return root?.kind === 'record' ? root.fields[0]?.type : undefined;
    };
    expect(field({ type: 'integer', enum: [1, 2] })).toEqual({ kind: 'int', repr: 'int64', allowed: ['1', '2'] });
    expect(field({ type: 'integer', enum: [1, 2], 'x-enum-varnames': ['One'] })).toEqual({ kind: 'int', repr: 'int64', allowed: ['1', '2'] });
    expect(field({ enum: [true, false] })).toEqual({ kind: 'bool' });
  });
});

describe('open enums', () => {
  it('x-extensible-enum lists the known values of an open enum, of any scalar kind', () => {
    expect(enumOf({ type: 'string', 'x-extensible-enum': ['a', 'b'] })).toMatchObject({ kind: 'enum', open: true, members: [{ value: { kind: 'string', value: 'a' } }, { value: { kind: 'string', value: 'b' } }] });
    expect(enumOf({ type: 'integer', 'x-extensible-enum': [200, 404] })).toMatchObject({ kind: 'enum', open: true, members: [{ value: { kind: 'number', text: '200' } }, { value: { kind: 'number', text: '404' } }] });
  });

  it("AutoRest's x-ms-enum with modelAsString opens an enum", () => {
    expect(enumOf({ type: 'string', enum: ['a'], 'x-ms-enum': { name: 'K', modelAsString: true } })).toMatchObject({ kind: 'enum', open: true });
    expect(enumOf({ type: 'string', enum: ['a', 'b'], 'x-ms-enum': { name: 'K', modelAsString: false } })).toMatchObject({ kind: 'enum', open: false });
  });

  it('--open-enums opens every enum of the model', () => {
    const model = buildModel(['test/cases/enum-root/schema.json'], { keepUnknown: false, unsupported: 'error', openEnums: true });
    expect(model.ok && model.value.decls.filter((d) => d.kind === 'enum').map((d) => d.kind === 'enum' && d.open)).toEqual([true]);
  });

  it('--open-enums lifts the value list of a number enum without member names', () => {
    const closed = buildModel(['test/cases/enum-int-and-mixed/schema.json'], { keepUnknown: false, unsupported: 'error' });
    const opened = buildModel(['test/cases/enum-int-and-mixed/schema.json'], { keepUnknown: false, unsupported: 'error', openEnums: true });
    const numberLists = (m: typeof closed): unknown[] =>
      m.ok ? m.value.decls.flatMap((d) => (d.kind === 'record' ? d.fields.flatMap((f) => ((f.type.kind === 'int' || f.type.kind === 'float') && f.type.allowed !== undefined ? [f.type.allowed] : [])) : [])) : ['not built'];
    expect(numberLists(closed).length).toBeGreaterThan(0);
    expect(numberLists(opened)).toEqual([]);
  });
});
