/**
 * Go literal and comment escaping. Every piece of schema text (JSON keys, enum values,
 * descriptions, patterns) reaches generated Go only through these functions, so a key holding
 * quotes, newlines or a comment terminator is safe by construction.
 */

import { utf8Bytes } from '../../wire/json-text.js';
import type { Qualify } from './symbols.js';

/** A Go interpreted string literal holding exactly `text` (escapes everything not printable ASCII). */
export function goString(text: string): string {
  let out = '"';
  for (const ch of text) {
    const cp = ch.codePointAt(0) as number;
    if (ch === '"' || ch === '\\') out += `\\${ch}`;
    else if (cp >= 0x20 && cp < 0x7f) out += ch;
    else if (ch === '\n') out += '\\n';
    else if (ch === '\t') out += '\\t';
    else if (cp < 0x80) out += `\\x${cp.toString(16).padStart(2, '0')}`;
    else if (cp >= 0xd800 && cp <= 0xdfff) out += '\\uFFFD';
    else if (cp <= 0xffff) out += `\\u${cp.toString(16).padStart(4, '0')}`;
    else out += `\\U${cp.toString(16).padStart(8, '0')}`;
  }
  return `${out}"`;
}

/** A Go string literal of raw bytes (for text that is already encoded, e.g. a JSON key). */
export function goBytesString(bytes: Uint8Array): string {
  let out = '"';
  for (const b of bytes) {
    if (b === 0x22 || b === 0x5c) out += `\\${String.fromCharCode(b)}`;
    else if (b >= 0x20 && b < 0x7f) out += String.fromCharCode(b);
    else out += `\\x${b.toString(16).padStart(2, '0')}`;
  }
  return `${out}"`;
}

/** A Go rune literal for one ASCII byte. */
export function goByte(byte: number): string {
  if (byte === 0x27 || byte === 0x5c) return `'\\${String.fromCharCode(byte)}'`;
  if (byte >= 0x20 && byte < 0x7f) return `'${String.fromCharCode(byte)}'`;
  return `'\\x${byte.toString(16).padStart(2, '0')}'`;
}

/** Whether every UTF-16 unit of `text` is ASCII (its UTF-8 bytes are then its char codes). */
function isAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 0x7f) return false;
  return true;
}

/** `goByte` of every ASCII byte, by byte. */
const ASCII_BYTES: readonly string[] = Array.from({ length: 0x80 }, (_, b) => goByte(b));

/**
 * Go source text of the bytes `text` encodes to, with its byte length: a raw string literal
 * when the text is printable ASCII without a backquote (readable keys), else escaped bytes.
 */
export function goEncoded(text: string): { readonly literal: string; readonly length: number } {
  if (/^[\x20-\x5f\x61-\x7e]*$/.test(text)) return { literal: `\`${text}\``, length: text.length };
  const bytes = utf8Bytes(text);
  return { literal: goBytesString(bytes), length: bytes.length };
}

/** Longest constant written as single bytes; longer ones are copied from a string literal. */
const MAX_BYTE_ARGS = 48;

/**
 * The arguments of an `append(dst, …)` that writes the bytes `text` encodes to: single bytes
 * when short (the compiler turns them into a few direct stores instead of a copy call), else a
 * spread string literal.
 */
export function goAppendArgs(text: string): string {
  if (isAscii(text)) {
    if (text.length === 0 || text.length > MAX_BYTE_ARGS) return `${goEncoded(text).literal}...`;
    let out = ASCII_BYTES[text.charCodeAt(0)] as string;
    for (let i = 1; i < text.length; i++) out += `, ${ASCII_BYTES[text.charCodeAt(i)] as string}`;
    return out;
  }
  const bytes = utf8Bytes(text);
  if (bytes.length > MAX_BYTE_ARGS) return `${goEncoded(text).literal}...`;
  return Array.from(bytes, goByte).join(', ');
}

const LINE_BREAKS = /\r\n|[\r\n\u2028\u2029\u0085]/;

/**
 * Comment lines (without the `// ` prefix) for a doc string. Lines are trimmed and empty lines
 * dropped, so gofmt's doc-comment reformatting (headings, lists, code blocks) never applies;
 * two backquotes and two single quotes are written as the quotation marks gofmt turns them into
 * in a doc comment (“ and ”), so the file is as gofmt leaves it; control and
 * bidirectional-override characters are removed.
 */
export function commentLines(doc: string | undefined): string[] {
  if (doc === undefined) return [];
  return doc
    .split(LINE_BREAKS)
    .map((line) =>
      Array.from(line)
        .filter((ch) => !isUnsafeInComment(ch))
        .join('')
        .trim()
        .replace(/``/g, '\u201c')
        .replace(/''/g, '\u201d'),
    )
    .filter((line) => line !== '');
}

function isUnsafeInComment(ch: string): boolean {
  const cp = ch.codePointAt(0) as number;
  if (cp < 0x20 || cp === 0x7f) return ch !== '\t';
  if (cp >= 0x80 && cp < 0xa0) return true;
  // Bidirectional controls (Trojan Source) and BOM.
  return (cp >= 0x202a && cp <= 0x202e) || (cp >= 0x2066 && cp <= 0x2069) || cp === 0xfeff || (cp >= 0xd800 && cp <= 0xdfff);
}

/** `// line` comment block at an indentation. */
export function comment(doc: string | undefined, indent: string): string[] {
  return commentLines(doc).map((line) => `${indent}// ${line.replace(/\t/g, ' ')}`);
}

/** A Go float64 expression for a JS number: a literal (shortest round-trip form), or `math.Inf` for an infinity. */
export function goFloat(value: number, qualify: Qualify): string {
  if (!Number.isFinite(value)) return `${qualify('math', 'Inf')}(${value > 0 ? 1 : -1})`;
  if (Object.is(value, -0)) return '0';
  const text = String(value);
  return /[.e]/.test(text) ? text : `${text}.0`;
}

/** The canonical JSON text of a JS number per the wire rules (ECMAScript form, `-0` → `0`). */
export function jsonNumber(value: number): string {
  return Object.is(value, -0) ? '0' : String(value);
}
