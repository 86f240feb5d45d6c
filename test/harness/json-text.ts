/**
 * A small JSON reader for test assertions: numbers keep their text (twitter ids exceed 2^53),
 * objects keep their members in order. Plus the any-JSON canonical form (whitespace removed)
 * and a semantic comparison that reports the first difference by JSON Pointer.
 */
import { pointerAppend } from '../../generator/diagnostics.js';
import { assertNever } from '../../generator/ir/types.js';

export type JsonText =
  | { readonly kind: 'null' }
  | { readonly kind: 'bool'; readonly value: boolean }
  | { readonly kind: 'number'; readonly text: string }
  | { readonly kind: 'string'; readonly value: string }
  | { readonly kind: 'array'; readonly items: readonly JsonText[] }
  | { readonly kind: 'object'; readonly members: readonly (readonly [string, JsonText])[] };

const numberPattern = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const stringPattern = /"(?:[^"\\\u0000-\u001f]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*"/y;
const wsPattern = /[ \t\n\r]*/y;

interface Cursor {
  readonly text: string;
  pos: number;
}

function skipWs(c: Cursor): void {
  wsPattern.lastIndex = c.pos;
  wsPattern.exec(c.text);
  c.pos = wsPattern.lastIndex;
}

function token(c: Cursor, pattern: RegExp): string {
  pattern.lastIndex = c.pos;
  const m = pattern.exec(c.text);
  if (m === null) throw new SyntaxError(`bad JSON at offset ${c.pos}`);
  c.pos = pattern.lastIndex;
  return m[0];
}

function literal(c: Cursor, word: string): void {
  if (!c.text.startsWith(word, c.pos)) throw new SyntaxError(`bad JSON at offset ${c.pos}`);
  c.pos += word.length;
}

function readSequence<T>(c: Cursor, close: string, item: () => T): T[] {
  const out: T[] = [];
  c.pos++;
  skipWs(c);
  if (c.text[c.pos] === close) {
    c.pos++;
    return out;
  }
  for (;;) {
    out.push(item());
    skipWs(c);
    const next = c.text[c.pos++];
    if (next === close) return out;
    if (next !== ',') throw new SyntaxError(`bad JSON at offset ${c.pos - 1}`);
    skipWs(c);
  }
}

function readValue(c: Cursor): JsonText {
  skipWs(c);
  const ch = c.text[c.pos];
  switch (ch) {
    case '{':
      return {
        kind: 'object',
        members: readSequence(c, '}', () => {
          const key = JSON.parse(token(c, stringPattern)) as string;
          skipWs(c);
          literal(c, ':');
          return [key, readValue(c)] as const;
        }),
      };
    case '[':
      return { kind: 'array', items: readSequence(c, ']', () => readValue(c)) };
    case '"':
      return { kind: 'string', value: JSON.parse(token(c, stringPattern)) as string };
    case 't':
      literal(c, 'true');
      return { kind: 'bool', value: true };
    case 'f':
      literal(c, 'false');
      return { kind: 'bool', value: false };
    case 'n':
      literal(c, 'null');
      return { kind: 'null' };
    default:
      return { kind: 'number', text: token(c, numberPattern) };
  }
}

export function parseJsonText(text: string): JsonText {
  const c: Cursor = { text, pos: 0 };
  const value = readValue(c);
  skipWs(c);
  if (c.pos !== text.length) throw new SyntaxError(`trailing bytes at offset ${c.pos}`);
  return value;
}

/** The bytes with insignificant whitespace (outside strings) removed. */
export function minifyJson(bytes: Buffer): Buffer {
  const out = Buffer.alloc(bytes.length);
  let n = 0;
  let inString = false;
  let escaped = false;
  for (const b of bytes) {
    if (inString) {
      if (escaped) escaped = false;
      else if (b === 0x5c) escaped = true;
      else if (b === 0x22) inString = false;
    } else if (b === 0x20 || b === 0x09 || b === 0x0a || b === 0x0d) {
      continue;
    } else if (b === 0x22) {
      inString = true;
    }
    out[n++] = b;
  }
  return out.subarray(0, n);
}

const integerText = /^-?\d+$/;

/** Equal by value: integers exactly (as big integers), other numbers as IEEE doubles. */
export function sameNumber(a: string, b: string): boolean {
  if (integerText.test(a) && integerText.test(b)) return BigInt(a) === BigInt(b);
  return Number(a) === Number(b);
}

function describe(v: JsonText): string {
  switch (v.kind) {
    case 'number':
      return v.text;
    case 'string':
      return JSON.stringify(v.value).slice(0, 80);
    case 'bool':
      return String(v.value);
    default:
      return v.kind;
  }
}

function objectDifference(
  a: readonly (readonly [string, JsonText])[],
  b: readonly (readonly [string, JsonText])[],
  at: string,
): string | undefined {
  const bMap = new Map(b);
  if (bMap.size !== b.length) return `${at}: duplicate key in the second document`;
  const aKeys = new Set(a.map(([k]) => k));
  if (aKeys.size !== a.length) return `${at}: duplicate key in the first document`;
  for (const [key, value] of a) {
    const other = bMap.get(key);
    if (other === undefined) return `${pointerAppend(at, key)}: missing from the second document`;
    const d = jsonDifference(value, other, pointerAppend(at, key));
    if (d !== undefined) return d;
  }
  const extra = b.find(([k]) => !aKeys.has(k));
  return extra === undefined ? undefined : `${pointerAppend(at, extra[0])}: missing from the first document`;
}

/** The first semantic difference between two documents, or undefined when they are equal. */
export function jsonDifference(a: JsonText, b: JsonText, at = ''): string | undefined {
  const mismatch = `${at}: ${describe(a)} vs ${describe(b)}`;
  if (a.kind !== b.kind) return mismatch;
  switch (a.kind) {
    case 'null':
      return undefined;
    case 'bool':
      return a.value === (b as typeof a).value ? undefined : mismatch;
    case 'number':
      return sameNumber(a.text, (b as typeof a).text) ? undefined : mismatch;
    case 'string':
      return a.value === (b as typeof a).value ? undefined : mismatch;
    case 'array': {
      const items = (b as typeof a).items;
      if (a.items.length !== items.length) return `${at}: ${a.items.length} items vs ${items.length}`;
      for (let i = 0; i < items.length; i++) {
        const d = jsonDifference(a.items[i] as JsonText, items[i] as JsonText, pointerAppend(at, i));
        if (d !== undefined) return d;
      }
      return undefined;
    }
    case 'object':
      return objectDifference(a.members, (b as typeof a).members, at);
    default:
      return assertNever(a);
  }
}
