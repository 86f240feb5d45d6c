/**
 * Which types are declarations of their own, and their names: the user's interfaces, classes,
 * enums and type aliases (not the standard library's utility types), a generic one instantiated
 * with concrete arguments named from its arguments (`Page<User>` → `PageUser`) unless an alias
 * binds it, which gives its own name.
 */
import type { ts } from 'ts-morph';
import { pointerAppend } from '../../diagnostics.js';
import type { NameHint } from '../../ir/types.js';
import { siteOf, type Named, type TsContext } from './context.js';

/** Declared only in the standard library (`lib.*.d.ts`). */
export function isLibSymbol(ctx: TsContext, symbol: ts.Symbol): boolean {
  const decls = symbol.declarations ?? [];
  return decls.length > 0 && decls.every((d) => ctx.isLibFile(d.getSourceFile()));
}

/** The namespaces a declaration sits in, outermost first, then its own name. */
function qualifiedPath(ctx: TsContext, node: ts.Node, name: string): string[] {
  const path = [name];
  for (let at = node.parent; at !== undefined; at = at.parent) {
    if (ctx.ts.isModuleDeclaration(at) && ctx.ts.isIdentifier(at.name)) path.unshift(at.name.text);
  }
  return path;
}

function capitalized(word: string): string {
  return word.length === 0 ? word : word[0]!.toUpperCase() + word.slice(1);
}

/** Words naming a type argument: its declaration's name, else the words of its text. */
export function typeWords(ctx: TsContext, type: ts.Type): string[] {
  const named = namedOf(ctx, type);
  if (named !== undefined) return [...named.hint];
  const text = ctx.checker.typeToString(type);
  const words = text.match(/[A-Za-z0-9]+/g) ?? ['Type'];
  return words.map(capitalized);
}

/** Type arguments of an instantiated generic interface or class (without the implicit `this`). */
function referenceArguments(ctx: TsContext, type: ts.Type): readonly ts.Type[] {
  if (!(type.flags & ctx.ts.TypeFlags.Object) || !((type as ts.ObjectType).objectFlags & ctx.ts.ObjectFlags.Reference)) return [];
  const ref = type as ts.TypeReference;
  const count = (ref.target as ts.InterfaceType).typeParameters?.length ?? 0;
  return ctx.checker.getTypeArguments(ref).slice(0, count);
}

function named(ctx: TsContext, symbol: ts.Symbol, args: readonly ts.Type[]): Named | undefined {
  const decl = symbol.declarations?.[0];
  if (decl === undefined) return undefined;
  const path = qualifiedPath(ctx, decl, symbol.name);
  const argWords = args.map((a) => typeWords(ctx, a));
  const suffix = args.length > 0 ? `<${argWords.map((w) => w.join('')).join(',')}>` : '';
  const pointer = path.reduce((p, part, i) => pointerAppend(p, i === path.length - 1 ? `${part}${suffix}` : part), '');
  const hint: NameHint = [symbol.name, ...argWords.flat()];
  const site = siteOf(ctx, decl, pointer);
  return { id: `${site.file}#${pointer}`, symbol, hint, site };
}

const NAMED_SYMBOLS = (t: TsContext['ts']): number => t.SymbolFlags.Interface | t.SymbolFlags.Class | t.SymbolFlags.Enum;

/** The declaration a type is, when it is one of the user's named declarations (or bound to a name). */
export function namedOf(ctx: TsContext, type: ts.Type): Named | undefined {
  const bound = ctx.bound.get(type) ?? instantiationBound(ctx, type);
  if (bound !== undefined) return bound;
  const cached = ctx.namedCache.get(type);
  if (cached !== undefined) return cached ?? undefined;
  const found = ownName(ctx, type);
  ctx.namedCache.set(type, found ?? null);
  return found;
}

function ownName(ctx: TsContext, type: ts.Type): Named | undefined {
  const alias = type.aliasSymbol;
  if (alias !== undefined && !isLibSymbol(ctx, alias)) return named(ctx, alias, type.aliasTypeArguments ?? []);
  const symbol = type.getSymbol();
  if (symbol !== undefined && symbol.flags & NAMED_SYMBOLS(ctx.ts) && !isLibSymbol(ctx, symbol)) return named(ctx, symbol, referenceArguments(ctx, type));
  return undefined;
}

/** A generic interface or class instantiated with arguments (`Page<User>`): its own identity. */
export function instantiationOf(ctx: TsContext, type: ts.Type): Named | undefined {
  const symbol = type.getSymbol();
  if (symbol === undefined || !(symbol.flags & NAMED_SYMBOLS(ctx.ts)) || isLibSymbol(ctx, symbol)) return undefined;
  const args = referenceArguments(ctx, type);
  return args.length > 0 ? named(ctx, symbol, args) : undefined;
}

function instantiationBound(ctx: TsContext, type: ts.Type): Named | undefined {
  if (ctx.boundIds.size === 0) return undefined;
  const own = instantiationOf(ctx, type);
  return own === undefined ? undefined : ctx.boundIds.get(own.id);
}

/** The named declaration of a symbol itself (a root), without type arguments. */
export function namedSymbol(ctx: TsContext, symbol: ts.Symbol): Named | undefined {
  return named(ctx, symbol, []);
}
