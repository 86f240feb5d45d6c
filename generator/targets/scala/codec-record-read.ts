/** A record's decoder: the plan's members read where they stand, then by key, then the checks. */
import { assertNever } from '../../ir/types.js';
import { droppingKeyPattern, mapChecks } from '../../plan/checks.js';
import type { RecordPlan } from '../../plan/record.js';
import type { QuotedKeyWords } from '../../wire/key-words.js';
import { littleEndianWord } from '../../wire/key-words.js';
import { jsonString, utf8Bytes } from '../../wire/json-text.js';
import { checksLines, keyMatchLines } from './checks.js';
import { byKey } from './codec-composite.js';
import { extraValueType, fieldType, type Member } from './codec-record.js';
import { addValue, fresh, indent, type Codec, type FileContext } from './context.js';
import { scalaLong, scalaString } from './literals.js';
import { typeExpr, zeroValue } from './types.js';

/** The initial value of member `x`'s local: absent for an optional member, a placeholder for a required one. */
function initialValue(ctx: FileContext, x: Member): string {
  switch (x.presence.kind) {
    case 'required':
      return zeroValue(x.presence.type, fieldType(ctx, x.presence));
    case 'optional':
      return 'None';
    case 'optionalNullable':
      return 'Presence.Absent';
    default:
      return assertNever(x.presence);
  }
}

export function recordRead(ctx: FileContext, plan: RecordPlan, m: readonly Member[], extra: Codec | undefined, build: string): string[] {
  const { state, body } = readParts(ctx, plan, m, extra, build, undefined);
  return [...state, ...body];
}

/**
 * A reader of a record too wide for one JVM method (64 KB of bytecode): a class whose fields are
 * the reader's state, whose `run` reads the object, and whose methods each test a part of the
 * keys of one length. `read` is then `new <reader>(r).run()`.
 */
export function wideRecordReader(ctx: FileContext, plan: RecordPlan, m: readonly Member[], extra: Codec | undefined, build: string, reader: string, type: string): { read: string[]; members: string[] } {
  const methods: string[] = [];
  const { state, body } = readParts(ctx, plan, m, extra, build, methods);
  return {
    read: [`new ${reader}(r).run()`],
    members: [
      `  /** The state of one read of a \`${type}\`, its members held as fields. */`,
      `  private final class ${reader}(r: JsonReader):`,
      ...indent(state, 2),
      '',
      `    def run(): ${type} =`,
      ...indent(body, 3),
      ...methods.map((l) => (l === '' ? l : `    ${l}`)),
      '',
    ],
  };
}

/** The reader's state (its locals) and the lines that read; `methods` (wide records) takes the key tests out of line. */
function readParts(ctx: FileContext, plan: RecordPlan, m: readonly Member[], extra: Codec | undefined, build: string, methods: string[] | undefined): { state: string[]; body: string[] } {
  const words = Math.ceil(m.length / 64);
  const state: string[] = [];
  const counted = plan.checks.length > 0;
  if (counted) state.push('val at = r.valueStart()', 'var count = 0');
  for (const x of m) state.push(`var f${x.index}: ${fieldType(ctx, x.presence)} = ${initialValue(ctx, x)}`);
  for (let w = 0; w < words; w++) state.push(`var seen${w} = 0L`);
  const extraType = extraValueType(plan.unknownKeys);
  if (extra !== undefined && extraType !== undefined) state.push(`var extra = Map.empty[String, ${typeExpr(extraType, ctx.ref)}]`);
  const dropsOthers = plan.unknownKeys.kind === 'map' && droppingKeyPattern(byKey(mapChecks(plan.unknownKeys, ctx.patterns.cache))[0]) !== undefined;
  if (plan.unknownKeys.kind === 'skip' || dropsOthers) state.push('var unknown: java.util.HashSet[String] | Null = null');
  const unknown = ['val k = r.keyString()', ...unknownLines(ctx, plan, extra)];
  const counting = counted ? ['count += 1'] : [];
  const lines: string[] = [];
  const dispatch = methods === undefined ? memberDispatch(m, unknown) : outOfLineDispatch(m, unknown, methods);
  if (m.length === 0) {
    lines.push('if r.objectStart() then', '  while');
    lines.push(...indent([...dispatch, ...counting, 'r.objectNext()'], 2), '  do ()');
  } else {
    lines.push('if r.objectStart() then', '  var more = true');
    lines.push(...indent(inOrderLines(ctx, m, counting), 1));
    lines.push('  while more do', ...indent([...dispatch, ...counting, 'more = r.objectNext()'], 2));
  }
  lines.push(...missingLines(plan), ...checksLines(ctx, plan.checks, { value: 'v', count: 'count' }), build);
  return { state, body: lines };
}

/** Members per out-of-line method of a wide record's key tests. */
const PART_MEMBERS = 64;

/**
 * A wide record's member dispatch: a switch on the key's length whose branches call methods
 * (added to `methods`), each testing up to PART_MEMBERS keys of that length and storing the
 * member found; false when none is the key.
 */
function outOfLineDispatch(m: readonly Member[], unknown: readonly string[], methods: string[]): string[] {
  const lines = ['val n = r.readKeyLength()', 'val known = (n: @scala.annotation.switch) match'];
  for (const [length, members] of byKeyLength(m)) {
    const calls: string[] = [];
    for (let at = 0; at < members.length; at += PART_MEMBERS) {
      const name = `keys${length}_${at / PART_MEMBERS}`;
      const part = members.slice(at, at + PART_MEMBERS);
      const tests = part.flatMap((x, j) => [`${j === 0 ? 'if' : 'else if'} ${keyTests(x.field.jsonName, 'h').join(' && ')} then`, ...indent([...storeLines(x), 'true'], 1)]);
      methods.push('', `private def ${name}(): Boolean =`, ...indent([...(length > 0 ? ['val h = r.keyHead()'] : []), ...tests, 'else false'], 1));
      calls.push(`${name}()`);
    }
    lines.push(`  case ${length} => ${calls.join(' || ')}`);
  }
  return [...lines, '  case _ => false', 'if !known then', ...indent(unknown, 1)];
}

/**
 * Fails for the first required member (in declaration order) that was not seen; one test of the
 * bits of all required members when more than one is required.
 */
function missingLines(plan: RecordPlan): string[] {
  const tests = plan.required.map(({ field, index: i }) => `if (seen${Math.floor(i / 64)} & (1L << ${i % 64})) == 0 then r.missing(${scalaString(field.jsonName)})`);
  if (tests.length <= 1) return tests;
  const masks = new Map<number, bigint>();
  for (const { index: i } of plan.required) masks.set(Math.floor(i / 64), (masks.get(Math.floor(i / 64)) ?? 0n) | (1n << BigInt(i % 64)));
  const all = [...masks].map(([w, mask]) => `(seen${w} & ${scalaLong(BigInt.asIntN(64, mask))}) != ${scalaLong(BigInt.asIntN(64, mask))}`).join(' || ');
  return [`if ${all} then`, ...indent(tests, 1)];
}

function storeLines(x: Member): string[] {
  const bit = `(1L << ${x.index % 64})`;
  const word = `seen${Math.floor(x.index / 64)}`;
  return [`if (${word} & ${bit}) != 0 then r.duplicateKey()`, `${word} |= ${bit}`, `f${x.index} = ${readValue(x)}`];
}

/**
 * The members the plan tries where they stand, in declaration order (`JsonReader.atKey8` to
 * `atKey32`, or `atKeyLong` with the key's bytes for a key over 32 bytes with its quotes), so a
 * document written in that order reads each key with a compare or two. A member
 * that is absent costs one failed compare; the first key out of order, or one written with
 * escapes, leaves the rest to the general loop after these lines. A member matched here is its
 * first occurrence, so its duplicate test is left to the loop.
 */
function inOrderLines(ctx: FileContext, m: readonly Member[], counting: readonly string[]): string[] {
  const lines: string[] = [];
  for (const x of m) {
    if (!x.triedInOrder) continue;
    const word = `seen${Math.floor(x.index / 64)}`;
    const store = [`${word} |= (1L << ${x.index % 64})`, `f${x.index} = ${readValue(x)}`, ...counting, 'more = r.objectNext()'];
    const test = x.inOrder !== undefined ? atKeyTest(x.inOrder) : `r.atKeyLong(${longKey(ctx, x.field.jsonName)})`;
    lines.push(`if ${lines.length === 0 ? '' : 'more && '}${test} then`, ...indent(store, 1));
  }
  return lines;
}

/** A value holding the bytes of a quoted key, for `atKeyLong`. */
function longKey(ctx: FileContext, jsonName: string): string {
  const name = `key${fresh(ctx)}`;
  addValue(ctx, `${name}: Array[Byte] = ${scalaString(jsonString(jsonName))}.getBytes(java.nio.charset.StandardCharsets.UTF_8)`);
  return name;
}

/** The call of `JsonReader.atKey8` to `atKey32` that tests for a quoted key's words. */
function atKeyTest(key: QuotedKeyWords): string {
  const words = key.words.map((w) => scalaLong(BigInt.asIntN(64, w)));
  if (key.words.length === 1) return `r.atKey8(${words[0]}, ${scalaLong(BigInt.asIntN(64, key.mask))}, ${key.length})`;
  return `r.atKey${8 * key.words.length}(${words.join(', ')}, ${key.length})`;
}

/** From this many distinct key lengths on, keys are dispatched by a switch on the length instead of a chain of tests. */
const switchThreshold = 4;

/** Longer chains of `else if` nest too deep for the compiler: they become flat tests of a flag. */
const maxChain = 64;

/** Tests one after another, each taken only while none before it was: `known` is set by the one taken. */
function flatTests(tests: readonly { readonly test: string; readonly store: readonly string[] }[]): string[] {
  return tests.flatMap(({ test, store }) => [`if !known && ${test} then`, '  known = true', ...indent(store, 1)]);
}

/**
 * Reads one member: finds the field by the key's length and its bytes compared a word at a
 * time (no String, no hash), or handles an unknown key.
 */
function memberDispatch(m: readonly Member[], unknown: readonly string[]): string[] {
  if (m.length === 0) return ['r.readKeyLength()', ...unknown];
  const lines = ['val n = r.readKeyLength()'];
  const groups = byKeyLength(m);
  if (groups.length < switchThreshold) {
    const tests = m.map((x) => ({ test: [`n == ${Buffer.byteLength(x.field.jsonName, 'utf8')}`, ...keyTests(x.field.jsonName, 'r.keyHead()')].join(' && '), store: storeLines(x) }));
    if (tests.length > maxChain) return [...lines, 'var known = false', ...flatTests(tests), 'if !known then', ...indent(unknown, 1)];
    tests.forEach(({ test, store }, i) => lines.push(`${i === 0 ? 'if' : 'else if'} ${test} then`, ...indent(store, 1)));
    return [...lines, 'else', ...indent(unknown, 1)];
  }
  // one switch on the length; the field's code sits in its branch, an unknown key sets a flag
  lines.push('var known = true', '(n: @scala.annotation.switch) match');
  for (const [length, members] of groups) {
    lines.push(`  case ${length} =>`, ...(length > 0 ? ['    val h = r.keyHead()'] : []));
    const tests = members.map((x) => ({ test: keyTests(x.field.jsonName, 'h').join(' && '), store: storeLines(x) }));
    if (tests.length > maxChain) {
      lines.push('    known = false', ...indent(flatTests(tests), 2));
      continue;
    }
    tests.forEach(({ test, store }, j) => lines.push(`    ${j === 0 ? 'if' : 'else if'} ${test} then`, ...indent(store, 3)));
    lines.push('    else known = false');
  }
  lines.push('  case _ => known = false', 'if !known then', ...indent(unknown, 1));
  return lines;
}

/** The members grouped by the UTF-8 length of their key, shortest first, each group in declaration order. */
function byKeyLength(m: readonly Member[]): [number, Member[]][] {
  const groups = new Map<number, Member[]>();
  for (const x of m) {
    const length = Buffer.byteLength(x.field.jsonName, 'utf8');
    groups.set(length, [...(groups.get(length) ?? []), x]);
  }
  return [...groups].sort((a, b) => a[0] - b[0]);
}

/**
 * Tests that the key just read (its length already checked) has `key`'s UTF-8 bytes: its first
 * eight bytes (`head`) and the words `JsonReader.keyWord` returns, little-endian; the last word
 * may overlap the one before it.
 */
export function keyTests(key: string, head: string): string[] {
  const bytes = utf8Bytes(key);
  if (bytes.length === 0) return ['true'];
  const tests = [`${head} == ${scalaLong(wordAt(bytes, 0))}`];
  if (bytes.length > 8) {
    for (let at = 8; at + 8 < bytes.length; at += 8) tests.push(`r.keyWord(${at}) == ${scalaLong(wordAt(bytes, at))}`);
    tests.push(`r.keyWord(${bytes.length - 8}) == ${scalaLong(wordAt(bytes, bytes.length - 8))}`);
  }
  return tests;
}

/** Up to eight bytes from `at` as a little-endian signed 64-bit integer. */
function wordAt(bytes: Uint8Array, at: number): bigint {
  return BigInt.asIntN(64, littleEndianWord(bytes, at));
}

function readValue(x: Member): string {
  switch (x.presence.kind) {
    case 'required':
      return x.codec.read;
    case 'optional':
      return `Some(${x.codec.read})`;
    case 'optionalNullable':
      return `if r.tryNull() then Presence.Null else Presence.Present(${x.codec.read})`;
    default:
      return assertNever(x.presence);
  }
}

function unknownLines(ctx: FileContext, plan: RecordPlan, extra: Codec | undefined): string[] {
  const keep = (checks: string[]): string[] => [...checks, 'if extra.contains(k) then r.duplicateKey()', `extra = extra.updated(k, ${(extra as Codec).read})`];
  switch (plan.unknownKeys.kind) {
    case 'skip':
      return ['unknown = r.skipUnknown(unknown, k)'];
    case 'reject':
      return ['r.unknownKey(k)'];
    case 'map': {
      // the unknown members are a map: its key checks apply to each key; a key a `skip` pattern
      // does not match is dropped as under `skip`
      const keyChecks = byKey(mapChecks(plan.unknownKeys, ctx.patterns.cache))[0];
      const dropping = droppingKeyPattern(keyChecks);
      if (dropping === undefined) return keep(checksLines(ctx, keyChecks, { value: 'k', key: 'k' }));
      const others = checksLines(ctx, keyChecks.filter((c) => c !== dropping), { value: 'k', key: 'k' });
      return [...others, ...keyMatchLines(ctx, dropping, 'k', keep([]), ['unknown = r.skipUnknown(unknown, k)'])];
    }
    default:
      return assertNever(plan.unknownKeys);
  }
}
