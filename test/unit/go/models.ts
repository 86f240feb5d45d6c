/**
 * Hand-built IR models for the Go target's compiled unit tests, each with instances:
 * a valid input and its canonical re-encoding, or an invalid input and its error pointer.
 */
import { stringLiteral } from '../../../generator/ir/literal.js';
import type { Decl, Dispatch, Field, IrType, Model, UnknownKeys } from '../../../generator/ir/types.js';

export interface UnitInstance {
  readonly input: string;
  /** Canonical re-encoding (valid) — or `null` with `pointer` set (invalid). */
  readonly output: string | null;
  readonly pointer?: string;
}

export interface UnitModel {
  readonly name: string;
  readonly model: Model;
  readonly instances: readonly UnitInstance[];
}

const origin = (pointer: string) => ({ file: 'unit.json', pointer });
export const id = (name: string): string => `unit.json#/$defs/${name}`;
export const ref = (name: string): IrType => ({ kind: 'ref', target: id(name) });
export const str: IrType = { kind: 'string' };
export const int: IrType = { kind: 'int', repr: 'int64' };
export const num: IrType = { kind: 'float' };
export const bool: IrType = { kind: 'bool' };
export const any: IrType = { kind: 'any' };
export const nullable = (inner: IrType): IrType => ({ kind: 'nullable', inner });
export const array = (items: IrType, extra: Partial<Omit<IrType & { kind: 'array' }, 'kind' | 'items'>> = {}): IrType => ({
  kind: 'array',
  items,
  uniqueItems: false,
  ...extra,
});
export const map = (values: IrType): IrType => ({ kind: 'map', values });

export function field(jsonName: string, type: IrType, required = true, doc?: string): Field {
  return { jsonName, type, required, origin: origin(`/properties/${jsonName}`), ...(doc === undefined ? {} : { doc }) };
}

export function record(name: string, fields: Field[], unknownKeys: UnknownKeys = { kind: 'skip' }, extra: Partial<Decl> = {}): Decl {
  return { kind: 'record', id: id(name), origin: origin(`/$defs/${name}`), nameHint: [name], fields, unknownKeys, ...extra } as Decl;
}

export function union(name: string, variants: { type: IrType; hint: string; tag?: string }[], dispatch: Dispatch): Decl {
  return {
    kind: 'union',
    id: id(name),
    origin: origin(`/$defs/${name}`),
    nameHint: [name],
    variants: variants.map((v) => ({ type: v.type, nameHint: [v.hint], ...(v.tag === undefined ? {} : { tag: stringLiteral(v.tag) }) })),
    dispatch,
  };
}

export function alias(name: string, type: IrType, doc?: string): Decl {
  return { kind: 'alias', id: id(name), origin: origin(`/$defs/${name}`), nameHint: [name], type, ...(doc === undefined ? {} : { doc }) };
}

export function enumDecl(name: string, values: string[]): Decl {
  return { kind: 'enum', id: id(name), origin: origin(`/$defs/${name}`), nameHint: [name], members: values.map((v) => ({ value: stringLiteral(v) })), open: false };
}

export function modelOf(decls: Decl[], root: string): Model {
  return { decls, roots: [id(root)] };
}

export const ok = (input: string, output: string = input): UnitInstance => ({ input, output });
export const bad = (input: string, pointer: string): UnitInstance => ({ input, output: null, pointer });
