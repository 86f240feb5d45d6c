import { error, warning, type Diagnostic } from '../../diagnostics.js';
import { asBlock } from '../../render/flatten.js';
import { assertNever, type Decl, type DeclId, type Model, type TupleType, type UnionDecl } from '../../ir/types.js';
import { enumOf, unionOf, type ModelPlan } from '../../plan/model.js';
import { newClassCache } from '../../plan/regex/index.js';
import { callsIndirectly } from './calls.js';
import type { CodecContext } from './codec.js';
import { aliasBodies, type Bodies } from './codec-decls.js';
import { enumBodies, enumTypeView } from './codec-enum.js';
import { mapChecks } from '../../plan/checks.js';
import { recordPlan } from '../../plan/record.js';
import { splitKeyChecks } from './checks.js';
import { recordDecode, recordField, recordSize, recordWrite, type RecordExtra, type RecordPlan } from './codec-record.js';
import { unionBodies, variantDecoder, type UnionPlan, type VariantPlan } from './codec-union.js';
import { encoderParam, planEncoderUse, type EncoderUse } from './encoder-use.js';
import { createHelperSet } from './helpers.js';
import { createPackageUse } from './symbols.js';
import { goType } from './types.js';
import type { PackageNames } from './names.js';
import { aliasTypeView, recordTypeView, tupleTypeView, unionTypeView, type AliasView, type EnumView, type StructView, type UnionView } from './view-types.js';

/** The type declaration of one Go type; exactly one member is non-null. */
export interface TypeDeclView {
  readonly record: StructView | null;
  readonly enum: EnumView | null;
  readonly union: UnionView | null;
  readonly alias: AliasView | null;
}

/** Line lists are laid out one item per line; the view passes each as one block (`asBlock`). */
export interface CodecDeclView {
  readonly name: string;
  /** The parameters of the write method, and the leading argument of a call from MarshalJSON. */
  readonly writeParams: string;
  readonly writeArg: string;
  readonly size: readonly string[];
  readonly write: readonly string[];
  readonly decode: readonly string[];
  /** Extra functions (union variant decoders), as lines. */
  readonly extra: readonly string[];
}

export interface PackageView {
  readonly package: string;
  readonly types: readonly TypeDeclView[];
  readonly codecs: readonly CodecDeclView[];
  /** The standard packages imported (none: no import block). */
  readonly imports: readonly string[];
  readonly helpers: readonly string[];
  readonly variables: readonly string[];
  readonly diagnostics: readonly Diagnostic[];
}

const NONE: TypeDeclView = { record: null, enum: null, union: null, alias: null };

function recordCodecPlan(decl: Decl & { kind: 'record' }, names: PackageNames, ctx: CodecContext): RecordPlan {
  const plan = recordPlan(decl);
  const goNames = names.fieldNames(decl.id);
  const fields = plan.members.map((m) => recordField(m, goNames[m.index] as string));
  const extraName = names.extraName(decl.id);
  const u = plan.unknownKeys;
  const extra: RecordExtra | null =
    extraName === null
      ? null
      : u.kind === 'map'
        ? { goName: extraName, values: u.values, keyChecks: splitKeyChecks(mapChecks({ ...u, kind: 'map' }, ctx.classes))[0] }
        : { goName: extraName, values: { kind: 'any' }, keyChecks: [] };
  return { plan, typeName: names.typeName(decl.id), fields, extra };
}

function unionPlan(decl: UnionDecl, planned: ModelPlan, names: PackageNames, ctx: CodecContext): UnionPlan {
  const union = unionOf(planned, decl);
  const seen = new Set<DeclId>();
  const variants = union.variants.map(({ index, variant, names: named }): VariantPlan => {
    const t = variant.type;
    const target = t.kind === 'ref' && !seen.has(t.target) ? named : null;
    if (t.kind === 'ref') seen.add(t.target);
    const innerGoType = goType(t, ctx, false);
    if (target?.kind === 'record') return { index, type: t, form: 'record', goType: `*${innerGoType}`, innerGoType };
    if (target?.kind === 'enum' || target?.kind === 'alias') return { index, type: t, form: 'named', goType: innerGoType, innerGoType };
    return { index, type: t, form: 'wrapper', goType: names.variantName(decl.id, index), innerGoType };
  });
  return { decl, typeName: names.typeName(decl.id), interfaceName: names.unionInterface(decl.id), variants, dispatch: union.dispatch };
}

function declParts(decl: Decl, planned: ModelPlan, names: PackageNames, ctx: CodecContext): { type: TypeDeclView; bodies: Bodies; extra: string[] } {
  const name = names.typeName(decl.id);
  switch (decl.kind) {
    case 'record': {
      const plan = recordCodecPlan(decl, names, ctx);
      const bodies = { size: recordSize(plan, ctx), write: recordWrite(plan, ctx), decode: recordDecode(plan, ctx) };
      return { type: { ...NONE, record: recordTypeView(plan, ctx) }, bodies, extra: [] };
    }
    case 'enum': {
      const plan = enumOf(planned, decl);
      const constNames = plan.members.map((_, i) => names.enumConst(decl.id, i));
      return { type: { ...NONE, enum: enumTypeView(plan, name, constNames) }, bodies: enumBodies(plan, name, constNames), extra: [] };
    }
    case 'union': {
      const plan = unionPlan(decl, planned, names, ctx);
      const extra = plan.variants.flatMap((v) => ['', ...variantDecoder(plan, v, ctx)]);
      return { type: { ...NONE, union: unionTypeView(plan) }, bodies: unionBodies(plan, ctx), extra };
    }
    case 'alias':
      return { type: { ...NONE, alias: aliasTypeView(decl, name, ctx) }, bodies: aliasBodies(decl, ctx), extra: [] };
    default:
      return assertNever(decl);
  }
}

/** The function variables of indirectly called declarations (calls.ts), set in `init`. */
function callVariables(model: Model, names: PackageNames, callVia: (id: DeclId) => number | null, encoder: EncoderUse): string[] {
  const called = model.decls.flatMap((d) => {
    const n = callVia(d.id);
    return n === null ? [] : [{ n, t: names.typeName(d.id), e: encoder.declWrites(d.id) ? '*encoder, ' : '' }];
  });
  if (called.length === 0) return [];
  const decls = called.flatMap(({ n, t, e }) => [
    `var callSize${n} func(*${t}, *encoder) int`,
    `var callWrite${n} func(*${t}, ${e}[]byte) []byte`,
    `var callDecode${n} func(*${t}, *decoder) *DecodeError`,
  ]);
  const inits = called.flatMap(({ n, t }) => [`\tcallSize${n} = (*${t}).size`, `\tcallWrite${n} = (*${t}).write`, `\tcallDecode${n} = (*${t}).decodeJSON`]);
  return [
    [
      '// Calls into large groups of mutually referring types go through these variables, so that',
      "// the Go compiler's escape analysis handles one function at a time.",
      ...decls,
    ].join('\n'),
    ['func init() {', ...inits, '}'].join('\n'),
  ];
}

/** Builds the whole package view: types, codecs and helpers, under `names` (claims tuple names in its scope). */
export function buildPackageView(planned: ModelPlan, pkg: string, names: PackageNames): PackageView {
  const model = planned.model;
  const declIndex = new Map(model.decls.map((d, i) => [d.id, i + 1]));
  const callVia = (id: DeclId): number | null => (callsIndirectly(planned.recursion, id) ? (declIndex.get(id) ?? null) : null);
  const helpers = createHelperSet();
  const packages = createPackageUse();
  const encoder = planEncoderUse(model);
  const diagnostics: Diagnostic[] = [];
  const decls = new Map(model.decls.map((d) => [d.id, d]));
  const classes = newClassCache();
  const tuples = new Map<string, { name: string; view: () => StructView }>();
  const types: TypeDeclView[] = [];
  const codecs: CodecDeclView[] = [];
  for (const decl of model.decls) {
    const ctx: CodecContext = {
      typeName: names.typeName,
      decl: (id) => decls.get(id) ?? decl,
      recursion: planned.recursion,
      owner: decl.id,
      helpers,
      qualify: packages.qualify,
      warn: (code, message) => diagnostics.push(warning(code, message, decl.origin.file, decl.origin.pointer)),
      fail: (code, message) => diagnostics.push(error(code, message, decl.origin.file, decl.origin.pointer)),
      callVia,
      encoder,
      classes,
      tupleName: (type: TupleType) => {
        const key = JSON.stringify(type);
        const known = tuples.get(key);
        if (known !== undefined) return known.name;
        const name = names.scope.claim(`${names.typeName(decl.id)}Tuple`);
        tuples.set(key, { name, view: () => tupleTypeView(type, name, ctx, true) });
        return name;
      },
    };
    const parts = declParts(decl, planned, names, ctx);
    types.push(parts.type);
    const { size, write, decode } = parts.bodies;
    const takes = encoder.declWrites(decl.id);
    const writeParams = `${encoderParam(takes)}dst []byte`;
    const writeArg = takes ? '&e, ' : '';
    codecs.push({ name: names.typeName(decl.id), writeParams, writeArg, size: asBlock(size), write: asBlock(write), decode: asBlock(decode), extra: asBlock(parts.extra) });
  }
  const tupleTypes = [...tuples.values()].map((t): TypeDeclView => ({ ...NONE, record: t.view() }));
  const imports = packages.used();
  return {
    package: pkg,
    types: [...types, ...tupleTypes],
    codecs,
    imports,
    helpers: asBlock(helpers.functions().flatMap((lines) => ['', ...lines])),
    variables: [...helpers.variables(), ...callVariables(model, names, callVia, encoder)],
    diagnostics,
  };
}
