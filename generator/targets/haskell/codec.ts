/**
 * IR type → the three codec functions of a value: its exact size, its writer and its decoder
 * (`P.Int -> R.P a`, taking the nesting depth). Each is an atomic Haskell expression built
 * from the support module's combinators, which GHC inlines and specializes.
 */
import { assertNever, type IrType, type LiteralType, type Origin, type TupleType } from '../../ir/types.js';
import { anyChecks, arrayChecks, floatChecks, intChecks, mapChecks, stringChecks } from '../../plan/checks.js';
import { checkedDecoder, plainSubject } from './checks.js';
import type { GenContext } from './context.js';
import { haskellString } from './literals.js';
import { jsonString, utf8Bytes } from '../../wire/json-text.js';

export interface Codec {
  readonly size: string;
  readonly write: string;
  readonly dec: string;
}

function literalCodec(t: LiteralType, ctx: GenContext): Codec {
  const text = t.value === null ? 'null' : typeof t.value === 'string' ? jsonString(t.value) : String(t.value);
  const bytes = utf8Bytes(text);
  const written = ctx.pool.intern(bytes);
  const size = `(\\_ -> ${bytes.length})`;
  const write = `(\\_ -> R.writeBS ${written})`;
  const expected = haskellString(`the constant ${text}`);
  switch (typeof t.value) {
    case 'string':
      return { size, write, dec: `(R.decLiteralString ${ctx.pool.intern(utf8Bytes(t.value))} ${expected})` };
    case 'number':
      return { size, write, dec: `(R.decLiteralNumber ${t.value < 0 ? `(${text})` : text} ${expected})` };
    default:
      return { size, write, dec: `(R.decLiteral ${written})` };
  }
}

function tupleCodec(t: TupleType, ctx: GenContext, origin: Origin, level: number): Codec {
  const parts = t.prefix.map((p, i) => ({ codec: codecFor(p, ctx, origin, level + 1), required: i < t.minItems }));
  const rest = t.rest === null ? null : codecFor(t.rest, ctx, origin, level + 1);
  const count = parts.length + (rest === null ? 0 : 1);
  const v = (i: number): string => `x'${level}_${i}`;
  const vars = Array.from({ length: count }, (_, i) => v(i));
  const pattern = count === 0 ? '_' : count === 1 ? (vars[0] as string) : `(${vars.join(', ')})`;
  const value = count === 0 ? '()' : count === 1 ? (vars[0] as string) : `(${vars.join(', ')})`;
  const p = `p'${level}`;
  const d = `d'${level}`;
  const sizeTerms = parts.map((x, i) => (x.required ? `1 P.+ ${x.codec.size} ${v(i)}` : `R.sOpt 1 ${x.codec.size} ${v(i)}`));
  const writes = parts.map((x, i) => `${x.required ? 'R.wElem' : 'R.wOptElem'} ${x.codec.write} ${v(i)}`);
  const decs = parts.map((x, i) => `${v(i)} <- ${x.required ? 'R.tupleItem' : 'R.tupleOptItem'} ${i} ${x.codec.dec} ${d}`);
  if (rest !== null) {
    sizeTerms.push(`R.sItems ${rest.size} ${v(parts.length)}`);
    writes.push(`R.wItems ${rest.write} ${v(parts.length)}`);
    decs.push(`${v(parts.length)} <- R.tupleRest ${parts.length} (${t.maxItems ?? -1}) ${rest.dec} ${d}`);
  }
  return {
    size: `(\\${pattern} -> R.objSize (${sizeTerms.length === 0 ? '0' : sizeTerms.join(' P.+ ')}))`,
    write: `(\\${pattern} ${p} -> ${[...writes.map((w, i) => (i === 0 ? `${w} ${p}` : w)), `R.arrClose ${p}`].join(' P.>>= ')}${writes.length === 0 ? ` ${p}` : ''})`,
    dec: `(\\${d} -> do { R.decTuple ${d}; ${[...decs, `R.tupleEnd ${parts.length}`, `P.pure ${value}`].join('; ')} })`,
  };
}

/** The codec of a value of type `t`; `origin` locates warnings, `level` keeps lambda variables apart. */
export function codecFor(t: IrType, ctx: GenContext, origin: Origin, level = 0): Codec {
  switch (t.kind) {
    case 'bool':
      return { size: 'R.sizeBool', write: 'R.writeBool', dec: 'R.decBool' };
    case 'int': {
      const dec = checkedDecoder(intChecks(t), t.repr === 'big' ? 'R.decInteger' : 'R.decInt64', plainSubject, ctx);
      return t.repr === 'big' ? { size: 'R.sizeInteger', write: 'R.writeInteger', dec } : { size: 'R.sizeInt64', write: 'R.writeInt64', dec };
    }
    case 'float':
      return { size: 'R.sizeDouble', write: 'R.writeDouble', dec: checkedDecoder(floatChecks(t), 'R.decDouble', plainSubject, ctx) };
    case 'string':
      return { size: 'R.sizeText', write: 'R.writeText', dec: checkedDecoder(stringChecks(t, ctx.classes), 'R.decText', plainSubject, ctx) };
    case 'literal':
      return literalCodec(t, ctx);
    case 'array': {
      const item = codecFor(t.items, ctx, origin, level + 1);
      const subject = { ...plainSubject, itemEncoder: `(R.encodeWith ${item.size} ${item.write})` };
      return {
        size: `(R.sizeList ${item.size})`,
        write: `(R.writeList ${item.write})`,
        dec: checkedDecoder(arrayChecks(t), `(R.decList ${item.dec})`, subject, ctx),
      };
    }
    case 'tuple':
      return tupleCodec(t, ctx, origin, level);
    case 'map': {
      const value = codecFor(t.values, ctx, origin, level + 1);
      return {
        size: `(R.sizeMap ${value.size})`,
        write: `(R.writeMap ${value.write})`,
        dec: checkedDecoder(mapChecks(t, ctx.classes), `(R.decMap ${value.dec})`, { ...plainSubject, mapValues: value.dec }, ctx),
      };
    }
    case 'ref': {
      const names = ctx.names.get(t.target);
      if (names === undefined) throw new Error(`reference to an unknown declaration ${t.target}`);
      return { size: names.size, write: names.write, dec: names.decoder };
    }
    case 'any':
      return { size: 'R.sizeRaw', write: 'R.writeRaw', dec: checkedDecoder(anyChecks(t), 'R.decRaw', { ...plainSubject, binder: "(R.RawJson v')" }, ctx) };
    case 'nullable': {
      const inner = codecFor(t.inner, ctx, origin, level);
      return { size: `(R.sizeNullable ${inner.size})`, write: `(R.writeNullable ${inner.write})`, dec: `(R.decNullable ${inner.dec})` };
    }
    default:
      return assertNever(t);
  }
}
