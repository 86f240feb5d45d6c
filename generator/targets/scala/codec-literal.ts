/** The codec of a literal type: a constant written, a value read and compared. */
import type { LiteralType } from '../../ir/types.js';
import { addMethod, addValue, fresh, type Codec, type FileContext } from './context.js';
import { scalaDouble, scalaString } from './literals.js';
import { literalType } from './types.js';

function readBody(value: LiteralType['value'], text: string): string[] {
  const expected = scalaString(text);
  if (value === null) return ['r.readNull()'];
  if (typeof value === 'boolean') {
    return ['val at = r.valueStart()', `if r.readBoolean() != ${value} then r.failAt(at, ${expected}, "${!value}")`, String(value)];
  }
  if (typeof value === 'number') {
    return ['val at = r.valueStart()', 'val v = r.readDouble()', `if v != ${scalaDouble(value)} then r.failAt(at, ${expected}, s"$v")`, scalaDouble(value)];
  }
  return ['val at = r.valueStart()', 'val v = r.readString()', `if v != ${scalaString(value)} then r.failAt(at, ${expected}, "another string")`, scalaString(value)];
}

export function literalCodec(ctx: FileContext, t: LiteralType): Codec {
  const n = fresh(ctx);
  const text = JSON.stringify(t.value);
  const ty = literalType(t.value);
  addValue(ctx, `literal${n}: Array[Byte] = ${scalaString(text)}.getBytes(java.nio.charset.StandardCharsets.UTF_8)`);
  addMethod(ctx, `write${n}(v: ${ty}, buf: Array[Byte], pos: Int): Int`, [`JsonGenRuntime.writeBytes(literal${n}, buf, pos)`]);
  addMethod(ctx, `read${n}(r: JsonReader): ${ty}`, readBody(t.value, text));
  const length = Buffer.byteLength(text, 'utf8');
  return { size: () => String(length), bound: () => String(length), write: (v, pos) => `write${n}(${v}, buf, ${pos})`, read: `read${n}(r)` };
}
