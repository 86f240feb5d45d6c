/** A document with the value at a JSON Pointer replaced: the objects along the path are copied, the rest shared. */
import { pointerTokens } from '../jsonschema/uri.js';

function withAt(node: unknown, tokens: readonly string[], value: unknown): unknown {
  const [first, ...rest] = tokens;
  if (first === undefined) return value;
  if (Array.isArray(node)) {
    const copy = [...node];
    copy[Number(first)] = withAt(node[Number(first)], rest, value);
    return copy;
  }
  const object = typeof node === 'object' && node !== null ? (node as Record<string, unknown>) : {};
  return { ...object, [first]: withAt(object[first], rest, value) };
}

export function replaceAt(doc: unknown, pointer: string, value: unknown): unknown {
  return withAt(doc, pointerTokens(pointer), value);
}
