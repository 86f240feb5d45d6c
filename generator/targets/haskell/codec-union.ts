/**
 * Unions: a sum type with one constructor per variant, and a decoder that follows the union's
 * dispatch plan: peek the JSON kind, a discriminator property (wherever it stands in the
 * object) or a key unique to one variant, and decode that variant once, without backtracking.
 * Only a `firstMatch` plan tries variants in turn.
 */
import { assertNever, type JsonKind, type ScalarLiteral, type UnionDecl } from '../../ir/types.js';
import { unionOf } from '../../plan/model.js';
import { afterCovering, stringTags, tagKey, type Dispatch } from '../../plan/union.js';
import { codecFor, type Codec } from './codec.js';
import type { GenContext } from './context.js';
import { utf8Bytes } from '../../wire/json-text.js';
import type { DeclNames } from './names.js';
import { parens, typeExpr } from './types.js';

export interface ConstructorView {
  readonly name: string;
  readonly type: string;
}

export interface UnionCode {
  readonly constructors: readonly ConstructorView[];
  readonly size: readonly string[];
  readonly write: readonly string[];
  readonly decoder: readonly string[];
}

const kindConstructor: Record<JsonKind, string> = {
  null: 'R.KNull',
  boolean: 'R.KBool',
  integer: 'R.KNumber',
  number: 'R.KNumber',
  string: 'R.KString',
  array: 'R.KArray',
  object: 'R.KObject',
};

function kindCases(dispatch: Dispatch & { kind: 'jsonKind' }, variant: (d: Dispatch) => string, level: number): string {
  const byKind = new Map<string, { jsonKind: JsonKind; then: Dispatch }[]>();
  for (const c of dispatch.cases) {
    const k = kindConstructor[c.jsonKind];
    byKind.set(k, [...(byKind.get(k) ?? []), c]);
  }
  const alternatives = [...byKind.entries()].map(([k, cases]) => {
    const integer = cases.find((c) => c.jsonKind === 'integer');
    const number = cases.find((c) => c.jsonKind === 'number');
    if (integer !== undefined && number !== undefined) {
      return `${k} -> R.peekIntegral P.>>= \\i'${level} -> if i'${level} then ${variant(integer.then)} else ${variant(number.then)}`;
    }
    return `${k} -> ${variant((cases[0] as { then: Dispatch }).then)}`;
  });
  return `R.peekKind P.>>= \\k'${level} -> case k'${level} of { ${[...alternatives, '_ -> R.noVariant'].join('; ')} }`;
}

/**
 * For an exclusive dispatch (`oneOf` whose variants may overlap): an error at the value when more
 * than one variant decodes it, else `dispatch`.
 */
function onlyOne(indices: readonly number[], exclusive: boolean, one: (i: number) => string, dispatch: string): string {
  return exclusive ? `R.onlyOne [${indices.map(one).join(', ')}] (${dispatch})` : dispatch;
}

function dispatchCode(d: Dispatch, codecs: readonly Codec[], constructors: readonly string[], ctx: GenContext, level: number): string {
  const one = (index: number): string => `P.fmap ${constructors[index] as string} (${(codecs[index] as Codec).dec} d')`;
  const nested = (next: Dispatch): string => `(${dispatchCode(next, codecs, constructors, ctx, level + 1)})`;
  switch (d.kind) {
    case 'variant':
      return one(d.index);
    case 'jsonKind':
      return kindCases(d, nested, level);
    case 'discriminator': {
      const t = `t'${level}`;
      const byBytes = stringTags(d);
      const tagBytes = (tag: ScalarLiteral): Uint8Array => utf8Bytes(byBytes && tag.kind === 'string' ? tag.value : tagKey(tag));
      const chain = d.cases.map((c) => `if ${t} P.== ${ctx.pool.intern(tagBytes(c.tag))} then ${one(c.index)} else `).join('');
      return `${byBytes ? 'R.discriminator' : 'R.discriminatorKey'} ${ctx.pool.intern(utf8Bytes(d.property))} d' P.>>= \\${t} -> ${chain}R.noVariant`;
    }
    case 'uniqueKey': {
      // the variant of the first of the object's keys that names one (as every target picks it)
      const k = `k'${level}`;
      const keys = `[${d.cases.map((c) => ctx.pool.intern(utf8Bytes(c.key))).join(', ')}]`;
      const chain = d.cases.map((c, i) => `if ${k} P.== ${i} then ${one(c.index)} else `).join('');
      return onlyOne(d.cases.map((c) => c.index), d.exclusive === true, one, `R.findKey ${keys} d' P.>>= \\${k} -> ${chain}R.noVariant`);
    }
    case 'firstMatch': {
      const keysOf = (keys: readonly string[]): string => `[${keys.map((k) => ctx.pool.intern(utf8Bytes(k))).join(', ')}]`;
      const covering = (d.covering ?? []).map((c) => (c.keys === undefined ? one(c.index) : `R.keysWithin ${keysOf(c.keys)} d' (${one(c.index)})`));
      return onlyOne(d.indices, d.exclusive === true, one, `R.firstOf [${[...covering, ...afterCovering(d).map(one)].join(', ')}]`);
    }
    default:
      return assertNever(d);
  }
}

export function unionCode(decl: UnionDecl, names: DeclNames, ctx: GenContext): UnionCode {
  const codecs = decl.variants.map((v) => codecFor(v.type, ctx, decl.origin, 1));
  const constructors = names.constructors;
  const views = decl.variants.map((v, i) => ({ name: constructors[i] as string, type: parens(typeExpr(v.type, ctx)) }));
  return {
    constructors: views,
    size: [
      `${names.size} :: ${names.type} -> P.Int`,
      `${names.size} v' = case v' of`,
      ...views.map((c, i) => `  ${c.name} x' -> ${(codecs[i] as Codec).size} x'`),
    ],
    write: [
      `${names.write} :: ${names.type} -> F.Ptr W.Word8 -> P.IO (F.Ptr W.Word8)`,
      `${names.write} v' p' = case v' of`,
      ...views.map((c, i) => `  ${c.name} x' -> ${(codecs[i] as Codec).write} x' p'`),
    ],
    decoder: [`${names.decoder} :: P.Int -> R.P ${names.type}`, `${names.decoder} d' = ${dispatchCode(unionOf(ctx.plan, decl).dispatch, codecs, constructors, ctx, 0)}`],
  };
}
