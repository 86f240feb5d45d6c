/**
 * Pass: decides how each union is decoded without backtracking. By JSON kind when the
 * variants' kinds are disjoint (an `integer` case before `number`); among objects by a
 * discriminator property, else by a required key unique to each variant; otherwise first
 * match, with the warning W_UNION_FIRST_MATCH.
 */
import { ok, warning, type Diagnostic, type Result } from '../../diagnostics.js';
import type { Decl, DeclId, Dispatch, JsonKind, Model, ScalarLiteral, UnionDecl } from '../types.js';
import { coveringVariants } from './covering-variants.js';
import { JSON_KIND_ORDER, kindsOfType } from './json-kinds.js';
import { objectDispatch } from './object-dispatch.js';
import { declIndex } from './traverse.js';

interface Classified {
  readonly decl: UnionDecl;
  readonly firstMatch: boolean;
}

/**
 * Variants taking part in the case of one JSON kind. For an exclusive union (`oneOf`) an
 * integer is also a number: the number variants must not accept it too.
 */
function candidates(kind: JsonKind, kinds: readonly Set<JsonKind>[], exclusive: boolean): number[] {
  const own = kinds.flatMap((set, i) => (set.has(kind) ? [i] : []));
  if (!exclusive || kind !== 'integer' || own.length === 0) return own;
  return kinds.flatMap((set, i) => (set.has('integer') || set.has('number') ? [i] : []));
}

function caseDispatch(kind: JsonKind, indices: readonly number[], decl: UnionDecl, decls: ReadonlyMap<DeclId, Decl>): { then: Dispatch; firstMatch: boolean } {
  const [only] = indices;
  if (indices.length === 1 && only !== undefined) return { then: { kind: 'variant', index: only }, firstMatch: false };
  const byObject = kind === 'object' ? objectDispatch(indices, decl.variants, decls, decl.exclusive === true) : undefined;
  if (byObject !== undefined) return { then: byObject, firstMatch: false };
  const covering = kind === 'object' ? coveringVariants(indices, decl.variants, decls, decl.exclusive === true) : undefined;
  const then: Dispatch = { kind: 'firstMatch', indices, ...(decl.exclusive === true ? { exclusive: true } : {}), ...(covering !== undefined ? { covering } : {}) };
  return { then, firstMatch: true };
}

function withTags(decl: UnionDecl, dispatch: Dispatch): UnionDecl {
  const tags = new Map<number, ScalarLiteral>();
  const visit = (d: Dispatch): void => {
    if (d.kind === 'discriminator') for (const c of d.cases) tags.set(c.index, c.tag);
    if (d.kind === 'jsonKind') for (const c of d.cases) visit(c.then);
  };
  visit(dispatch);
  const variants = decl.variants.map((v, i) => {
    const tag = tags.get(i);
    return tag === undefined ? v : { ...v, tag };
  });
  return { ...decl, variants, dispatch };
}

export function classify(decl: UnionDecl, decls: ReadonlyMap<DeclId, Decl>): Classified {
  const kinds = decl.variants.map((v) => kindsOfType(v.type, decls));
  const cases: { jsonKind: JsonKind; then: Dispatch }[] = [];
  let firstMatch = false;
  for (const kind of JSON_KIND_ORDER) {
    const indices = candidates(kind, kinds, decl.exclusive === true);
    if (indices.length === 0) continue;
    const result = caseDispatch(kind, indices, decl, decls);
    firstMatch ||= result.firstMatch;
    cases.push({ jsonKind: kind, then: result.then });
  }
  const [single] = cases;
  const dispatch: Dispatch = cases.length === 1 && single !== undefined ? single.then : { kind: 'jsonKind', cases };
  return { decl: withTags(decl, dispatch), firstMatch };
}

function hasCovering(d: Dispatch): boolean {
  if (d.kind === 'jsonKind') return d.cases.some((c) => hasCovering(c.then));
  return d.kind === 'firstMatch' && d.covering !== undefined;
}

export function classifyDispatch(model: Model): Result<Model> {
  const decls = declIndex(model);
  const diagnostics: Diagnostic[] = [];
  const out = model.decls.map((decl) => {
    if (decl.kind !== 'union') return decl;
    const result = classify(decl, decls);
    if (result.firstMatch) {
      diagnostics.push(
        warning(
          'W_UNION_FIRST_MATCH',
          decl.exclusive === true
            ? 'oneOf variants overlap; the decoder tries every one (a value more than one accepts is rejected), then takes the first match'
            : `union variants overlap; the decoder tries them in order (first match wins${hasCovering(result.decl.dispatch) ? '; for an object, first those that keep every one of its keys' : ''})`,
          decl.origin.file,
          decl.origin.pointer,
        ),
      );
    }
    return result.decl;
  });
  return ok({ ...model, decls: out }, diagnostics);
}
