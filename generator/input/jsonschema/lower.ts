/** The JSON Schema front end: loaded documents → IR model. */
import { fail, hasErrors, ok, type Diagnostic, type Result } from '../../diagnostics.js';
import type { Decl, DeclId, Model } from '../../ir/types.js';
import type { LowerContext, SchemaDoc } from './context.js';
import { compareOrder, orderPath, toSchemaDoc, type KeyPositions } from './documents.js';
import type { LoadedDocument } from './load.js';
import { buildQueued } from './decls.js';
import { lowerAt, referTo } from './lower-type.js';
import type { FrontEndOptions } from '../options.js';
import { createResolver } from './resolver.js';
import { newClassCache } from '../../plan/regex/index.js';


function dedupe(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return diagnostics.filter((d) => {
    const key = `${d.severity}\u0000${d.code}\u0000${d.file}\u0000${d.pointer}\u0000${d.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function sortDecls(decls: readonly Decl[], docs: readonly SchemaDoc[]): Decl[] {
  const byFile = new Map(docs.map((d) => [d.file, d]));
  const positions: KeyPositions = new WeakMap();
  const keyed = decls.map((decl) => {
    const doc = byFile.get(decl.origin.file);
    const path = doc === undefined ? [] : orderPath(doc.json, decl.origin.pointer, positions);
    return { decl, index: doc === undefined ? docs.length : doc.index, path };
  });
  keyed.sort((a, b) => a.index - b.index || compareOrder(a.path, b.path) || (a.decl.id < b.decl.id ? -1 : a.decl.id > b.decl.id ? 1 : 0));
  return keyed.map((k) => k.decl);
}

/**
 * Lowers every root document's root and every `$defs`/`definitions` entry of every document
 * (referenced or not) to declarations; inline objects, string enums and unions become their
 * own declarations, identified by `file#pointer`.
 */
export function lowerJsonSchema(docs: readonly LoadedDocument[], options: FrontEndOptions): Result<Model> {
  const schemaDocs = docs.map(toSchemaDoc);
  const ctx: LowerContext = {
    options,
    resolver: createResolver(schemaDocs),
    diagnostics: [],
    decls: new Map(),
    queue: [],
    queued: new Set(),
    merging: new Set(),
    hints: new Map(),
    programCache: newClassCache(),
  };
  const roots: DeclId[] = [];
  for (const doc of schemaDocs.filter((d) => d.root)) {
    roots.push(referTo(ctx, { doc, pointer: '', node: doc.json, base: doc.sites.get('')?.base ?? doc.uri }).target);
  }
  for (const doc of schemaDocs) {
    for (const site of doc.sites.values()) {
      if (site.container === '$defs' || site.container === 'definitions') {
        referTo(ctx, { doc, pointer: site.pointer, node: site.node, base: site.base });
      }
    }
  }
  for (let next = ctx.queue.shift(); next !== undefined; next = ctx.queue.shift()) {
    buildQueued(ctx, next, (loc, hint) => lowerAt(ctx, loc, hint));
  }
  const decls = [...ctx.decls.values()].filter((d): d is Decl => d !== undefined);
  const diagnostics = dedupe(ctx.diagnostics);
  return hasErrors(diagnostics) ? fail(diagnostics) : ok({ decls: sortDecls(decls, schemaDocs), roots }, diagnostics);
}
