import type { Decl, Field, IrType, Model, RecordDecl, UnionDecl, Variant } from '../../../generator/ir/types.js';

export const origin = (pointer: string) => ({ file: 'm.json', pointer });

export function field(jsonName: string, type: IrType, required = true): Field {
  return { jsonName, type, required, origin: origin(`/properties/${jsonName}`) };
}

export function record(name: string, fields: readonly Field[]): RecordDecl {
  return { kind: 'record', id: `m.json#/$defs/${name}`, origin: origin(`/$defs/${name}`), nameHint: [name], fields, unknownKeys: { kind: 'skip' } };
}

export function union(name: string, types: readonly IrType[]): UnionDecl {
  const variants: Variant[] = types.map((type, i) => ({ type, nameHint: [name, `V${i}`] }));
  return { kind: 'union', id: `m.json#/$defs/${name}`, origin: origin(`/$defs/${name}`), nameHint: [name], variants, dispatch: { kind: 'firstMatch', indices: types.map((_, i) => i) } };
}

export function alias(name: string, type: IrType): Decl {
  return { kind: 'alias', id: `m.json#/$defs/${name}`, origin: origin(`/$defs/${name}`), nameHint: [name], type };
}

export const ref = (name: string): IrType => ({ kind: 'ref', target: `m.json#/$defs/${name}` });
export const lit = (value: string | number | boolean | null): IrType => ({ kind: 'literal', value });
export const STRING: IrType = { kind: 'string' };
export const INT: IrType = { kind: 'int', repr: 'int64' };
export const FLOAT: IrType = { kind: 'float' };

export function model(...decls: Decl[]): Model {
  return { decls, roots: decls.length === 0 ? [] : [(decls[0] as Decl).id] };
}
