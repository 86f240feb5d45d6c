/**
 * Objects: with declared properties → a record declaration; with only
 * `additionalProperties`/`patternProperties` (or nothing) → a map.
 */
import { pointerAppend } from '../../diagnostics.js';
import type { Field, IrType, JsonValue, MapType, NameHint, UnknownKeys } from '../../ir/types.js';
import type { Located, LowerContext } from './context.js';
import { ANY, buildDecl, declBase, docOf } from './decls.js';
import { stripUndefined, undeclaredCounted, type Facts } from './facts.js';
import { lowerMerged } from './lower-type.js';
import { isSchemaObject } from './walk.js';

interface ExtraKeys {
  readonly values: IrType;
  readonly keyPattern?: string;
  /** The keys the pattern does not match are dropped (no `additionalProperties`), not rejected. */
  readonly otherKeys?: 'skip';
}

/** What `patternProperties`/`additionalProperties` allow beyond declared properties; `undefined` = no schema. */
function extraKeys(ctx: LowerContext, f: Facts, hint: NameHint): ExtraKeys | undefined {
  const valueHint = [...hint, 'Value'];
  const patterns = [...f.patterns.entries()];
  // Several patterns, or one beside an `additionalProperties` schema, make a schema-check program (`programKeywordsOf`).
  const [first] = patterns;
  if (first !== undefined) {
    return stripUndefined<ExtraKeys>({ values: lowerMerged(ctx, first[1], valueHint), keyPattern: first[0], otherKeys: f.additional === undefined ? 'skip' : undefined });
  }
  if (Array.isArray(f.additional)) {
    return stripUndefined<ExtraKeys>({ values: lowerMerged(ctx, f.additional, valueHint), keyPattern: f.propertyNamesPattern });
  }
  return undefined;
}

function lastDefault(locs: readonly Located[]): { default?: JsonValue } {
  for (const loc of [...locs].reverse()) {
    if (isSchemaObject(loc.node) && Object.hasOwn(loc.node, 'default')) return { default: loc.node['default'] as JsonValue };
  }
  return {};
}

function fieldsOf(ctx: LowerContext, f: Facts, hint: NameHint): Field[] {
  const fields: Field[] = [];
  for (const [name, locs] of f.properties) {
    const first = locs[0] as Located;
    const doc = locs.map((l) => docOf(l.node)).find((d) => d !== undefined);
    fields.push({
      jsonName: name,
      type: lowerMerged(ctx, locs, [...hint, name]),
      required: f.required.includes(name),
      ...lastDefault(locs),
      ...(doc === undefined ? {} : { doc }),
      origin: { file: first.doc.file, pointer: first.pointer },
    });
  }
  for (const name of f.required.filter((r) => !f.properties.has(r))) {
    fields.push({ jsonName: name, type: ANY, required: true, origin: { file: f.primary.doc.file, pointer: pointerAppend(f.primary.pointer, 'required') } });
  }
  return fields;
}

function unknownKeysOf(ctx: LowerContext, f: Facts, extra: ExtraKeys | undefined): UnknownKeys {
  if (extra !== undefined) return { kind: 'map', ...extra };
  if (f.additional === false) return { kind: 'reject' };
  // The keep-unknown option, or minProperties counting them: unknown members are a map of any-JSON values, like `additionalProperties: true` kept.
  return ctx.options.keepUnknown || undeclaredCounted(f) ? { kind: 'map', values: { kind: 'any' } } : { kind: 'skip' };
}

export function lowerObject(ctx: LowerContext, f: Facts, hint: NameHint, pointer: string): IrType {
  const hasFields = f.properties.size > 0 || f.required.length > 0;
  if (!hasFields && f.additional !== false) {
    const extra = extraKeys(ctx, f, hint);
    return stripUndefined<MapType>({
      kind: 'map',
      values: extra?.values ?? ANY,
      keyPattern: extra?.keyPattern ?? f.propertyNamesPattern,
      otherKeys: extra?.otherKeys,
      minProperties: f.minProperties,
      maxProperties: f.maxProperties,
    });
  }
  const base = declBase(f.primary, pointer, hint);
  return buildDecl(ctx, base.id, hint, () =>
    stripUndefined({
      kind: 'record' as const,
      ...base,
      fields: fieldsOf(ctx, f, hint),
      unknownKeys: unknownKeysOf(ctx, f, extraKeys(ctx, f, hint)),
      minProperties: f.minProperties,
      maxProperties: f.maxProperties,
    }),
  );
}
