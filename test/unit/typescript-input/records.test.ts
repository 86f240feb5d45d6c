/** Records, presence, scalars, arrays, tuples and maps from TypeScript declarations. */
import { describe, expect, it } from 'vitest';
import { declNamed, fieldOf, model, recordNamed } from './lower-fixture.js';

describe('TypeScript records', () => {
  const m = model(`
    export interface Base { id: string; createdAt: Date }
    export interface Person extends Omit<Base, 'createdAt'> {
      name: string;
      age?: number;
      nick: string | null;
      maybe: string | undefined;
      both?: string | null;
      flag: boolean;
      big: bigint;
      raw: unknown;
      loose: any;
      tags: readonly string[];
      list: Array<number>;
      ro: ReadonlyArray<boolean>;
      dict: Record<string, number>;
      index: { [key: string]: string };
      point: [x: number, y: number, label?: string];
      rest: [string, ...number[]];
      inline: { a: number };
    }
  `);
  const person = recordNamed(m, 'Person');

  it('takes fields from extends Omit<…> first, in the checker order', () => {
    expect(person.fields.map((f) => f.jsonName).slice(0, 3)).toEqual(['name', 'age', 'nick']);
    expect(person.fields.map((f) => f.jsonName)).toContain('id');
    expect(person.fields.map((f) => f.jsonName)).not.toContain('createdAt');
  });

  it('keeps the three presence states apart', () => {
    expect(fieldOf(person, 'name')).toMatchObject({ required: true, type: { kind: 'string' } });
    expect(fieldOf(person, 'age')).toMatchObject({ required: false, type: { kind: 'float' } });
    expect(fieldOf(person, 'nick')).toMatchObject({ required: true, type: { kind: 'nullable', inner: { kind: 'string' } } });
    expect(fieldOf(person, 'maybe')).toMatchObject({ required: false, type: { kind: 'string' } });
    expect(fieldOf(person, 'both')).toMatchObject({ required: false, type: { kind: 'nullable', inner: { kind: 'string' } } });
  });

  it('maps scalars: boolean, bigint → big integer, unknown/any → any JSON, Date → date-time', () => {
    expect(fieldOf(person, 'flag').type).toEqual({ kind: 'bool' });
    expect(fieldOf(person, 'big').type).toEqual({ kind: 'int', repr: 'big' });
    expect(fieldOf(person, 'raw').type).toEqual({ kind: 'any' });
    expect(fieldOf(person, 'loose').type).toEqual({ kind: 'any' });
    const base = recordNamed(model('export interface B { at: Date }'), 'B');
    expect(fieldOf(base, 'at').type).toEqual({ kind: 'string', format: 'date-time' });
  });

  it('maps arrays, maps and index signatures', () => {
    expect(fieldOf(person, 'tags').type).toEqual({ kind: 'array', items: { kind: 'string' }, uniqueItems: false });
    expect(fieldOf(person, 'list').type).toMatchObject({ kind: 'array', items: { kind: 'float' } });
    expect(fieldOf(person, 'ro').type).toMatchObject({ kind: 'array', items: { kind: 'bool' } });
    expect(fieldOf(person, 'dict').type).toEqual({ kind: 'map', values: { kind: 'float' } });
    expect(fieldOf(person, 'index').type).toEqual({ kind: 'map', values: { kind: 'string' } });
  });

  it('maps tuples with named, optional and rest elements', () => {
    expect(fieldOf(person, 'point').type).toEqual({ kind: 'tuple', prefix: [{ kind: 'float' }, { kind: 'float' }, { kind: 'string' }], minItems: 2, rest: null, maxItems: 3 });
    expect(fieldOf(person, 'rest').type).toEqual({ kind: 'tuple', prefix: [{ kind: 'string' }], minItems: 1, rest: { kind: 'float' } });
  });

  it('declares an inline object type as a record named from its place', () => {
    const inline = fieldOf(person, 'inline').type;
    expect(inline.kind).toBe('ref');
    const decl = declNamed(m, 'Person/inline');
    expect(decl).toMatchObject({ kind: 'record', nameHint: ['Person', 'inline'] });
  });

  it('skips unknown keys, or keeps them with keepUnknown; a record with an index signature keeps extras as a map', () => {
    expect(person.unknownKeys).toEqual({ kind: 'skip' });
    const kept = recordNamed(model('export interface K { a: string }', { keepUnknown: true }), 'K');
    expect(kept.unknownKeys).toEqual({ kind: 'map', values: { kind: 'any' } });
    const extra = recordNamed(model('export interface E { a: string; [k: string]: string }'), 'E');
    expect(extra.unknownKeys).toEqual({ kind: 'map', values: { kind: 'string' } });
  });

  it('refers to an alias of a primitive by name', () => {
    const ids = model('export type Id = string; export interface U { id: Id; other?: Id }');
    expect(declNamed(ids, 'Id')).toMatchObject({ kind: 'alias', type: { kind: 'string' } });
    expect(fieldOf(recordNamed(ids, 'U'), 'other')).toMatchObject({ required: false, type: { kind: 'ref' } });
  });

  it('follows imports between the user files', () => {
    const m2 = model(`import type { Person } from './types1.js'; export interface Team { lead: Person }`);
    expect(fieldOf(recordNamed(m2, 'Team'), 'lead').type).toMatchObject({ kind: 'ref', target: expect.stringMatching(/types1\.ts#\/Person$/) });
  });
});
