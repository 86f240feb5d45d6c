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

/**
 * Rebuilds a type bottom-up, applying `f` to every node after its children. A node whose
 * children come back unchanged is passed to `f` as it is (no copy), so unchanged parts of the
 * IR are shared, not rebuilt.
 */
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
    case 'array': {
      const items = mapType(type.items, f);
      return f(items === type.items ? type : { ...type, items });
    }
    case 'tuple': {
      const prefix = mapList(type.prefix, (t) => mapType(t, f));
      const rest = type.rest === null ? null : mapType(type.rest, f);
      return f(prefix === type.prefix && rest === type.rest ? type : { ...type, prefix, rest });
    }
    case 'map': {
      const values = mapType(type.values, f);
      return f(values === type.values ? type : { ...type, values });
    }
    case 'nullable': {
      const inner = mapType(type.inner, f);
      return f(inner === type.inner ? type : { ...type, inner });
    }
    default:
      return assertNever(type);
  }
}

/** `list.map(f)`, or `list` itself when `f` returns every element unchanged. */
function mapList<T>(list: readonly T[], f: (t: T) => T): readonly T[] {
  let out: T[] | undefined;
  for (let i = 0; i < list.length; i++) {
    const item = list[i] as T;
    const mapped = f(item);
    if (mapped !== item && out === undefined) out = list.slice(0, i);
    if (out !== undefined) out.push(mapped);
  }
  return out ?? list;
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

/** Applies `f` (via `mapType`) to every type of a declaration; an unchanged declaration is returned as it is. */
export function mapDeclTypes(decl: Decl, f: (t: IrType) => IrType): Decl {
  switch (decl.kind) {
    case 'record': {
      const fields = mapList(decl.fields, (field) => {
        const type = mapType(field.type, f);
        return type === field.type ? field : { ...field, type };
      });
      const values = decl.unknownKeys.kind === 'map' ? mapType(decl.unknownKeys.values, f) : undefined;
      const unknownKeys = decl.unknownKeys.kind === 'map' && values !== undefined && values !== decl.unknownKeys.values ? { ...decl.unknownKeys, values } : decl.unknownKeys;
      return fields === decl.fields && unknownKeys === decl.unknownKeys ? decl : { ...decl, fields, unknownKeys };
    }
    case 'enum':
      return decl;
    case 'union': {
      const variants = mapList(decl.variants, (v) => {
        const type = mapType(v.type, f);
        return type === v.type ? v : { ...v, type };
      });
      return variants === decl.variants ? decl : { ...decl, variants };
    }
    case 'alias': {
      const type = mapType(decl.type, f);
      return type === decl.type ? decl : { ...decl, type };
    }
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

/** Every declaration a type refers to, at any depth, in order of appearance. */
export function typeRefs(type: IrType): DeclId[] {
  return type.kind === 'ref' ? [type.target] : childTypes(type).flatMap(typeRefs);
}
