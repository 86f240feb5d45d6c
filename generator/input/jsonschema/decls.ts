/** Declarations: reserving ids (for recursion), docs and name hints. */
import type { Decl, DeclId, IrType, NameHint, RefType } from '../../ir/types.js';
import { scopedDeclIdAt, type Located, type LowerContext } from './context.js';
import { INTEGER_FORMATS } from './numbers.js';
import { pointerTokens } from './uri.js';
import { isSchemaObject } from './walk.js';

export const ANY: IrType = { kind: 'any' };

/** No value is valid: the `false` schema, or constraints no value meets (any JSON allowing none). */
export const NEVER: IrType = { kind: 'any', allowed: [] };

export function isNever(t: IrType): boolean {
  return t.kind === 'any' && t.allowed !== undefined && t.allowed.length === 0;
}

export function refTo(target: DeclId): RefType {
  return { kind: 'ref', target };
}

/** Formats the decoders check (IR `CheckedFormat`). */
export const CHECKED_FORMATS: readonly string[] = ['date-time', 'date', 'time', 'uuid'];

/** Formats that are fully expressed by the type itself. */
const TYPE_FORMATS: readonly string[] = [...Object.keys(INTEGER_FORMATS), 'float', 'double'];

/** Doc text of a schema: title, description, and annotation-only formats. */
export function docOf(node: unknown): string | undefined {
  if (!isSchemaObject(node)) return undefined;
  const parts: string[] = [];
  for (const key of ['title', 'description']) {
    const text = node[key];
    if (typeof text === 'string' && text.trim() !== '') parts.push(text.trim());
  }
  const format = node['format'];
  if (typeof format === 'string' && !CHECKED_FORMATS.includes(format) && !TYPE_FORMATS.includes(format)) {
    parts.push(`Format: ${format}`);
  }
  return parts.length === 0 ? undefined : parts.join('\n\n');
}

/** The name hint of a schema reached by `$ref`: its structural hint, else its last pointer token. */
export function hintOf(loc: Located): NameHint {
  const site = loc.doc.sites.get(loc.pointer);
  if (site !== undefined) return site.hint;
  const last = pointerTokens(loc.pointer).at(-1);
  return last === undefined ? loc.doc.rootHint : [last];
}

/**
 * Builds the declaration `id` once: a second request (or a recursive one while building)
 * gets a reference to it.
 */
export function buildDecl(ctx: LowerContext, id: DeclId, hint: NameHint, build: () => Decl): RefType {
  if (ctx.decls.has(id)) return refTo(id);
  ctx.decls.set(id, undefined);
  ctx.hints.set(id, hint);
  ctx.decls.set(id, build());
  return refTo(id);
}

/** Common declaration fields for a declaration at `pointer` of `loc`'s document. */
export function declBase(loc: Located, pointer: string, hint: NameHint, docNode: unknown = loc.node) {
  const doc = docOf(docNode);
  const base = { id: scopedDeclIdAt(loc, pointer), origin: { file: loc.doc.file, pointer }, nameHint: hint };
  return doc === undefined ? base : { ...base, doc };
}

/** A reference to the declaration of the schema at `loc`, queued for lowering on first use. */
export function declAt(ctx: LowerContext, loc: Located): RefType {
  const id = scopedDeclIdAt(loc, loc.pointer);
  if (!ctx.decls.has(id) && !ctx.queued.has(id)) {
    ctx.queued.add(id);
    ctx.hints.set(id, hintOf(loc));
    ctx.queue.push(loc);
  }
  return refTo(id);
}

/** Lowers a queued schema to its declaration (an alias when it is a plain type). */
export function buildQueued(ctx: LowerContext, loc: Located, lowerAt: (loc: Located, hint: NameHint) => IrType): void {
  const id = scopedDeclIdAt(loc, loc.pointer);
  const hint = ctx.hints.get(id) ?? hintOf(loc);
  const type = lowerAt(loc, hint);
  if (!(type.kind === 'ref' && type.target === id) && ctx.decls.get(id) === undefined) {
    ctx.decls.set(id, { kind: 'alias', ...declBase(loc, loc.pointer, hint), type });
  }
}
