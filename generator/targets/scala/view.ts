/** Builds the view of one generated Scala file per declaration. */
import type { AliasDecl, Decl, IrType, RecordDecl, UnionDecl } from '../../ir/types.js';
import { assertNever } from '../../ir/types.js';
import { asBlock } from '../../render/flatten.js';
import { codecFor } from './codec.js';
import type { EnumMemberPlan, EnumPlan, EnumRepr } from '../../plan/enum.js';
import { enumOf, unionOf, type ModelPlan } from '../../plan/model.js';
import { recordPlan, type RecordPlan } from '../../plan/record.js';
import { extraValueType, fieldType, recordMembers, recordSize, recordWrite, type Member } from './codec-record.js';
import { recordRead, wideRecordReader } from './codec-record-read.js';
import { unionRead, unionSize, unionWrite, variantViews } from './codec-union.js';
import { indent, measureOf, newContext, type Codec, type FileContext, type Measure } from './context.js';
import { docComment, scalaString } from './literals.js';
import type { Names } from './names.js';
import type { PatternTable } from './patterns.js';
import { typeExpr, type RefName } from './types.js';

/** Line lists are laid out one item per line; the view passes each as one block (`asBlock`). */
export interface DeclView {
  readonly package: string;
  readonly name: string;
  readonly declLines: readonly string[];
  readonly helpers: readonly string[];
  readonly writeParam: string;
  /** `v`, annotated as unused when the write does not read the value (an empty record). */
  readonly writeValueParam: string;
  /** `v`, annotated as unused when the size does not depend on the value (literals only). */
  readonly sizeParam: string;
  readonly sizeBody: readonly string[];
  /** `sizeBound` and the encoder through it, for a type whose encoder writes into a bound (see bounds.ts); else null. */
  readonly bound: BoundView | null;
  readonly writeBody: readonly string[];
  readonly readBody: readonly string[];
  readonly extraMembers: readonly string[];
}

/** The `sizeBound` method: its parameter and body. */
export interface BoundView {
  readonly param: string;
  readonly body: readonly string[];
}

interface Parts {
  readonly declLines: string[];
  readonly writeParam: string;
  readonly size: (m: Measure) => string[];
  readonly write: string[];
  readonly read: string[];
  readonly extraMembers?: string[];
}

/** The most fields one case class holds: a JVM method (the constructor) takes at most 254 parameters. */
const MAX_PARAMS = 254;
/** Fields per part of a wider record. */
const PART_SIZE = 200;

function recordParts(ctx: FileContext, decl: RecordDecl, name: string, names: Names): Parts {
  const fieldNames = names.members.get(decl.id) ?? [];
  const extraName = names.extras.get(decl.id) ?? 'additionalProperties';
  const plan = recordPlan(decl);
  const extraType = extraValueType(plan.unknownKeys);
  const extraParam = extraType === undefined ? [] : [`  ${extraName}: Map[String, ${typeExpr(extraType, ctx.ref)}] = Map.empty,`];
  const paramOf = (x: (typeof plan.members)[number]): string[] => [...docComment(x.field.doc, '  '), `  ${fieldNames[x.index] as string}: ${fieldType(ctx, x.presence)},`];
  const extra = extraType === undefined ? undefined : codecFor(ctx, extraType);
  const access = `v.${extraName}`;
  const extraArg = extra !== undefined ? ['extra'] : [];
  // A record of more fields than a constructor takes holds them in parts of PART_SIZE fields.
  const wide = plan.members.length + extraParam.length > MAX_PARAMS;
  const parts = wide ? Array.from({ length: Math.ceil(plan.members.length / PART_SIZE) }, (_, k) => plan.members.slice(k * PART_SIZE, (k + 1) * PART_SIZE)) : [];
  const partOf = (index: number): number => Math.floor(plan.members.findIndex((x) => x.index === index) / PART_SIZE) + 1;
  const m = recordMembers(ctx, plan, fieldNames).map((x) => (wide ? { ...x, access: `v.part${partOf(x.index)}.${fieldNames[x.index] as string}` } : x));
  const params = wide ? [...parts.map((_, k) => `  part${k + 1}: ${name}.Part${k + 1},`), ...extraParam] : [...plan.members.flatMap(paramOf), ...extraParam];
  const args = wide
    ? [...parts.map((members, k) => `${name}.Part${k + 1}(${members.map((x) => `f${x.index}`).join(', ')})`), ...extraArg]
    : [...plan.members.map((x) => `f${x.index}`), ...extraArg];
  const partClasses = parts.flatMap((members, k) => [`  /** Fields ${k * PART_SIZE + 1} to ${k * PART_SIZE + members.length} of \`${name}\`. */`, `  final case class Part${k + 1}(`, ...indent(members.flatMap(paramOf), 1), '  )', '']);
  return {
    declLines: [...docComment(decl.doc, ''), `final case class ${name}(`, ...params, ')'],
    writeParam: 'start',
    size: (measure) => recordSize(ctx, name, m, extra, access, measure),
    write: recordWrite(ctx, name, m, extra, access),
    ...readerParts(ctx, plan, m, extra, `${name}(${args.join(', ')})`, wide, name, partClasses),
  };
}

/** A record's `read` and, for a wide record, its part classes and reader class (see `wideRecordReader`). */
function readerParts(ctx: FileContext, plan: RecordPlan, m: readonly Member[], extra: Codec | undefined, build: string, wide: boolean, name: string, partClasses: string[]): Pick<Parts, 'read' | 'extraMembers'> {
  if (!wide) return { read: recordRead(ctx, plan, m, extra, build) };
  const reader = wideRecordReader(ctx, plan, m, extra, build, 'ReadState', name);
  return { read: reader.read, extraMembers: [...partClasses, ...reader.members] };
}

/** A closed string enum: a plain Scala enum, members written from a table by ordinal. */
function stringEnumParts(plan: EnumPlan, name: string, cases: readonly string[]): Parts {
  const values = plan.members.map((m) => (m.value.kind === 'string' ? m.value.value : m.json));
  const expected = scalaString(plan.expected);
  return {
    declLines: [...docComment(plan.decl.doc, ''), `enum ${name}:`, ...plan.members.flatMap((m, i) => [...docComment(m.doc, '  '), `  case ${cases[i] as string}`])],
    writeParam: 'pos',
    size: () => ['json(v.ordinal).length'],
    write: ['JsonGenRuntime.writeBytes(json(v.ordinal), buf, pos)'],
    read: [
      'val at = r.valueStart()',
      'r.readString() match',
      ...values.map((v, i) => `  case ${scalaString(v)} => ${name}.${cases[i] as string}`),
      `  case other => r.failAt(at, ${expected}, s"'$other'")`,
    ],
    extraMembers: [
      `  private val json: Array[Array[Byte]] = Array(${values.map((v) => `JsonGenRuntime.stringBytes(${scalaString(v)})`).join(', ')})`,
      '',
      '  private val text: Array[String] = Array(' + values.map(scalaString).join(', ') + ')',
      '',
      '  /** The JSON string of a member. */',
      `  def jsonValue(v: ${name}): String = text(v.ordinal)`,
      '',
    ],
  };
}

interface EnumKind {
  readonly type: string;
  readonly read: string;
  readonly size: string;
  readonly write: string;
}

function enumKind(repr: EnumRepr): EnumKind {
  switch (repr) {
    case 'string':
      return { type: 'String', read: 'r.readString()', size: 'sizeString', write: 'writeString' };
    case 'int64':
      return { type: 'Long', read: 'r.readLong()', size: 'sizeLong', write: 'writeLong' };
    case 'double':
      return { type: 'Double', read: 'r.readDouble()', size: 'sizeDouble', write: 'writeDouble' };
    case 'boolean':
      return { type: 'Boolean', read: 'r.readBoolean()', size: 'sizeBoolean', write: 'writeBoolean' };
    default:
      return assertNever(repr);
  }
}

/** A member's value as a Scala literal (also a pattern). */
function memberLiteral(m: EnumMemberPlan): string {
  switch (m.value.kind) {
    case 'string':
      return scalaString(m.value.value);
    case 'boolean':
      return m.value.value ? 'true' : 'false';
    case 'number':
      return /^-?\d+$/.test(m.json) ? `${m.json}L` : m.json;
    default:
      return assertNever(m.value);
  }
}

/**
 * A number, boolean or open enum: a Scala enum over its value (`enum Code(val value: Long)`), each
 * member a case with its value; an open enum's `Unknown` case holds any other value of the kind.
 */
function valueEnumParts(plan: EnumPlan, name: string, cases: readonly string[]): Parts {
  const kind = enumKind(plan.repr);
  const unknown = plan.open ? (cases[plan.members.length] ?? 'Unknown') : null;
  const expected = scalaString(plan.expected);
  const rt = 'JsonGenRuntime';
  const members = plan.members.map((m, i) => ({ name: cases[i] as string, literal: memberLiteral(m), doc: m.doc }));
  const other = unknown === null ? [] : [`  case ${name}.${unknown}(x) => ${rt}.`];
  return {
    declLines: [
      ...docComment(plan.decl.doc, ''),
      `enum ${name}(val value: ${kind.type}):`,
      ...members.flatMap((m) => [...docComment(m.doc, '  '), `  case ${m.name} extends ${name}(${m.literal})`]),
      ...(unknown === null ? [] : ['  /** A value that is no known member, kept as it is. */', `  case ${unknown}(unknown: ${kind.type}) extends ${name}(unknown)`]),
    ],
    writeParam: 'pos',
    size: () =>
      unknown === null
        ? ['json(v.ordinal).length']
        : ['v match', `${other[0] as string}${kind.size}(x)`, '  case _ => json(v.ordinal).length'],
    write:
      unknown === null
        ? [`${rt}.writeBytes(json(v.ordinal), buf, pos)`]
        : ['v match', `${other[0] as string}${kind.write}(x, buf, pos)`, `  case _ => ${rt}.writeBytes(json(v.ordinal), buf, pos)`],
    read: [
      ...(unknown === null && !(plan.repr === 'boolean' && members.length === 2) ? ['val at = r.valueStart()'] : []),
      `${kind.read} match`,
      ...members.map((m) => `  case ${m.literal} => ${name}.${m.name}`),
      // Both booleans as members: the match is exhaustive (another case would be unreachable).
      ...(plan.repr === 'boolean' && members.length === 2
        ? []
        : [unknown === null ? `  case other => r.failAt(at, ${expected}, s"$other")` : `  case other => ${name}.${unknown}(other)`]),
    ],
    extraMembers: [
      `  private val json: Array[Array[Byte]] = Array(${plan.members.map((m) => `${scalaString(m.json)}.getBytes(java.nio.charset.StandardCharsets.UTF_8)`).join(', ')})`,
      '',
    ],
  };
}

function enumParts(plan: EnumPlan, name: string, names: Names): Parts {
  const cases = names.members.get(plan.decl.id) ?? [];
  return plan.repr === 'string' && !plan.open ? stringEnumParts(plan, name, cases) : valueEnumParts(plan, name, cases);
}

function unionParts(ctx: FileContext, decl: UnionDecl, name: string, names: Names, plan: ModelPlan): Parts {
  const variantNames = names.members.get(decl.id) ?? [];
  const vs = variantViews(ctx, decl, variantNames);
  const cases = decl.variants.map((v, i) => `  case ${variantNames[i] as string}(value: ${typeExpr(v.type, ctx.ref)})`);
  return {
    declLines: [...docComment(decl.doc, ''), `enum ${name}:`, ...cases],
    writeParam: 'pos',
    size: (m) => unionSize(name, vs, m),
    write: unionWrite(name, vs),
    read: unionRead(ctx, unionOf(plan, decl), name, vs),
  };
}

function aliasParts(ctx: FileContext, decl: AliasDecl, name: string, boxed: boolean): Parts {
  const codec = codecFor(ctx, decl.type);
  if (boxed) {
    return {
      declLines: [...docComment(decl.doc, ''), `final case class ${name}(value: ${typeExpr(decl.type, ctx.ref)})`],
      writeParam: 'pos',
      size: (m) => [measureOf(codec, m)('v.value')],
      write: [codec.write('v.value', 'pos')],
      read: [`${name}(${codec.read})`],
    };
  }
  return {
    declLines: [...docComment(decl.doc, ''), `type ${name} = ${typeExpr(decl.type, ctx.ref)}`],
    writeParam: 'pos',
    size: (m) => [measureOf(codec, m)('v')],
    write: [codec.write('v', 'pos')],
    read: [codec.read],
  };
}

function parts(ctx: FileContext, decl: Decl, name: string, names: Names, plan: ModelPlan): Parts {
  switch (decl.kind) {
    case 'record':
      return recordParts(ctx, decl, name, names);
    case 'enum':
      return enumParts(enumOf(plan, decl), name, names);
    case 'union':
      return unionParts(ctx, decl, name, names, plan);
    case 'alias':
      return aliasParts(ctx, decl, name, plan.recursion.recursiveAliases.has(decl.id));
    default:
      return assertNever(decl);
  }
}

/** `v`, annotated as unused when a body does not read it (sizes made of literals only). */
function valueParam(body: readonly string[]): string {
  // One test over the body's block (lines are joined by a non-word character).
  return body.some((text) => /\bv\b/.test(text)) ? 'v' : '@scala.annotation.unused v';
}

/** The view of `decl`'s file, and the diagnostics raised while building it. */
export function declView(
  decl: Decl,
  names: Names,
  pkg: string,
  plan: ModelPlan,
  isBounded: (t: IrType) => boolean,
  fixedBound: (t: IrType) => string | null,
  patterns: PatternTable,
): { view: DeclView; ctx: FileContext } {
  const name = names.decls.get(decl.id) as string;
  const plainRef: RefName = (id) => names.decls.get(id) as string;
  const qualifiedRef: RefName = (id) => `_root_.${pkg}.${names.decls.get(id) as string}`;
  const ctx = newContext(decl.kind === 'union' ? qualifiedRef : plainRef, isBounded, fixedBound, decl.origin, patterns);
  const p = parts(ctx, decl, name, names, plan);
  const size = p.size('size');
  // The bound is laid out only for bounded types (strings, maps or doubles; see bounds.ts).
  const boundBody = isBounded({ kind: 'ref', target: decl.id }) ? asBlock(indent(p.size('bound'), 2)) : null;
  const sizeBody = asBlock(indent(size, 2));
  const writeBody = asBlock(indent(p.write, 2));
  return {
    view: {
      package: pkg,
      name,
      declLines: asBlock(p.declLines),
      helpers: asBlock(ctx.helpers),
      writeParam: p.writeParam,
      sizeParam: valueParam(sizeBody),
      sizeBody,
      bound: boundBody === null ? null : { param: valueParam(boundBody), body: boundBody },
      writeBody,
      writeValueParam: valueParam(writeBody),
      readBody: asBlock(indent(p.read, 2)),
      extraMembers: asBlock(p.extraMembers ?? []),
    },
    ctx,
  };
}
