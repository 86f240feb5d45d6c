/**
 * The reference for what a generated decoder + encoder must output for a document: the
 * canonical bytes (test/cases/README.md, wire rules) of the document read as an IR type, or
 * undefined when the decoder must reject it. Union dispatch follows the IR's `Dispatch`.
 */
import { enumPlan, type EnumPlan } from '../../../generator/plan/enum.js';
import { afterCovering, tagKey } from '../../../generator/plan/union.js';
import { numberKey } from '../../../generator/plan/value-key.js';
import { assertNever, type CoveringVariant, type Decl, type DeclId, type Dispatch, type IrType, type RecordDecl, type ScalarLiteral, type UnionDecl } from '../../../generator/ir/types.js';
import { decimal, integerModulus } from '../../../generator/plan/decimal.js';
import { formatOk } from './formats.js';
import { canonicalString, minified, type Member, type Spelled } from './spelled.js';
import { codePoints } from './strings.js';

export type Decls = ReadonlyMap<DeclId, Decl>;

const numberSyntax = /^(-?)(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/;

/** The exact integer a number text denotes, or undefined when it has a fraction. */
export function integerValue(text: string): bigint | undefined {
  const m = numberSyntax.exec(text);
  if (m === null) return undefined;
  const digits = `${m[2]}${m[3] ?? ''}`.replace(/^0+(?=\d)/, '');
  const shift = Number(m[4] ?? '0') - (m[3] ?? '').length;
  if (/^0+$/.test(digits)) return 0n;
  if (shift > 400) return undefined;
  let value: bigint;
  if (shift >= 0) value = BigInt(digits) * 10n ** BigInt(shift);
  else {
    const cut = digits.length + shift;
    if (!/^0*$/.test(digits.slice(Math.max(cut, 0)))) return undefined;
    value = cut <= 0 ? 0n : BigInt(digits.slice(0, cut));
  }
  return m[1] === '-' ? -value : value;
}

const int64Min = -(2n ** 63n);
const int64Max = 2n ** 63n - 1n;

function boundOk(value: number | bigint, bound: { value: string; exclusive: boolean } | undefined, lower: boolean): boolean {
  if (bound === undefined) return true;
  const limit = typeof value === 'bigint' ? (integerValue(bound.value) ?? undefined) : Number(bound.value);
  if (limit === undefined) {
    const x = Number(value);
    const b = Number(bound.value);
    return lower ? (bound.exclusive ? x > b : x >= b) : bound.exclusive ? x < b : x <= b;
  }
  return lower ? (bound.exclusive ? value > limit : value >= limit) : bound.exclusive ? value < limit : value <= limit;
}

function intText(type: Extract<IrType, { kind: 'int' }>, doc: Spelled): string | undefined {
  if (doc.kind !== 'number') return undefined;
  const n = integerValue(doc.text);
  if (n === undefined) return undefined;
  if (type.repr === 'int64' && (n < int64Min || n > int64Max)) return undefined;
  if (!boundOk(n, type.minimum, true) || !boundOk(n, type.maximum, false)) return undefined;
  if (type.multipleOf !== undefined && n % integerModulus(decimal(type.multipleOf)) !== 0n) return undefined;
  if (type.allowed !== undefined && !type.allowed.some((a) => BigInt(a) === n)) return undefined;
  return n.toString();
}

function floatText(type: Extract<IrType, { kind: 'float' }>, doc: Spelled): string | undefined {
  if (doc.kind !== 'number') return undefined;
  const x = Number(doc.text);
  if (!Number.isFinite(x)) return undefined;
  if (!boundOk(x, type.minimum, true) || !boundOk(x, type.maximum, false)) return undefined;
  if (type.multipleOf !== undefined && !Number.isInteger(x / Number(type.multipleOf))) return undefined;
  if (type.allowed !== undefined && !type.allowed.some((a) => Number(a) === x)) return undefined;
  return String(x);
}

function stringText(type: Extract<IrType, { kind: 'string' }>, doc: Spelled): string | undefined {
  if (doc.kind !== 'string') return undefined;
  const length = codePoints(doc.value);
  if (type.minLength !== undefined && length < type.minLength) return undefined;
  if (type.maxLength !== undefined && length > type.maxLength) return undefined;
  if (type.format !== undefined && !formatOk(type.format, doc.value)) return undefined;
  if (type.pattern !== undefined && !new RegExp(type.pattern, 'u').test(doc.value)) return undefined;
  return canonicalString(doc.value);
}

function literalText(value: null | boolean | number | string, doc: Spelled): string | undefined {
  if (value === null) return doc.kind === 'null' ? 'null' : undefined;
  if (typeof value === 'boolean') return doc.kind === 'bool' && doc.value === value ? String(value) : undefined;
  if (typeof value === 'string') return doc.kind === 'string' && doc.value === value ? canonicalString(value) : undefined;
  return doc.kind === 'number' && Number(doc.text) === value ? String(value) : undefined;
}

function all(parts: readonly (string | undefined)[]): string[] | undefined {
  return parts.every((p): p is string => p !== undefined) ? (parts as string[]) : undefined;
}

function arrayText(decls: Decls, type: Extract<IrType, { kind: 'array' }>, doc: Spelled): string | undefined {
  if (doc.kind !== 'array') return undefined;
  const n = doc.items.length;
  if ((type.minItems !== undefined && n < type.minItems) || (type.maxItems !== undefined && n > type.maxItems)) return undefined;
  const items = all(doc.items.map((i) => canonical(decls, type.items, i)));
  if (items === undefined || (type.uniqueItems && new Set(items).size !== items.length)) return undefined;
  return `[${items.join(',')}]`;
}

function tupleText(decls: Decls, type: Extract<IrType, { kind: 'tuple' }>, doc: Spelled): string | undefined {
  if (doc.kind !== 'array') return undefined;
  const n = doc.items.length;
  if (n < type.minItems || (type.rest === null && n > type.prefix.length) || (type.maxItems !== undefined && n > type.maxItems)) return undefined;
  const items = all(doc.items.map((item, i) => canonical(decls, type.prefix[i] ?? (type.rest as IrType), item)));
  return items === undefined ? undefined : `[${items.join(',')}]`;
}

function byUtf8(a: readonly [string, string], b: readonly [string, string]): number {
  return Buffer.compare(Buffer.from(a[0], 'utf8'), Buffer.from(b[0], 'utf8'));
}

function entriesText(entries: readonly (readonly [string, string])[]): string[] {
  return [...entries].sort(byUtf8).map(([k, v]) => `${canonicalString(k)}:${v}`);
}

function distinctKeys(members: readonly Member[]): boolean {
  return new Set(members.map((m) => m.key)).size === members.length;
}

function mapText(decls: Decls, type: Extract<IrType, { kind: 'map' }>, doc: Spelled): string | undefined {
  if (doc.kind !== 'object' || !distinctKeys(doc.members)) return undefined;
  const n = doc.members.length;
  if ((type.minProperties !== undefined && n < type.minProperties) || (type.maxProperties !== undefined && n > type.maxProperties)) return undefined;
  const pattern = type.keyPattern === undefined ? undefined : new RegExp(type.keyPattern, 'u');
  if (pattern !== undefined && !doc.members.every((m) => pattern.test(m.key))) return undefined;
  const values = all(doc.members.map((m) => canonical(decls, type.values, m.value)));
  if (values === undefined) return undefined;
  return `{${entriesText(doc.members.map((m, i) => [m.key, values[i] as string] as const)).join(',')}}`;
}

/** The canonical text of `doc` read as `type`, or undefined when a decoder must reject it. */
export function canonical(decls: Decls, type: IrType, doc: Spelled): string | undefined {
  switch (type.kind) {
    case 'bool':
      return doc.kind === 'bool' ? String(doc.value) : undefined;
    case 'int':
      return intText(type, doc);
    case 'float':
      return floatText(type, doc);
    case 'string':
      return stringText(type, doc);
    case 'literal':
      return literalText(type.value, doc);
    case 'array':
      return arrayText(decls, type, doc);
    case 'tuple':
      return tupleText(decls, type, doc);
    case 'map':
      return mapText(decls, type, doc);
    case 'ref':
      return declText(decls, type.target, doc);
    case 'any':
      return type.allowed === undefined || type.allowed.includes(minified(doc)) ? minified(doc) : undefined;
    case 'nullable':
      return doc.kind === 'null' ? 'null' : canonical(decls, type.inner, doc);
    default:
      return assertNever(type);
  }
}

function unknownText(decls: Decls, decl: RecordDecl, member: Member): string | undefined | 'drop' {
  const u = decl.unknownKeys;
  switch (u.kind) {
    case 'skip':
      return 'drop';
    case 'reject':
      return undefined;
    case 'map':
      if (u.keyPattern !== undefined && !new RegExp(u.keyPattern, 'u').test(member.key)) return undefined;
      return canonical(decls, u.values, member.value);
    default:
      return assertNever(u);
  }
}

function recordText(decls: Decls, decl: RecordDecl, doc: Spelled): string | undefined {
  if (doc.kind !== 'object' || !distinctKeys(doc.members)) return undefined;
  const n = doc.members.length;
  if ((decl.minProperties !== undefined && n < decl.minProperties) || (decl.maxProperties !== undefined && n > decl.maxProperties)) return undefined;
  const byKey = new Map(doc.members.map((m) => [m.key, m]));
  const fields: string[] = [];
  for (const field of decl.fields) {
    const member = byKey.get(field.jsonName);
    if (member === undefined) {
      if (field.required) return undefined;
      continue;
    }
    const value = canonical(decls, field.type, member.value);
    if (value === undefined) return undefined;
    fields.push(`${canonicalString(field.jsonName)}:${value}`);
  }
  const declared = new Set(decl.fields.map((f) => f.jsonName));
  const extras: [string, string][] = [];
  for (const member of doc.members.filter((m) => !declared.has(m.key))) {
    const value = unknownText(decls, decl, member);
    if (value === undefined) return undefined;
    if (value !== 'drop') extras.push([member.key, value]);
  }
  return `{${[...fields, ...entriesText(extras)].join(',')}}`;
}

function numberCase(doc: Extract<Spelled, { kind: 'number' }>): readonly ('integer' | 'number')[] {
  return integerValue(doc.text) !== undefined ? ['integer', 'number'] : ['number', 'integer'];
}

function dispatched(decls: Decls, decl: UnionDecl, dispatch: Dispatch, doc: Spelled): string | undefined {
  const variant = (index: number): string | undefined => {
    const v = decl.variants[index];
    return v === undefined ? undefined : canonical(decls, v.type, doc);
  };
  switch (dispatch.kind) {
    case 'variant':
      return variant(dispatch.index);
    case 'jsonKind': {
      const kinds =
        doc.kind === 'number' ? numberCase(doc) : [doc.kind === 'bool' ? 'boolean' : doc.kind === 'string' ? 'string' : doc.kind];
      const found = kinds.map((k) => dispatch.cases.find((c) => c.jsonKind === k)).find((c) => c !== undefined);
      return found === undefined ? undefined : dispatched(decls, decl, found.then, doc);
    }
    case 'discriminator': {
      if (doc.kind !== 'object') return undefined;
      const tag = doc.members.find((m) => m.key === dispatch.property)?.value;
      const found = tag === undefined ? undefined : dispatch.cases.find((c) => tagMatches(c.tag, tag));
      return found === undefined ? undefined : variant(found.index);
    }
    case 'uniqueKey': {
      if (doc.kind !== 'object') return undefined;
      const found = dispatch.cases.find((c) => doc.members.some((m) => m.key === c.key));
      return found === undefined ? undefined : variant(found.index);
    }
    case 'firstMatch': {
      // First the covering variants that keep every key of an object, then the rest in order.
      const keys = doc.kind === 'object' ? doc.members.map((m) => m.key) : [];
      const covers = (c: CoveringVariant): boolean => doc.kind === 'object' && (c.keys === undefined || keys.every((k) => c.keys?.includes(k) === true));
      const covering = (dispatch.covering ?? []).filter(covers).map((c) => variant(c.index)).find((t) => t !== undefined);
      return covering ?? afterCovering(dispatch).map(variant).find((t) => t !== undefined);
    }
    default:
      return assertNever(dispatch);
  }
}

/** Whether a discriminator value is the tag: strings by value, numbers and booleans by value key (`1.0` is `1`). */
function tagMatches(tag: ScalarLiteral, doc: Spelled): boolean {
  if (tag.kind === 'string') return doc.kind === 'string' && doc.value === tag.value;
  if (doc.kind === 'number') return tagKey(tag) === numberKey(doc.text);
  return doc.kind === 'bool' && tag.kind === 'boolean' && tag.value === doc.value;
}

/** An enum value's canonical text: a member's, or (open enums) any value of the members' kind. */
function enumText(plan: EnumPlan, doc: Spelled): string | undefined {
  switch (plan.repr) {
    case 'string': {
      if (doc.kind !== 'string') return undefined;
      const member = plan.members.some((m) => m.value.kind === 'string' && m.value.value === doc.value);
      return member || plan.open ? canonicalString(doc.value) : undefined;
    }
    case 'int64': {
      const n = doc.kind === 'number' ? integerValue(doc.text) : undefined;
      if (n === undefined || n < int64Min || n > int64Max) return undefined;
      const member = plan.members.find((m) => BigInt(m.json) === n);
      return member !== undefined ? member.json : plan.open ? n.toString() : undefined;
    }
    case 'double': {
      const x = doc.kind === 'number' ? Number(doc.text) : NaN;
      if (!Number.isFinite(x)) return undefined;
      const member = plan.members.find((m) => Number(m.json) === x);
      return member !== undefined ? member.json : plan.open ? String(x) : undefined;
    }
    case 'boolean': {
      if (doc.kind !== 'bool') return undefined;
      const member = plan.members.some((m) => m.value.kind === 'boolean' && m.value.value === doc.value);
      return member || plan.open ? String(doc.value) : undefined;
    }
    default:
      return assertNever(plan.repr);
  }
}

export function declText(decls: Decls, id: DeclId, doc: Spelled): string | undefined {
  const decl = decls.get(id);
  if (decl === undefined) return undefined;
  switch (decl.kind) {
    case 'record':
      return recordText(decls, decl, doc);
    case 'enum':
      return enumText(enumPlan(decl), doc);
    case 'union':
      return dispatched(decls, decl, decl.dispatch, doc);
    case 'alias':
      return canonical(decls, decl.type, doc);
    default:
      return assertNever(decl);
  }
}
