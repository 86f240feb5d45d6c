/**
 * Template-literal types (`` `${string}.png` ``) as strings with a pattern, when the run opts in
 * (`--template-literals pattern`): each literal text escaped, `${string}` any text,
 * `${number}` a JavaScript number's text, `${bigint}` an integer, `${boolean}` and literal
 * unions their alternatives. Anything else inside the template has no pattern.
 */
import type { ts } from 'ts-morph';
import type { TsContext } from './context.js';

const NUMBER = '-?(?:0|[1-9][0-9]*)(?:\\.[0-9]+)?(?:e[+-][0-9]+)?';
const INTEGER = '-?(?:0|[1-9][0-9]*)';

function escape(text: string): string {
  return text.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&');
}

function piece(ctx: TsContext, type: ts.Type): string | undefined {
  const F = ctx.ts.TypeFlags;
  if (type.flags & F.String) return '[\\s\\S]*';
  if (type.flags & F.Number) return NUMBER;
  if (type.flags & F.BigInt) return INTEGER;
  if (type.isStringLiteral()) return escape(type.value);
  if (type.isNumberLiteral()) return escape(String(type.value));
  if (type.flags & F.BooleanLiteral) return ctx.checker.typeToString(type);
  if (type.flags & F.TemplateLiteral) return body(ctx, type as ts.TemplateLiteralType);
  if (type.isUnion()) {
    const alternatives = type.types.map((t) => piece(ctx, t));
    return alternatives.every((a): a is string => a !== undefined) ? `(?:${alternatives.join('|')})` : undefined;
  }
  return undefined;
}

function body(ctx: TsContext, type: ts.TemplateLiteralType): string | undefined {
  let out = escape(type.texts[0] ?? '');
  for (const [i, t] of type.types.entries()) {
    const p = piece(ctx, t);
    if (p === undefined) return undefined;
    out += p + escape(type.texts[i + 1] ?? '');
  }
  return out;
}

/** The anchored pattern a template-literal type stands for, when it has one. */
export function templatePattern(ctx: TsContext, type: ts.TemplateLiteralType): string | undefined {
  const inner = body(ctx, type);
  return inner === undefined ? undefined : `^${inner}$`;
}
