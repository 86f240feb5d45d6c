/**
 * Why the TypeScript runtime decodes over a string: the cost of making the strings of a document
 * from its UTF-8 bytes, four ways, on an array of 20,000 short ASCII strings and on twitter.json's
 * text (scanning for the closing quote only; escapes aside):
 *
 *     npx tsx bench/typescript/input-form.ts
 *
 * - bytes, char by char: scan the bytes, build each string with String.fromCharCode per byte;
 * - bytes, TextDecoder per string: scan the bytes, TextDecoder.decode(subarray) per string;
 * - bytes, one TextDecoder then slices: decode the whole input once, scan the string, slice;
 * - string input, slices: scan the string given, slice (no decoding at all).
 *
 * Interleaved rounds, medians, MB/s of the UTF-8 bytes.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { measure } from './measure.js';

const enc = new TextEncoder();
const dec = new TextDecoder();

/** Every string of the document (from its opening quote to the next quote not after a backslash). */
function stringsOfBytes(b: Uint8Array, make: (b: Uint8Array, s: number, e: number) => string): string[] {
  const out: string[] = [];
  for (let i = 0; i < b.length; i++) {
    if (b[i] !== 0x22) continue;
    const s = i + 1;
    let j = s;
    while (b[j] !== 0x22) j += b[j] === 0x5c ? 2 : 1;
    out.push(make(b, s, j));
    i = j;
  }
  return out;
}

function stringsOfText(t: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < t.length; i++) {
    if (t.charCodeAt(i) !== 0x22) continue;
    const s = i + 1;
    let j = s;
    while (t.charCodeAt(j) !== 0x22) j += t.charCodeAt(j) === 0x5c ? 2 : 1;
    out.push(t.slice(s, j));
    i = j;
  }
  return out;
}

const charByChar = (b: Uint8Array, s: number, e: number): string => {
  let r = '';
  for (let i = s; i < e; i++) r += String.fromCharCode(b[i] as number);
  return r;
};
const perString = (b: Uint8Array, s: number, e: number): string => dec.decode(b.subarray(s, e));

const inputs: Array<[string, string]> = [
  ['20,000 short ASCII strings', JSON.stringify(Array.from({ length: 20000 }, (_, i) => 'value number ' + i + ' of the list'.slice(0, i % 20)))],
  ['twitter.json', readFileSync(join(import.meta.dirname, '..', '..', 'test', 'data', 'corpus', 'twitter.json'), 'utf8')],
];
console.log(`load average: ${readFileSync('/proc/loadavg', 'utf8').trim()}`);
console.log('| input | bytes, char by char | bytes, TextDecoder per string | bytes, one TextDecoder then slices | string input, slices |\n|---|---|---|---|---|');
for (const [name, text] of inputs) {
  const bytes = enc.encode(text);
  const mbs = measure(bytes.length, [
    () => stringsOfBytes(bytes, charByChar),
    () => stringsOfBytes(bytes, perString),
    () => stringsOfText(dec.decode(bytes)),
    () => stringsOfText(text),
  ], 9, 150);
  console.log(`| ${name} | ${mbs.map((x) => x.toFixed(0)).join(' | ')} |`);
}
