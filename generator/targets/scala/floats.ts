/** Which types hold doubles: their encoders allocate an upper bound and trim (see README.md). */
import { assertNever, type DeclId, type IrType, type Model } from '../../ir/types.js';

function holdsFloat(t: IrType, decls: ReadonlySet<DeclId>): boolean {
  switch (t.kind) {
    case 'float':
      return true;
    case 'bool':
    case 'int':
    case 'string':
    case 'literal':
    case 'any':
      return false;
    case 'array':
      return holdsFloat(t.items, decls);
    case 'tuple':
      return t.prefix.some((p) => holdsFloat(p, decls)) || (t.rest !== null && holdsFloat(t.rest, decls));
    case 'map':
      return holdsFloat(t.values, decls);
    case 'nullable':
      return holdsFloat(t.inner, decls);
    case 'ref':
      return decls.has(t.target);
    default:
      return assertNever(t);
  }
}

function declTypes(model: Model, id: DeclId): IrType[] {
  const decl = model.decls.find((d) => d.id === id);
  if (decl === undefined) return [];
  switch (decl.kind) {
    case 'record':
      return [...decl.fields.map((f) => f.type), ...(decl.unknownKeys.kind === 'map' ? [decl.unknownKeys.values] : [])];
    case 'union':
      return decl.variants.map((v) => v.type);
    case 'alias':
      return [decl.type];
    case 'enum':
      return [];
    default:
      return assertNever(decl);
  }
}

/** A test for types whose values may contain a double, directly or through declarations. */
export function floatTest(model: Model): (t: IrType) => boolean {
  const found = new Set<DeclId>();
  let changed = true;
  while (changed) {
    changed = false;
    for (const d of model.decls) {
      if (!found.has(d.id) && declTypes(model, d.id).some((t) => holdsFloat(t, found))) {
        found.add(d.id);
        changed = true;
      }
    }
  }
  return (t) => holdsFloat(t, found);
}
