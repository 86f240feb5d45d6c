/** Scalar literals (enum members, discriminator tags): construction, identity and JSON text. */
import { decimalText, fromDouble } from '../plan/decimal.js';
import { assertNever, type EnumDecl, type ScalarLiteral } from './types.js';

export function stringLiteral(value: string): ScalarLiteral {
  return { kind: 'string', value };
}

/** The literal's JSON text: a quoted string, the canonical number text, `true` or `false`. Unique per literal, so also its identity. */
export function literalJson(literal: ScalarLiteral): string {
  switch (literal.kind) {
    case 'string':
      return JSON.stringify(literal.value);
    case 'number':
      return literal.text;
    case 'boolean':
      return literal.value ? 'true' : 'false';
    default:
      return assertNever(literal);
  }
}

export function sameLiteral(a: ScalarLiteral, b: ScalarLiteral): boolean {
  return literalJson(a) === literalJson(b);
}

/** The kind every member of the enum shares (members are never empty; a lone member decides). */
export function enumKind(decl: EnumDecl): ScalarLiteral['kind'] {
  return decl.members[0]?.value.kind ?? 'string';
}

/** The members' values of a string enum; an enum of another kind has none. */
export function enumStrings(decl: EnumDecl): string[] {
  return decl.members.flatMap((m) => (m.value.kind === 'string' ? [m.value.value] : []));
}

/** A string literal's value; another kind's JSON text. */
export function literalString(literal: ScalarLiteral): string {
  return literal.kind === 'string' ? literal.value : literalJson(literal);
}

/** The scalar literal of a `literal` type's value; `null` is none. */
export function scalarLiteralOf(value: null | boolean | number | string): ScalarLiteral | undefined {
  if (value === null) return undefined;
  if (typeof value === 'string') return { kind: 'string', value };
  if (typeof value === 'boolean') return { kind: 'boolean', value };
  return Number.isFinite(value) ? { kind: 'number', text: decimalText(fromDouble(value)) } : undefined;
}
