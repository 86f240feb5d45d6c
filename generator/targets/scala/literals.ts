/** Scala source literals and comments, escaped by construction. */
import { INT64_MIN } from '../../plan/checks.js';

/** A Scala string literal: printable ASCII kept, everything else as `\uXXXX` (UTF-16 units). */
export function scalaString(value: string): string {
  let out = '"';
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    const ch = value.charAt(i);
    if (ch === '"') out += '\\"';
    else if (ch === '\\') out += '\\\\';
    else if (code >= 0x20 && code < 0x7f) out += ch;
    else out += `\\u${code.toString(16).padStart(4, '0')}`;
  }
  return `${out}"`;
}

/** A Scala `Long` literal for an integer (`Long.MinValue` spelled out by name). */
export function scalaLong(value: bigint): string {
  if (value === INT64_MIN) return 'Long.MinValue';
  return `${value}L`;
}

/** A Scala `Double` literal for a finite number. */
export function scalaDouble(value: number): string {
  if (Object.is(value, -0)) return '-0.0';
  const text = String(value).replace('e+', 'e');
  return /[.e]/.test(text) ? text : `${text}.0`;
}

/** A `/** ... *\/` doc comment at `indent`; nested comment openers and closers are broken up. */
export function docComment(doc: string | undefined, indent: string): string[] {
  if (doc === undefined || doc.trim() === '') return [];
  const safe = doc.replace(/\*\//g, '* /').replace(/\/\*/g, '/ *').replace(/\r\n?/g, '\n');
  const lines = safe.split('\n').map((l) => l.trimEnd());
  if (lines.length === 1) return [`${indent}/** ${lines[0]} */`];
  return [`${indent}/**`, ...lines.map((l) => (l === '' ? `${indent} *` : `${indent} * ${l}`)), `${indent} */`];
}

