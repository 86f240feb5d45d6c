import { assertNever, type DeclId, type IrType } from '../../ir/types.js';
import type { ClassCache } from '../../plan/regex/index.js';
import type { HelperSet } from './helpers.js';
import type { Local, Qualify } from './symbols.js';
import { encoderArg, type EncoderUse } from './encoder-use.js';
import { goEncoded } from './literals.js';
import { arrayHelper } from './codec-array.js';
import { nullableHelper, tupleArrayHelper } from './codec-composite.js';
import { mapHelper } from './codec-map.js';
import { tupleStructHelper } from './codec-tuple.js';
import { anyHelper, floatHelper, intHelper, literalHelper, literalText, stringHelper } from './codec-scalar.js';
import { isArrayTuple, isBoxedRef, type TypeContext } from './types.js';

/** Where a value lives: an addressable expression and a pointer to it. */
export interface Place {
  /** An addressable primary expression (`v.Name`, `s[i]`, `(*p)`). */
  readonly value: string;
  /** A pointer to it (`&v.Name`, `p`). */
  readonly pointer: string;
  /** The value is a pointer that may be nil (a union's record variant). */
  readonly mayBeNil?: boolean;
}

export function placeOf(expr: string): Place {
  return { value: expr, pointer: `&${expr}` };
}

export function placeAt(pointer: string): Place {
  return { value: `(*${pointer})`, pointer };
}

/** The value a local pointer points to; code that takes either form uses the local. */
export function placeAtLocal(local: Local): Place {
  return {
    get value() {
      return `(*${local.ref()})`;
    },
    get pointer() {
      return local.ref();
    },
  };
}

/** A local value (`&x` its pointer) or, with `isPointer`, a local pointer that may be nil. */
export function placeOfLocal(local: Local, isPointer: boolean): Place {
  return isPointer
    ? {
        get value() {
          return local.ref();
        },
        get pointer() {
          return local.ref();
        },
        mayBeNil: true,
      }
    : {
        get value() {
          return local.ref();
        },
        get pointer() {
          return `&${local.ref()}`;
        },
      };
}

export interface CodecContext extends TypeContext {
  readonly helpers: HelperSet;
  /** Names a standard package's member and records the import. */
  readonly qualify: Qualify;
  /** Records a generation warning at the declaration being generated. */
  readonly warn: (code: string, message: string) => void;
  /** Records a generation error at the declaration being generated. */
  readonly fail: (code: string, message: string) => void;
  /** The number of the call variables of a declaration called indirectly (calls.ts), else null. */
  readonly callVia: (target: DeclId) => number | null;
  /** Which write functions take the encoder. */
  readonly encoder: EncoderUse;
  /** The character classes of the patterns compiled in this generation run (`plan/checks.ts`). */
  readonly classes: ClassCache;
}

/** A pointer to the referenced value: boxed references already are one. */
function refPointer(type: IrType & { kind: 'ref' }, place: Place, ctx: CodecContext, byValue: boolean): string {
  return isBoxedRef(type, ctx, byValue) ? place.value : place.pointer;
}

/** Statements that run `call` (returning *DecodeError) and return its error with `wrap` applied. */
export function checked(call: string, wrap: string): string[] {
  return [`if err := ${call}; err != nil {`, `\treturn err${wrap}`, '}'];
}

/** A Go expression (int) for the encoded size of the value at `place`. */
export function sizeOf(type: IrType, place: Place, ctx: CodecContext, byValue = true): string {
  switch (type.kind) {
    case 'bool':
      return `sizeBool(${place.value})`;
    case 'int':
      return type.repr === 'big' ? `sizeBig(e, ${place.value})` : `sizeInt(${place.value})`;
    case 'float':
      return `sizeFloat(e, ${place.value})`;
    case 'string':
      return `sizeString(e, ${place.value})`;
    case 'literal':
      return String(goEncoded(literalText(type)).length);
    case 'any':
      return `sizeRaw(e, ${place.value})`;
    case 'ref': {
      const via = ctx.callVia(type.target);
      if (via !== null) return `callSize${via}(${refPointer(type, place, ctx, byValue)}, e)`;
      // A value held in place is never nil: sizeValue skips the check, so small ones are inlined.
      return isBoxedRef(type, ctx, byValue) || place.mayBeNil === true ? `${place.value}.size(e)` : `${place.value}.sizeValue(e)`;
    }
    case 'array':
    case 'map':
    case 'tuple':
    case 'nullable':
      return `size${compositeHelper(type, ctx, byValue)}(e, ${place.pointer})`;
    default:
      return assertNever(type);
  }
}

/** Statements appending the encoding of the value at `place` to `dst` (`e`: the sized encoder, where strings are written). */
export function writeOf(type: IrType, place: Place, ctx: CodecContext, byValue = true): string[] {
  switch (type.kind) {
    case 'bool':
      return [`dst = appendBool(dst, ${place.value})`];
    case 'int':
      return [type.repr === 'big' ? `dst = appendBig(dst, ${place.value})` : `dst = appendInt(dst, ${place.value})`];
    case 'float':
      return [`dst = appendFloat(dst, ${place.value})`];
    case 'string':
      return [`dst = writeString(e, dst, ${place.value})`];
    case 'literal':
      return [`dst = append(dst, ${goLiteralBytes(type)}...)`];
    case 'any':
      return [`dst = appendRaw(dst, ${place.value})`];
    case 'ref': {
      const via = ctx.callVia(type.target);
      const e = encoderArg(ctx.encoder.declWrites(type.target));
      return [via === null ? `dst = ${place.value}.write(${e}dst)` : `dst = callWrite${via}(${refPointer(type, place, ctx, byValue)}, ${e}dst)`];
    }
    case 'array':
    case 'map':
    case 'tuple':
    case 'nullable':
      return [`dst = write${compositeHelper(type, ctx, byValue)}(${encoderArg(ctx.encoder.typeWrites(type))}dst, ${place.pointer})`];
    default:
      return assertNever(type);
  }
}

/** Statements decoding into `place`; on error they return it with `wrap` (e.g. `.in("k")`). */
export function decodeOf(type: IrType, place: Place, ctx: CodecContext, wrap: string, byValue = true): string[] {
  switch (type.kind) {
    case 'bool':
      return checked(`d.decodeBool(${place.pointer})`, wrap);
    case 'int':
      return checked(scalarCall(intHelper(type, ctx), type.repr === 'big' ? 'decodeBig' : 'decodeInt64', place), wrap);
    case 'float':
      return checked(scalarCall(floatHelper(type, ctx), 'decodeFloat', place), wrap);
    case 'string':
      return checked(scalarCall(stringHelper(type, ctx), 'decodeString', place), wrap);
    case 'literal':
      return checked(`decode${literalHelper(type, ctx)}(d)`, wrap);
    case 'any':
      return checked(scalarCall(anyHelper(type, ctx), 'decodeRaw', place), wrap);
    case 'ref':
      return decodeRef(type, place, ctx, wrap, byValue);
    case 'array':
    case 'map':
    case 'tuple':
    case 'nullable':
      return checked(`decode${compositeHelper(type, ctx, byValue)}(d, ${place.pointer})`, wrap);
    default:
      return assertNever(type);
  }
}

function scalarCall(helper: number | null, runtime: string, place: Place): string {
  return helper === null ? `d.${runtime}(${place.pointer})` : `decode${helper}(d, ${place.pointer})`;
}

function decodeRef(type: IrType & { kind: 'ref' }, place: Place, ctx: CodecContext, wrap: string, byValue: boolean): string[] {
  const via = ctx.callVia(type.target);
  const call = via === null ? `${place.value}.decodeJSON(d)` : `callDecode${via}(${refPointer(type, place, ctx, byValue)}, d)`;
  if (!isBoxedRef(type, ctx, byValue)) return checked(call, wrap);
  return [`if ${place.value} == nil {`, `\t${place.value} = new(${ctx.typeName(type.target)})`, '}', ...checked(call, wrap)];
}

function goLiteralBytes(type: IrType & { kind: 'literal' }): string {
  return goEncoded(literalText(type)).literal;
}

function compositeHelper(type: IrType & { kind: 'array' | 'map' | 'tuple' | 'nullable' }, ctx: CodecContext, byValue: boolean): number {
  switch (type.kind) {
    case 'array':
      return arrayHelper(type, ctx);
    case 'map':
      return mapHelper(type, ctx);
    case 'nullable':
      return nullableHelper(type, ctx, byValue);
    case 'tuple':
      return isArrayTuple(type) ? tupleArrayHelper(type, ctx, byValue) : tupleStructHelper(type, ctx, byValue);
    default:
      return assertNever(type);
  }
}
