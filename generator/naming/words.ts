/**
 * Splitting arbitrary strings (JSON keys, titles, file names) into ASCII words, and joining
 * words in a case style. Non-ASCII letters become `U<hex>` words so identifiers stay ASCII and
 * distinct inputs stay distinct.
 */

export type CaseStyle = 'pascal' | 'camel' | 'snake' | 'screamingSnake';

const isUpper = (c: number): boolean => c >= 0x41 && c <= 0x5a;
const isLower = (c: number): boolean => c >= 0x61 && c <= 0x7a;
const isDigit = (c: number): boolean => c >= 0x30 && c <= 0x39;

function isAlphanumeric(c: number): boolean {
  return isUpper(c) || isLower(c) || isDigit(c);
}

/** `"tweet_user-IDs"` → `["tweet", "user", "IDs"]`; `"fooBarURL2x"` → `["foo", "Bar", "URL2x"]`. */
export function splitWords(input: string): string[] {
  const words: string[] = [];
  let start = -1;
  // Neighbours are read as UTF-16 units: a unit of a non-ASCII character is never an ASCII letter or digit.
  for (let i = 0; i < input.length; ) {
    const code = input.codePointAt(i) as number;
    if (isAlphanumeric(code)) {
      if (start >= 0 && isUpper(code) && startsWord(input, i)) {
        words.push(input.slice(start, i));
        start = i;
      }
      if (start < 0) start = i;
      i++;
    } else {
      if (start >= 0) words.push(input.slice(start, i));
      start = -1;
      if (code > 0x7f) words.push(`U${code.toString(16)}`);
      i += code > 0xffff ? 2 : 1;
    }
  }
  if (start >= 0) words.push(input.slice(start));
  return words;
}

/** Whether the upper-case letter at `i` (inside a word) starts a new word. */
function startsWord(input: string, i: number): boolean {
  const prev = input.charCodeAt(i - 1);
  if (isLower(prev) || isDigit(prev)) return true;
  return isUpper(prev) && isLower(input.charCodeAt(i + 1)) && !isPluralS(input, i + 1);
}

/** `s` closing an upper-case run (`IDs`, `URLsFoo`) is a plural, not the start of a word. */
function isPluralS(input: string, i: number): boolean {
  return input.charCodeAt(i) === 0x73 && !isLower(input.charCodeAt(i + 1));
}

function capitalize(word: string): string {
  // Most words are capitalized already (`Type0001`, digits): returned as they are, no copies.
  for (let i = 0; i < word.length; i++) {
    const c = word.charCodeAt(i);
    if (c > 0x7f || (i === 0 ? isLower(c) : isUpper(c))) return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
  }
  return word;
}

/** Joins words; `initialisms` (upper-case data, e.g. `ID`, `URL`) keep their case in pascal/camel. */
export function joinWords(words: readonly string[], style: CaseStyle, initialisms: ReadonlySet<string> = NO_INITIALISMS): string {
  let out = '';
  for (let i = 0; i < words.length; i++) {
    const word = words[i] as string;
    switch (style) {
      case 'pascal':
        out += pascalWord(word, initialisms);
        break;
      case 'camel':
        out += i === 0 ? word.toLowerCase() : pascalWord(word, initialisms);
        break;
      case 'snake':
        out += i === 0 ? word.toLowerCase() : `_${word.toLowerCase()}`;
        break;
      case 'screamingSnake':
        out += i === 0 ? word.toUpperCase() : `_${word.toUpperCase()}`;
        break;
    }
  }
  return out;
}

const NO_INITIALISMS: ReadonlySet<string> = new Set();

function pascalWord(word: string, initialisms: ReadonlySet<string>): string {
  if (initialisms.size > 0) {
    const upper = word.toUpperCase();
    if (initialisms.has(upper)) return upper;
  }
  if (word.charCodeAt(0) === 0x55 && /^U[0-9a-f]+$/.test(word)) return word;
  return capitalize(word);
}
