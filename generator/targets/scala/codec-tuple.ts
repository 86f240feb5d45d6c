/** The codec of a tuple (`prefixItems`): a Scala tuple, optional trailing elements as `Option`, rest as `Vector`. */
import type { IrType, TupleType } from '../../ir/types.js';
import { addMethod, addSizes, binder, fresh, measureOf, times, total, type Codec, type FileContext, type Measure } from './context.js';
import { tupleChecks } from '../../plan/checks.js';
import { checksLines } from './checks.js';
import { typeExpr } from './types.js';

type CodecFor = (ctx: FileContext, t: IrType) => Codec;

interface Slot {
  readonly access: string;
  readonly codec: Codec;
  readonly optional: boolean;
}

function slots(ctx: FileContext, t: TupleType, codecFor: CodecFor): Slot[] {
  const total = t.prefix.length + (t.rest === null ? 0 : 1);
  const access = (i: number): string => (total === 1 ? 'v._1' : `v._${i + 1}`);
  return t.prefix.map((p, i) => ({ access: access(i), codec: codecFor(ctx, p), optional: i >= t.minItems }));
}

function sizeLines(ss: readonly Slot[], rest: Codec | null, restAccess: string, m: Measure): string[] {
  // No item: `[]`, nothing counted.
  if (ss.length === 0 && rest === null) return [m === 'size' ? '2' : '2L'];
  const lines = [total(m, '1'), 'var c = 0'];
  for (const s of ss) {
    const size = measureOf(s.codec, m);
    if (s.optional) lines.push(`${s.access} match`, `  case Some(${binder(size('x'))}) =>`, `    n += ${size('x')}`, '    c += 1', '  case None => ()');
    else lines.push(`n += ${size(s.access)}`, 'c += 1');
  }
  if (rest !== null) {
    const item = measureOf(rest, m)('it.next()');
    if (item.includes('it.next()')) lines.push(`val it = ${restAccess}.iterator`, 'while it.hasNext do', `  n += ${item}`, '  c += 1');
    else lines.push(`n += ${times(m, `${restAccess}.length`, item)}`, `c += ${restAccess}.length`);
  }
  lines.push('n + math.max(c, 1)');
  return lines;
}

function writeLines(ss: readonly Slot[], rest: Codec | null, restAccess: string): string[] {
  const comma = ["  if pos != start + 1 then", "    buf(pos) = ','", '    pos += 1'];
  const lines = ['var pos = start', "buf(pos) = '['", 'pos += 1'];
  for (const s of ss) {
    if (s.optional) lines.push(`${s.access} match`, '  case Some(x) =>', ...comma.map((l) => `  ${l}`), `    pos = ${s.codec.write('x', 'pos')}`, '  case None => ()');
    else lines.push('if true then', ...comma, `  pos = ${s.codec.write(s.access, 'pos')}`);
  }
  if (rest !== null) lines.push(`val it = ${restAccess}.iterator`, 'while it.hasNext do', ...comma, `  pos = ${rest.write('it.next()', 'pos')}`);
  lines.push("buf(pos) = ']'", 'pos + 1');
  return lines;
}

function readLines(ctx: FileContext, t: TupleType, ss: readonly Slot[], rest: Codec | null): string[] {
  const checks = tupleChecks(t);
  const none = ss.length === 0 && rest === null;
  // With no item to read, `n` and `more` are never reassigned (and `n` is read by checks only).
  const count = none ? (checks.length > 0 ? ['val n = 0'] : []) : ['var n = 0'];
  const lines = [...(checks.length > 0 ? ['val at = r.valueStart()'] : []), ...count, `${none ? 'val' : 'var'} more = r.arrayStart()`];
  ss.forEach((s, i) => {
    const ty = typeExpr(t.prefix[i] as IrType, ctx.ref);
    lines.push(`var e${i}: ${s.optional ? `Option[${ty}]` : ty} = ${s.optional ? 'None' : `null.asInstanceOf[${ty}]`}`);
    lines.push('if more then', `  e${i} = ${s.optional ? `Some(${s.codec.read})` : s.codec.read}`, '  n += 1', '  more = r.arrayNext(n)');
  });
  const restType = rest !== null && t.rest !== null ? typeExpr(t.rest, ctx.ref) : null;
  if (rest !== null && restType !== null) {
    lines.push('val rest = r.itemsMark()', 'while more do', `  r.pushItem(${rest.read})`, '  n += 1', '  more = r.arrayNext(n)');
  } else lines.push(`if more then r.failContainer("at most ${t.prefix.length} items", "more")`);
  lines.push(...checksLines(ctx, checks, { value: 'v', count: 'n' }));
  const parts = [...ss.map((_, i) => `e${i}`), ...(restType !== null ? [`r.vectorOf[${restType}](rest)`] : [])];
  const special = specialized(t);
  if (special !== null) lines.push(`(new ${special}(${parts.join(', ')})).asInstanceOf[${typeExpr(t, ctx.ref)}]`);
  else lines.push(parts.length === 0 ? 'EmptyTuple' : parts.length === 1 ? `Tuple1(${parts[0] as string})` : `(${parts.join(', ')})`);
  return lines;
}

/** The primitive letter of a type the standard library's tuple classes are specialized for. */
function primitiveLetter(t: IrType, tuple1: boolean): string | null {
  if (t.kind === 'float') return 'D';
  if (t.kind === 'int' && t.repr !== 'big') return 'J';
  if (t.kind === 'bool' && !tuple1) return 'Z';
  return null;
}

/**
 * The standard library's specialized class (`scala.Tuple2$mcDD$sp`) for a tuple of one or two
 * required primitives, or null. Scala 3 builds `(a, b)` as a generic `Tuple2` with boxed
 * elements; the specialized class holds them unboxed (canada.json decode: 4391 kB allocated per
 * document before, 2613 kB after, 8% faster), and `_1` on it reads the field.
 */
function specialized(t: TupleType): string | null {
  if (t.rest !== null || t.minItems < t.prefix.length || t.prefix.length === 0 || t.prefix.length > 2) return null;
  const letters = t.prefix.map((p) => primitiveLetter(p, t.prefix.length === 1));
  if (letters.some((l) => l === null)) return null;
  return `scala.Tuple${t.prefix.length}$mc${letters.join('')}$sp`;
}

export function tupleCodec(ctx: FileContext, t: TupleType, codecFor: CodecFor): Codec {
  const ss = slots(ctx, t, codecFor);
  const rest = t.rest === null ? null : codecFor(ctx, t.rest);
  const restAccess = `v._${t.prefix.length + 1}`;
  const n = fresh(ctx);
  const ty = typeExpr(t, ctx.ref);
  const sizes = addSizes(ctx, n, `v: ${ty}`, ctx.isBounded(t) && ctx.fixedBound(t) === null, (m) => sizeLines(ss, rest, restAccess, m));
  addMethod(ctx, `write${n}(v: ${ty}, buf: Array[Byte], start: Int): Int`, writeLines(ss, rest, restAccess));
  addMethod(ctx, `read${n}(r: JsonReader): ${ty}`, readLines(ctx, t, ss, rest));
  return { ...sizes, write: (v, pos) => `write${n}(${v}, buf, ${pos})`, read: `read${n}(r)` };
}
