/**
 * A property's type and presence: `?` and `| undefined` make it optional (absent on the wire),
 * `| null` stays in the type. The type as written is kept when it names an alias, so
 * `status?: Status` refers to `Status`, and an alias of a primitive (`type Id = string`) is
 * referred to by name.
 */
import type { ts } from 'ts-morph';
import type { IrType } from '../../ir/types.js';
import { report, type Site, type TsContext } from './context.js';
import { isLibSymbol, namedOf } from './names.js';
import { declareSymbol } from './roots.js';

export interface PropertyType {
  readonly type: ts.Type;
  readonly optional: boolean;
  /** A reference to the alias the property's type names, when it has a declaration of its own. */
  readonly ref?: IrType;
}

/** `typeof value` anywhere in a type as written. */
export function containsTypeof(ctx: TsContext, node: ts.Node): boolean {
  if (ctx.ts.isTypeQueryNode(node)) return true;
  return ctx.ts.forEachChild(node, (child) => (containsTypeof(ctx, child) ? true : undefined)) === true;
}

function membersOf(ctx: TsContext, type: ts.Type): ts.Type[] {
  const all = type.isUnion() ? type.types : [type];
  return all.filter((t) => !(t.flags & ctx.ts.TypeFlags.Undefined));
}

function sameMembers(a: readonly ts.Type[], b: readonly ts.Type[]): boolean {
  return a.length === b.length && a.every((t) => b.includes(t));
}

/** The user's non-generic alias a type reference names, when its type is no declaration of its own (`type Id = string`). */
function aliasOfPrimitive(ctx: TsContext, node: ts.TypeNode): ts.Symbol | undefined {
  if (!ctx.ts.isTypeReferenceNode(node) || node.typeArguments !== undefined) return undefined;
  let symbol = ctx.checker.getSymbolAtLocation(node.typeName);
  if (symbol !== undefined && symbol.flags & ctx.ts.SymbolFlags.Alias) symbol = ctx.checker.getAliasedSymbol(symbol);
  if (symbol === undefined || !(symbol.flags & ctx.ts.SymbolFlags.TypeAlias) || (symbol.declarations?.length ?? 0) === 0 || isLibSymbol(ctx, symbol)) return undefined;
  const declared = ctx.checker.getDeclaredTypeOfSymbol(symbol);
  return namedOf(ctx, declared) === undefined ? symbol : undefined;
}

/**
 * The property's type; `absent` for an optional property that can only be undefined
 * (`d?: never`, `d?: undefined`): it is never written, and read as an unknown key.
 */
export function propertyType(ctx: TsContext, prop: ts.Symbol, decl: ts.Declaration | undefined, site: Site): PropertyType | 'absent' | undefined {
  const typeNode = decl !== undefined && (ctx.ts.isPropertySignature(decl) || ctx.ts.isPropertyDeclaration(decl)) ? decl.type : undefined;
  if (typeNode !== undefined && containsTypeof(ctx, typeNode)) {
    report(ctx, site, 'E_TS_TYPEOF', `\`typeof\` of a value in the type of ${prop.name}; declare the type instead`);
    return undefined;
  }
  const full = ctx.checker.getTypeOfSymbol(prop);
  const present = membersOf(ctx, full);
  const optional = (prop.flags & ctx.ts.SymbolFlags.Optional) !== 0 || present.length < (full.isUnion() ? full.types.length : 1);
  const [only] = present;
  if (only === undefined && optional) return 'absent';
  if (only === undefined) {
    report(ctx, site, 'E_TS_UNSUPPORTED_TYPE', `the property ${prop.name} can only be undefined; it has no JSON value`);
    return undefined;
  }
  const declared = typeNode === undefined ? undefined : ctx.checker.getTypeFromTypeNode(typeNode);
  const type = declared !== undefined && sameMembers(membersOf(ctx, declared), present) ? declared : present.length === 1 ? only : full;
  const alias = typeNode === undefined || type !== declared ? undefined : aliasOfPrimitive(ctx, typeNode);
  if (alias === undefined) return { type, optional };
  const id = declareSymbol(ctx, alias);
  return { type, optional, ref: { kind: 'ref', target: id } };
}
