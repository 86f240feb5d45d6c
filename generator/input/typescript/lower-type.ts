/**
 * A TypeScript type, as the checker resolved it, → an IR type. Primitives map directly;
 * unions, intersections and object types have their own modules; types with no JSON form
 * are refused with a diagnostic naming the construct.
 */
import type { ts } from 'ts-morph';
import type { IrType, NameHint } from '../../ir/types.js';
import { applyConstraints, typiaTag, type Constraint } from './constraints.js';
import { report, type Site, type TsContext } from './context.js';
import { literalValue, scalarOf } from './literals.js';
import { lowerObject } from './lower-object.js';
import { lowerUnion } from './lower-union.js';
import { templatePattern } from './template.js';

const ANY: IrType = { kind: 'any' };

function typeText(ctx: TsContext, type: ts.Type): string {
  return ctx.checker.typeToString(type);
}

/** Types with no JSON form or that the checker left unreduced: a diagnostic naming them. */
function refused(ctx: TsContext, type: ts.Type, site: Site): boolean {
  const F = ctx.ts.TypeFlags;
  const f = type.flags;
  const text = typeText(ctx, type);
  if (f & F.Any && (type as { intrinsicName?: string }).intrinsicName === 'error') {
    report(ctx, site, 'E_TS_UNRESOLVED', 'the checker cannot resolve this type (an unknown name or a failed import)');
  } else if (f & (F.Undefined | F.Void)) {
    report(ctx, site, 'E_TS_UNSUPPORTED_TYPE', `\`${text}\` has no JSON value (make the property optional instead)`);
  } else if (f & F.Never) {
    report(ctx, site, 'E_TS_UNSUPPORTED_TYPE', '`never` has no JSON value');
  } else if (f & F.ESSymbolLike) {
    report(ctx, site, 'E_TS_UNSUPPORTED_TYPE', '`symbol` has no JSON form');
  } else if (f & (F.TemplateLiteral | F.StringMapping)) {
    report(ctx, site, 'E_TS_TEMPLATE_LITERAL', `the template-literal type \`${text}\` is not supported (declare it as string with @pattern, or give --template-literals pattern)`);
  } else if (f & F.TypeParameter) {
    report(ctx, site, 'E_TS_UNRESOLVED', `the type parameter \`${text}\` has no concrete type here`);
  } else if (f & (F.Conditional | F.Substitution)) {
    report(ctx, site, 'E_TS_UNRESOLVED', `the conditional type \`${text}\` does not reduce to a concrete type`);
  } else if (f & F.Index) {
    report(ctx, site, 'E_TS_UNRESOLVED', `\`${text}\` (keyof) does not reduce to a finite set of keys`);
  } else if (f & F.IndexedAccess) {
    report(ctx, site, 'E_TS_UNRESOLVED', `the indexed access type \`${text}\` does not reduce to a concrete type`);
  } else {
    return false;
  }
  return true;
}

/** `A & B`: typia tags constrain the rest; objects merge into one record; a primitive with brand objects is the primitive. */
function lowerIntersection(ctx: TsContext, type: ts.IntersectionType, site: Site, hint: NameHint): IrType {
  const tags: Constraint[] = [];
  const base: ts.Type[] = [];
  for (const member of type.types) {
    const tag = typiaTag(ctx, member);
    if (tag !== undefined) tags.push(tag);
    else base.push(member);
  }
  const objects = base.filter((t) => t.flags & ctx.ts.TypeFlags.Object);
  const primitives = base.filter((t) => !(t.flags & ctx.ts.TypeFlags.Object));
  const [only] = base;
  if (base.length === 1 && only !== undefined) return applyConstraints(ctx, site, lowerType(ctx, only, site, hint), tags);
  const [primitive] = primitives;
  if (primitives.length === 1 && primitive !== undefined) return applyConstraints(ctx, site, lowerType(ctx, primitive, site, hint), tags);
  if (primitives.length > 1) {
    report(ctx, site, 'E_TS_INTERSECTION', `the intersection \`${typeText(ctx, type)}\` of several primitives has no value`);
    return ANY;
  }
  if (objects.length === 0) return ANY;
  return lowerObject(ctx, type, site, hint);
}

export function lowerType(ctx: TsContext, type: ts.Type, site: Site, hint: NameHint): IrType {
  const F = ctx.ts.TypeFlags;
  const f = type.flags;
  if (f & F.TemplateLiteral && ctx.options.templateLiterals === 'pattern') {
    const pattern = templatePattern(ctx, type as ts.TemplateLiteralType);
    if (pattern !== undefined) return { kind: 'string', pattern };
  }
  if (refused(ctx, type, site)) return ANY;
  if (f & (F.Any | F.Unknown)) return ANY;
  if (f & F.String) return { kind: 'string' };
  if (f & F.Number) return { kind: 'float' };
  if (f & F.BigInt) return { kind: 'int', repr: 'big' };
  if (f & F.Boolean) return { kind: 'bool' };
  if (f & F.Null) return { kind: 'literal', value: null };
  if (f & F.Union) return lowerUnion(ctx, type as ts.UnionType, site, hint);
  const literal = scalarOf(ctx, type);
  if (literal !== undefined) return { kind: 'literal', value: literalValue(literal) };
  if (f & F.BigIntLiteral) {
    const value = (type as ts.BigIntLiteralType).value;
    return { kind: 'int', repr: 'big', allowed: [`${value.negative ? '-' : ''}${value.base10Value}`] };
  }
  if (f & F.Intersection) return lowerIntersection(ctx, type as ts.IntersectionType, site, hint);
  if (f & F.NonPrimitive) return { kind: 'map', values: ANY };
  if (f & F.Object) return lowerObject(ctx, type, site, hint);
  report(ctx, site, 'E_TS_UNSUPPORTED_TYPE', `\`${typeText(ctx, type)}\` has no JSON form`);
  return ANY;
}
