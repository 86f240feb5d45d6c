/**
 * A union's type and codec. A union dispatched by a discriminator is the plain union of its
 * record variants (`Cat | Dog`): the tag member tells them apart in TypeScript as on the wire.
 * Any other union is a tagged wrapper `{ kind: 'Variant', value }`: its variants may overlap as
 * TypeScript values (two records, an integer and a number, a string and a string enum), so the
 * encoder could not tell which one a bare value is.
 */
import { listLines, param, signatureLines } from './layout.js';
import { literalJson as scalarJson } from '../../ir/literal.js';
import { assertNever, type UnionDecl } from '../../ir/types.js';
import { afterCovering, stringTags, tagKey, type Dispatch, type UnionPlan } from '../../plan/union.js';
import { readOf, sizeOf, writeOf, type CodecContext } from './codec.js';
import { tsMember, tsString } from './literals.js';
import { tsType } from './types.js';

export interface UnionNames {
  readonly type: string;
  readonly variants: readonly string[];
  readonly fns: { readonly read: string; readonly size: string; readonly write: string };
}

/** Whether the union is the plain union of its records (dispatched by a string tag). */
export function isTagged(plan: UnionPlan): boolean {
  const d = plan.dispatch;
  return d.kind === 'discriminator' && stringTags(d);
}

/** The members of the union's type. */
export function unionType(plan: UnionPlan, names: UnionNames, ctx: CodecContext): string[] {
  if (isTagged(plan)) return [...new Set(plan.variants.map((v) => tsType(v.variant.type, ctx)))];
  return plan.variants.map((v) => `{ readonly kind: ${tsString(names.variants[v.index] as string)}; readonly value: ${tsType(v.variant.type, ctx)} }`);
}

function wrap(index: number, plan: UnionPlan, names: UnionNames, ctx: CodecContext): string {
  const v = plan.variants[index];
  if (v === undefined) throw new Error(`no variant ${index}`);
  return `{ kind: ${tsString(names.variants[index] as string)}, value: ${readOf(v.variant.type, ctx)} }`;
}

const KIND_WORDS: Readonly<Record<string, string>> = { null: 'null', boolean: 'boolean', integer: 'integer', number: 'number', string: 'string', array: 'array', object: 'object' };

/**
 * For an exclusive dispatch (`oneOf` whose variants may overlap): every variant is tried on the
 * value, and one more than one decodes is an error at the value; then the dispatch goes on from it.
 */
function onlyOne(indices: readonly number[], exclusive: boolean, plan: UnionPlan, ctx: CodecContext, pad: string): string[] {
  if (!exclusive) return [];
  const reads = indices.map((i) => `(d) => ${readOf((plan.variants[i] as UnionPlan['variants'][number]).variant.type, ctx)}`);
  const all = ctx.helpers.use(`only:${plan.decl.id}:${indices.join(',')}`, 'variants', (n) => listLines('', `const ${n}: readonly ((d: $rt.Decoder) => unknown)[] = `, reads, ';', '[', ']'));
  return [`${pad}d.onlyOne(d.pos, d.depth, ${all});`];
}

/** Statements that return the decoded union (the value starts at `at`), or throw. */
function dispatchLines(d: Dispatch, plan: UnionPlan, names: UnionNames, ctx: CodecContext, pad: string): string[] {
  switch (d.kind) {
    case 'variant':
      return [`${pad}return ${wrap(d.index, plan, names, ctx)};`];
    case 'jsonKind': {
      const hasInteger = d.cases.some((c) => c.jsonKind === 'integer');
      const lines = [`${pad}switch (d.peekKind()) {`];
      for (const c of d.cases) {
        if (c.jsonKind === 'number' && !hasInteger) lines.push(`${pad}  case 'integer':`);
        lines.push(`${pad}  case ${tsString(c.jsonKind)}: {`, ...dispatchLines(c.then, plan, names, ctx, `${pad}    `), `${pad}  }`);
      }
      const expected = d.cases.map((c) => KIND_WORDS[c.jsonKind] ?? c.jsonKind).join(' or ');
      return [...lines, `${pad}}`, `${pad}return d.failAt(at, ${tsString(expected)}, d.describe(at));`];
    }
    case 'discriminator': {
      const prop = tsString(d.property);
      const expected = tsString(`a member ${JSON.stringify(d.property)} of ${d.cases.map((c) => scalarJson(c.tag)).join(', ')}`);
      if (!stringTags(d)) {
        // A number or boolean tag matches by value key (`1.0` is `1`); the union is a wrapper.
        const keyed = [`${pad}const tag = d.findKey([${prop}]) < 0 ? null : $rt.tagKeyAt(d, d.foundAt, ${prop});`, `${pad}switch (tag) {`];
        for (const c of d.cases) keyed.push(`${pad}  case ${tsString(tagKey(c.tag))}:`, `${pad}    return ${wrap(c.index, plan, names, ctx)};`);
        return [...keyed, `${pad}}`, `${pad}return d.failAt(at, ${expected}, tag === null ? 'no such member' : d.describe(d.foundAt));`];
      }
      const lines = [`${pad}const tag = d.findKey([${prop}]) < 0 ? null : d.tagAt(d.foundAt, ${prop});`, `${pad}switch (tag) {`];
      for (const c of d.cases) {
        if (c.tag.kind !== 'string') continue;
        const v = plan.variants[c.index];
        if (v === undefined) continue;
        lines.push(`${pad}  case ${tsString(c.tag.value)}:`, `${pad}    return ${readOf(v.variant.type, ctx)};`);
      }
      return [...lines, `${pad}}`, `${pad}return d.failAt(at, ${expected}, tag === null ? 'no such member' : JSON.stringify(tag));`];
    }
    case 'uniqueKey': {
      const lines = [...onlyOne(d.cases.map((c) => c.index), d.exclusive === true, plan, ctx, pad), `${pad}switch (d.findKey([${d.cases.map((c) => tsString(c.key)).join(', ')}])) {`];
      d.cases.forEach((c, i) => lines.push(`${pad}  case ${i}:`, `${pad}    return ${wrap(c.index, plan, names, ctx)};`));
      const expected = `a member ${d.cases.map((c) => JSON.stringify(c.key)).join(' or ')}`;
      return [...lines, `${pad}}`, `${pad}return d.failAt(at, ${tsString(expected)}, 'none of them');`];
    }
    case 'firstMatch': {
      const attempt = (index: number, pad: string): string[] => [
        `${pad}try {`,
        `${pad}  return ${wrap(index, plan, names, ctx)};`,
        `${pad}} catch (e) {`,
        `${pad}  if (!(e instanceof $rt.DecodeError)) throw e;`,
        `${pad}  d.pos = pos;`,
        `${pad}  d.depth = depth;`,
        `${pad}}`,
      ];
      const covering = (d.covering ?? []).flatMap((c) =>
        c.keys === undefined ? attempt(c.index, pad) : [`${pad}if (d.keysWithin([${c.keys.map(tsString).join(', ')}])) {`, ...attempt(c.index, `${pad}  `), `${pad}}`],
      );
      const lines = [...onlyOne(d.indices, d.exclusive === true, plan, ctx, pad), `${pad}const pos = d.pos;`, `${pad}const depth = d.depth;`, ...covering];
      for (const index of afterCovering(d)) lines.push(...attempt(index, pad));
      return [...lines, `${pad}return d.failAt(at, 'a value of one of the variants', d.describe(at));`];
    }
    default:
      return assertNever(d);
  }
}

export function unionReader(plan: UnionPlan, names: UnionNames, ctx: CodecContext): string[] {
  const at = plan.dispatch.kind === 'variant' ? [] : ['  d.peek();', '  const at = d.pos;'];
  return [...signatureLines(`function ${names.fns.read}`, [`d: $rt.Decoder`], `${names.type}`), ...at, ...dispatchLines(plan.dispatch, plan, names, ctx, '  '), '}'];
}

function encodeSwitch(plan: UnionPlan, names: UnionNames, ctx: CodecContext, body: (t: UnionDecl['variants'][number]['type'], v: string) => string[]): string[] {
  const d = plan.dispatch;
  if (isTagged(plan) && d.kind === 'discriminator') {
    const lines = [`  switch (${tsMember('v', d.property)}) {`];
    for (const c of d.cases) {
      const variant = plan.variants[c.index];
      if (variant === undefined || c.tag.kind !== 'string') continue;
      lines.push(`    case ${tsString(c.tag.value)}:`, ...body(variant.variant.type, `v as ${tsType(variant.variant.type, ctx)}`).map((l) => `      ${l}`));
    }
    return [...lines, '  }', `  throw new $rt.EncodeError(${tsString(`a ${names.type} whose ${JSON.stringify(d.property)} is no tag`)});`];
  }
  const lines = ['  switch (v.kind) {'];
  for (const v of plan.variants) lines.push(`    case ${tsString(names.variants[v.index] as string)}:`, ...body(v.variant.type, 'v.value').map((l) => `      ${l}`));
  return [...lines, '  }', `  throw new $rt.EncodeError(${tsString(`a ${names.type} of no variant`)});`];
}

export function unionSizer(plan: UnionPlan, names: UnionNames, ctx: CodecContext): string[] {
  const body = encodeSwitch(plan, names, ctx, (t, v) => [`return ${sizeOf(t, v, ctx)};`]);
  return [...signatureLines(`function ${names.fns.size}`, [`v: ${names.type}`, param('e', '$rt.Encoder', body)], `number`), ...body, '}'];
}

export function unionWriter(plan: UnionPlan, names: UnionNames, ctx: CodecContext): string[] {
  return [...signatureLines(`function ${names.fns.write}`, [`v: ${names.type}`, `e: $rt.Writer`], `void`), ...encodeSwitch(plan, names, ctx, (t, v) => [writeOf(t, v, ctx), 'return;']), '}'];
}
