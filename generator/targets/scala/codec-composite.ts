/** Codecs of arrays, maps and nullable values: private helpers in the companion object. */
import type { ArrayType, IrType, MapType, NullableType } from '../../ir/types.js';
import { addMethod, binder, fresh, type Codec, type FileContext } from './context.js';
import { countChecks, keyPatternCheck } from './checks.js';
import { typeExpr } from './types.js';

type CodecFor = (ctx: FileContext, t: IrType) => Codec;

function helperCodec(n: number): Codec {
  return { size: (v) => `size${n}(${v})`, write: (v, pos) => `write${n}(${v}, buf, ${pos})`, read: `read${n}(r)` };
}

export function nullableCodec(ctx: FileContext, t: NullableType, codecFor: CodecFor): Codec {
  const inner = codecFor(ctx, t.inner);
  const n = fresh(ctx);
  const ty = typeExpr(t, ctx.ref);
  addMethod(ctx, `size${n}(v: ${ty}): Int`, ['v match', `  case Some(${binder(inner.size('x'))}) => ${inner.size('x')}`, '  case None => 4']);
  addMethod(ctx, `write${n}(v: ${ty}, buf: Array[Byte], pos: Int): Int`, [
    'v match',
    `  case Some(x) => ${inner.write('x', 'pos')}`,
    '  case None => JsonGenRuntime.writeNull(buf, pos)',
  ]);
  addMethod(ctx, `read${n}(r: JsonReader): ${ty}`, [`if r.tryNull() then None else Some(${inner.read})`]);
  return helperCodec(n);
}

function uniqueCheck(item: Codec, itemType: string): string[] {
  return [
    'val seen = new java.util.HashSet[java.nio.ByteBuffer]()',
    'val it = v.iterator',
    'while it.hasNext do',
    `  val b = JsonGenRuntime.canonical(it.next(), (x: ${itemType}) => ${item.size('x')}, (x: ${itemType}, buf: Array[Byte], p: Int) => ${item.write('x', 'p')})`,
    '  if !seen.add(b) then r.failAt(at, "unique items", "a repeated item")',
  ];
}

export function arrayCodec(ctx: FileContext, t: ArrayType, codecFor: CodecFor): Codec {
  const item = codecFor(ctx, t.items);
  const n = fresh(ctx);
  const itemType = typeExpr(t.items, ctx.ref);
  const ty = `Vector[${itemType}]`;
  addMethod(ctx, `size${n}(v: ${ty}): Int`, [
    'var n = 1 + math.max(v.length, 1)',
    ...(/it\.next/.test(item.size('it.next()'))
      ? ['val it = v.iterator', `while it.hasNext do n += ${item.size('it.next()')}`]
      : [`n += v.length * ${item.size('')}`]),
    'n',
  ]);
  addMethod(ctx, `write${n}(v: ${ty}, buf: Array[Byte], start: Int): Int`, [
    'var pos = start',
    "buf(pos) = '['",
    'pos += 1',
    'val it = v.iterator',
    'while it.hasNext do',
    "  if pos != start + 1 then",
    "    buf(pos) = ','",
    '    pos += 1',
    `  pos = ${item.write('it.next()', 'pos')}`,
    "buf(pos) = ']'",
    'pos + 1',
  ]);
  const checks = [
    ...countChecks(t.minItems, t.maxItems, 'v.length', 'items'),
    ...(t.uniqueItems ? uniqueCheck(item, itemType) : []),
  ];
  addMethod(ctx, `read${n}(r: JsonReader): ${ty}`, [
    ...(checks.length > 0 ? ['val at = r.valueStart()'] : []),
    `val b = Vector.newBuilder[${itemType}]`,
    'if r.arrayStart() then',
    '  var i = 0',
    '  while',
    `    b += ${item.read}`,
    '    i += 1',
    '    r.arrayNext(i)',
    '  do ()',
    'val v = b.result()',
    ...checks,
    'v',
  ]);
  return helperCodec(n);
}

export function mapCodec(ctx: FileContext, t: MapType, codecFor: CodecFor): Codec {
  const value = codecFor(ctx, t.values);
  const n = fresh(ctx);
  const valueType = typeExpr(t.values, ctx.ref);
  const ty = `Map[String, ${valueType}]`;
  addMethod(ctx, `size${n}(v: ${ty}): Int`, mapSizeLines(value));
  addMethod(ctx, `write${n}(v: ${ty}, buf: Array[Byte], start: Int): Int`, [
    'var pos = start',
    "buf(pos) = '{'",
    'pos += 1',
    ...mapWriteLines(value, 'v', false),
    "buf(pos) = '}'",
    'pos + 1',
  ]);
  const checks = countChecks(t.minProperties, t.maxProperties, 'm.size', 'properties');
  addMethod(ctx, `read${n}(r: JsonReader): ${ty}`, [
    ...(checks.length > 0 ? ['val at = r.valueStart()'] : []),
    `var m = Map.empty[String, ${valueType}]`,
    'if r.objectStart() then',
    '  while',
    '    val k = r.readKey()',
    ...keyPatternCheck(ctx, t.keyPattern).map((l) => `    ${l}`),
    '    if m.contains(k) then r.duplicateKey()',
    `    m = m.updated(k, ${value.read})`,
    '    r.objectNext()',
    '  do ()',
    ...checks,
    'm',
  ]);
  return helperCodec(n);
}

/** Lines adding the members of map `v` to a size `n` (declared by the caller when `declared`). */
export function mapSizeLines(value: Codec, map = 'v', declared = false): string[] {
  return [
    ...(declared ? [] : [`var n = 1 + math.max(${map}.size, 1)`]),
    `val it = ${map}.iterator`,
    'while it.hasNext do',
    '  val e = it.next()',
    `  n += JsonGenRuntime.sizeString(e._1) + 1 + ${value.size('e._2')}`,
    ...(declared ? [] : ['n']),
  ];
}

/** Lines writing the members of map `map` in key order; `comma` when members precede them. */
export function mapWriteLines(value: Codec, map: string, comma: boolean | 'dynamic'): string[] {
  const needComma = comma === true ? 'true' : comma === false ? 'i > 0' : '!first || i > 0';
  return [
    `val ks = JsonGenRuntime.sortedKeys(${map})`,
    'var i = 0',
    'while i < ks.length do',
    `  if ${needComma} then`,
    "    buf(pos) = ','",
    '    pos += 1',
    '  pos = JsonGenRuntime.writeString(ks(i), buf, pos)',
    "  buf(pos) = ':'",
    `  pos = ${value.write(`${map}(ks(i))`, 'pos + 1')}`,
    '  i += 1',
  ];
}
