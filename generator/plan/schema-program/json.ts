/** JSON values as the reference interpreter sees them: numbers keep their text, members their order. */
import { compareCodePoints, numberKey, stringKey } from '../value-key.js';

export type JsonValue =
  | { readonly kind: 'null' }
  | { readonly kind: 'bool'; readonly value: boolean }
  | { readonly kind: 'number'; readonly text: string }
  | { readonly kind: 'string'; readonly value: string }
  | { readonly kind: 'array'; readonly items: readonly JsonValue[] }
  | { readonly kind: 'object'; readonly members: readonly (readonly [string, JsonValue])[] };

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const STRING = /"(?:[^"\\\u0000-\u001f]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*"/y;
const SPACE = /[ \t\n\r]*/y;

/** Parses JSON text; `undefined` when it is not JSON. */
export function parseJson(text: string): JsonValue | undefined {
  let pos = 0;
  const space = (): void => {
    SPACE.lastIndex = pos;
    SPACE.exec(text);
    pos = SPACE.lastIndex;
  };
  const match = (re: RegExp): string | undefined => {
    re.lastIndex = pos;
    const m = re.exec(text);
    if (m === null) return undefined;
    pos = re.lastIndex;
    return m[0];
  };
  const value = (): JsonValue | undefined => {
    space();
    const c = text[pos];
    if (c === '{') {
      pos++;
      const members: [string, JsonValue][] = [];
      space();
      if (text[pos] === '}') return pos++, { kind: 'object', members };
      for (;;) {
        space();
        const k = match(STRING);
        space();
        if (k === undefined || text[pos++] !== ':') return undefined;
        const v = value();
        if (v === undefined) return undefined;
        members.push([JSON.parse(k) as string, v]);
        space();
        const next = text[pos++];
        if (next === '}') return { kind: 'object', members };
        if (next !== ',') return undefined;
      }
    }
    if (c === '[') {
      pos++;
      const items: JsonValue[] = [];
      space();
      if (text[pos] === ']') return pos++, { kind: 'array', items };
      for (;;) {
        const v = value();
        if (v === undefined) return undefined;
        items.push(v);
        space();
        const next = text[pos++];
        if (next === ']') return { kind: 'array', items };
        if (next !== ',') return undefined;
      }
    }
    if (c === '"') {
      const s = match(STRING);
      return s === undefined ? undefined : { kind: 'string', value: JSON.parse(s) as string };
    }
    for (const [word, v] of [['null', { kind: 'null' }], ['true', { kind: 'bool', value: true }], ['false', { kind: 'bool', value: false }]] as const) {
      if (text.startsWith(word, pos)) return (pos += word.length), v;
    }
    const n = match(NUMBER);
    return n === undefined ? undefined : { kind: 'number', text: n };
  };
  const v = value();
  space();
  return v !== undefined && pos === text.length ? v : undefined;
}

/** The value key (see `value-key.ts`): equal JSON values, and only they, have equal keys. */
export function keyOf(v: JsonValue): string {
  switch (v.kind) {
    case 'null':
      return 'null';
    case 'bool':
      return String(v.value);
    case 'number':
      return numberKey(v.text);
    case 'string':
      return stringKey(v.value);
    case 'array':
      return `[${v.items.map(keyOf).join(',')}]`;
    case 'object': {
      const members = new Map<string, string>();
      for (const [k, m] of v.members) members.set(stringKey(k), keyOf(m));
      const sorted = [...members].sort(([a], [b]) => compareCodePoints(a, b));
      return `{${sorted.map(([k, m]) => `${k}:${m}`).join(',')}}`;
    }
  }
}
