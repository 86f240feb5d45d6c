/** A record's companion: the plan's members, their Scala types, size and write in declaration order (read: codec-record-read.ts). */
import { assertNever, type IrType, type UnknownKeys } from '../../ir/types.js';
import { valueTypeOf, type Presence } from '../../plan/presence.js';
import type { MemberPlan, RecordPlan } from '../../plan/record.js';
import { codecFor } from './codec.js';
import { mapSizeLines, mapWriteLines } from './codec-composite.js';
import { addMethod, binder, fresh, indent, measureOf, measureType, total, type Codec, type FileContext, type Measure } from './context.js';
import { scalaLong } from './literals.js';
import { jsonString, jsonStringLength, utf8Bytes } from '../../wire/json-text.js';
import { typeExpr } from './types.js';

/**
 * The Scala type of a member by its presence: the type itself (required), `Option` (absent or a
 * value), or `Presence` (absent, `null` and a value apart).
 */
export function fieldType(ctx: FileContext, p: Presence): string {
  switch (p.kind) {
    case 'required':
      return typeExpr(p.type, ctx.ref);
    case 'optional':
      return `Option[${typeExpr(p.type, ctx.ref)}]`;
    case 'optionalNullable':
      return `Presence[${typeExpr(p.inner, ctx.ref)}]`;
    default:
      return assertNever(p);
  }
}


export function extraValueType(unknownKeys: UnknownKeys): IrType | undefined {
  switch (unknownKeys.kind) {
    case 'map':
      return unknownKeys.values;
    case 'skip':
    case 'reject':
      return undefined;
    default:
      return assertNever(unknownKeys);
  }
}

interface Member extends MemberPlan {
  readonly access: string;
  readonly codec: Codec;
  /** The member's key and colon as written: `"key":`. */
  readonly key: Uint8Array;
  readonly keyLength: number;
}

function members(ctx: FileContext, plan: RecordPlan, names: readonly string[]): Member[] {
  return plan.members.map((member) => ({
    ...member,
    access: `v.${names[member.index] as string}`,
    codec: codecFor(ctx, valueTypeOf(member.presence)),
    key: utf8Bytes(`${jsonString(member.field.jsonName)}:`),
    keyLength: jsonStringLength(member.field.jsonName) + 1,
  }));
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
  // no member and no extra map: always `{}`
  if (m.length === 0 && extra === undefined) return ['2'];
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
    switch (x.presence.kind) {
      case 'required':
        out.push(...add(size(x.access)));
        break;
      case 'optional':
        out.push(`${x.access} match`, `  case Some(${binder(size('x'))}) =>`, ...indent(add(size('x')), 2), '  case None => ()');
        break;
      case 'optionalNullable':
        out.push(`${x.access} match`, `  case Presence.Present(${binder(size('x'))}) =>`, ...indent(add(size('x')), 2));
        out.push('  case Presence.Null =>', ...indent(add('4'), 2), '  case Presence.Absent => ()');
        break;
      default:
        assertNever(x.presence);
    }
    written = written || x.presence.kind === 'required';
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
  const braceWithKey = m[0] !== undefined && m[0].presence.kind === 'required';
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
    switch (x.presence.kind) {
      case 'required':
        out.push(...put([`pos = ${x.codec.write(x.access, 'pos')}`]));
        break;
      case 'optional':
        out.push(`${x.access} match`, '  case Some(x) =>', ...indent(put([`pos = ${x.codec.write('x', 'pos')}`]), 2), '  case None => ()');
        break;
      case 'optionalNullable':
        out.push(`${x.access} match`, '  case Presence.Present(x) =>', ...indent(put([`pos = ${x.codec.write('x', 'pos')}`]), 2));
        out.push('  case Presence.Null =>', ...indent(put(['pos = JsonGenRuntime.writeNull(buf, pos)']), 2), '  case Presence.Absent => ()');
        break;
      default:
        assertNever(x.presence);
    }
    state = nextState(state, x);
  }
  runs.flush();
  if (extra !== undefined) lines.push(...mapWriteLines(extra, extraAccess, state === 'some' ? true : state === 'none' ? false : 'dynamic'));
  lines.push("buf(pos) = '}'", 'pos + 1');
  return lines;
}

/** Whether a comma is due after member `x`: certainly once a required member is written. */
function nextState(state: CommaState, x: Member): CommaState {
  return x.presence.kind === 'required' || state === 'some' ? 'some' : 'maybe';
}

function needsFirst(m: readonly Member[], hasExtra: boolean): boolean {
  let state: CommaState = 'none';
  for (const x of m) {
    if (state === 'maybe') return true;
    state = nextState(state, x);
  }
  return hasExtra && state === 'maybe';
}

export { members as recordMembers };
export type { Member };
