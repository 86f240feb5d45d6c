/** Dispatch among object variants: by a discriminator property, else by a required key unique to each. */
import { literalJson, scalarLiteralOf } from '../literal.js';
import type { Decl, DeclId, Dispatch, Field, RecordDecl, ScalarLiteral, Variant } from '../types.js';
import { resolveAlias } from './traverse.js';

export function recordOf(variant: Variant, decls: ReadonlyMap<DeclId, Decl>): RecordDecl | undefined {
  const type = resolveAlias(variant.type, decls);
  if (type.kind !== 'ref') return undefined;
  const decl = decls.get(type.target);
  return decl?.kind === 'record' ? decl : undefined;
}

function tagOf(record: RecordDecl, property: string, decls: ReadonlyMap<DeclId, Decl>): ScalarLiteral | undefined {
  const field = record.fields.find((f: Field) => f.jsonName === property && f.required);
  if (field === undefined) return undefined;
  const type = resolveAlias(field.type, decls);
  return type.kind === 'literal' ? scalarLiteralOf(type.value) : undefined;
}

/** A discriminator: a property every record requires with a distinct literal, all of one kind (string, number or boolean). */
export function discriminatorOf(
  indices: readonly number[],
  records: readonly RecordDecl[],
  decls: ReadonlyMap<DeclId, Decl>,
): Extract<Dispatch, { kind: 'discriminator' }> | undefined {
  const [first] = records;
  if (first === undefined) return undefined;
  for (const field of first.fields) {
    const tags = records.map((r) => tagOf(r, field.jsonName, decls));
    const defined = tags.filter((t): t is ScalarLiteral => t !== undefined);
    const oneKind = new Set(defined.map((t) => t.kind)).size === 1;
    if (defined.length === records.length && oneKind && new Set(defined.map(literalJson)).size === defined.length) {
      return { kind: 'discriminator', property: field.jsonName, cases: defined.map((tag, i) => ({ tag, index: indices[i] as number })) };
    }
  }
  return undefined;
}

/** Each record has a required key no other record declares. */
export function uniqueKeysOf(indices: readonly number[], records: readonly RecordDecl[]): Extract<Dispatch, { kind: 'uniqueKey' }> | undefined {
  const cases: { key: string; index: number }[] = [];
  for (const [i, record] of records.entries()) {
    const others = records.filter((_, j) => j !== i);
    const unique = record.fields.find((f) => f.required && others.every((o) => !o.fields.some((g) => g.jsonName === f.jsonName)));
    if (unique === undefined) return undefined;
    cases.push({ key: unique.jsonName, index: indices[i] as number });
  }
  return { kind: 'uniqueKey', cases };
}

/**
 * Object dispatch among `indices`, or `undefined` when only first-match is possible. For an
 * exclusive union (`oneOf`) a unique required key proves only one variant matches when every
 * record rejects unknown keys; an open record could accept the other's key too, so the decoder
 * checks that the others do not match.
 */
export function objectDispatch(indices: readonly number[], variants: readonly Variant[], decls: ReadonlyMap<DeclId, Decl>, exclusive: boolean): Dispatch | undefined {
  const records = indices.map((i) => (variants[i] === undefined ? undefined : recordOf(variants[i] as Variant, decls)));
  if (records.some((r) => r === undefined)) return undefined;
  const defined = records as RecordDecl[];
  const byKey = uniqueKeysOf(indices, defined);
  const keysProve = !exclusive || defined.every((r) => r.unknownKeys.kind === 'reject');
  return discriminatorOf(indices, defined, decls) ?? (byKey === undefined || keysProve ? byKey : { ...byKey, exclusive: true });
}
