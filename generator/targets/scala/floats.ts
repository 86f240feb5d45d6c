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

/** A bound that does not depend on the value: `bytes + doubles * maxDoubleLength`. */
interface Fixed {
  readonly bytes: number;
  readonly doubles: number;
}

function fixedOf(t: IrType, model: Model, visiting: ReadonlySet<DeclId>): Fixed | null {
  switch (t.kind) {
    case 'float':
      return { bytes: 0, doubles: 1 };
    case 'tuple': {
      if (t.rest !== null || t.minItems < t.prefix.length) return null;
      const items = t.prefix.map((p) => fixedOf(p, model, visiting));
      if (items.some((i) => i === null)) return null;
      return (items as Fixed[]).reduce(
        (a, i) => ({ bytes: a.bytes + i.bytes, doubles: a.doubles + i.doubles }),
        { bytes: 1 + Math.max(items.length, 1), doubles: 0 },
      );
    }
    case 'ref': {
      const decl = model.decls.find((d) => d.id === t.target);
      if (decl === undefined || decl.kind !== 'alias' || visiting.has(t.target)) return null;
      return fixedOf(decl.type, model, new Set([...visiting, t.target]));
    }
    case 'bool':
    case 'int':
    case 'string':
    case 'literal':
    case 'any':
    case 'array':
    case 'map':
    case 'nullable':
      return null;
    default:
      return assertNever(t);
  }
}

/**
 * The allocation bound of types whose bound does not depend on the value (a double, a tuple of
 * doubles, an alias of one), as a Scala expression, else null: an array of them is bounded by its
 * length times it, without visiting the items.
 */
export function fixedBoundOf(model: Model): (t: IrType) => string | null {
  return (t) => {
    const f = fixedOf(t, model, new Set());
    if (f === null || f.doubles === 0) return null;
    const doubles = f.doubles === 1 ? 'JsonGenRuntime.maxDoubleLength' : `${f.doubles} * JsonGenRuntime.maxDoubleLength`;
    return f.bytes === 0 ? doubles : `(${f.bytes} + ${doubles})`;
  };
}
