/** Which types' encoders write into an upper bound and trim, and value-independent bounds (see README.md). */
import { assertNever, type Decl, type DeclId, type IrType, type Model } from '../../ir/types.js';

/** The types a declaration's value is made of (a record's unknown members as a map). */
function declTypes(decl: Decl): IrType[] {
  switch (decl.kind) {
    case 'record':
      return [...decl.fields.map((f) => f.type), ...(decl.unknownKeys.kind === 'map' ? [{ kind: 'map', values: decl.unknownKeys.values } as const] : [])];
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

type Holds = (t: IrType, decls: ReadonlySet<DeclId>) => boolean;

/** The declarations whose values satisfy `holds`, directly or through other declarations. */
function closure(model: Model, holds: Holds): (t: IrType) => boolean {
  const found = new Set<DeclId>();
  let changed = true;
  while (changed) {
    changed = false;
    for (const d of model.decls) {
      if (!found.has(d.id) && declTypes(d).some((t) => holds(t, found))) {
        found.add(d.id);
        changed = true;
      }
    }
  }
  return (t) => holds(t, found);
}

/**
 * Whether `t`'s exact size needs the value's text looked at: a string (escapes, UTF-8), a map
 * (its keys are strings) or a double (formatted), directly or in a declaration of `decls`.
 */
function holdsScanned(t: IrType, decls: ReadonlySet<DeclId>): boolean {
  switch (t.kind) {
    case 'float':
    case 'string':
    case 'map':
      return true;
    case 'array':
      return holdsScanned(t.items, decls);
    case 'tuple':
      return t.prefix.some((p) => holdsScanned(p, decls)) || (t.rest !== null && holdsScanned(t.rest, decls));
    case 'nullable':
      return holdsScanned(t.inner, decls);
    case 'ref':
      return decls.has(t.target);
    case 'bool':
    case 'int':
    case 'literal':
    case 'any':
      return false;
    default:
      return assertNever(t);
  }
}

/**
 * The types whose `encode` writes into an upper bound and copies the written bytes out: those
 * holding strings, maps or doubles, whose exact size would scan every string and format every
 * double a second time (see README.md). A string is bounded by six bytes per UTF-16 unit (a
 * control character's escape), a double by its longest form.
 */
export function boundTest(model: Model): (t: IrType) => boolean {
  return closure(model, holdsScanned);
}

/** A bound that does not depend on the value: `bytes + doubles * maxDoubleLength`. */
interface Fixed {
  readonly bytes: number;
  readonly doubles: number;
}

function fixedOf(t: IrType, decls: ReadonlyMap<DeclId, Decl>, visiting: ReadonlySet<DeclId>): Fixed | null {
  switch (t.kind) {
    case 'float':
      return { bytes: 0, doubles: 1 };
    case 'tuple': {
      if (t.rest !== null || t.minItems < t.prefix.length) return null;
      const items = t.prefix.map((p) => fixedOf(p, decls, visiting));
      if (items.some((i) => i === null)) return null;
      return (items as Fixed[]).reduce(
        (a, i) => ({ bytes: a.bytes + i.bytes, doubles: a.doubles + i.doubles }),
        { bytes: 1 + Math.max(items.length, 1), doubles: 0 },
      );
    }
    case 'ref': {
      const decl = decls.get(t.target);
      if (decl === undefined || decl.kind !== 'alias' || visiting.has(t.target)) return null;
      return fixedOf(decl.type, decls, new Set([...visiting, t.target]));
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
  const decls = new Map(model.decls.map((d) => [d.id, d]));
  return (t) => {
    const f = fixedOf(t, decls, new Set());
    if (f === null || f.doubles === 0) return null;
    const doubles = f.doubles === 1 ? 'JsonGenRuntime.maxDoubleLength' : `${f.doubles} * JsonGenRuntime.maxDoubleLength`;
    return f.bytes === 0 ? doubles : `(${f.bytes} + ${doubles})`;
  };
}
