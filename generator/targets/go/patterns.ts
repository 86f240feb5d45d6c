import type { CodecContext } from './codec.js';
import { goString } from './literals.js';

/**
 * ECMAScript regular expressions (JSON Schema `pattern`) translated to Go's RE2 syntax with
 * the same meaning, or a reason when RE2 cannot express them (lookaround, backreferences, …).
 */
export type Translation = { readonly ok: true; readonly re2: string } | { readonly ok: false; readonly reason: string };

/** ECMAScript WhiteSpace and LineTerminator, the meaning of `\s`. */
const SPACE_CLASS = '\\t\\n\\v\\f\\r \\x{a0}\\x{1680}\\x{2000}-\\x{200a}\\x{2028}\\x{2029}\\x{202f}\\x{205f}\\x{3000}\\x{feff}';
const SIMPLE_ESCAPES = new Set(['d', 'D', 'w', 'W', 't', 'n', 'r', 'f', 'v']);

function hexEscape(code: number): string {
  return `\\x{${code.toString(16)}}`;
}

/** Translates one escape at `i` (which holds `\`); returns the RE2 text and the next index. */
function translateEscape(src: string, i: number, inClass: boolean): { text: string; next: number } | string {
  const c = src[i + 1];
  if (c === undefined) return 'trailing backslash';
  if (SIMPLE_ESCAPES.has(c)) return { text: `\\${c}`, next: i + 2 };
  if (c === 's') return { text: inClass ? SPACE_CLASS : `[${SPACE_CLASS}]`, next: i + 2 };
  if (c === 'S') return inClass ? '\\S inside a character class' : { text: `[^${SPACE_CLASS}]`, next: i + 2 };
  if (c === 'b') return { text: inClass ? '\\x08' : '\\b', next: i + 2 };
  if (c === 'B') return inClass ? '\\B inside a character class' : { text: '\\B', next: i + 2 };
  if (c === '0' && !/[0-9]/.test(src[i + 2] ?? '')) return { text: '\\x00', next: i + 2 };
  if (/[1-9]/.test(c) || c === 'k') return 'backreference';
  if (c === 'u') {
    const braced = /^\{([0-9a-fA-F]{1,6})\}/.exec(src.slice(i + 2));
    if (braced !== null) return { text: hexEscape(parseInt(braced[1] as string, 16)), next: i + 2 + braced[0].length };
    const four = /^[0-9a-fA-F]{4}/.exec(src.slice(i + 2));
    if (four === null) return 'malformed \\u escape';
    return { text: hexEscape(parseInt(four[0], 16)), next: i + 6 };
  }
  if (c === 'x') {
    const two = /^[0-9a-fA-F]{2}/.exec(src.slice(i + 2));
    return two === null ? 'malformed \\x escape' : { text: hexEscape(parseInt(two[0], 16)), next: i + 4 };
  }
  if (c === 'c') {
    const letter = src[i + 2] ?? '';
    return /[A-Za-z]/.test(letter) ? { text: hexEscape(letter.charCodeAt(0) % 32), next: i + 3 } : 'malformed \\c escape';
  }
  if (c === 'p' || c === 'P') {
    const prop = /^\{([A-Za-z]{1,2})\}/.exec(src.slice(i + 2));
    return prop === null ? 'Unicode property escape RE2 does not know' : { text: `\\${c}{${prop[1] as string}}`, next: i + 2 + prop[0].length };
  }
  if (/[\p{P}\p{S}]/u.test(c) && c.charCodeAt(0) < 0x80) return { text: `\\${c}`, next: i + 2 };
  return `escape \\${c}`;
}

/** Translates an ECMAScript pattern to RE2. */
export function translatePattern(src: string): Translation {
  let out = '';
  let inClass = false;
  for (let i = 0; i < src.length; ) {
    const c = src[i] as string;
    if (c === '\\') {
      const t = translateEscape(src, i, inClass);
      if (typeof t === 'string') return { ok: false, reason: t };
      out += t.text;
      i = t.next;
    } else if (inClass) {
      if (c === ']') inClass = false;
      out += c === '[' ? '\\[' : c;
      i++;
    } else if (c === '[') {
      if (src.startsWith('[^]', i)) {
        out += '(?s:.)';
        i += 3;
      } else if (src.startsWith('[]', i)) {
        return { ok: false, reason: 'empty character class' };
      } else {
        inClass = true;
        out += src[i + 1] === '^' ? '[^' : '[';
        i += src[i + 1] === '^' ? 2 : 1;
        if (src[i] === ']') return { ok: false, reason: 'empty character class' };
      }
    } else if (c === '(' && src[i + 1] === '?') {
      const named = /^\(\?<([A-Za-z_][A-Za-z0-9_]*)>/.exec(src.slice(i));
      if (named !== null) {
        out += `(?P<${named[1] as string}>`;
        i += named[0].length;
      } else if (src.startsWith('(?:', i)) {
        out += '(?:';
        i += 3;
      } else {
        return { ok: false, reason: 'lookaround group' };
      }
    } else if (c === '.') {
      out += '[^\\n\\r\\x{2028}\\x{2029}]';
      i++;
    } else if (c === '{') {
      const rep = /^\{(\d+)(,(\d*))?\}/.exec(src.slice(i));
      if (rep !== null && (Number(rep[1]) > 1000 || Number(rep[3] ?? '0') > 1000)) return { ok: false, reason: 'repetition count above 1000' };
      out += rep === null ? '\\{' : rep[0];
      i += rep === null ? 1 : rep[0].length;
    } else if (c === '}') {
      out += '\\}';
      i++;
    } else {
      out += c;
      i++;
    }
  }
  return inClass ? { ok: false, reason: 'unterminated character class' } : { ok: true, re2: out };
}

/**
 * The package variable holding the compiled pattern, or null (with a generation warning) when
 * RE2 cannot express it and the check is skipped.
 */
export function patternVariable(pattern: string, ctx: CodecContext): string | null {
  const t = translatePattern(pattern);
  if (!t.ok) {
    ctx.warn('W_GO_PATTERN_UNSUPPORTED', `pattern ${JSON.stringify(pattern)} is not checked by the Go decoder: ${t.reason} is not supported by Go's regexp (RE2)`);
    return null;
  }
  return ctx.helpers.variable(`pattern:${pattern}`, (name) => `var ${name} = ${ctx.qualify('regexp', 'MustCompile')}(${goString(t.re2)})`);
}
