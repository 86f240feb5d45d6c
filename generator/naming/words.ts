/**
 * Splitting arbitrary strings (JSON keys, titles, file names) into ASCII words, and joining
 * words in a case style. Non-ASCII letters become `U<hex>` words so identifiers stay ASCII and
 * distinct inputs stay distinct.
 */

export type CaseStyle = 'pascal' | 'camel' | 'snake' | 'screamingSnake';

const isUpper = (c: number): boolean => c >= 0x41 && c <= 0x5a;
const isLower = (c: number): boolean => c >= 0x61 && c <= 0x7a;
const isDigit = (c: number): boolean => c >= 0x30 && c <= 0x39;

/** `"tweet_user-IDs"` → `["tweet", "user", "IDs"]`; `"fooBarURL2x"` → `["foo", "Bar", "URL2x"]`. */
export function splitWords(input: string): string[] {
  const words: string[] = [];
  const codes: number[] = [];
  for (const ch of input) codes.push(ch.codePointAt(0) as number);
  let current = '';
  const flush = (): void => {
    if (current !== '') words.push(current);
    current = '';
  };
  for (let i = 0; i < codes.length; i++) {
    const code = codes[i] as number;
    if (isUpper(code) || isLower(code) || isDigit(code)) {
      const prev = codes[i - 1] ?? -1;
      const boundary =
        current !== '' &&
        isUpper(code) &&
        (isLower(prev) || isDigit(prev) || (isUpper(prev) && isLower(codes[i + 1] ?? -1) && !isPluralS(codes, i + 1)));
      if (boundary) flush();
      current += String.fromCharCode(code);
    } else if (code > 0x7f) {
      flush();
      words.push(`U${code.toString(16)}`);
    } else {
      flush();
    }
  }
  flush();
  return words;
}

/** `s` closing an upper-case run (`IDs`, `URLsFoo`) is a plural, not the start of a word. */
function isPluralS(codes: readonly number[], i: number): boolean {
  return codes[i] === 0x73 && !isLower(codes[i + 1] ?? -1);
}

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}

/** Joins words; `initialisms` (upper-case data, e.g. `ID`, `URL`) keep their case in pascal/camel. */
export function joinWords(words: readonly string[], style: CaseStyle, initialisms: ReadonlySet<string> = new Set()): string {
  switch (style) {
    case 'pascal':
      return words.map((w) => pascalWord(w, initialisms)).join('');
    case 'camel':
      return words
        .map((w, i) => (i === 0 ? w.toLowerCase() : pascalWord(w, initialisms)))
        .join('');
    case 'snake':
      return words.map((w) => w.toLowerCase()).join('_');
    case 'screamingSnake':
      return words.map((w) => w.toUpperCase()).join('_');
  }
}

function pascalWord(word: string, initialisms: ReadonlySet<string>): string {
  const upper = word.toUpperCase();
  if (initialisms.has(upper)) return upper;
  if (word.charCodeAt(0) === 0x55 && /^U[0-9a-f]+$/.test(word)) return word;
  return capitalize(word);
}
