/** Builds the view of the generated module: each declaration's type, its codec, the helpers. */
import { signatureLines, unionTypeLines } from './layout.js';
import { asBlock } from '../../render/flatten.js';
import { assertNever, type Decl, type DeclId } from '../../ir/types.js';
import { unionOf, type ModelPlan } from '../../plan/model.js';
import { newClassCache } from '../../plan/regex/index.js';
import type { NameTable } from '../target.js';
import type { CodecContext } from './codec.js';
import { aliasCodec, aliasType, enumCodec, enumType, type DeclFns } from './codec-decls.js';
import { recordFields, recordReader, recordSizer, recordWriter } from './codec-record.js';
import { unionReader, unionSizer, unionType, unionWriter } from './codec-union.js';
import { createHelperSet } from './helpers.js';
import { tsDoc } from './literals.js';
import { runtimeModule } from './runtime.js';

export interface ModuleView {
  readonly module: string;
  readonly runtime: string;
  /** Each declaration's type and public functions, as one block each. */
  readonly types: readonly string[];
  /** Module constants and helper functions. */
  readonly helpers: readonly string[];
  /** Each declaration's reader, sizer and writer. */
  readonly codecs: readonly string[];
}

function typeLines(decl: Decl, plan: ModelPlan, table: NameTable, ctx: CodecContext, fns: DeclFns): string[] {
  const n = table.get(decl.id);
  if (n === undefined) throw new Error(`no names for ${decl.id}`);
  switch (decl.kind) {
    case 'record': {
      const fields = recordFields(decl, { type: n.type, extra: n.extra, fns }, ctx);
      if (fields.length === 0) return [...tsDoc(decl.doc), `export interface ${n.type} {}`];
      const body = fields.flatMap((f) => [...tsDoc(f.doc).map((l) => `  ${l}`), `  readonly ${f.name}${f.optional ? '?' : ''}: ${f.type};`]);
      return [...tsDoc(decl.doc), `export interface ${n.type} {`, ...body, '}'];
    }
    case 'enum':
      return enumType(decl, n.type, n.members);
    case 'union':
      return [...tsDoc(decl.doc), ...unionTypeLines(`export type ${n.type} =`, unionType(unionOf(plan, decl), { type: n.type, variants: n.members, fns }, ctx))];
    case 'alias':
      return aliasType(decl, n.type, ctx);
    default:
      return assertNever(decl);
  }
}

function codecLines(decl: Decl, plan: ModelPlan, table: NameTable, ctx: CodecContext, fns: DeclFns): string[] {
  const n = table.get(decl.id);
  if (n === undefined) throw new Error(`no names for ${decl.id}`);
  switch (decl.kind) {
    case 'record': {
      const names = { type: n.type, extra: n.extra, fns };
      return [...recordReader(decl, names, ctx), '', ...recordSizer(decl, names, ctx), '', ...recordWriter(decl, names, ctx)];
    }
    case 'enum':
      return enumCodec(decl, n.type, fns, ctx);
    case 'union': {
      const u = unionOf(plan, decl);
      const names = { type: n.type, variants: n.members, fns };
      return [...unionReader(u, names, ctx), '', ...unionSizer(u, names, ctx), '', ...unionWriter(u, names, ctx)];
    }
    case 'alias':
      return aliasCodec(decl, n.type, fns, ctx);
    default:
      return assertNever(decl);
  }
}

/** The bytes encoding function: size, allocate once, write. */
function encodeBytesFunction(doc: string, name: string, type: string, fns: DeclFns): string[] {
  return [
    doc,
    ...signatureLines(`export function ${name}`, [`v: ${type}`], 'Uint8Array'),
    '  const e = new $rt.Encoder();',
    `  e.begin(${fns.size}(v, e));`,
    `  ${fns.write}(v, e);`,
    '  return e.bytes();',
    '}',
  ];
}

/** The string encoding function: the write pass alone, into a string. */
function encodeStringFunction(doc: string, name: string, type: string, fns: DeclFns): string[] {
  return [doc, ...signatureLines(`export function ${name}`, [`v: ${type}`], 'string'), '  const e = new $rt.StringWriter();', `  ${fns.write}(v, e);`, '  return e.text();', '}'];
}

function publicFunctions(type: string, aux: Readonly<Record<string, string>>, fns: DeclFns): string[] {
  return [
    `/** Decodes one JSON document as a ${type}; never throws. */`,
    ...signatureLines(`export function ${aux.decode ?? ''}`, ['input: Uint8Array | string', 'options?: $rt.DecodeOptions'], `$rt.Result<${type}>`),
    `  return $rt.decode(input, ${fns.read}, options);`,
    '}',
    '',
    ...encodeBytesFunction(
      `/** The JSON encoding of a ${type}, in a buffer of exactly its size (throws EncodeError for a value with no JSON text). */`,
      aux.encode ?? '',
      type,
      fns,
    ),
    '',
    ...encodeStringFunction(`/** The JSON encoding of a ${type} as a string, the same text (throws EncodeError as the other does). */`, aux.encodeToString ?? '', type, fns),
  ];
}

export function buildModuleView(plan: ModelPlan, table: NameTable, module: string): ModuleView {
  const model = plan.model;
  const index = new Map<DeclId, number>(model.decls.map((d, i) => [d.id, i + 1]));
  const declFns = (id: DeclId): DeclFns => {
    const i = index.get(id) ?? 0;
    return { read: `$read${i}`, size: `$size${i}`, write: `$write${i}` };
  };
  const ctx: CodecContext = {
    typeName: (id) => table.get(id)?.type ?? 'never',
    helpers: createHelperSet(),
    classes: newClassCache(),
    declFns,
  };
  const types: string[] = [];
  const codecs: string[] = [];
  for (const decl of model.decls) {
    const fns = declFns(decl.id);
    const n = table.get(decl.id);
    types.push([...typeLines(decl, plan, table, ctx, fns), '', ...publicFunctions(n?.type ?? '', n?.aux ?? {}, fns)].join('\n'));
    codecs.push(codecLines(decl, plan, table, ctx, fns).join('\n'));
  }
  return { module, runtime: runtimeModule, types, helpers: ctx.helpers.lines().map((l) => asBlock(l).join('')), codecs };
}
