/**
 * The state of one lowering run: the checker, the declarations made so far, and the
 * diagnostics of the declaration being lowered (a declaration that fails takes every
 * declaration lowered through it down with it, so each root is generated whole or refused).
 */
import { relative, sep } from 'node:path';
import type { ts } from 'ts-morph';
import { error, warning, type Diagnostic } from '../../diagnostics.js';
import type { Decl, DeclId, NameHint } from '../../ir/types.js';
import type { FrontEndOptions } from '../options.js';
import type { TypeScriptCode } from './codes.js';
import type { Ts } from './project.js';

/** Where a type is written: the file (as the user knows it), a JSON Pointer-like path, the node. */
export interface Site {
  readonly file: string;
  readonly pointer: string;
  readonly node: ts.Node | undefined;
}

/** A declaration's identity: its id, the words of its name, where it is written. */
export interface Named {
  readonly id: DeclId;
  /** The symbol whose JSDoc documents the declaration. */
  readonly symbol: ts.Symbol;
  readonly hint: NameHint;
  readonly site: Site;
}

export interface TsContext {
  readonly ts: Ts;
  readonly checker: ts.TypeChecker;
  /** A file of TypeScript's standard library (`lib.*.d.ts`). */
  readonly isLibFile: (source: ts.SourceFile) => boolean;
  readonly options: FrontEndOptions;
  /** Input paths as given, by absolute file name. */
  readonly given: ReadonlyMap<string, string>;
  readonly decls: Map<DeclId, Decl>;
  /** Declaration ids in the order they were started (a declaration before those it contains). */
  readonly order: DeclId[];
  /** Declarations started (in progress or done), so recursion refers instead of recursing. */
  readonly started: Set<DeclId>;
  /** Types bound to a name before they are lowered (a root alias naming a generic instantiation). */
  readonly bound: Map<ts.Type, Named>;
  /** The same, by the instantiation's own id (`file#/Page<User>`), for references the checker keeps apart from the alias. */
  readonly boundIds: Map<DeclId, Named>;
  /** Declarations of anonymous types (inline objects, literal unions, utility-type results), by type: declared once, at the first place that uses them. */
  readonly anonymous: Map<ts.Type, DeclId>;
  /** The user's named declarations, by type, as found so far (`null`: not one). */
  readonly namedCache: Map<ts.Type, Named | null>;
  /** Declarations that failed, with the errors that made them fail. */
  readonly failed: Map<DeclId, readonly Diagnostic[]>;
  /** Errors of the declaration being lowered. */
  errors: Diagnostic[];
  readonly warnings: Diagnostic[];
}

/** The file name a diagnostic shows: as given for inputs, else relative to the working directory. */
export function shownFile(ctx: TsContext, source: ts.SourceFile): string {
  return ctx.given.get(source.fileName) ?? relative(process.cwd(), source.fileName).split(sep).join('/');
}

export function siteOf(ctx: TsContext, node: ts.Node, pointer: string): Site {
  return { file: shownFile(ctx, node.getSourceFile()), pointer, node };
}

function located(d: Diagnostic, site: Site): Diagnostic {
  const node = site.node;
  if (node === undefined) return d;
  const source = node.getSourceFile();
  const at = source.getLineAndCharacterOfPosition(node.getStart(source));
  return { ...d, position: { line: at.line + 1, column: at.character + 1 } };
}

export function report(ctx: TsContext, site: Site, code: TypeScriptCode, message: string): void {
  ctx.errors.push(located(error(code, message, site.file, site.pointer), site));
}

export function warn(ctx: TsContext, site: Site, code: TypeScriptCode, message: string): void {
  ctx.warnings.push(located(warning(code, message, site.file, site.pointer), site));
}

/**
 * Lowers one declaration in a scope of its own: its errors are recorded against it (and
 * passed on to the declaration that reached it), so a later reference fails the same way.
 */
export function declareScoped(ctx: TsContext, id: DeclId, build: () => Decl): void {
  const outer = ctx.errors;
  ctx.errors = [];
  if (!ctx.started.has(id)) ctx.order.push(id);
  ctx.started.add(id);
  const decl = build();
  const errors = ctx.errors;
  ctx.errors = outer;
  if (errors.length > 0) {
    ctx.failed.set(id, errors);
    outer.push(...errors);
  } else {
    ctx.decls.set(id, decl);
  }
}

/** A reference to a declaration already started: its errors, if it failed, count here too. */
export function referTo(ctx: TsContext, id: DeclId): void {
  const errors = ctx.failed.get(id);
  if (errors !== undefined) ctx.errors.push(...errors);
}

/** The declaration an anonymous type already has, if any (counted as a reference); else records `id` as its declaration. */
export function anonymousDecl(ctx: TsContext, type: ts.Type, id: DeclId): DeclId | undefined {
  const prior = ctx.anonymous.get(type);
  if (prior !== undefined) {
    referTo(ctx, prior);
    return prior;
  }
  ctx.anonymous.set(type, id);
  return undefined;
}
