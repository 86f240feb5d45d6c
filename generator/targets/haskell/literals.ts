/**
 * Haskell literal and comment escaping. Schema text (JSON keys, enum values, descriptions)
 * reaches generated Haskell only through these functions, so a key holding quotes, newlines or
 * a comment terminator is safe by construction.
 */

function isDigitCode(code: number): boolean {
  return code >= 0x30 && code <= 0x39;
}

/** Whether a literal piece is a numeric escape (`\\` then a digit). */
function isNumericEscape(piece: string): boolean {
  return piece.charCodeAt(0) === 0x5c && isDigitCode(piece.charCodeAt(1));
}

/** A Haskell string literal holding exactly `text` (a `Text` literal under OverloadedStrings). */
export function haskellString(text: string): string {
  let out = '"';
  let prevNumericEscape = false;
  for (const ch of text) {
    const cp = ch.codePointAt(0) as number;
    let piece: string;
    if (ch === '"' || ch === '\\') piece = `\\${ch}`;
    else if (cp >= 0x20 && cp < 0x7f) piece = ch;
    else if (ch === '\n') piece = '\\n';
    else if (cp >= 0xd800 && cp <= 0xdfff) piece = '\\65533';
    else piece = `\\${cp}`;
    // A numeric escape followed by a digit needs the empty escape `\&` between them.
    if (prevNumericEscape && isDigitCode(piece.charCodeAt(0))) out += '\\&';
    out += piece;
    prevNumericEscape = isNumericEscape(piece);
  }
  return `${out}"`;
}

/** Whether every byte is printable ASCII other than `"` and `\` (a literal of them needs no escapes). */
function isPlainAscii(bytes: Uint8Array): boolean {
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i] as number;
    if (b < 0x20 || b >= 0x7f || b === 0x22 || b === 0x5c) return false;
  }
  return true;
}

const UTF8_DECODER = new TextDecoder();

/** A Haskell string literal whose characters are the given bytes (a `ByteString` literal). */
export function haskellBytes(bytes: Uint8Array): string {
  // short ASCII (keys, most literals) as character codes: cheaper than a call into the decoder
  if (isPlainAscii(bytes)) return `"${bytes.length <= 256 ? String.fromCharCode(...bytes) : UTF8_DECODER.decode(bytes)}"`;
  let out = '"';
  let prevNumericEscape = false;
  for (const b of bytes) {
    let piece: string;
    if (b === 0x22 || b === 0x5c) piece = `\\${String.fromCharCode(b)}`;
    else if (b >= 0x20 && b < 0x7f) piece = String.fromCharCode(b);
    else piece = `\\${b}`;
    if (prevNumericEscape && isDigitCode(piece.charCodeAt(0))) out += '\\&';
    out += piece;
    prevNumericEscape = isNumericEscape(piece);
  }
  return `${out}"`;
}

/**
 * Lines of a Haddock comment: each line is a line comment, so no text can end it early.
 * The first line carries `marker` (`|` before a declaration, `^` after a field).
 */
export function docLines(doc: string | undefined, marker: '|' | '^'): string[] {
  if (doc === undefined || doc.trim() === '') return [];
  const lines = doc.replace(/\r\n?/g, '\n').split('\n').map((l) => l.replace(/\s+$/, ''));
  return lines.map((l, i) => (i === 0 ? `-- ${marker} ${l}` : l === '' ? '--' : `-- ${l}`));
}

/** A Haskell numeric literal for a JSON number text, parenthesized when negative. */
export function haskellNumber(json: string): string {
  return json.startsWith('-') ? `(${json})` : json;
}
