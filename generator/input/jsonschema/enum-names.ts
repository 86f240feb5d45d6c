/**
 * Enum member names and docs from the extensions OpenAPI generators read: `x-enum-varnames`
 * (openapi-generator) or `x-enumNames` (NSwag), and `x-enum-descriptions` /
 * `x-enumDescriptions`, each a list aligned with the schema's own `enum`.
 */
import type { JsonValue } from '../../ir/types.js';
import { canonicalJson } from './canonical.js';

export interface MemberExtras {
  readonly name?: string;
  readonly doc?: string;
}

const NAME_KEYS = ['x-enum-varnames', 'x-enumNames'] as const;
const DOC_KEYS = ['x-enum-descriptions', 'x-enumDescriptions'] as const;

function aligned(node: Record<string, unknown>, keys: readonly string[], length: number): readonly string[] | undefined {
  for (const key of keys) {
    const list = node[key];
    if (Array.isArray(list) && list.length === length && list.every((x) => typeof x === 'string')) return list as string[];
  }
  return undefined;
}

/** By canonical JSON text of each `enum` value, its given name and doc; empty when the schema names none. */
export function memberExtras(node: unknown): ReadonlyMap<string, MemberExtras> {
  const out = new Map<string, MemberExtras>();
  if (typeof node !== 'object' || node === null || Array.isArray(node)) return out;
  const record = node as Record<string, unknown>;
  const values = Array.isArray(record['enum']) ? record['enum'] : record['x-extensible-enum'];
  if (!Array.isArray(values)) return out;
  const names = aligned(record, NAME_KEYS, values.length);
  const docs = aligned(record, DOC_KEYS, values.length);
  values.forEach((v: JsonValue, i) => {
    const name = names?.[i];
    const doc = docs?.[i];
    if (name === undefined && (doc === undefined || doc === '')) return;
    out.set(canonicalJson(v), { ...(name === undefined || name === '' ? {} : { name }), ...(doc === undefined || doc === '' ? {} : { doc }) });
  });
  return out;
}

/** Whether the schema names its members (then numeric and boolean enums become named enums). */
export function namesMembers(extras: ReadonlyMap<string, MemberExtras>): boolean {
  return [...extras.values()].some((e) => e.name !== undefined);
}

/** An open enum: `x-extensible-enum` (its values a list of known ones) or AutoRest's `x-ms-enum` with `modelAsString: true`. */
export function opensEnum(node: unknown): boolean {
  if (typeof node !== 'object' || node === null || Array.isArray(node)) return false;
  const record = node as Record<string, unknown>;
  if (!Array.isArray(record['enum']) && Array.isArray(record['x-extensible-enum'])) return true;
  const ms = record['x-ms-enum'];
  return typeof ms === 'object' && ms !== null && (ms as Record<string, unknown>)['modelAsString'] === true;
}
