/** Replacing the value at a JSON Pointer of a (cloned, mutable) document. */
import { pointerTokens } from '../jsonschema/uri.js';

export function setAt(doc: unknown, pointer: string, value: unknown): void {
  const tokens = pointerTokens(pointer);
  const last = tokens.pop();
  if (last === undefined) return;
  let node: unknown = doc;
  for (const token of tokens) node = (node as Record<string, unknown>)[token];
  if (typeof node === 'object' && node !== null) (node as Record<string, unknown>)[last] = value;
}
