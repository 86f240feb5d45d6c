/**
 * The dispatch plan of a union, decided once for every target: how a decoder tells the variants
 * apart (by JSON kind, by a discriminator property, by a required key unique to one variant, or
 * by trying them in order), and the variants with the declaration each one names. A target
 * renders the dispatch; it never re-reads the union's members to choose one.
 */
import { error, type Diagnostic } from '../diagnostics.js';
import { literalJson } from '../ir/literal.js';
import type { Decl, DeclId, Dispatch, ScalarLiteral, UnionDecl, Variant } from '../ir/types.js';
import { jsonString } from '../wire/json-text.js';
import { valueKey } from './value-key.js';

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

/** A discriminator tag's canonical JSON text (the encoders' spelling, and the error messages'). */
export function tagJson(tag: ScalarLiteral): string {
  return tag.kind === 'string' ? jsonString(tag.value) : literalJson(tag);
}

/** A number or boolean tag's value key (`plan/value-key.ts`): a decoder matches the tag property's value by it (`1.0` is `1`). */
export function tagKey(tag: ScalarLiteral): string {
  return valueKey(literalJson(tag));
}

/** Whether a discriminator's tags are strings (matched by their bytes) rather than numbers or booleans (matched by value key). */
export function stringTags(dispatch: DispatchOf<'discriminator'>): boolean {
  return dispatch.cases.every((c) => c.tag.kind === 'string');
}

/**
 * The variants a first-match dispatch tries in order after its covering ones: all but those
 * tried unconditionally among the covering (they keep every key, so they failed already).
 */
export function afterCovering(dispatch: DispatchOf<'firstMatch'>): readonly number[] {
  const tried = new Set((dispatch.covering ?? []).filter((c) => c.keys === undefined).map((c) => c.index));
  return dispatch.indices.filter((i) => !tried.has(i));
}
