/**
 * Splitting arbitrary strings (JSON keys, titles, file names) into ASCII words, and joining
 * words in a case style. Non-ASCII letters become `U<hex>` words so identifiers stay ASCII and
 * distinct inputs stay distinct.
 */

export type CaseStyle = 'pascal' | 'camel' | 'snake' | 'screamingSnake';

/** `"tweet_user-IDs"` → `["tweet", "user", "IDs"]`; `"fooBarURL2x"` → `["foo", "Bar", "URL2x"]`. */
export function splitWords(input: string): string[] {
  const words: string[] = [];
  let current = '';
  const flush = (): void => {
    if (current !== '') words.push(current);
    current = '';
  };
  const chars = Array.from(input);
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i] as string;
    const code = ch.codePointAt(0) as number;
    if (/[A-Za-z0-9]/.test(ch)) {
      const prev = chars[i - 1] ?? '';
      const next = chars[i + 1] ?? '';
      const isUpper = /[A-Z]/.test(ch);
      const boundary =
        current !== '' &&
        isUpper &&
        (/[a-z0-9]/.test(prev) || (/[A-Z]/.test(prev) && /[a-z]/.test(next) && !isPluralS(chars, i + 1)));
      if (boundary) flush();
      current += ch;
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
function isPluralS(chars: readonly string[], i: number): boolean {
  return chars[i] === 's' && !/[a-z]/.test(chars[i + 1] ?? '');
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
  if (/^U[0-9a-f]+$/.test(word)) return word;
  return capitalize(word);
}
