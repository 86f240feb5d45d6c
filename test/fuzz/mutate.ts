/**
 * Byte-level mutations of a JSON document for decoder fuzzing: bit flips, deletions,
 * insertions of punctuation, escapes and invalid UTF-8, truncations, duplicated keys, deep
 * nesting, number and string swaps, and splices from another document. Seeded and
 * deterministic: the same rng state gives the same mutant.
 */
import { below, between, chance, pick, type Rng } from '../harness/random/rng.js';

const punctuation = ['{', '}', '[', ']', ',', ':', '"', '\\', ' ', '\t', '\n', '\r', '\f', '\u00a0', '0', '-', '.', 'e', 'null', 'true', 'false', 'nul', '\uFEFF'];
const escapes = ['\\u', '\\ud800', '\\udc00', '\\ud83d\\ude00', '\\ud83d', '\\x41', '\\"', '\\\\', '\\u00', '\\u0000', '\\uD834\\uDD1E', '\\uZZZZ', '\\/', '\\b', '\\a', '\\u001f'];
const invalidUtf8: readonly number[][] = [[0xff], [0xfe], [0x80], [0xc0, 0x80], [0xc1, 0xbf], [0xed, 0xa0, 0x80], [0xed, 0xbf, 0xbf], [0xe2, 0x82], [0xf4, 0x90, 0x80, 0x80], [0xf8, 0x88, 0x80, 0x80, 0x80], [0xe0, 0x80, 0xaf], [0x00], [0x1f], [0x7f]];
const numbers = ['0', '-0', '1.0', '1e2', '1E+2', '-1.5', '1e400', '-1e400', '1e-400', '9223372036854775807', '9223372036854775808', '-9223372036854775809', '18446744073709551616', '0.1', '5e-324', '1.7976931348623157e308', '00', '01', '1.', '.5', '+1', '-', '1e', '1e+', '0x10', 'NaN', 'Infinity', '123456789012345678901234567890', '0e99999999999999999999', '-0.0E-99999999999999999999', '1e-99999999999999999999', '1E2147483648', '1e-2147483649'];
const strings = ['""', '"\\u0000"', '"é"', '"\u2028"', '"😀"', '"\\ud83d\\ude00"', '"2020-02-30"', '"2020-02-29T23:59:60Z"', '"00000000-0000-0000-0000-000000000000"', `"${'x'.repeat(300)}"`, '"a\\nb"', '"\\""'];

/** Every piece the mutations above insert, for the drivers' in-process fuzzing (protocol.ts `!fuzz`). */
export const mutationTokens: readonly Buffer[] = [
  ...[...punctuation, ...escapes, ...numbers, ...strings, '[]', '{}', '{"a":', '"a":'].map((t) => Buffer.from(t, 'utf8')),
  ...invalidUtf8.map((b) => Buffer.from(b)),
];

function insertAt(bytes: Buffer, at: number, piece: Buffer): Buffer {
  return Buffer.concat([bytes.subarray(0, at), piece, bytes.subarray(at)]);
}

function replaceRange(bytes: Buffer, from: number, to: number, piece: Buffer): Buffer {
  return Buffer.concat([bytes.subarray(0, from), piece, bytes.subarray(to)]);
}

/** Byte spans of the tokens matching `re` (read as latin1, one character a byte). */
function tokenSpans(bytes: Buffer, re: RegExp): [number, number][] {
  const text = bytes.toString('latin1');
  return [...text.matchAll(re)].map((m) => [m.index ?? 0, (m.index ?? 0) + m[0].length]);
}

/** A JSON value re-serialized with one member of one object written twice. */
function duplicateKey(rng: Rng, bytes: Buffer): Buffer | undefined {
  let value: unknown;
  try {
    value = JSON.parse(bytes.toString('utf8'));
  } catch {
    return undefined;
  }
  const objects: Record<string, unknown>[] = [];
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (typeof v === 'object' && v !== null) {
      if (Object.keys(v).length > 0) objects.push(v as Record<string, unknown>);
      Object.values(v).forEach(walk);
    }
  };
  walk(value);
  if (objects.length === 0) return undefined;
  const target = pick(rng, objects);
  const key = pick(rng, Object.keys(target));
  const again = chance(rng, 0.5);
  const write = (v: unknown): string => {
    if (Array.isArray(v)) return `[${v.map(write).join(',')}]`;
    if (typeof v === 'object' && v !== null) {
      const members = Object.entries(v).map(([k, x]) => `${JSON.stringify(k)}:${write(x)}`);
      if (v === target) {
        const copy = `${JSON.stringify(key)}:${again ? write(target[key]) : '0'}`;
        members.splice(below(rng, members.length + 1), 0, copy);
      }
      return `{${members.join(',')}}`;
    }
    return JSON.stringify(v);
  };
  return Buffer.from(write(value), 'utf8');
}

/** One mutation of `bytes`; `other` is another seed document for splices. */
export function mutateOnce(rng: Rng, bytes: Buffer, other: Buffer): Buffer {
  const at = (): number => below(rng, bytes.length + 1);
  switch (below(rng, 12)) {
    case 0: {
      if (bytes.length === 0) return Buffer.from('{');
      const copy = Buffer.from(bytes);
      const i = below(rng, copy.length);
      copy[i] = (copy[i] as number) ^ (1 << below(rng, 8));
      return copy;
    }
    case 1: {
      const from = at();
      return replaceRange(bytes, from, Math.min(bytes.length, from + between(rng, 1, 8)), Buffer.alloc(0));
    }
    case 2:
      return insertAt(bytes, at(), Buffer.from(pick(rng, punctuation), 'utf8'));
    case 3:
      return insertAt(bytes, at(), Buffer.from(pick(rng, escapes), 'utf8'));
    case 4:
      return insertAt(bytes, at(), Buffer.from(pick(rng, invalidUtf8)));
    case 5:
      return bytes.subarray(0, at());
    case 6:
      try {
        return duplicateKey(rng, bytes) ?? bytes.subarray(0, at());
      } catch {
        return bytes.subarray(0, at()); // nested too deep to walk
      }
    case 7: {
      const depth = pick(rng, [10, 100, 511, 512, 513, 600, 2000]);
      const open = chance(rng, 0.5) ? '[' : '{"a":';
      const close = open === '[' ? ']' : '}';
      const spans = tokenSpans(bytes, /[[{]/g);
      const start = spans.length > 0 && chance(rng, 0.7) ? (pick(rng, spans)[0] as number) : 0;
      const wrapped = Buffer.concat([Buffer.from(open.repeat(depth)), Buffer.from('0'), Buffer.from(close.repeat(chance(rng, 0.9) ? depth : depth - 1))]);
      return insertAt(bytes, start, chance(rng, 0.5) ? wrapped : Buffer.concat([wrapped, Buffer.from(',')]));
    }
    case 8: {
      const spans = tokenSpans(bytes, /-?\d[\d.eE+-]*/g);
      if (spans.length === 0) return insertAt(bytes, at(), Buffer.from(pick(rng, numbers)));
      const [from, to] = pick(rng, spans);
      return replaceRange(bytes, from, to, Buffer.from(pick(rng, numbers)));
    }
    case 9: {
      const spans = tokenSpans(bytes, /"(?:[^"\\]|\\.)*"/g);
      if (spans.length === 0) return insertAt(bytes, at(), Buffer.from(pick(rng, strings), 'utf8'));
      const [from, to] = pick(rng, spans);
      return replaceRange(bytes, from, to, Buffer.from(pick(rng, [...strings, ...numbers, 'null', 'true', '[]', '{}']), 'utf8'));
    }
    case 10: {
      const from = below(rng, other.length + 1);
      return insertAt(bytes, at(), other.subarray(from, Math.min(other.length, from + between(rng, 1, 40))));
    }
    default: {
      const from = at();
      const to = Math.min(bytes.length, from + between(rng, 1, 20));
      return insertAt(bytes, at(), bytes.subarray(from, to));
    }
  }
}

/** One to four stacked mutations. */
export function mutate(rng: Rng, bytes: Buffer, other: Buffer): Buffer {
  let out = bytes;
  for (let n = chance(rng, 0.6) ? 1 : between(rng, 2, 4); n > 0; n--) out = mutateOnce(rng, out, other);
  return out;
}
