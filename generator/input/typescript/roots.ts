/**
 * The roots: the exported declarations of the input files (every top-level declaration of a
 * file that exports nothing), or those `--type` names. Each becomes a declaration of its own
 * name; an alias that binds a generic instantiation (`type UserPage = Page<User>`) names it.
 */
import type { ts } from 'ts-morph';
import type { Decl, DeclId } from '../../ir/types.js';
import { applyConstraints, jsdocConstraints } from './constraints.js';
import { declareScoped, referTo, report, type TsContext } from './context.js';
import { docInfo } from './docs.js';
import { lowerType } from './lower-type.js';
import { instantiationOf, namedOf, namedSymbol } from './names.js';
import type { InputFile } from './project.js';
import { containsTypeof } from './property-type.js';

export interface Root {
  readonly name: string;
  readonly symbol: ts.Symbol;
  /** The input file that exports it. */
  readonly file: string;
}

const TYPE_FLAGS = (t: TsContext['ts']): number => t.SymbolFlags.Interface | t.SymbolFlags.TypeAlias | t.SymbolFlags.Enum | t.SymbolFlags.Class;

function isTypeDeclaration(ctx: TsContext, symbol: ts.Symbol): boolean {
  return (symbol.flags & TYPE_FLAGS(ctx.ts)) !== 0;
}

function isFunction(ctx: TsContext, symbol: ts.Symbol): boolean {
  return (symbol.flags & ctx.ts.SymbolFlags.Function) !== 0;
}

function exportsOf(ctx: TsContext, input: InputFile): ts.Symbol[] {
  const module = ctx.checker.getSymbolAtLocation(input.source);
  if (module !== undefined) {
    return ctx.checker.getExportsOfModule(module).map((s) => (s.flags & ctx.ts.SymbolFlags.Alias ? ctx.checker.getAliasedSymbol(s) : s));
  }
  return input.source.statements.flatMap((statement) => {
    const name = (statement as ts.DeclarationStatement).name;
    const symbol = name === undefined ? undefined : ctx.checker.getSymbolAtLocation(name);
    return symbol === undefined ? [] : [symbol];
  });
}

function position(symbol: ts.Symbol): [string, number] {
  const decl = symbol.declarations?.[0];
  return decl === undefined ? ['', 0] : [decl.getSourceFile().fileName, decl.getStart()];
}

/** The type and function declarations the inputs export, in file and source order, each once. */
export function collectRoots(ctx: TsContext, inputs: readonly InputFile[]): Root[] {
  const seen = new Set<ts.Symbol>();
  const roots: Root[] = [];
  for (const input of inputs) {
    const found = exportsOf(ctx, input).filter((s) => !seen.has(s) && (isTypeDeclaration(ctx, s) || isFunction(ctx, s)));
    found.sort((a, b) => {
      const [fa, pa] = position(a);
      const [fb, pb] = position(b);
      return fa < fb ? -1 : fa > fb ? 1 : pa - pb;
    });
    for (const symbol of found) {
      seen.add(symbol);
      roots.push({ name: symbol.name, symbol, file: input.path });
    }
  }
  return roots;
}

/** Whether a declaration has type parameters (it is generated only where instantiated). */
export function isGeneric(ctx: TsContext, symbol: ts.Symbol): boolean {
  return (symbol.declarations ?? []).some(
    (d) => (ctx.ts.isInterfaceDeclaration(d) || ctx.ts.isTypeAliasDeclaration(d) || ctx.ts.isClassDeclaration(d)) && (d.typeParameters?.length ?? 0) > 0,
  );
}

function aliasNode(ctx: TsContext, symbol: ts.Symbol): ts.TypeAliasDeclaration | undefined {
  return symbol.declarations?.find((d): d is ts.TypeAliasDeclaration => ctx.ts.isTypeAliasDeclaration(d));
}

/** An alias that binds a generic instantiation gives it its name (before anything refers to it). */
export function bindInstantiation(ctx: TsContext, symbol: ts.Symbol): void {
  if (!(symbol.flags & ctx.ts.SymbolFlags.TypeAlias) || isGeneric(ctx, symbol)) return;
  const type = ctx.checker.getDeclaredTypeOfSymbol(symbol);
  const existing = namedOf(ctx, type);
  const named = namedSymbol(ctx, symbol);
  if (existing === undefined || named === undefined || ctx.bound.has(type)) return;
  const instance = instantiationOf(ctx, type);
  if (instance !== undefined && !ctx.boundIds.has(instance.id)) ctx.boundIds.set(instance.id, named);
  if (existing.id !== named.id && existing.hint.length > 1) ctx.bound.set(type, named);
}

/** The declaration of a named type (a root, or an alias a property names): its id. */
export function declareSymbol(ctx: TsContext, symbol: ts.Symbol): DeclId {
  const named = namedSymbol(ctx, symbol);
  if (named === undefined) return '';
  if (!isTypeDeclaration(ctx, symbol)) {
    report(ctx, named.site, 'E_TS_FUNCTION', `the function ${symbol.name} has no JSON form`);
    return named.id;
  }
  if (ctx.started.has(named.id)) {
    referTo(ctx, named.id);
    return named.id;
  }
  const node = aliasNode(ctx, symbol);
  if (node !== undefined && containsTypeof(ctx, node.type)) {
    ctx.started.add(named.id);
    declareScoped(ctx, named.id, (): Decl => {
      report(ctx, named.site, 'E_TS_TYPEOF', `\`typeof\` of a value in ${symbol.name}; declare the type instead`);
      return { kind: 'alias', id: named.id, origin: { file: named.site.file, pointer: named.site.pointer }, nameHint: named.hint, type: { kind: 'any' } };
    });
    return named.id;
  }
  const type = ctx.checker.getDeclaredTypeOfSymbol(symbol);
  const F = ctx.ts.TypeFlags;
  if (type.flags & (F.Object | F.Union | F.Intersection) && namedOf(ctx, type) === undefined) ctx.bound.set(type, named);
  const own = namedOf(ctx, type)?.id === named.id;
  const lowered = own ? lowerType(ctx, type, named.site, named.hint) : undefined;
  if (lowered?.kind === 'ref' && lowered.target === named.id) return named.id;
  declareScoped(ctx, named.id, (): Decl => {
    const info = docInfo(ctx, symbol);
    const inner = lowered ?? lowerType(ctx, type, named.site, named.hint);
    const constrained = applyConstraints(ctx, named.site, inner, jsdocConstraints(info.tags));
    return { kind: 'alias', id: named.id, origin: { file: named.site.file, pointer: named.site.pointer }, nameHint: named.hint, ...(info.doc !== undefined ? { doc: info.doc } : {}), type: constrained };
  });
  return named.id;
}
