/** Literal types: their scalar value, their kind, and the names an enum gives its members. */
import type { ts } from 'ts-morph';
import { literalJson } from '../../ir/literal.js';
import type { ScalarLiteral } from '../../ir/types.js';
import { decimalText, fromDouble } from '../../plan/decimal.js';
import type { TsContext } from './context.js';

/** The scalar a string, number or boolean literal type (or enum member) stands for. */
export function scalarOf(ctx: TsContext, type: ts.Type): ScalarLiteral | undefined {
  if (type.isStringLiteral()) return { kind: 'string', value: type.value };
  if (type.isNumberLiteral()) return Number.isFinite(type.value) ? { kind: 'number', text: decimalText(fromDouble(type.value)) } : undefined;
  if (type.flags & ctx.ts.TypeFlags.BooleanLiteral) return { kind: 'boolean', value: ctx.checker.typeToString(type) === 'true' };
  return undefined;
}

export function isScalarLiteral(ctx: TsContext, type: ts.Type): boolean {
  return scalarOf(ctx, type) !== undefined;
}

/** The IR literal of a scalar. */
export function literalValue(literal: ScalarLiteral): string | number | boolean {
  switch (literal.kind) {
    case 'string':
      return literal.value;
    case 'number':
      return Number(literal.text);
    case 'boolean':
      return literal.value;
  }
}

/**
 * Member names: an enum member's own name, or for `type X = 1 | 2` beside
 * `namespace X { export const A = 1; export const B = 2 }` the constant holding the value.
 */
export function memberNames(ctx: TsContext, union: ts.Type): ReadonlyMap<string, ts.Symbol> {
  const names = new Map<string, ts.Symbol>();
  const alias = union.aliasSymbol;
  if (alias !== undefined && alias.flags & (ctx.ts.SymbolFlags.ValueModule | ctx.ts.SymbolFlags.NamespaceModule)) {
    for (const member of ctx.checker.getExportsOfModule(alias)) {
      if (!(member.flags & ctx.ts.SymbolFlags.Variable)) continue;
      const literal = scalarOf(ctx, ctx.checker.getTypeOfSymbol(member));
      if (literal !== undefined && !names.has(literalJson(literal))) names.set(literalJson(literal), member);
    }
  }
  const members = union.isUnion() ? union.types : [union];
  for (const member of members) {
    const symbol = member.getSymbol();
    const literal = scalarOf(ctx, member);
    if (member.flags & ctx.ts.TypeFlags.EnumLiteral && symbol !== undefined && literal !== undefined) names.set(literalJson(literal), symbol);
  }
  return names;
}
