/** The data one lowering run works on: documents, locations, and the run's accumulators. */
import { error, pointerAppend, warning, type Diagnostic } from '../../diagnostics.js';
import type { Decl, DeclId, NameHint } from '../../ir/types.js';
import type { Draft } from './drafts.js';
import type { FrontEndOptions } from '../options.js';
import type { ClassCache } from '../../plan/regex/index.js';
import { baseInside, type SchemaSite } from './walk.js';

export interface SchemaDoc {
  readonly file: string;
  readonly uri: string;
  readonly root: boolean;
  readonly json: unknown;
  readonly draft: Draft;
  /** Position in the input order. */
  readonly index: number;
  readonly sites: ReadonlyMap<string, SchemaSite>;
  readonly rootHint: NameHint;
  /** Number texts as written, by pointer. */
  readonly numbers: ReadonlyMap<string, string>;
}

/** A schema in a document: where it stands and the base URI its `$ref`s resolve against. */
export interface Located {
  readonly doc: SchemaDoc;
  readonly pointer: string;
  readonly node: unknown;
  readonly base: string;
  /**
   * The roots of the schema resources entered through `$ref` before this one, outermost first:
   * the dynamic scope the schema is evaluated in, as the first path that reached it gives it.
   */
  readonly outer?: readonly Located[];
}

export interface Resolver {
  resolve(ref: string, from: Located): Located | undefined;
}

/** Accumulators of one run (local to `lowerJsonSchema`, never shared between runs). */
export interface LowerContext {
  readonly options: FrontEndOptions;
  readonly resolver: Resolver;
  readonly diagnostics: Diagnostic[];
  /** Declarations by id; `undefined` while one is being built. */
  readonly decls: Map<DeclId, Decl | undefined>;
  /**
   * Schemas reached through `$ref` (and the roots and `$defs` entries), lowered one after the
   * other rather than recursively, so long reference chains never exhaust the stack.
   */
  readonly queue: Located[];
  readonly queued: Set<DeclId>;
  /** `file#pointer` of schemas being merged (allOf / `$ref` cycles). */
  readonly merging: Set<string>;
  /** Name hints of declarations, also while they are being built. */
  readonly hints: Map<DeclId, NameHint>;
  /** Unicode classes of the run's schema-check programs' patterns, computed once. */
  readonly programCache: ClassCache;
}

export function declIdAt(doc: SchemaDoc, pointer: string): DeclId {
  return `${doc.file}#${pointer}`;
}

export function idOfLocated(loc: Located): DeclId {
  return declIdAt(loc.doc, loc.pointer);
}

/**
 * The id of the declaration of a schema evaluated in `loc`'s dynamic scope: its location's,
 * followed by the outer resources when there are any (a schema reached in another dynamic scope
 * may resolve its dynamic references elsewhere, so it is a declaration of its own).
 */
export function scopedDeclIdAt(loc: Located, pointer: string): DeclId {
  const id = declIdAt(loc.doc, pointer);
  return loc.outer === undefined || loc.outer.length === 0 ? id : `${id} in ${loc.outer.map((o) => o.base).join(' ')}`;
}

/** The located child schema under `keyword` (and `token` for arrays and maps). */
export function childAt(loc: Located, node: unknown, keyword: string, token?: string | number): Located {
  const at = pointerAppend(loc.pointer, keyword);
  const pointer = token === undefined ? at : pointerAppend(at, token);
  const base = baseInside(node, loc.base, loc.doc.draft);
  return loc.outer === undefined ? { doc: loc.doc, pointer, node, base } : { doc: loc.doc, pointer, node, base, outer: loc.outer };
}

export function reportError(ctx: LowerContext, code: string, message: string, doc: SchemaDoc, pointer: string): void {
  ctx.diagnostics.push(error(code, message, doc.file, pointer));
}

export function reportWarning(ctx: LowerContext, code: string, message: string, doc: SchemaDoc, pointer: string): void {
  ctx.diagnostics.push(warning(code, message, doc.file, pointer));
}
