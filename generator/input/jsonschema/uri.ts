/** URI helpers for `$id` and `$ref` resolution. */

/** Resolves `ref` against `base`; `undefined` for a malformed reference. */
export function resolveUri(ref: string, base: string): URL | undefined {
  try {
    return new URL(ref, base);
  } catch {
    return undefined;
  }
}

/** The URI without its fragment. */
export function withoutFragment(url: URL): string {
  const copy = new URL(url.href);
  copy.hash = '';
  return copy.href;
}

/** The decoded fragment without `#` ("" when absent). */
export function fragmentOf(url: URL): string {
  const raw = url.hash.startsWith('#') ? url.hash.slice(1) : url.hash;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** Splits a JSON Pointer into unescaped reference tokens. */
export function pointerTokens(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((t) => (t.includes('~') ? t.replace(/~1/g, '/').replace(/~0/g, '~') : t));
}

/** The value at a JSON Pointer, or `undefined`. */
export function valueAt(json: unknown, pointer: string): unknown {
  let current: unknown = json;
  for (const token of pointerTokens(pointer)) {
    if (Array.isArray(current)) {
      if (!/^(0|[1-9][0-9]*)$/.test(token)) return undefined;
      current = current[Number(token)];
    } else if (typeof current === 'object' && current !== null && Object.hasOwn(current, token)) {
      current = (current as Record<string, unknown>)[token];
    } else {
      return undefined;
    }
  }
  return current;
}
