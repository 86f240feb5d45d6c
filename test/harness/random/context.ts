/** What the generator carries through one document: the random source, the declarations, depth, and the first problem. */
import type { Decl, DeclId, IrType, Model } from '../../../generator/ir/types.js';
import type { Rng } from './rng.js';

export interface GenContext {
  readonly rng: Rng;
  readonly decls: ReadonlyMap<DeclId, Decl>;
  /** Every declared property name in the model: unknown keys never use one (union dispatch, `oneOf`). */
  readonly declaredKeys: ReadonlySet<string>;
  /** Nesting below the root; past `shallowDepth` optional parts are left out. */
  depth: number;
  /** Why no valid value could be made (a constraint the generator cannot meet), or undefined. */
  problem: string | undefined;
}

/** From this depth on, the generator takes the smallest choices (recursion ends). */
export const shallowDepth = 5;
/** A document deeper than this means a recursion the generator cannot end. */
export const maxDepth = 60;

export function contextFor(model: Model, rng: Rng): GenContext {
  const decls = new Map(model.decls.map((d) => [d.id, d] as const));
  const declaredKeys = new Set(model.decls.flatMap((d) => (d.kind === 'record' ? d.fields.map((f) => f.jsonName) : [])));
  return { rng, decls, declaredKeys, depth: 0, problem: undefined };
}

export function isShallow(ctx: GenContext): boolean {
  return ctx.depth >= shallowDepth;
}

/** Records the first problem; returns a placeholder so generation can unwind. */
export function unsatisfiable(ctx: GenContext, why: string): { readonly kind: 'null' } {
  ctx.problem ??= why;
  return { kind: 'null' };
}

/** A type no value satisfies (a `false` schema, an empty `enum`): optional places holding one stay empty. */
export function neverValid(type: IrType): boolean {
  return type.kind === 'any' && type.allowed !== undefined && type.allowed.length === 0;
}

/** A type no random value is drawn for (never valid, or checked by a schema-check program): optional places holding one stay empty. */
export function undrawable(type: IrType): boolean {
  return neverValid(type) || (type.kind === 'any' && type.program !== undefined);
}
