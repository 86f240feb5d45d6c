/** Generics, utility types, JSDoc documentation and validation tags, typia tags. */
import { describe, expect, it } from 'vitest';
import { declNamed, fieldOf, model, read, recordNamed } from './lower-fixture.js';

describe('TypeScript generics and utility types', () => {
  const m = model(`
    export interface User { id: string; name: string; email?: string | null; role: 'admin' | 'user' | 'guest' }
    export interface Page<T> { items: T[]; next: string | null }
    export type UserPage = Page<User>;
    export interface Holder { users: Page<User>; numbers: Page<number> }
    export type Result<T> = { ok: true; value: T } | { ok: false; error: string };
    export type Patch = Partial<User>;
    export type Full = Required<User>;
    export type Summary = Readonly<Pick<User, 'id' | 'name'>>;
    export type NoEmail = Omit<User, 'email'>;
    export type Both = User & { extra: number };
    export type Staff = Exclude<User['role'], 'guest'>;
    export type Guest = Extract<User['role'], 'guest' | 'nobody'>;
    export type Email = NonNullable<User['email']>;
    export type Counts = Record<'a' | 'b', number>;
    export interface Outcome { result: Result<number> }
  `);

  it('names an instantiation from the alias that binds it, everywhere it is used', () => {
    expect(recordNamed(m, 'UserPage').fields.map((f) => f.jsonName)).toEqual(['items', 'next']);
    expect(fieldOf(recordNamed(m, 'Holder'), 'users').type).toMatchObject({ kind: 'ref', target: expect.stringMatching(/#\/UserPage$/) });
  });

  it('names other instantiations deterministically from their arguments', () => {
    expect(fieldOf(recordNamed(m, 'Holder'), 'numbers').type).toMatchObject({ kind: 'ref', target: expect.stringMatching(/#\/Page<Number>$/) });
    expect(declNamed(m, 'Page<Number>')).toMatchObject({ kind: 'record', nameHint: ['Page', 'Number'] });
    expect(declNamed(m, 'Result<Number>')).toMatchObject({ kind: 'union', nameHint: ['Result', 'Number'] });
  });

  it('flattens Partial, Required, Pick, Omit, Readonly and intersections into one record', () => {
    expect(recordNamed(m, 'Patch').fields.every((f) => !f.required)).toBe(true);
    expect(fieldOf(recordNamed(m, 'Full'), 'email')).toMatchObject({ required: true, type: { kind: 'nullable' } });
    expect(recordNamed(m, 'Summary').fields.map((f) => f.jsonName)).toEqual(['id', 'name']);
    expect(recordNamed(m, 'NoEmail').fields.map((f) => f.jsonName)).toEqual(['id', 'name', 'role']);
    expect(recordNamed(m, 'Both').fields.map((f) => f.jsonName)).toEqual(['id', 'name', 'email', 'role', 'extra']);
    expect(recordNamed(m, 'Counts').fields.map((f) => [f.jsonName, f.required])).toEqual([['a', true], ['b', true]]);
  });

  it('reduces Exclude, Extract and NonNullable on literal unions', () => {
    expect(declNamed(m, 'Staff')).toMatchObject({ kind: 'enum', members: [{ value: { value: 'admin' } }, { value: { value: 'user' } }] });
    expect(declNamed(m, 'Guest')).toMatchObject({ kind: 'alias', type: { kind: 'literal', value: 'guest' } });
    expect(declNamed(m, 'Email')).toMatchObject({ kind: 'alias', type: { kind: 'string' } });
  });

  it('skips a generic declaration with a warning (generated where instantiated)', () => {
    const r = read('export interface Box<T> { value: T } export interface Boxes { n: Box<number> }');
    expect(r.roots.map((o) => [o.name, o.status])).toEqual([['Box', 'generic'], ['Boxes', 'generated']]);
    expect(r.warnings.map((w) => w.code)).toEqual(['W_TS_GENERIC']);
  });
});

describe('TypeScript JSDoc', () => {
  const m = model(`
    /**
     * A product.
     * @description Sold by the unit.
     */
    export interface Product {
      /** The name. @minLength 1 @maxLength 40 @pattern ^[A-Z] */
      name: string;
      /** @minimum 0 @exclusiveMaximum 100 @multipleOf 0.5 */
      price: number;
      /** @type int32 */
      count: number;
      /** @asType integer @minimum 1 */
      stock: number;
      /** @type uint64 */
      serial: number;
      /** @format uuid */
      id: string;
      /** @format email */
      contact: string;
      /** @minItems 1 @maxItems 3 @uniqueItems */
      tags: string[];
      /** @deprecated use name */
      title?: string;
      /** @default 5 */
      size?: number;
      /** @default small */
      label?: string;
      /** @minimum 1 */
      nullable: number | null;
    }
  `);
  const product = recordNamed(m, 'Product');

  it('takes comment text, @description, @deprecated and @default as documentation', () => {
    expect(product.doc).toBe('A product.\n\nSold by the unit.');
    expect(fieldOf(product, 'title').doc).toBe('Deprecated: use name');
    expect(fieldOf(product, 'size')).toMatchObject({ default: 5 });
    expect(fieldOf(product, 'label').doc).toBe('Default: small');
  });

  it('applies the validation tags of ts-json-schema-generator and typescript-json-schema', () => {
    expect(fieldOf(product, 'name').type).toEqual({ kind: 'string', minLength: 1, maxLength: 40, pattern: '^[A-Z]' });
    expect(fieldOf(product, 'price').type).toEqual({ kind: 'float', minimum: { value: '0', exclusive: false }, maximum: { value: '100', exclusive: true }, multipleOf: '0.5' });
    expect(fieldOf(product, 'count').type).toEqual({ kind: 'int', repr: 'int64', minimum: { value: '-2147483648', exclusive: false }, maximum: { value: '2147483647', exclusive: false } });
    expect(fieldOf(product, 'stock').type).toEqual({ kind: 'int', repr: 'int64', minimum: { value: '1', exclusive: false } });
    expect(fieldOf(product, 'serial').type).toMatchObject({ kind: 'int', repr: 'big' });
    expect(fieldOf(product, 'id').type).toEqual({ kind: 'string', format: 'uuid' });
    expect(fieldOf(product, 'contact').type).toEqual({ kind: 'string' });
    expect(fieldOf(product, 'tags').type).toEqual({ kind: 'array', items: { kind: 'string' }, uniqueItems: true, minItems: 1, maxItems: 3 });
    expect(fieldOf(product, 'nullable').type).toEqual({ kind: 'nullable', inner: { kind: 'float', minimum: { value: '1', exclusive: false } } });
  });

  it('recognises typia tags by name', () => {
    const typia = model(`
      export namespace tags {
        export type TagBase<P> = { 'typia.tag'?: P };
        export type Minimum<V extends number> = TagBase<{ kind: 'minimum'; value: V }>;
        export type Maximum<V extends number> = TagBase<{ kind: 'maximum'; value: V }>;
        export type Format<V extends string> = TagBase<{ kind: 'format'; value: V }>;
        export type Type<V extends string> = TagBase<{ kind: 'type'; value: V }>;
        export type MaxLength<V extends number> = TagBase<{ kind: 'maxLength'; value: V }>;
      }
      export interface Order {
        id: string & tags.Format<'uuid'>;
        qty: number & tags.Type<'uint32'> & tags.Minimum<1>;
        code: string & tags.MaxLength<8>;
        score: number & tags.Minimum<0> & tags.Maximum<1>;
      }
    `);
    const order = recordNamed(typia, 'Order');
    expect(fieldOf(order, 'id').type).toEqual({ kind: 'string', format: 'uuid' });
    expect(fieldOf(order, 'qty').type).toEqual({ kind: 'int', repr: 'int64', minimum: { value: '1', exclusive: false }, maximum: { value: '4294967295', exclusive: false } });
    expect(fieldOf(order, 'code').type).toEqual({ kind: 'string', maxLength: 8 });
    expect(fieldOf(order, 'score').type).toEqual({ kind: 'float', minimum: { value: '0', exclusive: false }, maximum: { value: '1', exclusive: false } });
  });

  it('ignores a brand intersected with a primitive', () => {
    const branded = model(`export type UserId = string & { readonly __brand: 'UserId' }; export interface U { id: UserId }`);
    expect(declNamed(branded, 'UserId')).toMatchObject({ kind: 'alias', type: { kind: 'string' } });
  });
});
