/** IR type → size / write / read code (exhaustive over the IR). */
import { assertNever, type IrType } from '../../ir/types.js';
import { addMethod, fresh, type Codec, type FileContext } from './context.js';
import { arrayCodec, mapCodec, nullableCodec } from './codec-composite.js';
import { literalCodec } from './codec-literal.js';
import { tupleCodec } from './codec-tuple.js';
import { anyChecks, floatChecks, intChecks, stringChecks, type Check } from '../../plan/checks.js';
import { checksLines } from './checks.js';
import { typeExpr } from './types.js';

const rt = 'JsonGenRuntime';

/** A scalar's codec: runtime calls; `bound` names the runtime's bound function, or is a constant bound. */
function plain(size: string, write: string, read: string, bound?: { fn: string } | { constant: string }): Codec {
  const sizeOf = (v: string): string => `${rt}.${size}(${v})`;
  return {
    size: sizeOf,
    bound: bound === undefined ? sizeOf : 'fn' in bound ? (v) => `${rt}.${bound.fn}(${v})` : () => bound.constant,
    write: (v, pos) => `${rt}.${write}(${v}, buf, ${pos})`,
    read,
  };
}

/** A scalar read followed by the plan's checks: a helper `readN` returning the checked value. */
function checked(ctx: FileContext, base: Codec, t: IrType, checks: readonly Check[]): Codec {
  if (checks.length === 0) return base;
  const lines = checksLines(ctx, checks, { value: 'v', big: t.kind === 'int' && t.repr === 'big' });
  const n = fresh(ctx);
  addMethod(ctx, `read${n}(r: JsonReader): ${typeExpr(t, ctx.ref)}`, ['val at = r.valueStart()', `val v = ${base.read}`, ...lines, 'v']);
  return { ...base, read: `read${n}(r)` };
}

function build(ctx: FileContext, t: IrType): Codec {
  switch (t.kind) {
    case 'bool':
      return plain('sizeBoolean', 'writeBoolean', 'r.readBoolean()');
    case 'int':
      return t.repr === 'big'
        ? checked(ctx, plain('sizeBigInt', 'writeBigInt', 'r.readBigInt()'), t, intChecks(t))
        : checked(ctx, plain('sizeLong', 'writeLong', 'r.readLong()'), t, intChecks(t));
    case 'float':
      return checked(ctx, plain('sizeDouble', 'writeDouble', 'r.readDouble()', { constant: `${rt}.maxDoubleLength` }), t, floatChecks(t));
    case 'string':
      return checked(ctx, plain('sizeString', 'writeString', 'r.readString()', { fn: 'stringBound' }), t, stringChecks(t, ctx.patterns.cache));
    case 'literal':
      return literalCodec(ctx, t);
    case 'array':
      return arrayCodec(ctx, t, codecFor);
    case 'tuple':
      return tupleCodec(ctx, t, codecFor);
    case 'map':
      return mapCodec(ctx, t, codecFor);
    case 'ref': {
      const name = ctx.ref(t.target);
      const size = (v: string): string => `${name}.size(${v})`;
      const bound = ctx.isBounded(t) ? (v: string): string => `${name}.sizeBound(${v})` : size;
      return { size, bound, write: (v, pos) => `${name}.writeTo(${v}, buf, ${pos})`, read: `${name}.read(r)` };
    }
    case 'any': {
      const size = (v: string): string => `${v}.length`;
      const base: Codec = { size, bound: size, write: (v, pos) => `${v}.writeTo(buf, ${pos})`, read: 'r.readRaw()' };
      return checked(ctx, base, t, anyChecks(t));
    }
    case 'nullable':
      return nullableCodec(ctx, t, codecFor);
    default:
      return assertNever(t);
  }
}

/** The codec of a type in this file; composite types get private helpers, made once per type. */
export function codecFor(ctx: FileContext, t: IrType): Codec {
  const key = JSON.stringify(t);
  const known = ctx.memo.get(key);
  if (known !== undefined) return known;
  const built = build(ctx, t);
  const fixed = ctx.fixedBound(t);
  const codec = fixed === null ? built : { ...built, bound: () => fixed };
  ctx.memo.set(key, codec);
  return codec;
}

export type CodecFor = typeof codecFor;
