/**
 * The wire form of JSON strings, the same for every target: what an encoder writes for a string
 * (SPEC §3) and its UTF-8 bytes. Targets lay these out as literals of their own language.
 */

/** Whether `text` is ASCII from U+0020 up, without quote or backslash: written as it is, one byte a character. */
function isPlainAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code >= 0x80 || code === 0x22 || code === 0x5c) return false;
  }
  return true;
}

/**
 * `text` encoded as a JSON string per the wire rules: escapes `"`, `\` and U+0000–U+001F only
 * (`\b \t \n \f \r`, else `\u00xx`). Lone surrogates (impossible in decoded data) become U+FFFD.
 */
export function jsonString(text: string): string {
  if (isPlainAscii(text)) return `"${text}"`;
  let out = '"';
  for (const ch of text) {
    const cp = ch.codePointAt(0) as number;
    if (ch === '"' || ch === '\\') out += `\\${ch}`;
    else if (ch === '\b') out += '\\b';
    else if (ch === '\t') out += '\\t';
    else if (ch === '\n') out += '\\n';
    else if (ch === '\f') out += '\\f';
    else if (ch === '\r') out += '\\r';
    else if (cp < 0x20) out += `\\u00${cp.toString(16).padStart(2, '0')}`;
    else if (cp >= 0xd800 && cp <= 0xdfff) out += '\ufffd';
    else out += ch;
  }
  return `${out}"`;
}

/** The byte length of `jsonString(value)` in UTF-8, without building it. */
export function jsonStringLength(value: string): number {
  if (isPlainAscii(value)) return value.length + 2;
  let n = 2;
  for (const ch of value) {
    const code = ch.codePointAt(0) as number;
    if (ch === '"' || ch === '\\' || ch === '\b' || ch === '\t' || ch === '\n' || ch === '\f' || ch === '\r') n += 2;
    else if (code < 0x20) n += 6;
    else if (code < 0x80) n += 1;
    else if (code < 0x800) n += 2;
    else if (code < 0x10000) n += 3;
    else n += 4;
  }
  return n;
}

const UTF8 = new TextEncoder();

/** UTF-8 bytes of a string (lone surrogates as U+FFFD). */
export function utf8Bytes(text: string): Uint8Array {
  // Short ASCII text (keys, literals) is copied code by code: cheaper than a call into the encoder.
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0x80) return UTF8.encode(text);
    bytes[i] = code;
  }
  return bytes;
}
