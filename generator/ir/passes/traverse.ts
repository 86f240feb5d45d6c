/** Walking and rebuilding IR types inside declarations (read-only: new values are returned). */
import { assertNever, type Decl, type DeclId, type IrType, type Model, type Origin } from '../types.js';

/** The direct child types of a type. */
export function childTypes(type: IrType): readonly IrType[] {
  switch (type.kind) {
    case 'bool':
    case 'int':
    case 'float':
    case 'string':
    case 'literal':
    case 'ref':
    case 'any':
      return [];
    case 'array':
      return [type.items];
    case 'tuple':
      return type.rest === null ? type.prefix : [...type.prefix, type.rest];
    case 'map':
      return [type.values];
    case 'nullable':
      return [type.inner];
    default:
      return assertNever(type);
  }
}

/** Rebuilds a type bottom-up, applying `f` to every node after its children. */
export function mapType(type: IrType, f: (t: IrType) => IrType): IrType {
  switch (type.kind) {
    case 'bool':
    case 'int':
    case 'float':
    case 'string':
    case 'literal':
    case 'ref':
    case 'any':
      return f(type);
    case 'array':
      return f({ ...type, items: mapType(type.items, f) });
    case 'tuple':
      return f({ ...type, prefix: type.prefix.map((t) => mapType(t, f)), rest: type.rest === null ? null : mapType(type.rest, f) });
    case 'map':
      return f({ ...type, values: mapType(type.values, f) });
    case 'nullable':
      return f({ ...type, inner: mapType(type.inner, f) });
    default:
      return assertNever(type);
  }
}

/** The top-level types a declaration holds, each with where it stands. */
export function declTypes(decl: Decl): readonly { readonly type: IrType; readonly origin: Origin }[] {
  switch (decl.kind) {
    case 'record': {
      const fields = decl.fields.map((f) => ({ type: f.type, origin: f.origin }));
      const extra = decl.unknownKeys.kind === 'map' ? [{ type: decl.unknownKeys.values, origin: decl.origin }] : [];
      return [...fields, ...extra];
    }
    case 'enum':
      return [];
    case 'union':
      return decl.variants.map((v) => ({ type: v.type, origin: decl.origin }));
    case 'alias':
      return [{ type: decl.type, origin: decl.origin }];
    default:
      return assertNever(decl);
  }
}

/** Applies `f` (via `mapType`) to every type of a declaration. */
export function mapDeclTypes(decl: Decl, f: (t: IrType) => IrType): Decl {
  switch (decl.kind) {
    case 'record': {
      const fields = decl.fields.map((field) => ({ ...field, type: mapType(field.type, f) }));
      const unknownKeys = decl.unknownKeys.kind === 'map' ? { ...decl.unknownKeys, values: mapType(decl.unknownKeys.values, f) } : decl.unknownKeys;
      return { ...decl, fields, unknownKeys };
    }
    case 'enum':
      return decl;
    case 'union':
      return { ...decl, variants: decl.variants.map((v) => ({ ...v, type: mapType(v.type, f) })) };
    case 'alias':
      return { ...decl, type: mapType(decl.type, f) };
    default:
      return assertNever(decl);
  }
}

export function declIndex(model: Model): ReadonlyMap<DeclId, Decl> {
  return new Map(model.decls.map((d) => [d.id, d]));
}

/** Follows references and aliases to the type they stand for (stops at records, enums, unions and cycles). */
export function resolveAlias(type: IrType, decls: ReadonlyMap<DeclId, Decl>): IrType {
  const seen = new Set<DeclId>();
  let current = type;
  while (current.kind === 'ref' && !seen.has(current.target)) {
    seen.add(current.target);
    const decl = decls.get(current.target);
    if (decl?.kind !== 'alias') return current;
    current = decl.type;
  }
  return current;
}
