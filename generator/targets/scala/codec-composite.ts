/** Codecs of arrays, maps and nullable values: private helpers in the companion object. */
import type { ArrayType, IrType, MapType, NullableType } from '../../ir/types.js';
import { addMethod, addSizes, binder, fresh, measureOf, times, total, type Codec, type FileContext, type Measure } from './context.js';
import { arrayChecks, droppingKeyPattern, mapChecks, type Check } from '../../plan/checks.js';
import { checksLines, keyMatchLines } from './checks.js';
import { typeExpr } from './types.js';

type CodecFor = (ctx: FileContext, t: IrType) => Codec;

function helperCodec(n: number, sizes: Pick<Codec, 'size' | 'bound'>): Codec {
  return { ...sizes, write: (v, pos) => `write${n}(${v}, buf, ${pos})`, read: `read${n}(r)` };
}

export function nullableCodec(ctx: FileContext, t: NullableType, codecFor: CodecFor): Codec {
  const inner = codecFor(ctx, t.inner);
  const n = fresh(ctx);
  const ty = typeExpr(t, ctx.ref);
  const sizes = addSizes(ctx, n, `v: ${ty}`, ctx.isBounded(t), (m) => {
    const s = measureOf(inner, m)('x');
    return ['v match', `  case Some(${binder(s)}) => ${s}`, '  case None => 4'];
  });
  addMethod(ctx, `write${n}(v: ${ty}, buf: Array[Byte], pos: Int): Int`, [
    'v match',
    `  case Some(x) => ${inner.write('x', 'pos')}`,
    '  case None => JsonGenRuntime.writeNull(buf, pos)',
  ]);
  addMethod(ctx, `read${n}(r: JsonReader): ${ty}`, [`if r.tryNull() then None else Some(${inner.read})`]);
  return helperCodec(n, sizes);
}

export function arrayCodec(ctx: FileContext, t: ArrayType, codecFor: CodecFor): Codec {
  const item = codecFor(ctx, t.items);
  const n = fresh(ctx);
  const itemType = typeExpr(t.items, ctx.ref);
  const ty = `Vector[${itemType}]`;
  const sizes = addSizes(ctx, n, `v: ${ty}`, ctx.isBounded(t), (m) => arraySizeLines(measureOf(item, m), m));
  addMethod(ctx, `write${n}(v: ${ty}, buf: Array[Byte], start: Int): Int`, [
    'var pos = start',
    "buf(pos) = '['",
    'pos += 1',
    // By index, not by iterator: an iterator per array is an allocation per array (per
    // coordinate pair in a GeoJSON polygon), and a Vector's apply is a few array reads.
    'val len = v.length',
    'var i = 0',
    'while i < len do',
    '  if i != 0 then',
    "    buf(pos) = ','",
    '    pos += 1',
    `  pos = ${item.write('v(i)', 'pos')}`,
    '  i += 1',
    "buf(pos) = ']'",
    'pos + 1',
  ]);
  const checks = checksLines(ctx, arrayChecks(t), { value: 'v', count: 'v.length', items: { codec: item, type: itemType } });
  addMethod(ctx, `read${n}(r: JsonReader): ${ty}`, [
    ...(checks.length > 0 ? ['val at = r.valueStart()'] : []),
    'val v =',
    '  if r.arrayStart() then',
    '    val mark = r.itemsMark()',
    '    var i = 0',
    '    while',
    `      r.pushItem(${item.read})`,
    '      i += 1',
    '      r.arrayNext(i)',
    '    do ()',
    `    r.vectorOf[${itemType}](mark)`,
    `  else Vector.empty[${itemType}]`,
    ...checks,
    'v',
  ]);
  return helperCodec(n, sizes);
}

export function mapCodec(ctx: FileContext, t: MapType, codecFor: CodecFor): Codec {
  const value = codecFor(ctx, t.values);
  const n = fresh(ctx);
  const valueType = typeExpr(t.values, ctx.ref);
  const ty = `Map[String, ${valueType}]`;
  const sizes = addSizes(ctx, n, `v: ${ty}`, ctx.isBounded(t), (m) => mapSizeLines(measureOf(value, m), m));
  addMethod(ctx, `write${n}(v: ${ty}, buf: Array[Byte], start: Int): Int`, [
    'var pos = start',
    "buf(pos) = '{'",
    'pos += 1',
    ...mapWriteLines(value, 'v', false),
    "buf(pos) = '}'",
    'pos + 1',
  ]);
  const [keyChecks, mapLevel] = byKey(mapChecks(t, ctx.patterns.cache));
  const checks = checksLines(ctx, mapLevel, { value: 'm', count: 'm.size' });
  // A repeated key fails where it stands, before its value is read; a key a `skip` pattern does
  // not match has its value checked to be JSON and dropped, and counts as seen all the same.
  const dropping = droppingKeyPattern(keyChecks);
  const entry = `b += ((k, ${value.read}))`;
  const read =
    dropping === undefined
      ? [...checksLines(ctx, keyChecks, { value: 'k', key: 'k' }), entry]
      : [...checksLines(ctx, keyChecks.filter((c) => c !== dropping), { value: 'k', key: 'k' }), ...keyMatchLines(ctx, dropping, 'k', [entry], ['r.skipValue()'])];
  addMethod(ctx, `read${n}(r: JsonReader): ${ty}`, [
    ...(checks.length > 0 ? ['val at = r.valueStart()'] : []),
    `val b = Map.newBuilder[String, ${valueType}]`,
    'if r.objectStart() then',
    '  val seen = new java.util.HashSet[String]',
    '  while',
    '    val k = r.readKey()',
    '    if !seen.add(k) then r.duplicateKey()',
    ...read.map((l) => `    ${l}`),
    '    r.objectNext()',
    '  do ()',
    'val m = b.result()',
    ...checks,
    'm',
  ]);
  return helperCodec(n, sizes);
}

/** A map's checks split into those of each key, run as it is read, and those of the whole map. */
export function byKey(checks: readonly Check[]): [Check[], Check[]] {
  return [checks.filter((c) => c.kind === 'keyPattern'), checks.filter((c) => c.kind !== 'keyPattern')];
}

function arraySizeLines(item: (v: string) => string, m: Measure): string[] {
  return [
    total(m, '1 + math.max(v.length, 1)'),
    ...(/v\(i\)/.test(item('v(i)'))
      ? ['val len = v.length', 'var i = 0', 'while i < len do', `  n += ${item('v(i)')}`, '  i += 1']
      : [`n += ${times(m, 'v.length', item(''))}`]),
    'n',
  ];
}

/** Lines adding the members of map `v` to a measure `n` (declared by the caller when `declared`). */
export function mapSizeLines(value: (v: string) => string, m: Measure, map = 'v', declared = false): string[] {
  const key = m === 'size' ? 'sizeString' : 'stringBound';
  return [
    ...(declared ? [] : [total(m, `1 + math.max(${map}.size, 1)`)]),
    `val it = ${map}.iterator`,
    'while it.hasNext do',
    '  val e = it.next()',
    `  n += JsonGenRuntime.${key}(e._1) + 1 + ${value('e._2')}`,
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
