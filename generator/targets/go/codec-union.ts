import { assertNever, type IrType, type JsonKind, type UnionDecl } from '../../ir/types.js';
import { afterCovering, stringTags, tagJson, tagKey, type Dispatch, type DispatchOf } from '../../plan/union.js';
import { checked, decodeOf, placeAtLocal, placeOfLocal, sizeOf, writeOf, type CodecContext, type Place } from './codec.js';
import { indent } from './codec-composite.js';
import type { Bodies } from './codec-decls.js';
import { createLocal, type Local } from './symbols.js';
import { goString } from './literals.js';
import { jsonString } from '../../wire/json-text.js';

/**
 * How one variant sits in the union's interface: a record by its pointer, an enum or alias
 * by its own named type, anything else through a named wrapper type over its Go type.
 */
export interface VariantPlan {
  readonly index: number;
  readonly type: IrType;
  readonly form: 'record' | 'named' | 'wrapper';
  /** The dynamic type stored in the interface (`*Circle`, `Color`, `ShapeString`). */
  readonly goType: string;
  /** The wrapped Go type, for wrappers. */
  readonly innerGoType: string;
}

export interface UnionPlan {
  readonly decl: UnionDecl;
  readonly typeName: string;
  readonly interfaceName: string;
  readonly variants: readonly VariantPlan[];
  /** How the decoder picks a variant (`plan/union.ts`). */
  readonly dispatch: Dispatch;
}

/**
 * The lines of a variant's code over the value in local `x`: `body` gets the place of the
 * value; a wrapper variant's conversion `p := (*Inner)(&x)` comes first when the body uses it.
 */
function overVariant(v: VariantPlan, x: Local, body: (place: Place) => string[], pad: string): string[] {
  switch (v.form) {
    case 'record':
      return body(placeOfLocal(x, true));
    case 'named':
      return body(placeOfLocal(x, false));
    case 'wrapper': {
      const p = createLocal('p');
      const lines = body(placeAtLocal(p));
      return [...(p.used ? [`${pad}p := (*${v.innerGoType})(&${x.ref()})`] : []), ...lines];
    }
    default:
      return assertNever(v.form);
  }
}

/** A type switch over the variants; `x` is bound only when a case uses it. */
function typeSwitch(plan: UnionPlan, caseBody: (v: VariantPlan, place: Place) => string[]): string[] {
  const x = createLocal('x');
  const cases = plan.variants.flatMap((v) => [`\tcase ${v.goType}:`, ...overVariant(v, x, (place) => caseBody(v, place), '\t\t')]);
  return [x.used ? '\tswitch x := v.Value.(type) {' : '\tswitch v.Value.(type) {', ...cases, '\t}'];
}

export function unionSize(plan: UnionPlan, ctx: CodecContext): string[] {
  return [
    ...typeSwitch(plan, (v, place) => [`\t\treturn ${sizeOf(v.type, place, ctx, false)}`]),
    `\te.fail(${goString(`${plan.typeName} holds no variant`)})`,
    '\treturn 0',
  ];
}

export function unionWrite(plan: UnionPlan, ctx: CodecContext): string[] {
  return [...typeSwitch(plan, (v, place) => indent(writeOf(v.type, place, ctx, false), 2)), '\treturn dst'];
}

/** The method decoding variant `v` into the union. */
export function variantDecoder(plan: UnionPlan, v: VariantPlan, ctx: CodecContext): string[] {
  const head = `func (v *${plan.typeName}) decodeVariant${v.index}(d *decoder) *DecodeError {`;
  const body =
    v.form === 'record'
      ? [`\tx := new(${v.goType.slice(1)})`, ...checked('x.decodeJSON(d)', '').map((l) => `\t${l}`)]
      : [`\tvar x ${v.goType}`, ...overVariant(v, createLocal('x'), (place) => indent(decodeOf(v.type, place, ctx, '', false)), '\t')];
  return [head, ...body, '\tv.Value = x', '\treturn nil', '}'];
}

const KIND_ORDER: readonly JsonKind[] = ['null', 'boolean', 'integer', 'number', 'string', 'array', 'object'];

function kindDispatch(plan: UnionPlan, dispatch: DispatchOf<'jsonKind'>, ctx: CodecContext, t: string, depth: number): string[] {
  const cases = [...dispatch.cases].sort((a, b) => KIND_ORDER.indexOf(a.jsonKind) - KIND_ORDER.indexOf(b.jsonKind));
  const hasInteger = cases.some((c) => c.jsonKind === 'integer');
  const labels = (k: JsonKind): string => (k === 'number' && !hasInteger ? '"integer", "number"' : `"${k}"`);
  const expected = cases.map((c) => c.jsonKind).join(' or ');
  return [
    `${t}switch d.peekKind() {`,
    ...cases.flatMap((c) => [`${t}case ${labels(c.jsonKind)}:`, ...dispatchLines(plan, c.then, ctx, depth + 1)]),
    `${t}}`,
    `${t}return d.errHere(${goString(expected)})`,
  ];
}

function tagDispatch(dispatch: DispatchOf<'discriminator'>, ctx: CodecContext, t: string): string[] {
  const keys = ctx.helpers.variable(`keys:${JSON.stringify([dispatch.property])}`, (name) => `var ${name} = []string{${goString(dispatch.property)}}`);
  const tags = dispatch.cases.map((c) => tagJson(c.tag)).join(', ');
  const expected = `${jsonString(dispatch.property)} one of ${tags}`;
  if (!stringTags(dispatch)) return keyedTagDispatch(dispatch, keys, expected, t);
  return [
    `${t}if i, at, err := d.findKey(${keys}); err != nil {`,
    `${t}\treturn err`,
    `${t}} else if i < 0 {`,
    `${t}\treturn d.errHere(${goString(`object with member ${jsonString(dispatch.property)}`)})`,
    `${t}} else if tag, ok, err := d.tagAt(at, ${goString(dispatch.property)}); err != nil {`,
    `${t}\treturn err`,
    `${t}} else if ok {`,
    `${t}\tswitch string(tag) {`,
    ...dispatch.cases.flatMap((c) => [`${t}\tcase ${goString(c.tag.kind === 'string' ? c.tag.value : '')}:`, `${t}\t\treturn v.decodeVariant${c.index}(d)`]),
    `${t}\t}`,
    `${t}}`,
    `${t}return d.errHere(${goString(expected)})`,
  ];
}

/** Dispatch on a number or boolean tag: by the value key of the tag property's value. */
function keyedTagDispatch(dispatch: DispatchOf<'discriminator'>, keys: string, expected: string, t: string): string[] {
  return [
    `${t}if i, at, err := d.findKey(${keys}); err != nil {`,
    `${t}\treturn err`,
    `${t}} else if i < 0 {`,
    `${t}\treturn d.errHere(${goString(`object with member ${jsonString(dispatch.property)}`)})`,
    `${t}} else if tag, err := d.tagKeyAt(at, ${goString(dispatch.property)}); err != nil {`,
    `${t}\treturn err`,
    `${t}} else {`,
    `${t}\tswitch tag {`,
    ...dispatch.cases.flatMap((c) => [`${t}\tcase ${goString(tagKey(c.tag))}:`, `${t}\t\treturn v.decodeVariant${c.index}(d)`]),
    `${t}\t}`,
    `${t}}`,
    `${t}return d.errHere(${goString(expected)})`,
  ];
}

function keyDispatch(plan: UnionPlan, dispatch: DispatchOf<'uniqueKey'>, ctx: CodecContext, t: string): string[] {
  const names = dispatch.cases.map((c) => c.key);
  const keys = ctx.helpers.variable(`keys:${JSON.stringify(names)}`, (name) => `var ${name} = []string{${names.map(goString).join(', ')}}`);
  return [
    ...onlyOne(plan, dispatch.cases.map((c) => c.index), dispatch.exclusive === true, t),
    `${t}i, _, err := d.findKey(${keys})`,
    `${t}if err != nil {`,
    `${t}\treturn err`,
    `${t}}`,
    `${t}switch i {`,
    ...dispatch.cases.flatMap((c, i) => [`${t}case ${i}:`, `${t}\treturn v.decodeVariant${c.index}(d)`]),
    `${t}}`,
    `${t}return d.errHere(${goString(`object with one of the members ${names.map(jsonString).join(', ')}`)})`,
  ];
}

/**
 * For an exclusive dispatch (`oneOf` whose variants may overlap): every variant is tried on the
 * value, and one more than one decodes is an error at the value; then the dispatch goes on from it.
 */
function onlyOne(plan: UnionPlan, indices: readonly number[], exclusive: boolean, t: string): string[] {
  if (!exclusive) return [];
  return [
    `${t}{`,
    `${t}\tpos, depth := d.pos, d.depth`,
    `${t}\tmatches := 0`,
    `${t}\tvar probe ${plan.typeName}`,
    ...indices.flatMap((i) => [`${t}\tif probe.decodeVariant${i}(d) == nil {`, `${t}\t\tmatches++`, `${t}\t}`, `${t}\td.pos, d.depth = pos, depth`]),
    `${t}\tif matches > 1 {`,
    `${t}\t\treturn d.errHere(${goString(`a value matching only one variant of ${plan.typeName} (oneOf)`)})`,
    `${t}\t}`,
    `${t}}`,
  ];
}

function firstMatch(plan: UnionPlan, dispatch: DispatchOf<'firstMatch'>, ctx: CodecContext, t: string): string[] {
  const attempt = (i: number, t: string): string[] => [`${t}if err := v.decodeVariant${i}(d); err == nil {`, `${t}\treturn nil`, `${t}}`, `${t}d.pos, d.depth = pos, depth`];
  const covering = (dispatch.covering ?? []).flatMap((c) => {
    if (c.keys === undefined) return attempt(c.index, t);
    const keys = ctx.helpers.variable(`keys:${JSON.stringify(c.keys)}`, (name) => `var ${name} = []string{${(c.keys ?? []).map(goString).join(', ')}}`);
    return [`${t}if d.keysWithin(${keys}) {`, ...attempt(c.index, `${t}\t`), `${t}}`];
  });
  return [
    ...onlyOne(plan, dispatch.indices, dispatch.exclusive === true, t),
    `${t}pos, depth := d.pos, d.depth`,
    ...covering,
    ...afterCovering(dispatch).flatMap((i) => attempt(i, t)),
    `${t}return d.errHere(${goString(`a value matching a variant of ${plan.typeName}`)})`,
  ];
}

function dispatchLines(plan: UnionPlan, dispatch: Dispatch, ctx: CodecContext, depth: number): string[] {
  const t = '\t'.repeat(depth);
  switch (dispatch.kind) {
    case 'variant':
      return [`${t}return v.decodeVariant${dispatch.index}(d)`];
    case 'jsonKind':
      return kindDispatch(plan, dispatch, ctx, t, depth);
    case 'discriminator':
      return tagDispatch(dispatch, ctx, t);
    case 'uniqueKey':
      return keyDispatch(plan, dispatch, ctx, t);
    case 'firstMatch':
      return firstMatch(plan, dispatch, ctx, t);
    default:
      return assertNever(dispatch);
  }
}

export function unionBodies(plan: UnionPlan, ctx: CodecContext): Bodies {
  return {
    size: unionSize(plan, ctx),
    write: unionWrite(plan, ctx),
    decode: ['\td.skipWS()', ...dispatchLines(plan, plan.dispatch, ctx, 1)],
  };
}
