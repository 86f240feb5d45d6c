/** Literal unions and enums (string, number, boolean, with member names) and discriminated unions. */
import { describe, expect, it } from 'vitest';
import type { Dispatch, UnionDecl } from '../../../generator/ir/types.js';
import { declNamed, fieldOf, model, recordNamed } from './lower-fixture.js';

function union(decl: ReturnType<typeof declNamed>): UnionDecl {
  if (decl.kind !== 'union') throw new Error(`${decl.id} is a ${decl.kind}`);
  return decl;
}

function discriminator(dispatch: Dispatch): Extract<Dispatch, { kind: 'discriminator' }> {
  if (dispatch.kind !== 'discriminator') throw new Error(`dispatch is ${dispatch.kind}`);
  return dispatch;
}

describe('TypeScript enums', () => {
  const m = model(`
    export type Status = 'active' | 'gone';
    /** Colours. */
    export enum Color {
      /** Warm. */
      Red = 'red',
      Green = 'green',
    }
    export enum Level { Low = 1, High = 2 }
    export const enum Flag { Off, On }
    export namespace Code { export const Ok = 200; export const NotFound = 404; }
    export type Code = 200 | 404;
    export type Ratio = 0.5 | 1.5;
    export interface Holder { status?: Status; color: Color | null; level: Level; one: 'x'; yes: true; kind: Color.Red; inline: 'a' | 'b' }
  `);

  it('a string literal union is a string enum without names', () => {
    expect(declNamed(m, 'Status')).toMatchObject({ kind: 'enum', open: false, members: [{ value: { kind: 'string', value: 'active' } }, { value: { kind: 'string', value: 'gone' } }] });
  });

  it('enum and const enum keep their member names and docs, string and numeric', () => {
    expect(declNamed(m, 'Color')).toMatchObject({ kind: 'enum', doc: 'Colours.', members: [{ name: 'Red', doc: 'Warm.', value: { kind: 'string', value: 'red' } }, { name: 'Green' }] });
    expect(declNamed(m, 'Level')).toMatchObject({ members: [{ name: 'Low', value: { kind: 'number', text: '1' } }, { name: 'High', value: { kind: 'number', text: '2' } }] });
    expect(declNamed(m, 'Flag')).toMatchObject({ members: [{ name: 'Off', value: { kind: 'number', text: '0' } }, { name: 'On', value: { kind: 'number', text: '1' } }] });
  });

  it('names numeric members from a namespace of constants beside the alias', () => {
    expect(declNamed(m, 'Code')).toMatchObject({ kind: 'enum', members: [{ name: 'Ok', value: { kind: 'number', text: '200' } }, { name: 'NotFound', value: { kind: 'number', text: '404' } }] });
    expect(declNamed(m, 'Ratio')).toMatchObject({ members: [{ value: { kind: 'number', text: '0.5' } }, { value: { kind: 'number', text: '1.5' } }] });
  });

  it('fields refer to the named enum, nullable and optional ones included; single literals are literals', () => {
    const holder = recordNamed(m, 'Holder');
    expect(fieldOf(holder, 'status')).toMatchObject({ required: false, type: { kind: 'ref', target: expect.stringMatching(/#\/Status$/) } });
    expect(fieldOf(holder, 'color').type).toMatchObject({ kind: 'nullable', inner: { kind: 'ref', target: expect.stringMatching(/#\/Color$/) } });
    expect(fieldOf(holder, 'one').type).toEqual({ kind: 'literal', value: 'x' });
    expect(fieldOf(holder, 'yes').type).toEqual({ kind: 'literal', value: true });
    expect(fieldOf(holder, 'kind').type).toEqual({ kind: 'literal', value: 'red' });
    expect(declNamed(m, 'Holder/inline')).toMatchObject({ kind: 'enum', nameHint: ['Holder', 'inline'] });
  });
});

describe('TypeScript unions', () => {
  const m = model(`
    export interface Circle { type: 'circle'; r: number }
    export interface Square { type: 'square'; side: number }
    export type Shape = Circle | Square;
    export type Pet = { kind: 'cat'; lives: number } | { kind: 'dog'; good: boolean };
    export type Versioned = { v: 1; a: string } | { v: 2; b: string };
    export type Toggle = { on: true; level: number } | { on: false };
    export enum Kind { A = 'a', B = 'b' }
    export type ByEnum = { kind: Kind.A; x: number } | { kind: Kind.B; y: number };
    export type ByKey = { email: string } | { phone: string };
    export type Mixed = string | number | boolean | null | string[];
    export type AutoOrSize = 'auto' | number;
  `);

  it('dispatches on a literal property of named and anonymous object types', () => {
    const shape = union(declNamed(m, 'Shape'));
    expect(discriminator(shape.dispatch).property).toBe('type');
    expect(shape.variants.map((v) => v.nameHint)).toEqual([['Circle'], ['Square']]);
    const pet = union(declNamed(m, 'Pet'));
    expect(discriminator(pet.dispatch).cases.map((c) => c.tag)).toEqual([{ kind: 'string', value: 'cat' }, { kind: 'string', value: 'dog' }]);
    expect(pet.variants.map((v) => v.nameHint)).toEqual([['Pet', 'cat'], ['Pet', 'dog']]);
  });

  it('reads number, boolean and enum-member tags as literal fields', () => {
    for (const [name, property, values] of [['Versioned', 'v', [1, 2]], ['Toggle', 'on', [true, false]], ['ByEnum', 'kind', ['a', 'b']]] as const) {
      const decl = union(declNamed(m, name));
      const records = decl.variants.map((v) => (v.type.kind === 'ref' ? m.decls.find((d) => d.id === (v.type as { target: string }).target) : undefined));
      const tags = records.map((r) => (r?.kind === 'record' ? r.fields.find((f) => f.jsonName === property)?.type : undefined));
      expect(tags).toEqual(values.map((value) => ({ kind: 'literal', value })));
    }
  });

  it('falls back to the unique-key and JSON-kind dispatch', () => {
    expect(union(declNamed(m, 'ByKey')).dispatch.kind).toBe('uniqueKey');
    const mixed = declNamed(m, 'Mixed');
    expect(mixed.kind).toBe('alias');
    const inner = mixed.kind === 'alias' && mixed.type.kind === 'nullable' && mixed.type.inner.kind === 'ref' ? mixed.type.inner.target : '';
    const decl = union(m.decls.find((d) => d.id === inner) ?? declNamed(m, 'none'));
    expect(decl.dispatch.kind).toBe('jsonKind');
    expect(decl.variants.map((v) => v.type.kind)).toEqual(['bool', 'string', 'float', 'array']);
    const auto = union(declNamed(m, 'AutoOrSize'));
    expect(auto.variants.map((v) => v.type)).toEqual([{ kind: 'literal', value: 'auto' }, { kind: 'float' }]);
  });
});
