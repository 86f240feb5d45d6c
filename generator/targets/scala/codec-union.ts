/** A union's companion: encode by matching the case, decode by the IR's dispatch plan. */
import { assertNever, type CoveringVariant, type JsonKind, type UnionDecl } from '../../ir/types.js';
import { afterCovering, stringTags, tagKey, type Dispatch, type UnionPlan } from '../../plan/union.js';
import { codecFor } from './codec.js';
import { addValue, binder, fresh, indent, measureOf, type Codec, type FileContext, type Measure } from './context.js';
import { scalaString } from './literals.js';

export interface VariantView {
  readonly name: string;
  readonly codec: Codec;
}

export function variantViews(ctx: FileContext, decl: UnionDecl, names: readonly string[]): VariantView[] {
  return decl.variants.map((v, i) => ({ name: names[i] as string, codec: codecFor(ctx, v.type) }));
}

export function unionSize(typeName: string, vs: readonly VariantView[], m: Measure): string[] {
  return ['v match', ...vs.map((x) => `  case ${typeName}.${x.name}(${binder(measureOf(x.codec, m)('x'))}) => ${measureOf(x.codec, m)('x')}`)];
}

export function unionWrite(typeName: string, vs: readonly VariantView[]): string[] {
  return ['v match', ...vs.map((x) => `  case ${typeName}.${x.name}(x) => ${x.codec.write('x', 'pos')}`)];
}

const kindTest: Record<JsonKind, string> = {
  null: "c == 'n'",
  boolean: "c == 't' || c == 'f'",
  integer: "c == '-' || (c >= '0' && c <= '9')",
  number: "c == '-' || (c >= '0' && c <= '9')",
  string: "c == '\"'",
  array: "c == '['",
  object: "c == '{'",
};

function noVariant(decl: UnionDecl): string {
  return `r.failHere(${scalaString(`a value of ${decl.nameHint.join(' ')} (no variant matches)`)})`;
}

function dispatchLines(ctx: FileContext, decl: UnionDecl, typeName: string, vs: readonly VariantView[], d: Dispatch): string[] {
  const make = (i: number): string => `${typeName}.${(vs[i] as VariantView).name}(${(vs[i] as VariantView).codec.read})`;
  switch (d.kind) {
    case 'variant':
      return [make(d.index)];
    case 'jsonKind':
      return kindLines(ctx, decl, typeName, vs, d.cases);
    case 'discriminator': {
      const byBytes = stringTags(d);
      const lines = [`r.${byBytes ? 'discriminator' : 'discriminatorKey'}(${scalaString(d.property)}) match`];
      for (const c of d.cases) lines.push(`  case ${scalaString(byBytes && c.tag.kind === 'string' ? c.tag.value : tagKey(c.tag))} => ${make(c.index)}`);
      lines.push(`  case other => r.fail(${scalaString(`a known ${d.property}`)}, s"'$other'")`);
      return lines;
    }
    case 'uniqueKey': {
      const n = fresh(ctx);
      addValue(ctx, `keys${n}: Array[String] = Array(${d.cases.map((c) => scalaString(c.key)).join(', ')})`);
      const lines = [...(d.exclusive === true ? ['val m = r.mark()', ...onlyOne(d.cases.map((c) => c.index), true, make)] : []), `r.firstKnownKey(keys${n}) match`];
      d.cases.forEach((c, i) => lines.push(`  case ${i} => ${make(c.index)}`));
      lines.push(`  case _ => ${noVariant(decl)}`);
      return lines;
    }
    case 'firstMatch':
      return ['val m = r.mark()', ...onlyOne(d.indices, d.exclusive === true, make), ...firstMatchLines(ctx, [...(d.covering ?? []), ...afterCovering(d).map((index) => ({ index }))], make, decl, typeName)];
    default:
      return assertNever(d);
  }
}

/**
 * For an exclusive dispatch (`oneOf` whose variants may overlap): every variant is tried on the
 * value at mark `m`, and one more than one decodes is an error at the value; then the dispatch goes on from it.
 */
function onlyOne(indices: readonly number[], exclusive: boolean, make: (i: number) => string): string[] {
  return exclusive ? [`r.onlyOne(m, Array[() => Any](${indices.map((i) => `() => ${make(i)}`).join(', ')}))`] : [];
}

/**
 * The variants tried in turn from mark `m`; one with `keys` only when every key of the object is
 * one of them (the variants after it are then a local function, so that both ways reach them).
 */
function firstMatchLines(ctx: FileContext, attempts: readonly CoveringVariant[], make: (i: number) => string, decl: UnionDecl, typeName: string): string[] {
  const [head, ...tail] = attempts;
  if (head === undefined) return [noVariant(decl)];
  const tried = [`try ${make(head.index)}`, 'catch', '  case _: JsonReader.Failure =>', '    r.reset(m)'];
  if (head.keys === undefined) return [...tried, ...indent(firstMatchLines(ctx, tail, make, decl, typeName), 2)];
  const n = fresh(ctx);
  addValue(ctx, `keys${n}: Array[String] = Array(${head.keys.map(scalaString).join(', ')})`);
  const next = firstMatchLines(ctx, tail, make, decl, typeName);
  return [`def next${n}(): ${typeName} =`, ...indent(next, 1), `if r.keysWithin(keys${n}) then`, ...indent([...tried, `    next${n}()`], 1), `else next${n}()`];
}

function kindLines(
  ctx: FileContext,
  decl: UnionDecl,
  typeName: string,
  vs: readonly VariantView[],
  cases: Extract<Dispatch, { kind: 'jsonKind' }>['cases'],
): string[] {
  const lines = ['val c = r.peek()'];
  const integer = cases.find((c) => c.jsonKind === 'integer');
  const number = cases.find((c) => c.jsonKind === 'number');
  let first = true;
  for (const c of cases) {
    if (c.jsonKind === 'number' && integer !== undefined) continue;
    lines.push(`${first ? 'if' : 'else if'} ${kindTest[c.jsonKind]} then`);
    first = false;
    if (c.jsonKind === 'integer' && number !== undefined) {
      lines.push('  if r.numberIsIntegral() then');
      lines.push(...indent(dispatchLines(ctx, decl, typeName, vs, c.then), 2), '  else');
      lines.push(...indent(dispatchLines(ctx, decl, typeName, vs, number.then), 2));
    } else lines.push(...indent(dispatchLines(ctx, decl, typeName, vs, c.then), 1));
  }
  lines.push(first ? noVariant(decl) : `else ${noVariant(decl)}`);
  return lines;
}

export function unionRead(ctx: FileContext, union: UnionPlan, typeName: string, vs: readonly VariantView[]): string[] {
  return dispatchLines(ctx, union.decl, typeName, vs, union.dispatch);
}
