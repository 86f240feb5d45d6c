/**
 * Collecting a schema's facts with its `allOf` members and (2019-09+) `$ref` siblings merged in,
 * in keyword order, so that an `allOf` merge keeps its members' property order.
 */
import { pointerAppend } from '../../diagnostics.js';
import { childAt, idOfLocated, reportError, reportWarning, type Located, type LowerContext } from './context.js';
import { refHasSiblings } from './drafts.js';
import { emptyFacts, mergeFacts, type Facts } from './facts.js';
import { isAnnotation } from './keywords.js';
import { localFacts } from './local-facts.js';
import { isSchemaObject, type SchemaObject } from './walk.js';
import { hasDynamicAnchor } from '../../plan/schema-program/compile.js';

/** Keywords next to `$ref` that change the shape or validity. */
export function refSiblings(node: SchemaObject): string[] {
  return Object.keys(node).filter((k) => k !== '$ref' && !isAnnotation(k));
}

/**
 * The `$ref` of a schema that stands for its target alone: no shape siblings, or a draft
 * (04..07) that ignores them. Reports nothing (isBareRef warns about ignored siblings).
 */
export function bareRef(loc: Located): string | undefined {
  const node = loc.node;
  if (!isSchemaObject(node) || typeof node['$ref'] !== 'string') return undefined;
  return refSiblings(node).length === 0 || !refHasSiblings(loc.doc.draft) ? node['$ref'] : undefined;
}

/** Whether `loc` is a bare `$ref` (bareRef); ignored siblings are warned about (W_REF_SIBLINGS). */
export function isBareRef(ctx: LowerContext, loc: Located): boolean {
  if (bareRef(loc) === undefined) return false;
  const siblings = isSchemaObject(loc.node) ? refSiblings(loc.node) : [];
  if (siblings.length > 0) reportWarning(ctx, 'W_REF_SIBLINGS', `keywords next to $ref are ignored in ${loc.doc.draft}: ${siblings.join(', ')}`, loc.doc, pointerAppend(loc.pointer, '$ref'));
  return true;
}

/**
 * Resolves the `$ref` of a schema object, reporting E_REF_DANGLING. A target in another schema
 * resource is evaluated with the referrer's resource added to its dynamic scope when that
 * resource has dynamic anchors (the others never decide a dynamic reference).
 */
export function resolveRef(ctx: LowerContext, loc: Located, ref: string): Located | undefined {
  const target = ctx.resolver.resolve(ref, loc);
  if (target === undefined) {
    reportError(ctx, 'E_REF_DANGLING', `$ref "${ref}" does not resolve to a loaded schema`, loc.doc, pointerAppend(loc.pointer, '$ref'));
    return undefined;
  }
  const from = ctx.resolver.resolve(loc.base, loc);
  if (from === undefined || target.base === loc.base || !hasDynamicAnchor(from.node)) return target.outer === loc.outer ? target : withOuter(target, loc.outer);
  const outer = loc.outer ?? [];
  return withOuter(target, outer.some((o) => o.base === from.base) ? outer : [...outer, from]);
}

function withOuter(loc: Located, outer: readonly Located[] | undefined): Located {
  const { outer: _, ...rest } = loc;
  return outer === undefined || outer.length === 0 ? rest : { ...rest, outer };
}

export function collect(ctx: LowerContext, loc: Located): Facts {
  const node = loc.node;
  if (node === false) return { ...emptyFacts(loc), values: [] };
  if (!isSchemaObject(node)) return emptyFacts(loc);
  const key = idOfLocated(loc);
  if (ctx.merging.has(key)) {
    reportError(ctx, 'E_ALLOF_CYCLE', 'this schema merges itself through allOf/$ref', loc.doc, loc.pointer);
    return emptyFacts(loc);
  }
  ctx.merging.add(key);
  const ignoreSiblings = typeof node['$ref'] === 'string' && !refHasSiblings(loc.doc.draft);
  const parts: { at: number; facts: () => Facts }[] = [];
  const keys = Object.keys(node);
  if (!ignoreSiblings) parts.push({ at: keys.indexOf('properties'), facts: () => localFacts(ctx, loc, node) });
  const ref = node['$ref'];
  if (typeof ref === 'string') {
    parts.push({ at: keys.indexOf('$ref'), facts: () => collectRef(ctx, loc, ref) });
  }
  const allOf = node['allOf'];
  if (Array.isArray(allOf) && !ignoreSiblings) {
    allOf.forEach((member, i) => {
      parts.push({ at: keys.indexOf('allOf'), facts: () => collect(ctx, childAt(loc, member, 'allOf', i)) });
    });
  }
  parts.sort((a, b) => a.at - b.at);
  const [first, ...rest] = parts;
  const start = first === undefined ? emptyFacts(loc) : withPrimary(first.facts(), loc);
  const facts = rest.reduce((acc, part) => mergeFacts(acc, part.facts()), start);
  ctx.merging.delete(key);
  return facts;
}

function withPrimary(facts: Facts, primary: Located): Facts {
  return facts.primary === primary ? facts : { ...facts, primary };
}

function collectRef(ctx: LowerContext, loc: Located, ref: string): Facts {
  const target = resolveRef(ctx, loc, ref);
  if (target === undefined) return emptyFacts(loc);
  return withPrimary(collect(ctx, target), loc);
}
