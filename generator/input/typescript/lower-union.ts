/**
 * Unions. `undefined` members are presence (the property is optional), `null` makes the rest
 * nullable; a union of literals of one kind (or a TypeScript enum) is an enum, with member
 * names where the enum or a namespace of constants gives them; anything else is a union
 * declaration whose dispatch the normalize passes decide (by JSON kind, by a literal
 * discriminator property, by a unique required key).
 */
import type { ts } from 'ts-morph';
import { pointerAppend } from '../../diagnostics.js';
import { literalJson } from '../../ir/literal.js';
import type { EnumDecl, EnumMember, IrType, NameHint, ScalarLiteral, UnionDecl, Variant } from '../../ir/types.js';
import { anonymousDecl, declareScoped, referTo, type Named, type Site, type TsContext } from './context.js';
import { docInfo } from './docs.js';
import { literalValue, memberNames, scalarOf } from './literals.js';
import { lowerType } from './lower-type.js';
import { namedOf, typeWords } from './names.js';

/** What a union is made of, once `undefined` and `null` are taken out. */
interface Parts {
  readonly nullable: boolean;
  /** Literal members, by kind, in order (a `true | false` pair is `boolean`, not literals). */
  readonly literals: ReadonlyMap<ScalarLiteral['kind'], readonly ts.Type[]>;
  readonly boolean: boolean;
  readonly others: readonly ts.Type[];
}

function partsOf(ctx: TsContext, type: ts.UnionType): Parts {
  const F = ctx.ts.TypeFlags;
  const members = type.types.filter((t) => !(t.flags & (F.Undefined | F.Void)));
  const bools = members.filter((t) => t.flags & F.BooleanLiteral && !(t.flags & F.EnumLiteral));
  const boolean = bools.length === 2;
  const literals = new Map<ScalarLiteral['kind'], ts.Type[]>();
  const others: ts.Type[] = [];
  for (const t of members) {
    if (t.flags & F.Null || (boolean && bools.includes(t))) continue;
    const literal = scalarOf(ctx, t);
    if (literal === undefined) others.push(t);
    else literals.set(literal.kind, [...(literals.get(literal.kind) ?? []), t]);
  }
  return { nullable: members.some((t) => t.flags & F.Null), literals, boolean, others };
}

function ref(id: string): IrType {
  return { kind: 'ref', target: id };
}

/** The declaration's identity: its name, or its site; `/value` under a nullable named union so the name stays free for the nullable alias. */
function identity(named: Named | undefined, site: Site, hint: NameHint, nullable: boolean): { id: string; site: Site; hint: NameHint } {
  const base = named?.site ?? site;
  const at = nullable && named !== undefined ? { ...base, pointer: pointerAppend(base.pointer, 'value') } : base;
  return { id: `${at.file}#${at.pointer}`, site: at, hint: named?.hint ?? hint };
}

function declareEnum(ctx: TsContext, union: ts.Type, literals: readonly ts.Type[], where: { id: string; site: Site; hint: NameHint }, named: Named | undefined): IrType {
  if (ctx.started.has(where.id)) {
    referTo(ctx, where.id);
    return ref(where.id);
  }
  declareScoped(ctx, where.id, (): EnumDecl => {
    const names = memberNames(ctx, union);
    const seen = new Set<string>();
    const members: EnumMember[] = [];
    for (const t of literals) {
      const value = scalarOf(ctx, t);
      if (value === undefined || seen.has(literalJson(value))) continue;
      seen.add(literalJson(value));
      const symbol = names.get(literalJson(value));
      const doc = symbol === undefined ? undefined : docInfo(ctx, symbol).doc;
      members.push({ value, ...(symbol !== undefined ? { name: symbol.name } : {}), ...(doc !== undefined ? { doc } : {}) });
    }
    const doc = named === undefined ? undefined : docInfo(ctx, named.symbol).doc;
    return { kind: 'enum', id: where.id, origin: { file: where.site.file, pointer: where.site.pointer }, nameHint: where.hint, ...(doc !== undefined ? { doc } : {}), members, open: false };
  });
  return ref(where.id);
}

/** A property every object member has with a literal type: names anonymous variants by their tag. */
function discriminant(ctx: TsContext, objects: readonly ts.Type[]): string | undefined {
  const [first] = objects;
  if (first === undefined) return undefined;
  return ctx.checker.getPropertiesOfType(first).find((p) =>
    objects.every((o) => {
      const prop = o.getProperty(p.name);
      return prop !== undefined && !(prop.flags & ctx.ts.SymbolFlags.Optional) && scalarOf(ctx, ctx.checker.getTypeOfSymbol(prop)) !== undefined;
    }),
  )?.name;
}

function variantHint(ctx: TsContext, type: ts.Type, hint: NameHint, tag: string | undefined): NameHint {
  const named = namedOf(ctx, type);
  if (named !== undefined) return named.hint;
  if (tag !== undefined && type.flags & ctx.ts.TypeFlags.Object) {
    const prop = type.getProperty(tag);
    const literal = prop === undefined ? undefined : scalarOf(ctx, ctx.checker.getTypeOfSymbol(prop));
    if (literal !== undefined) return [...hint, String(literalValue(literal))];
  }
  return [...hint, ...typeWords(ctx, type)];
}

function literalVariant(ctx: TsContext, union: ts.Type, kind: string, members: readonly ts.Type[], site: Site, hint: NameHint): Variant {
  const variantHintWords: NameHint = [...hint, kind === 'string' ? 'String' : kind === 'number' ? 'Number' : 'Boolean'];
  const [only] = members;
  if (members.length === 1 && only !== undefined) return { type: lowerType(ctx, only, site, variantHintWords), nameHint: variantHintWords };
  const at = { ...site, pointer: pointerAppend(site.pointer, kind) };
  return { type: declareEnum(ctx, union, members, { id: `${at.file}#${at.pointer}`, site: at, hint: variantHintWords }, undefined), nameHint: variantHintWords };
}

function declareUnion(ctx: TsContext, union: ts.Type, parts: Parts, where: { id: string; site: Site; hint: NameHint }, named: Named | undefined): IrType {
  if (ctx.started.has(where.id)) {
    referTo(ctx, where.id);
    return ref(where.id);
  }
  declareScoped(ctx, where.id, (): UnionDecl => {
    const variants: Variant[] = [];
    for (const [kind, members] of parts.literals) variants.push(literalVariant(ctx, union, kind, members, where.site, where.hint));
    if (parts.boolean) variants.push({ type: { kind: 'bool' }, nameHint: [...where.hint, 'Boolean'] });
    const objects = parts.others.filter((t) => t.flags & ctx.ts.TypeFlags.Object);
    const tag = discriminant(ctx, objects);
    parts.others.forEach((t, i) => {
      const hint = variantHint(ctx, t, where.hint, tag);
      const at = { ...where.site, pointer: pointerAppend(pointerAppend(where.site.pointer, 'anyOf'), i) };
      variants.push({ type: lowerType(ctx, t, at, hint), nameHint: hint });
    });
    const doc = named === undefined ? undefined : docInfo(ctx, named.symbol).doc;
    const dispatch = { kind: 'firstMatch', indices: variants.map((_, i) => i) } as const;
    return { kind: 'union', id: where.id, origin: { file: where.site.file, pointer: where.site.pointer }, nameHint: where.hint, ...(doc !== undefined ? { doc } : {}), variants, dispatch };
  });
  return ref(where.id);
}

/** The TypeScript enum whose members are exactly these literals (`Color | null` is `Color`, nullable). */
function wholeEnum(ctx: TsContext, literals: readonly ts.Type[]): ts.Type | undefined {
  const [first] = literals;
  if (first === undefined || !(first.flags & ctx.ts.TypeFlags.EnumLiteral)) return undefined;
  const base = ctx.checker.getBaseTypeOfLiteralType(first);
  if (!base.isUnion() || base === first) return undefined;
  const same = literals.every((t) => ctx.checker.getBaseTypeOfLiteralType(t) === base) && base.types.every((t) => literals.includes(t));
  return same ? base : undefined;
}

export function lowerUnion(ctx: TsContext, type: ts.UnionType, site: Site, hint: NameHint): IrType {
  const parts = partsOf(ctx, type);
  const wrap = (inner: IrType): IrType => (parts.nullable && inner.kind !== 'nullable' && inner.kind !== 'any' ? { kind: 'nullable', inner } : inner);
  const literalKinds = [...parts.literals.values()];
  const count = parts.others.length + literalKinds.length + (parts.boolean ? 1 : 0);
  if (count === 0) return { kind: 'literal', value: null };
  const [other] = parts.others;
  if (count === 1 && other !== undefined) return wrap(lowerType(ctx, other, site, hint));
  if (count === 1 && parts.boolean) return wrap({ kind: 'bool' });
  const named = namedOf(ctx, type);
  const where = identity(named, site, hint, parts.nullable);
  const [onlyKind] = literalKinds;
  if (count === 1 && onlyKind !== undefined) {
    const [single] = onlyKind;
    if (onlyKind.length === 1 && single !== undefined) return wrap(lowerType(ctx, single, site, hint));
    const whole = wholeEnum(ctx, onlyKind);
    if (named === undefined && whole !== undefined) return wrap(lowerType(ctx, whole, site, hint));
  }
  const prior = named === undefined ? anonymousDecl(ctx, type, where.id) : undefined;
  if (prior !== undefined) return wrap(ref(prior));
  if (count === 1 && onlyKind !== undefined) return wrap(declareEnum(ctx, type, onlyKind, where, named));
  return wrap(declareUnion(ctx, type, parts, where, named));
}
