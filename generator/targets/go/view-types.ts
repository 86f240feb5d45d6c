import type { AliasDecl, EnumDecl, RecordDecl, TupleType } from '../../ir/types.js';
import type { CodecContext } from './codec.js';
import { aliasGoType } from './codec-decls.js';
import { tupleFields } from './codec-tuple.js';
import type { UnionPlan } from './codec-union.js';
import { comment } from './literals.js';
import { presentType, type RecordPlan } from './codec-record.js';
import { extraTag, memberTag } from './tags.js';
import { goType } from './types.js';

/** One line of a struct or const block: its comment lines and its aligned text. */
export interface LineView {
  readonly doc: readonly string[];
  readonly text: string;
}

/** gofmt alignment: a comment starts a new section; names in a section are padded alike. */
export function aligned(rows: readonly { doc: readonly string[]; name: string; rest: string }[]): LineView[] {
  return alignedCells(rows.map((row) => ({ doc: row.doc, cells: [row.name, row.rest] })));
}

/**
 * gofmt alignment of rows of cells (a struct's name, type and tag): every cell but a row's
 * last is padded to the widest of its column's block, a run of rows that have a cell after it
 * in that column; a commented row starts a new block.
 */
export function alignedCells(rows: readonly { doc: readonly string[]; cells: readonly string[] }[]): LineView[] {
  const width = (s: string): number => [...s].length;
  const pads = rows.map((row) => row.cells.map(() => 0));
  const columns = Math.max(0, ...rows.map((row) => row.cells.length));
  for (let c = 0; c < columns - 1; c++) {
    let start = 0;
    while (start < rows.length) {
      if (!hasCellAfter(rows[start], c)) {
        start++;
        continue;
      }
      let end = start + 1;
      while (end < rows.length && hasCellAfter(rows[end], c) && (rows[end]?.doc.length ?? 0) === 0) end++;
      const block = rows.slice(start, end);
      const w = Math.max(...block.map((row) => width(row.cells[c] ?? '')));
      for (let i = start; i < end; i++) (pads[i] as number[])[c] = w;
      start = end;
    }
  }
  return rows.map((row, i) => ({
    doc: row.doc,
    text: row.cells.map((cell, c) => (c === row.cells.length - 1 ? cell : cell + ' '.repeat((pads[i]?.[c] ?? 0) - width(cell)))).join(' '),
  }));
}

function hasCellAfter(row: { readonly cells: readonly string[] } | undefined, c: number): boolean {
  return row !== undefined && row.cells.length > c + 1;
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
    const tag = memberTag(f.field.jsonName, f.required);
    return { doc, cells: [f.goName, f.required ? t : `Opt[${t}]`, ...(tag === null ? [] : [`\`${tag}\``])] };
  });
  if (plan.extra !== null) {
    const doc = comment(
      'Members not declared by the schema (additional properties).',
      '\t',
    );
    rows.push({ doc, cells: [plan.extra.goName, `map[string]${goType(plan.extra.values, ctx, false)}`, `\`${extraTag}\``] });
  }
  return { doc: declDoc(plan.plan.decl), name: plan.typeName, fields: alignedCells(rows) };
}

function declDoc(decl: RecordDecl | EnumDecl | AliasDecl | UnionPlan['decl']): string[] {
  return comment(decl.doc, '');
}

export interface EnumView {
  readonly doc: readonly string[];
  readonly name: string;
  /** The underlying Go type: `string`, `int64`, `float64` or `bool`. */
  readonly goType: string;
  /** The constants (none: no const block). */
  readonly consts: readonly LineView[];
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

/**
 * A method with an empty body, laid out as gofmt does: on one line when the header is under
 * 100 columns, else with the closing brace on the next line.
 */
export function emptyMethod(header: string): string {
  return Buffer.byteLength(header, 'utf8') < 100 ? `${header} {}` : `${header} {\n}`;
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
