/**
 * Which variants of a first-match object case are tried first, by the keys they keep. A record
 * that drops undeclared keys decodes more objects than it can give back: tried in declaration
 * order, it would take a value another variant declares in full and lose those members. The
 * decoder reads the object's keys first and tries the variants that keep every one of them.
 */
import type { CoveringVariant, Decl, DeclId, IrType, Variant } from '../types.js';
import { resolveAlias } from './traverse.js';

/**
 * The keys a variant keeps of an object: all (no `keys`), a list (those it declares), or
 * undefined when no list describes them (not a candidate).
 */
function keepsOf(type: IrType, decls: ReadonlyMap<DeclId, Decl>): Omit<CoveringVariant, 'index'> | undefined {
  const resolved = resolveAlias(type, decls);
  switch (resolved.kind) {
    case 'any':
      return {};
    case 'map':
      return resolved.otherKeys === 'skip' ? undefined : {};
    case 'nullable':
      return keepsOf(resolved.inner, decls);
    case 'ref': {
      const decl = decls.get(resolved.target);
      if (decl?.kind !== 'record') return undefined;
      const unknown = decl.unknownKeys;
      if (unknown.kind === 'skip') return { keys: decl.fields.map((f) => f.jsonName) };
      // A key pattern that drops the keys it does not match keeps a set no list describes.
      return unknown.kind === 'map' && unknown.otherKeys === 'skip' ? undefined : {};
    }
    default:
      return undefined;
  }
}

/**
 * The covering variants of an object case trying `indices` in order, or undefined when trying
 * them in order loses nothing (no variant drops keys a list names) or the union is exclusive
 * (at most one variant decodes a value).
 */
export function coveringVariants(indices: readonly number[], variants: readonly Variant[], decls: ReadonlyMap<DeclId, Decl>, exclusive: boolean): CoveringVariant[] | undefined {
  if (exclusive || indices.length < 2) return undefined;
  const covering = indices.flatMap((index): CoveringVariant[] => {
    const keeps = keepsOf((variants[index] as Variant).type, decls);
    return keeps === undefined ? [] : [{ index, ...keeps }];
  });
  if (!covering.some((c) => c.keys !== undefined)) return undefined;
  return withoutNoOps(covering, indices);
}

/**
 * Drops what changes nothing: a last keyed variant that the in-order tries would take next
 * anyway, and then a covering list that only repeats the first variants in order or lists
 * every variant with the same keys.
 */
function withoutNoOps(covering: CoveringVariant[], indices: readonly number[]): CoveringVariant[] | undefined {
  const all = new Set(covering.filter((c) => c.keys === undefined).map((c) => c.index));
  const rest = indices.filter((i) => !all.has(i));
  const last = covering[covering.length - 1];
  const trimmed = last !== undefined && last.keys !== undefined && last.index === rest[0] ? covering.slice(0, -1) : covering;
  const prefix = trimmed.every((c, i) => c.keys === undefined && c.index === indices[i]);
  const [first] = trimmed;
  const sameKeys = trimmed.length === indices.length && trimmed.every((c) => c.keys !== undefined && JSON.stringify(c.keys) === JSON.stringify(first?.keys));
  return prefix || sameKeys ? undefined : trimmed;
}
