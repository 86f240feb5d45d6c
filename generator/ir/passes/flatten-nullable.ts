/**
 * Pass: `nullable` is never nested. `nullable(nullable(x))` → `nullable(x)`,
 * `nullable(null)` → `null`, and `nullable(ref A)` → `ref A` when `A` already allows null
 * (an alias of a nullable type).
 */
import { ok, type Result } from '../../diagnostics.js';
import type { Decl, DeclId, IrType, Model } from '../types.js';
import { declIndex, mapDeclTypes, resolveAlias } from './traverse.js';

function flatten(type: IrType, decls: ReadonlyMap<DeclId, Decl>): IrType {
  if (type.kind !== 'nullable') return type;
  const inner = type.inner;
  if (inner.kind === 'nullable') return inner;
  if (inner.kind === 'literal' && inner.value === null) return inner;
  if (inner.kind === 'ref') {
    const resolved = resolveAlias(inner, decls);
    if (resolved.kind === 'nullable' || (resolved.kind === 'literal' && resolved.value === null)) return inner;
  }
  return type;
}

export function flattenNullable(model: Model): Result<Model> {
  const decls = declIndex(model);
  return ok({ ...model, decls: model.decls.map((d) => mapDeclTypes(d, (t) => flatten(t, decls))) });
}
