/**
 * Pass: a union whose variants repeat one another drops the later (unreachable) duplicates;
 * a union left with one variant becomes an alias of it.
 */
import { ok, type Result } from '../../diagnostics.js';
import type { Decl, Model, UnionDecl, Variant } from '../types.js';

function dedupeVariants(variants: readonly Variant[]): Variant[] {
  const seen = new Set<string>();
  return variants.filter((v) => {
    const key = JSON.stringify(v.type);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function collapse(decl: UnionDecl): Decl {
  // In a `oneOf`, two equal variants are not one: a value matching them matches twice, so it is invalid.
  const variants = decl.exclusive === true ? decl.variants : dedupeVariants(decl.variants);
  const [only] = variants;
  if (variants.length === 1 && only !== undefined) {
    const { variants: _v, dispatch: _d, kind: _k, ...rest } = decl;
    return { ...rest, kind: 'alias', type: only.type };
  }
  if (variants.length === decl.variants.length) return decl;
  return { ...decl, variants, dispatch: { kind: 'firstMatch', indices: variants.map((_, i) => i) } };
}

export function collapseUnions(model: Model): Result<Model> {
  return ok({ ...model, decls: model.decls.map((d) => (d.kind === 'union' ? collapse(d) : d)) });
}
