/** Lowering a located schema to an IR type (declaring records, enums and unions on the way). */
import { pointerAppend } from '../../diagnostics.js';
import type { IrType, JsonKind, NameHint, RefType } from '../../ir/types.js';
import { canonicalJson } from './canonical.js';
import { idOfLocated, reportError, type Located, type LowerContext } from './context.js';
import { bareRef, collect, isBareRef, resolveRef } from './collect.js';
import { ANY, CHECKED_FORMATS, declAt, NEVER } from './decls.js';
import { mergeFacts, programKeywordsOf, type Facts } from './facts.js';
import { lowerArray } from './lower-array.js';
import { lowerKindUnion } from './lower-kind-union.js';
import { lowerObject } from './lower-object.js';
import { lowerFloat, lowerInteger, lowerString } from './lower-scalar.js';
import { lowerUnion } from './lower-union.js';
import { lowerValues } from './lower-values.js';
import { programmed } from './lower-program.js';
import { INTEGER_FORMATS } from './numbers.js';
import { isSchemaObject } from './walk.js';

export function lowerAt(ctx: LowerContext, loc: Located, hint: NameHint): IrType {
  const node = loc.node;
  if (node === true) return ANY;
  if (node === false) return NEVER;
  if (!isSchemaObject(node)) {
    reportError(ctx, 'E_NOT_A_SCHEMA', 'a schema must be an object or a boolean', loc.doc, loc.pointer);
    return ANY;
  }
  if (isBareRef(ctx, loc)) {
    const target = resolveRef(ctx, loc, node['$ref'] as string);
    if (target === undefined) return ANY;
    if (refCycle(ctx, loc, target)) {
      reportError(ctx, 'E_REF_CYCLE', 'this $ref comes back to itself through $refs alone: the schema never names a value', loc.doc, pointerAppend(loc.pointer, '$ref'));
      return ANY;
    }
    return referTo(ctx, target);
  }
  const facts = collect(ctx, loc);
  const keywords = programKeywordsOf(facts, ctx.options.keepUnknown);
  return keywords.length > 0 ? programmed(ctx, [loc], keywords) : lowerFacts(ctx, facts, hint);
}

/** Whether following bare `$ref`s from `target` comes back to `loc`. */
function refCycle(ctx: LowerContext, loc: Located, target: Located): boolean {
  const seen = new Set<string>();
  for (let at: Located | undefined = target; at !== undefined; ) {
    const id = idOfLocated(at);
    if (id === idOfLocated(loc)) return true;
    const ref = bareRef(at);
    if (seen.has(id) || ref === undefined) return false;
    seen.add(id);
    at = ctx.resolver.resolve(ref, at);
  }
  return false;
}

/** A reference to the declaration of the schema at `loc`. */
export function referTo(ctx: LowerContext, loc: Located): RefType {
  return declAt(ctx, loc);
}

/** Lowers schemas that must all hold (a property defined by several `allOf` members). */
export function lowerMerged(ctx: LowerContext, locs: readonly Located[], hint: NameHint): IrType {
  const [first, ...rest] = locs;
  if (first === undefined) return ANY;
  if (rest.length === 0) return lowerAt(ctx, first, hint);
  const facts = rest.reduce((acc, loc) => mergeFacts(acc, collect(ctx, loc)), collect(ctx, first));
  const keywords = programKeywordsOf(facts, ctx.options.keepUnknown);
  return keywords.length > 0 ? programmed(ctx, locs, keywords) : lowerFacts(ctx, facts, hint);
}

export function lowerFacts(ctx: LowerContext, f: Facts, hint: NameHint): IrType {
  if (f.values?.length === 0) return NEVER;
  const keywords = programKeywordsOf(f, ctx.options.keepUnknown);
  if (keywords.length > 0) return programmed(ctx, [f.primary], keywords);
  if (f.constNonScalar !== undefined) return lowerConstNonScalar(f.constNonScalar);
  if (f.values !== undefined) return lowerValues(ctx, f, hint);
  if (f.unions.length > 0) return lowerUnion(ctx, f, hint);
  const kinds = f.kinds ?? inferKinds(f);
  if (kinds === undefined) return ANY;
  const nullable = kinds.includes('null');
  const rest = kinds.filter((k) => k !== 'null' && !(k === 'integer' && kinds.includes('number')));
  const [only] = rest;
  if (only === undefined) return nullable ? { kind: 'literal', value: null } : ANY;
  const pointer = nullable ? pointerAppend(f.primary.pointer, 'type') : f.primary.pointer;
  const inner = rest.length === 1 ? lowerKind(ctx, f, only, hint, pointer) : lowerKindUnion(ctx, f, rest, hint, pointer);
  return nullable ? { kind: 'nullable', inner } : inner;
}

/** A `const` array or object: any JSON equal to it as a JSON value (the decoder's `enum` check). */
function lowerConstNonScalar(at: Located): IrType {
  return { kind: 'any', allowed: [canonicalJson(at.node)] };
}

/** Lowers the facts restricted to one JSON kind; `pointer` is where a declaration would stand. */
export function lowerKind(ctx: LowerContext, f: Facts, kind: JsonKind, hint: NameHint, pointer: string): IrType {
  switch (kind) {
    case 'null':
      return { kind: 'literal', value: null };
    case 'boolean':
      return { kind: 'bool' };
    case 'integer':
      return lowerInteger(f);
    case 'number':
      return lowerFloat(f);
    case 'string':
      return lowerString(f);
    case 'array':
      return lowerArray(ctx, f, hint);
    case 'object':
      return lowerObject(ctx, f, hint, pointer);
  }
}

/** Without `type`, the kind is inferred from kind-specific keywords (documented behaviour). */
export function inferKinds(f: Facts): readonly JsonKind[] | undefined {
  const kinds: JsonKind[] = [];
  const any = (...values: unknown[]): boolean => values.some((v) => v !== undefined);
  const format = f.format;
  if (f.properties.size > 0 || f.required.length > 0 || f.patterns.size > 0 || any(f.additional, f.propertyNamesPattern, f.minProperties, f.maxProperties)) kinds.push('object');
  if (f.uniqueItems || any(f.prefix, f.items, f.minItems, f.maxItems)) kinds.push('array');
  if (any(f.minLength, f.maxLength, f.pattern) || (format !== undefined && CHECKED_FORMATS.includes(format))) kinds.push('string');
  if (format !== undefined && Object.hasOwn(INTEGER_FORMATS, format)) kinds.push('integer');
  else if (any(f.minimum, f.maximum, f.multipleOf)) kinds.push('number');
  return kinds.length === 0 ? undefined : kinds;
}
