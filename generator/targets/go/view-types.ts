import type { AliasDecl, EnumDecl, RecordDecl, TupleType } from '../../ir/types.js';
import type { CodecContext } from './codec.js';
import { aliasGoType } from './codec-decls.js';
import { tupleFields } from './codec-tuple.js';
import type { UnionPlan } from './codec-union.js';
import { comment } from './literals.js';
import { presentType, type RecordPlan } from './codec-record.js';
import { goType } from './types.js';

/** One line of a struct or const block: its comment lines and its aligned text. */
export interface LineView {
  readonly doc: readonly string[];
  readonly text: string;
}

/** gofmt alignment: a comment starts a new section; names in a section are padded alike. */
export function aligned(rows: readonly { doc: readonly string[]; name: string; rest: string }[]): LineView[] {
  const widths: number[] = [];
  let sectionStart = 0;
  rows.forEach((row, i) => {
    if (row.doc.length > 0) sectionStart = i;
    widths[i] = sectionStart;
  });
  const sectionWidth = new Map<number, number>();
  rows.forEach((row, i) => {
    const s = widths[i] as number;
    sectionWidth.set(s, Math.max(sectionWidth.get(s) ?? 0, row.name.length));
  });
  return rows.map((row, i) => ({ doc: row.doc, text: `${row.name.padEnd(sectionWidth.get(widths[i] as number) ?? 0)} ${row.rest}` }));
}

export interface StructView {
  readonly doc: readonly string[];
  readonly name: string;
  /** The fields (none: `struct{}`). */
  readonly fields: readonly LineView[];
}

export function recordTypeView(plan: RecordPlan, ctx: CodecContext): StructView {
  const rows = plan.fields.map((f) => {
    const t = goType(presentType(f.member.presence), ctx);
    const doc = comment(f.field.doc, '\t');
    return { doc, name: f.goName, rest: f.required ? t : `Opt[${t}]` };
  });
  if (plan.extra !== null) {
    const doc = comment(
      'Members not declared by the schema (additional properties).',
      '\t',
    );
    rows.push({ doc, name: plan.extra.goName, rest: `map[string]${goType(plan.extra.values, ctx, false)}` });
  }
  return { doc: declDoc(plan.plan.decl), name: plan.typeName, fields: aligned(rows) };
}

function declDoc(decl: RecordDecl | EnumDecl | AliasDecl | UnionPlan['decl']): string[] {
  return comment(decl.doc, '');
}

export interface EnumView {
  readonly doc: readonly string[];
  readonly name: string;
  /** The constants (none: no const block). */
  readonly consts: readonly LineView[];
}

export function enumTypeView(decl: EnumDecl, name: string, constNames: readonly string[], literal: (s: string) => string): EnumView {
  const rows = decl.values.map((v, i) => ({ doc: [], name: constNames[i] as string, rest: `${name} = ${literal(v)}` }));
  return { doc: declDoc(decl), name, consts: aligned(rows) };
}

export interface AliasView {
  readonly doc: readonly string[];
  readonly name: string;
  readonly type: string;
}

export function aliasTypeView(decl: AliasDecl, name: string, ctx: CodecContext): AliasView {
  return { doc: declDoc(decl), name, type: aliasGoType(decl, ctx) };
}

export interface UnionView {
  readonly doc: readonly string[];
  readonly name: string;
  readonly iface: string;
  readonly ifaceDoc: string;
  readonly wrappers: readonly { readonly name: string; readonly type: string; readonly doc: string }[];
  readonly markers: readonly string[];
}

/** gofmt keeps an empty body on the header's line only while the header is at most 100 columns. */
function emptyMethod(header: string): string {
  return [...header].length <= 100 ? `${header} {}` : `${header} {\n}`;
}

export function unionTypeView(plan: UnionPlan): UnionView {
  const wrappers = plan.variants
    .filter((v) => v.form === 'wrapper')
    .map((v) => ({ name: v.goType, type: v.innerGoType, doc: `// ${v.goType} is a variant of ${plan.typeName}.` }));
  return {
    doc: declDoc(plan.decl),
    name: plan.typeName,
    iface: plan.interfaceName,
    ifaceDoc: `// ${plan.interfaceName} is implemented by the variants of ${plan.typeName}: ${plan.variants.map((v) => v.goType).join(', ')}.`,
    wrappers,
    markers: plan.variants.map((v) => emptyMethod(`func (${v.goType}) is${plan.interfaceName}()`)),
  };
}

export function tupleTypeView(type: TupleType, name: string, ctx: CodecContext, byValue: boolean): StructView {
  const rows = tupleFields(type, ctx, byValue).map((f) => ({ doc: [], name: f.name, rest: f.goType }));
  return { doc: [`// ${name} holds the elements of a JSON array of fixed shape.`], name, fields: aligned(rows) };
}
