/**
 * Micro-benchmarks of the TypeScript runtime's hot paths (runtime/typescript/src/) against the
 * platform's JSON.parse / JSON.stringify, on the three corpora and on synthetic arrays:
 *
 *     npx tsx bench/typescript/micro.ts [--quick]
 *
 * One thread; the cells of a row are measured side by side in interleaved rounds of about 200 ms
 * (50 ms with --quick); each is the median, in MB/s of the JSON text's UTF-8 bytes (10^6).
 * Prints a Markdown table and the load average before and after.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Decoder, Encoder, decode, sizeInt, sizeString, type Result } from '../../runtime/typescript/src/jsongen_runtime.js';
import { measure } from './measure.js';

const root = join(import.meta.dirname, '..', '..');
const quick = process.argv.includes('--quick');
const roundMs = quick ? 50 : 200;
const rounds = quick ? 5 : 9;
const enc = new TextEncoder();
const dec = new TextDecoder();

/** Any value as JS values, through the runtime's operations (what a generated decoder does, without the schema). */
function readAny(d: Decoder): unknown {
  switch (d.peek()) {
    case 0x7b: {
      const o: Record<string, unknown> = {};
      d.beginObject();
      for (let first = true; ; first = false) {
        const k = d.nextKey(first);
        if (k === null) return o;
        o[k] = readAny(d);
      }
    }
    case 0x5b: {
      const a: unknown[] = [];
      d.beginArray();
      for (let first = true; d.nextElem(first); first = false) a.push(readAny(d));
      return a;
    }
    case 0x22:
      return d.decodeString();
    case 0x74:
    case 0x66:
      return d.decodeBool();
    case 0x6e:
      return d.decodeNull();
    default:
      return d.decodeFloat();
  }
}

/** Any JS value (from JSON.parse) with the exact-size encoder. */
function sizeAny(e: Encoder, v: unknown): number {
  if (typeof v === 'string') return sizeString(v);
  if (typeof v === 'number') return Number.isSafeInteger(v) ? sizeInt(v) : e.sizeDouble(v);
  if (typeof v === 'boolean') return v ? 4 : 5;
  if (v === null) return 4;
  if (Array.isArray(v)) {
    let n = 2 + Math.max(0, v.length - 1);
    for (const x of v) n += sizeAny(e, x);
    return n;
  }
  const o = v as Record<string, unknown>;
  const keys = Object.keys(o);
  let n = 2 + Math.max(0, keys.length - 1) + keys.length;
  for (const k of keys) n += sizeString(k) + sizeAny(e, o[k]);
  return n;
}

function writeAny(e: Encoder, v: unknown): void {
  if (typeof v === 'string') e.writeString(v);
  else if (typeof v === 'number') Number.isSafeInteger(v) ? e.writeInt(v) : e.writeDouble(v);
  else if (typeof v === 'boolean') e.writeBool(v);
  else if (v === null) e.writeNull();
  else if (Array.isArray(v)) {
    e.writeByte(0x5b);
    v.forEach((x, i) => {
      if (i > 0) e.writeByte(0x2c);
      writeAny(e, x);
    });
    e.writeByte(0x5d);
  } else {
    const o = v as Record<string, unknown>;
    e.writeByte(0x7b);
    Object.keys(o).forEach((k, i) => {
      if (i > 0) e.writeByte(0x2c);
      e.writeString(k);
      e.writeByte(0x3a);
      writeAny(e, o[k]);
    });
    e.writeByte(0x7d);
  }
}

function encodeAny(v: unknown): Uint8Array {
  const e = new Encoder();
  e.begin(sizeAny(e, v));
  writeAny(e, v);
  return e.bytes();
}

function must<T>(r: Result<T>): T {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const rows: string[][] = [];
function row(name: string, bytes: number, cells: Array<[string, () => unknown]>): void {
  const mbs = measure(bytes, cells.map((c) => c[1]), rounds, roundMs);
  const results = cells.map(([label], k) => `${label} ${(mbs[k] as number).toFixed(0)}`);
  rows.push([name, ...results]);
  console.log(`| ${name} | ${results.join(' | ')} |`);
}

console.log(`load average: ${readFileSync('/proc/loadavg', 'utf8').trim()}`);
console.log('| input | MB/s |\n|---|---|');
for (const name of ['twitter', 'citm_catalog', 'canada']) {
  const text = readFileSync(join(root, 'test', 'data', 'corpus', `${name}.json`), 'utf8');
  const bytes = enc.encode(text);
  const n = bytes.length;
  const value = JSON.parse(text) as unknown;
  // Our output must be what JSON.stringify writes for these corpora (no -0, no lone surrogates).
  if (dec.decode(encodeAny(value)) !== JSON.stringify(value)) throw new Error(`${name}: encodeAny differs from JSON.stringify`);
  if (JSON.stringify(must(decode(bytes, readAny))) !== JSON.stringify(value)) throw new Error(`${name}: readAny differs from JSON.parse`);
  row(`${name} input`, n, [
    ['TextEncoder.encode(string)', () => enc.encode(text)],
    ['TextDecoder.decode(bytes)', () => dec.decode(bytes)],
  ]);
  row(`${name} validate`, n, [
    ['skipValue(bytes)', () => decode(bytes, (d) => d.skipValue())],
    ['skipValue(string)', () => decode(text, (d) => d.skipValue())],
    ['JSON.parse(string)', () => JSON.parse(text)],
  ]);
  row(`${name} decode to values`, n, [
    ['runtime(bytes)', () => decode(bytes, readAny)],
    ['runtime(string)', () => decode(text, readAny)],
    ['JSON.parse(string)', () => JSON.parse(text)],
    ['JSON.parse(TextDecoder(bytes))', () => JSON.parse(dec.decode(bytes))],
  ]);
  row(`${name} encode`, n, [
    ['runtime → bytes', () => encodeAny(value)],
    ['JSON.stringify', () => JSON.stringify(value)],
    ['TextEncoder(JSON.stringify)', () => enc.encode(JSON.stringify(value))],
  ]);
}

// Synthetic arrays: one kind of value each.
const synth: Array<[string, unknown[]]> = [
  ['strings, ASCII, 8–40 chars', Array.from({ length: 20000 }, (_, i) => 'value number ' + i + ' of the list'.slice(0, i % 20))],
  ['strings with escapes', Array.from({ length: 20000 }, (_, i) => `line ${i}\n\t"quoted" \\ path/${i}`)],
  ['strings, non-ASCII', Array.from({ length: 20000 }, (_, i) => `héllo wörld ${i} €😀 ünïcödé`)],
  ['integers', Array.from({ length: 50000 }, (_, i) => (i * 2654435761) % 1000000007)],
  ['doubles', Array.from({ length: 50000 }, (_, i) => Math.sin(i) * 10 ** ((i % 12) - 4))],
];
for (const [name, arr] of synth) {
  const text = JSON.stringify(arr);
  const bytes = enc.encode(text);
  const n = bytes.length;
  const isString = typeof arr[0] === 'string';
  const isInt = Number.isInteger(arr[0]) && Number.isInteger(arr[1]);
  const readArr = (d: Decoder): unknown[] => {
    const a: unknown[] = [];
    d.beginArray();
    for (let first = true; d.nextElem(first); first = false) a.push(isString ? d.decodeString() : isInt ? d.decodeInt53() : d.decodeFloat());
    return a;
  };
  if (JSON.stringify(must(decode(bytes, readArr))) !== text) throw new Error(`${name}: decode differs`);
  row(`${name} decode`, n, [
    ['runtime(bytes)', () => decode(bytes, readArr)],
    ['JSON.parse(string)', () => JSON.parse(text)],
  ]);
  row(`${name} encode`, n, [
    ['runtime → bytes', () => encodeAny(arr)],
    ['JSON.stringify', () => JSON.stringify(arr)],
    ['TextEncoder(JSON.stringify)', () => enc.encode(JSON.stringify(arr))],
  ]);
}
console.log(`load average: ${readFileSync('/proc/loadavg', 'utf8').trim()}`);
void rows;
