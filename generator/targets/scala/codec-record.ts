/** A record's companion: size, write and read of its members in declaration order. */
import type { Field, IrType, RecordDecl } from '../../ir/types.js';
import { codecFor } from './codec.js';
import { countChecks, keyPatternCheck } from './checks.js';
import { mapSizeLines, mapWriteLines } from './codec-composite.js';
import { addMethod, binder, fresh, indent, measureOf, measureType, total, type Codec, type FileContext, type Measure } from './context.js';
import { scalaLong, scalaString } from './literals.js';
import { jsonString, jsonStringLength, utf8Bytes } from '../../wire/json-text.js';
import { littleEndianWord, quotedKeyWords, type QuotedKeyWords } from '../../wire/key-words.js';
import { typeExpr, zeroValue } from './types.js';

/** How a field is held: plain, `Option` (absent or null), or `Presence` (absent, null and value apart). */
export type Holder = 'plain' | 'option' | 'presence';

export function holderOf(f: Field): Holder {
  if (f.required) return 'plain';
  return f.type.kind === 'nullable' ? 'presence' : 'option';
}

/** The Scala type of a field. */
export function fieldType(ctx: FileContext, f: Field): string {
  switch (holderOf(f)) {
    case 'plain':
      return typeExpr(f.type, ctx.ref);
    case 'option':
      return `Option[${typeExpr(f.type, ctx.ref)}]`;
    case 'presence':
      return `Presence[${typeExpr(valueType(f), ctx.ref)}]`;
  }
}

function valueType(f: Field): IrType {
  return holderOf(f) === 'presence' && f.type.kind === 'nullable' ? f.type.inner : f.type;
}

export function extraValueType(decl: RecordDecl): IrType | undefined {
  switch (decl.unknownKeys.kind) {
    case 'map':
      return decl.unknownKeys.values;
    case 'keep':
      return { kind: 'any' };
    default:
      return undefined;
  }
}

interface Member {
  readonly field: Field;
  readonly access: string;
  readonly holder: Holder;
  readonly codec: Codec;
  /** The member's key and colon as written: `"key":`. */
  readonly key: Uint8Array;
  readonly keyLength: number;
}

function members(ctx: FileContext, decl: RecordDecl, names: readonly string[]): Member[] {
  return decl.fields.map((field, i) => {
    const key = utf8Bytes(`${jsonString(field.jsonName)}:`);
    return {
      field,
      access: `v.${names[i] as string}`,
      holder: holderOf(field),
      codec: codecFor(ctx, valueType(field)),
      key,
      keyLength: jsonStringLength(field.jsonName) + 1,
    };
  });
}

/** Members per method: a record's later members are sized and written by helpers of this many (see README.md). */
const writeChunk = 8;

/** A helper method for a run of members: its signature, its body around the members' lines, and the line calling it. */
interface RunHelper {
  readonly signature: string;
  readonly body: string[];
  readonly call: string;
}

/**
 * Where the lines of a record's members go: into `lines`, or, for members `chunked`, into helper
 * methods of up to `writeChunk` members each, which `lines` calls. `flush` ends the last run.
 */
function memberRuns(ctx: FileContext, lines: string[], helper: (id: number, body: string[]) => RunHelper) {
  let run: string[] = [];
  let members = 0;
  const flush = (): void => {
    if (members === 0) return;
    const h = helper(fresh(ctx), run);
    addMethod(ctx, h.signature, h.body);
    lines.push(h.call);
    run = [];
    members = 0;
  };
  return {
    linesFor(chunked: boolean): string[] {
      if (!chunked) return lines;
      if (members === writeChunk) flush();
      members += 1;
      return run;
    },
    flush,
  };
}

export function recordSize(ctx: FileContext, ty: string, m: readonly Member[], extra: Codec | undefined, extraAccess: string, measure: Measure): string[] {
  const lines = [total(measure, '1'), 'var c = 0'];
  // as in recordWrite: after the first member always written, runs of members go to helpers,
  // which count each member's comma themselves
  const runs = memberRuns(ctx, lines, (id, body) => ({
    signature: `${measure}${id}(v: ${ty}): ${measureType(measure)}`,
    body: [total(measure, '0'), ...body, 'n'],
    call: `n += ${measure}${id}(v)`,
  }));
  let written = false;
  for (const x of m) {
    const chunked = written && m.length > writeChunk;
    const out = runs.linesFor(chunked);
    const add = (size: string): string[] => (chunked ? [`n += ${x.keyLength + 1} + ${size}`] : [`n += ${x.keyLength} + ${size}`, 'c += 1']);
    const size = measureOf(x.codec, measure);
    if (x.holder === 'plain') out.push(...add(size(x.access)));
    else if (x.holder === 'option') out.push(`${x.access} match`, `  case Some(${binder(size('x'))}) =>`, ...indent(add(size('x')), 2), '  case None => ()');
    else {
      out.push(`${x.access} match`, `  case Presence.Present(${binder(size('x'))}) =>`, ...indent(add(size('x')), 2));
      out.push('  case Presence.Null =>', ...indent(add('4'), 2), '  case Presence.Absent => ()');
    }
    written = written || x.holder === 'plain';
  }
  runs.flush();
  if (extra !== undefined) lines.push(`c += ${extraAccess}.size`, ...mapSizeLines(measureOf(extra, measure), measure, extraAccess, true));
  lines.push('n + math.max(c, 1)');
  return lines;
}

type CommaState = 'none' | 'some' | 'maybe';

function commaLines(state: CommaState): string[] {
  if (state !== 'maybe') return [];
  return ['if !first then', "  buf(pos) = ','", '  pos += 1'];
}

/**
 * Stores of constant bytes at `pos` and the advance past them: words of eight (the last one
 * overlapping the one before), two overlapping ints for four to seven bytes, else single bytes.
 * Keys written so are a few stores, where copying a key's array was a call per member.
 */
export function constantStores(bytes: Uint8Array): string[] {
  const at = (i: number): string => (i === 0 ? 'pos' : `pos + ${i}`);
  const word = (from: number, width: number): bigint => {
    let w = 0n;
    for (let i = from + width - 1; i >= from; i--) w = (w << 8n) | BigInt(bytes[i] as number);
    return BigInt.asIntN(width * 8, w);
  };
  const n = bytes.length;
  const lines: string[] = [];
  if (n >= 8) {
    for (let i = 0; i + 8 < n; i += 8) lines.push(`JsonReader.putLong(buf, ${at(i)}, ${scalaLong(word(i, 8))})`);
    lines.push(`JsonReader.putLong(buf, ${at(n - 8)}, ${scalaLong(word(n - 8, 8))})`);
  } else if (n >= 4) {
    lines.push(`JsonReader.putInt(buf, pos, ${word(0, 4)})`);
    if (n > 4) lines.push(`JsonReader.putInt(buf, ${at(n - 4)}, ${word(n - 4, 4)})`);
  } else for (let i = 0; i < n; i++) lines.push(`buf(${at(i)}) = ${BigInt.asIntN(8, BigInt(bytes[i] as number))}`);
  return [...lines, `pos += ${n}`];
}

export function recordWrite(ctx: FileContext, ty: string, m: readonly Member[], extra: Codec | undefined, extraAccess: string): string[] {
  const dynamic = needsFirst(m, extra !== undefined);
  // the brace goes with the first key when that member is always written
  const braceWithKey = m[0] !== undefined && m[0].holder === 'plain';
  const lines = ['var pos = start', ...(braceWithKey ? [] : ["buf(pos) = '{'", 'pos += 1']), ...(dynamic ? ['var first = true'] : [])];
  let state: CommaState = 'none';
  // once a member has certainly been written (commas known), runs of members go to helpers
  const runs = memberRuns(ctx, lines, (id, body) => ({
    signature: `write${id}(v: ${ty}, buf: Array[Byte], start: Int): Int`,
    body: ['var pos = start', ...body, 'pos'],
    call: `pos = write${id}(v, buf, pos)`,
  }));
  for (const x of m) {
    const out = runs.linesFor(state === 'some' && m.length > writeChunk);
    const lead = state === 'some' ? [0x2c] : braceWithKey && x === m[0] ? [0x7b] : [];
    const put = (value: string[]): string[] => [
      ...commaLines(state),
      ...constantStores(Uint8Array.from([...lead, ...x.key])),
      ...value,
      ...(dynamic && state !== 'some' ? ['first = false'] : []),
    ];
    if (x.holder === 'plain') {
      out.push(...put([`pos = ${x.codec.write(x.access, 'pos')}`]));
      state = 'some';
    } else if (x.holder === 'option') {
      out.push(`${x.access} match`, '  case Some(x) =>', ...indent(put([`pos = ${x.codec.write('x', 'pos')}`]), 2), '  case None => ()');
      state = state === 'some' ? 'some' : 'maybe';
    } else {
      out.push(`${x.access} match`, '  case Presence.Present(x) =>', ...indent(put([`pos = ${x.codec.write('x', 'pos')}`]), 2));
      out.push('  case Presence.Null =>', ...indent(put(['pos = JsonGenRuntime.writeNull(buf, pos)']), 2), '  case Presence.Absent => ()');
      state = state === 'some' ? 'some' : 'maybe';
    }
  }
  runs.flush();
  if (extra !== undefined) lines.push(...mapWriteLines(extra, extraAccess, state === 'some' ? true : state === 'none' ? false : 'dynamic'));
  lines.push("buf(pos) = '}'", 'pos + 1');
  return lines;
}

function needsFirst(m: readonly Member[], hasExtra: boolean): boolean {
  let state: CommaState = 'none';
  for (const x of m) {
    if (state === 'maybe') return true;
    state = x.holder === 'plain' ? 'some' : state === 'some' ? 'some' : 'maybe';
  }
  return hasExtra && state === 'maybe';
}

export { members as recordMembers };
export type { Member };

export function recordRead(ctx: FileContext, decl: RecordDecl, m: readonly Member[], extra: Codec | undefined, build: string): string[] {
  const words = Math.ceil(m.length / 64);
  const lines: string[] = [];
  const counted = decl.minProperties !== undefined || decl.maxProperties !== undefined;
  if (counted) lines.push('val at = r.valueStart()', 'var count = 0');
  m.forEach((x, i) => {
    const ty = x.holder === 'plain' ? typeExpr(x.field.type, ctx.ref) : fieldType(ctx, x.field);
    const init = x.holder === 'option' ? 'None' : x.holder === 'presence' ? 'Presence.Absent' : zeroValue(x.field.type, ty);
    lines.push(`var f${i}: ${ty} = ${init}`);
  });
  for (let w = 0; w < words; w++) lines.push(`var seen${w} = 0L`);
  const extraType = extraValueType(decl);
  if (extra !== undefined && extraType !== undefined) lines.push(`var extra = Map.empty[String, ${typeExpr(extraType, ctx.ref)}]`);
  if (decl.unknownKeys.kind === 'skip') lines.push('var unknown: java.util.HashSet[String] | Null = null');
  const unknown = ['val k = r.keyString()', ...unknownLines(ctx, decl, extra)];
  const counting = counted ? ['count += 1'] : [];
  if (m.length === 0) {
    lines.push('if r.objectStart() then', '  while');
    lines.push(...indent([...memberDispatch(m, unknown), ...counting, 'r.objectNext()'], 2), '  do ()');
  } else {
    lines.push('if r.objectStart() then', '  var more = true');
    lines.push(...indent(inOrderLines(m, counting), 1));
    lines.push('  while more do', ...indent([...memberDispatch(m, unknown), ...counting, 'more = r.objectNext()'], 2));
  }
  lines.push(...missingLines(m));
  if (counted) lines.push(...countChecks(decl.minProperties, decl.maxProperties, 'count', 'properties'));
  lines.push(build);
  return lines;
}

/**
 * Fails for the first required field (in declaration order) that was not seen; one test of the
 * bits of all required fields when more than one is required.
 */
function missingLines(m: readonly Member[]): string[] {
  const required = m.flatMap((x, i) => (x.holder === 'plain' ? [{ x, i }] : []));
  const tests = required.map(({ x, i }) => `if (seen${Math.floor(i / 64)} & (1L << ${i % 64})) == 0 then r.missing(${scalaString(x.field.jsonName)})`);
  if (required.length <= 1) return tests;
  const masks = new Map<number, bigint>();
  for (const { i } of required) masks.set(Math.floor(i / 64), (masks.get(Math.floor(i / 64)) ?? 0n) | (1n << BigInt(i % 64)));
  const all = [...masks].map(([w, mask]) => `(seen${w} & ${scalaLong(BigInt.asIntN(64, mask))}) != ${scalaLong(BigInt.asIntN(64, mask))}`).join(' || ');
  return [`if ${all} then`, ...indent(tests, 1)];
}

function storeLines(x: Member, i: number): string[] {
  const bit = `(1L << ${i % 64})`;
  const word = `seen${Math.floor(i / 64)}`;
  return [`if (${word} & ${bit}) != 0 then r.duplicateKey()`, `${word} |= ${bit}`, `f${i} = ${readValue(x)}`];
}

/**
 * The members in declaration order, each key tried where it stands (`JsonReader.atKey8` to
 * `atKey32`), so a document written in that order reads each key with a compare or two. A member
 * that is absent costs one failed compare; the first key out of order, or one written with
 * escapes, leaves the rest to the general loop after these lines. A member matched here is its
 * first occurrence, so its duplicate test is left to the loop.
 */
function inOrderLines(m: readonly Member[], counting: readonly string[]): string[] {
  const lines: string[] = [];
  m.slice(0, inOrderLimit).forEach((x, i) => {
    const key = quotedKeyWords(x.field.jsonName);
    if (key === undefined) return;
    const word = `seen${Math.floor(i / 64)}`;
    const store = [`${word} |= (1L << ${i % 64})`, `f${i} = ${readValue(x)}`, ...counting, 'more = r.objectNext()'];
    lines.push(`if ${lines.length === 0 ? '' : 'more && '}${atKeyTest(key)} then`, ...indent(store, 1));
  });
  return lines;
}

/**
 * The members tried in order: at most this many, about 40 bytes of bytecode each, so the read
 * method of a wide record stays well within the 8,000 bytes HotSpot compiles a method up to.
 */
const inOrderLimit = 48;

/** The call of `JsonReader.atKey8` to `atKey32` that tests for a quoted key's words. */
function atKeyTest(key: QuotedKeyWords): string {
  const words = key.words.map((w) => scalaLong(BigInt.asIntN(64, w)));
  if (key.words.length === 1) return `r.atKey8(${words[0]}, ${scalaLong(BigInt.asIntN(64, key.mask))}, ${key.length})`;
  return `r.atKey${8 * key.words.length}(${words.join(', ')}, ${key.length})`;
}

/** From this many distinct key lengths on, keys are dispatched by a switch on the length instead of a chain of tests. */
const switchThreshold = 4;

/**
 * Reads one member: finds the field by the key's length and its bytes compared a word at a
 * time (no String, no hash), or handles an unknown key.
 */
function memberDispatch(m: readonly Member[], unknown: readonly string[]): string[] {
  if (m.length === 0) return ['r.readKeyLength()', ...unknown];
  const lines = ['val n = r.readKeyLength()'];
  const groups = new Map<number, number[]>();
  m.forEach((x, i) => {
    const length = Buffer.byteLength(x.field.jsonName, 'utf8');
    groups.set(length, [...(groups.get(length) ?? []), i]);
  });
  if (groups.size < switchThreshold) {
    m.forEach((x, i) => {
      const test = [`n == ${Buffer.byteLength(x.field.jsonName, 'utf8')}`, ...keyTests(x.field.jsonName, 'r.keyHead()')].join(' && ');
      lines.push(`${i === 0 ? 'if' : 'else if'} ${test} then`, ...indent(storeLines(x, i), 1));
    });
    return [...lines, 'else', ...indent(unknown, 1)];
  }
  // one switch on the length; the field's code sits in its branch, an unknown key sets a flag
  lines.push('var known = true', '(n: @scala.annotation.switch) match');
  for (const [length, indices] of [...groups].sort((a, b) => a[0] - b[0])) {
    lines.push(`  case ${length} =>`, ...(length > 0 ? ['    val h = r.keyHead()'] : []));
    indices.forEach((i, j) => {
      const test = keyTests((m[i] as Member).field.jsonName, 'h').join(' && ');
      lines.push(`    ${j === 0 ? 'if' : 'else if'} ${test} then`, ...indent(storeLines(m[i] as Member, i), 3));
    });
    lines.push('    else known = false');
  }
  lines.push('  case _ => known = false', 'if !known then', ...indent(unknown, 1));
  return lines;
}

/**
 * Tests that the key just read (its length already checked) has `key`'s UTF-8 bytes: its first
 * eight bytes (`head`) and the words `JsonReader.keyWord` returns, little-endian; the last word
 * may overlap the one before it.
 */
export function keyTests(key: string, head: string): string[] {
  const bytes = Buffer.from(key, 'utf8');
  if (bytes.length === 0) return ['true'];
  const tests = [`${head} == ${scalaLong(wordAt(bytes, 0))}`];
  if (bytes.length > 8) {
    for (let at = 8; at + 8 < bytes.length; at += 8) tests.push(`r.keyWord(${at}) == ${scalaLong(wordAt(bytes, at))}`);
    tests.push(`r.keyWord(${bytes.length - 8}) == ${scalaLong(wordAt(bytes, bytes.length - 8))}`);
  }
  return tests;
}

/** Up to eight bytes from `at` as a little-endian signed 64-bit integer. */
function wordAt(bytes: Buffer, at: number): bigint {
  return BigInt.asIntN(64, littleEndianWord(bytes, at));
}

function readValue(x: Member): string {
  switch (x.holder) {
    case 'plain':
      return x.codec.read;
    case 'option':
      return `Some(${x.codec.read})`;
    case 'presence':
      return `if r.tryNull() then Presence.Null else Presence.Present(${x.codec.read})`;
  }
}

function unknownLines(ctx: FileContext, decl: RecordDecl, extra: Codec | undefined): string[] {
  switch (decl.unknownKeys.kind) {
    case 'skip':
      return ['unknown = r.skipUnknown(unknown, k)'];
    case 'reject':
      return ['r.unknownKey(k)'];
    case 'map':
    case 'keep': {
      const pattern = decl.unknownKeys.kind === 'map' ? keyPatternCheck(ctx, decl.unknownKeys.keyPattern) : [];
      return [...pattern, 'if extra.contains(k) then r.duplicateKey()', `extra = extra.updated(k, ${(extra as Codec).read})`];
    }
  }
}
