/**
 * A JSON document as it is spelled: numbers and strings keep the exact text they are written
 * with (`1e2`, `-0`, `"\u0041"`), objects keep their member order. Rendering adds random
 * insignificant whitespace; the minified form is what an any-JSON value re-encodes to.
 */
import { assertNever } from '../../../generator/ir/types.js';
import { between, chance, pick, type Rng } from './rng.js';

export interface Member {
  readonly key: string;
  /** The key as written, with its quotes. */
  readonly keyText: string;
  readonly value: Spelled;
}

export type Spelled =
  | { readonly kind: 'null' }
  | { readonly kind: 'bool'; readonly value: boolean }
  | { readonly kind: 'number'; readonly text: string }
  | { readonly kind: 'string'; readonly value: string; readonly text: string }
  | { readonly kind: 'array'; readonly items: readonly Spelled[] }
  | { readonly kind: 'object'; readonly members: readonly Member[] };

const shortEscapes: Readonly<Record<string, string>> = { '"': '\\"', '\\': '\\\\', '\b': '\\b', '\t': '\\t', '\n': '\\n', '\f': '\\f', '\r': '\\r' };

/** The canonical string encoding (test/cases/README.md, wire rules). */
export function canonicalString(value: string): string {
  let out = '"';
  for (const ch of value) {
    const short = shortEscapes[ch];
    if (short !== undefined) out += short;
    else if (ch.charCodeAt(0) < 0x20) out += `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`;
    else out += ch;
  }
  return `${out}"`;
}

/** The text with no whitespace between tokens (scalars exactly as written). */
export function minified(doc: Spelled): string {
  switch (doc.kind) {
    case 'null':
      return 'null';
    case 'bool':
      return String(doc.value);
    case 'number':
    case 'string':
      return doc.text;
    case 'array':
      return `[${doc.items.map(minified).join(',')}]`;
    case 'object':
      return `{${doc.members.map((m) => `${m.keyText}:${minified(m.value)}`).join(',')}}`;
    default:
      return assertNever(doc);
  }
}

const spaces = [' ', '  ', '\n', '\t', '\r\n', ' \n    ', '\r'] as const;

/** A line break and up to 72 spaces (indentation, and longer than a decoder's word or vector), now and then a tab or CR among them. */
function indentation(rng: Rng): string {
  const run = (): string => ' '.repeat(between(rng, 0, 72));
  return chance(rng, 0.8) ? `\n${run()}` : `${run()}${pick(rng, ['\t', '\r', '\n'])}${run()}`;
}

function ws(rng: Rng, dense: boolean): string {
  if (dense || !chance(rng, 0.3)) return '';
  return chance(rng, 0.25) ? indentation(rng) : pick(rng, spaces);
}

/** The text with random insignificant whitespace; `dense` documents get none between tokens. */
export function rendered(doc: Spelled, rng: Rng, dense: boolean): string {
  const w = (): string => ws(rng, dense);
  switch (doc.kind) {
    case 'null':
    case 'bool':
    case 'number':
    case 'string':
      return minified(doc);
    case 'array':
      return doc.items.length === 0 ? `[${w()}]` : `[${doc.items.map((i) => `${w()}${rendered(i, rng, dense)}${w()}`).join(',')}]`;
    case 'object':
      return doc.members.length === 0
        ? `{${w()}}`
        : `{${doc.members.map((m) => `${w()}${m.keyText}${w()}:${w()}${rendered(m.value, rng, dense)}${w()}`).join(',')}}`;
    default:
      return assertNever(doc);
  }
}
