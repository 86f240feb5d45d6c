/**
 * TypeScript literal and comment escaping. Every piece of schema text (JSON keys, enum values,
 * descriptions) reaches generated TypeScript only through these functions, so a key holding
 * quotes, newlines, `${` or a comment terminator is safe by construction.
 */

/**
 * A string literal holding exactly `text` (lone surrogates kept as escapes): single-quoted, or
 * double-quoted when that needs fewer escapes (the formatter's rule).
 */
export function tsString(text: string): string {
  const singles = text.split("'").length;
  const doubles = text.split('"').length;
  const quote = singles > doubles ? '"' : "'";
  let out = quote;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const ch = text[i] as string;
    if (ch === quote || ch === '\\') out += `\\${ch}`;
    else if (c >= 0x20 && c < 0x7f) out += ch;
    else if (ch === '\n') out += '\\n';
    else if (ch === '\t') out += '\\t';
    else if (c < 0x20 || c === 0x7f || (c >= 0x80 && c <= 0x9f) || c === 0x2028 || c === 0x2029 || (c >= 0xd800 && c <= 0xdfff) || c === 0xfeff) {
      out += `\\u${c.toString(16).padStart(4, '0')}`;
    } else out += ch;
  }
  return `${out}${quote}`;
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** A property name in a type or an object literal: bare when it is an identifier, else quoted. `__proto__` is computed (`['__proto__']`) in a literal, where it would set the prototype. */
export function tsPropertyName(key: string, inLiteral = false): string {
  if (key === '__proto__' && inLiteral) return `[${tsString(key)}]`;
  return IDENTIFIER.test(key) ? key : tsString(key);
}

/** `obj.key` or `obj['key']`. */
export function tsMember(obj: string, key: string): string {
  return IDENTIFIER.test(key) ? `${obj}.${key}` : `${obj}[${tsString(key)}]`;
}

/** A JSDoc comment's lines for `doc` (none when empty); `*\/` cannot end it early. */
export function tsDoc(doc: string | undefined): string[] {
  if (doc === undefined || doc.trim() === '') return [];
  const lines = doc
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((l) => l.replace(/\*\//g, '*\u200b/').replace(/[\u2028\u2029]/g, ' ').trimEnd());
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return ['/**', ...lines.map((l) => (l === '' ? ' *' : ` * ${l}`)), ' */'];
}

/** Text inside a one-line JSDoc comment: no comment terminator, no line break. */
export function tsDocText(text: string): string {
  return text.replace(/\*\//g, '*\u200b/').replace(/[\r\n\u2028\u2029]/g, ' ');
}

/** A double as a TypeScript number literal, in the formatter's spelling (`1e21`, not `1e+21`). */
export function tsNumber(x: number): string {
  if (Number.isNaN(x)) return 'NaN';
  if (x === Infinity) return 'Infinity';
  if (x === -Infinity) return '-Infinity';
  return Object.is(x, -0) ? '-0' : String(x).replace('e+', 'e');
}
