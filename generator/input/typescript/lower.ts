/**
 * The TypeScript front end: declarations read through the type checker → IR model. Every root
 * is generated whole or refused with the diagnostics that name why; a run with refusals fails
 * (exit 1), listing them all.
 */
import { resolve } from 'node:path';
import { error, fail, ok, type Diagnostic, type Result } from '../../diagnostics.js';
import { declTypes, typeRefs } from '../../ir/passes/traverse.js';
import type { Decl, DeclId, Model } from '../../ir/types.js';
import type { FrontEndOptions } from '../options.js';
import { warn, type TsContext } from './context.js';
import { openProgram } from './project.js';
import { bindInstantiation, collectRoots, declareSymbol, isGeneric, type Root } from './roots.js';

export interface RootOutcome {
  readonly name: string;
  readonly file: string;
  /** Generated, refused (with the errors), or skipped (a generic declaration). */
  readonly status: 'generated' | 'refused' | 'generic';
  readonly id?: DeclId;
  readonly errors: readonly Diagnostic[];
}

export interface TypeScriptRead {
  /** The declarations of the generated roots (and what they use). */
  readonly model: Model;
  readonly roots: readonly RootOutcome[];
  readonly warnings: readonly Diagnostic[];
}

function declRefs(decl: Decl): DeclId[] {
  return declTypes(decl).flatMap((t) => typeRefs(t.type));
}

/** Drops declarations that reach a failed one (through recursion a failure can come after the reference). */
function sweep(ctx: TsContext): Set<DeclId> {
  const dead = new Set(ctx.failed.keys());
  let changed = true;
  while (changed) {
    changed = false;
    for (const [id, decl] of ctx.decls) {
      if (!dead.has(id) && declRefs(decl).some((r) => dead.has(r) || !ctx.decls.has(r))) {
        dead.add(id);
        changed = true;
      }
    }
  }
  return dead;
}

function lowerRoot(ctx: TsContext, root: Root): { id: DeclId; errors: Diagnostic[] } {
  const outer = ctx.errors;
  ctx.errors = [];
  const id = declareSymbol(ctx, root.symbol);
  const errors = ctx.errors;
  ctx.errors = outer;
  return { id, errors };
}

function unique(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  const key = (d: Diagnostic): string => `${d.code}\u0000${d.file}\u0000${d.pointer}\u0000${d.position?.line}:${d.position?.column}\u0000${d.message}`;
  return [...new Map(diagnostics.map((d) => [key(d), d])).values()];
}

/** Reads the inputs and lowers every root it can, reporting each root's outcome. */
export function readTypeScript(paths: readonly string[], options: FrontEndOptions): Result<TypeScriptRead> {
  const program = openProgram(paths, options.tsconfig);
  if (!program.ok) return program;
  const { ts, checker, isLibFile, inputs } = program.value;
  const given = new Map(inputs.map((i) => [i.source.fileName, i.path]));
  for (const path of paths) given.set(resolve(path).split('\\').join('/'), path);
  const ctx: TsContext = { ts, checker, isLibFile, options, given, decls: new Map(), order: [], started: new Set(), bound: new Map(), boundIds: new Map(), namedCache: new Map(), anonymous: new Map(), failed: new Map(), errors: [], warnings: [] };
  const all = collectRoots(ctx, inputs);
  const wanted = options.types;
  const missing = (wanted ?? []).filter((name) => !all.some((r) => r.name === name));
  if (missing.length > 0) {
    return fail(missing.map((name) => error('E_TS_TYPE_NOT_FOUND', `--type ${name}: no exported declaration of that name`, paths[0] ?? '', '')));
  }
  const roots = wanted === undefined ? all : all.filter((r) => wanted.includes(r.name));
  for (const root of roots) if (!isGeneric(ctx, root.symbol)) bindInstantiation(ctx, root.symbol);
  const lowered = roots.map((root) => {
    if (isGeneric(ctx, root.symbol) && wanted === undefined) {
      warn(ctx, { file: root.file, pointer: `/${root.name}`, node: root.symbol.declarations?.[0] }, 'W_TS_GENERIC', `${root.name} is generic; it is generated where it is instantiated`);
      return { root, id: undefined, errors: [] };
    }
    return { root, ...lowerRoot(ctx, root) };
  });
  const dead = sweep(ctx);
  const outcomes: RootOutcome[] = lowered.map(({ root, id, errors }) => {
    if (id === undefined && errors.length === 0) return { name: root.name, file: root.file, status: 'generic', errors: [] };
    const failed = errors.length > 0 || id === undefined || dead.has(id) || !ctx.decls.has(id);
    const why = errors.length > 0 ? errors : [...dead].flatMap((d) => ctx.failed.get(d) ?? []);
    return failed
      ? { name: root.name, file: root.file, status: 'refused', errors: unique(why) }
      : { name: root.name, file: root.file, status: 'generated', id, errors: [] };
  });
  const decls = ctx.order.flatMap((id) => (dead.has(id) ? [] : (ctx.decls.get(id) ?? [])));
  const rootIds = outcomes.flatMap((o) => (o.status === 'generated' && o.id !== undefined ? [o.id] : []));
  return ok({ model: { decls, roots: [...new Set(rootIds)] }, roots: outcomes, warnings: unique(ctx.warnings) });
}

/** The front end as the pipeline runs it: the model, or every refusal's diagnostics. */
export function lowerTypeScript(paths: readonly string[], options: FrontEndOptions): Result<Model> {
  const read = readTypeScript(paths, options);
  if (!read.ok) return read;
  const errors = unique(read.value.roots.flatMap((r) => r.errors));
  if (errors.length > 0) return fail([...errors, ...read.value.warnings]);
  if (read.value.model.roots.length === 0) {
    return fail([error('E_TS_TYPE_NOT_FOUND', 'the inputs export no non-generic type declaration', paths[0] ?? '', ''), ...read.value.warnings]);
  }
  return ok(read.value.model, read.value.warnings);
}
