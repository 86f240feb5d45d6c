/**
 * The dispatch plan of a union, decided once for every target: how a decoder tells the variants
 * apart (by JSON kind, by a discriminator property, by a required key unique to one variant, or
 * by trying them in order), and the variants with the declaration each one names. A target
 * renders the dispatch; it never re-reads the union's members to choose one.
 */
import { error, type Diagnostic } from '../diagnostics.js';
import type { Decl, DeclId, Dispatch, UnionDecl, Variant } from '../ir/types.js';

export type { Dispatch } from '../ir/types.js';

/** One dispatch form, by its `kind`. */
export type DispatchOf<K extends Dispatch['kind']> = Extract<Dispatch, { kind: K }>;

export interface VariantPlan {
  readonly index: number;
  readonly variant: Variant;
  /** The declaration the variant names when its type is a reference, else null. */
  readonly names: Decl | null;
}

export interface UnionPlan {
  readonly decl: UnionDecl;
  readonly variants: readonly VariantPlan[];
  readonly dispatch: Dispatch;
}

/**
 * A discriminator union's variants must be records that declare the tag property (the tag is
 * then encoded and checked as that field); other shapes cannot round-trip.
 */
function discriminatorProblems(plan: UnionPlan): Diagnostic[] {
  const d = plan.dispatch;
  if (d.kind !== 'discriminator') return [];
  return d.cases.flatMap((c) => {
    const target = plan.variants[c.index]?.names;
    if (target?.kind === 'record' && target.fields.some((f) => f.jsonName === d.property)) return [];
    const message = `variant ${c.index} of a union dispatched on ${JSON.stringify(d.property)} is not a record declaring that property`;
    return [error('E_UNION_DISCRIMINATOR_VARIANT', message, plan.decl.origin.file, plan.decl.origin.pointer)];
  });
}

export function unionPlan(decl: UnionDecl, decls: ReadonlyMap<DeclId, Decl>): { plan: UnionPlan; diagnostics: Diagnostic[] } {
  const variants = decl.variants.map((variant, index): VariantPlan => ({
    index,
    variant,
    names: variant.type.kind === 'ref' ? (decls.get(variant.type.target) ?? null) : null,
  }));
  const plan: UnionPlan = { decl, variants, dispatch: decl.dispatch };
  return { plan, diagnostics: discriminatorProblems(plan) };
}
