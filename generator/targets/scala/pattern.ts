/**
 * ECMAScript `pattern` → java.util.regex source. Constructs whose meaning differs are rewritten
 * (`$` → `\z`, `.` and `\s`/`\S` spelled out as ECMAScript defines them); constructs that cannot
 * be mapped faithfully are reported so the caller can warn.
 */

/** ECMAScript WhiteSpace and LineTerminator (ECMA-262 §12.2, §12.3), as a class body. */
const ecmaSpace = '\\t\\n\\u000B\\f\\r \\u00A0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000\\uFEFF';
const ecmaDot = '[^\\n\\r\\u2028\\u2029]';

export interface TranslatedPattern {
  readonly source: string;
  /** Why the translation may not match as ECMAScript does; empty when faithful. */
  readonly differences: readonly string[];
}

export function translatePattern(pattern: string): TranslatedPattern {
  const differences: string[] = [];
  let out = '';
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern.charAt(i);
    if (ch === '\\') {
      const next = pattern.charAt(i + 1);
      i += 1;
      if (next === 's') out += inClass ? ecmaSpace : `[${ecmaSpace}]`;
      else if (next === 'S') {
        if (inClass) differences.push('\\S inside a character class');
        out += inClass ? '\\S' : `[^${ecmaSpace}]`;
      } else if (next === 'u' && pattern.charAt(i + 1) === '{') {
        differences.push('\\u{...} escapes');
        out += '\\u';
      } else if (next === 'p' || next === 'P') {
        differences.push('Unicode property escapes');
        out += `\\${next}`;
      } else if (/[1-9]/.test(next)) {
        differences.push('backreferences');
        out += `\\${next}`;
      } else out += `\\${next}`;
    } else if (inClass) {
      if (ch === ']') inClass = false;
      else if (ch === '[') {
        out += '\\[';
        continue;
      } else if (ch === '&' || (ch === '-' && pattern.charAt(i + 1) === '[')) {
        out += `\\${ch}`;
        continue;
      }
      out += ch;
    } else if (ch === '[') {
      inClass = true;
      out += ch;
      if (pattern.charAt(i + 1) === '^') {
        out += '^';
        i += 1;
      }
      if (pattern.charAt(i + 1) === ']') {
        differences.push('an empty character class');
        out += '\\]';
        i += 1;
      }
    } else if (ch === '$') out += '\\z';
    else if (ch === '.') out += ecmaDot;
    else out += ch;
  }
  if (/[\uD800-\uDFFF]/.test(pattern)) differences.push('astral characters (ECMAScript matches UTF-16 code units)');
  return { source: out, differences };
}
