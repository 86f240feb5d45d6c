/** Which types' encoders allocate an upper bound and trim, and value-independent bounds (see README.md). */
import { assertNever, type DeclId, type IrType, type Model } from '../../ir/types.js';

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

type Holds = (t: IrType, decls: ReadonlySet<DeclId>, model: Model) => boolean;

/** The declarations whose values satisfy `holds`, directly or through other declarations. */
function closure(model: Model, holds: Holds): (t: IrType) => boolean {
  const found = new Set<DeclId>();
  let changed = true;
  while (changed) {
    changed = false;
    for (const d of model.decls) {
      if (!found.has(d.id) && declTypes(model, d.id).some((t) => holds(t, found, model))) {
        found.add(d.id);
        changed = true;
      }
    }
  }
  return (t) => holds(t, found, model);
}

/** Whether an array, map or tuple rest of `t` holds items of a fixed bound with doubles. */
function holdsDoubleArray(t: IrType, decls: ReadonlySet<DeclId>, model: Model): boolean {
  const dense = (items: IrType): boolean => (fixedOf(items, model, new Set())?.doubles ?? 0) > 0 || holdsDoubleArray(items, decls, model);
  switch (t.kind) {
    case 'array':
      return dense(t.items);
    case 'map':
      return dense(t.values);
    case 'tuple':
      return t.prefix.some((p) => holdsDoubleArray(p, decls, model)) || (t.rest !== null && dense(t.rest));
    case 'nullable':
      return holdsDoubleArray(t.inner, decls, model);
    case 'ref':
      return decls.has(t.target);
    case 'float':
    case 'bool':
    case 'int':
    case 'string':
    case 'literal':
    case 'any':
      return false;
    default:
      return assertNever(t);
  }
}

/**
 * The types whose `encode` allocates an upper bound and trims: those holding arrays of doubles
 * (or of tuples of doubles), where an exact size would format most of the document twice. Other
 * types with doubles size them exactly: twitter.json (one double per document) allocated 958 kB
 * per encode with bound and trim, 491 kB exact, and encoded faster in 3 of 4 interleaved runs.
 */
export function boundTest(model: Model): (t: IrType) => boolean {
  return closure(model, holdsDoubleArray);
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
