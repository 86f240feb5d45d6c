/**
 * Number texts of a JSON document as written, by JSON Pointer: one linear scan over text that
 * `JSON.parse` has already accepted. A pointer is built only where a number stands.
 */

const QUOTE = 0x22;
const BACKSLASH = 0x5c;

function escapeToken(token: string | number): string {
  const text = String(token);
  return text.includes('~') || text.includes('/') ? text.replace(/~/g, '~0').replace(/\//g, '~1') : text;
}

function pointerOf(tokens: readonly (string | number)[]): string {
  let pointer = '';
  for (const token of tokens) pointer += `/${escapeToken(token)}`;
  return pointer;
}

/**
 * Index just past the string literal that starts at `start` (a `"`): the next `"` not escaped,
 * that is preceded by an even number of backslashes (found by `indexOf`, not char by char: most of
 * a schema's text is in strings).
 */
function stringEnd(text: string, start: number): number {
  let from = start + 1;
  for (;;) {
    const quote = text.indexOf('"', from);
    let b = quote - 1;
    while (text.charCodeAt(b) === BACKSLASH) b--;
    if ((quote - 1 - b) % 2 === 0) return quote + 1;
    from = quote + 1;
  }
}

function isNumberChar(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || c === 0x2d || c === 0x2b || c === 0x2e || c === 0x65 || c === 0x45;
}

function decodeKey(literal: string): string {
  return literal.includes('\\') ? (JSON.parse(literal) as string) : literal.slice(1, -1);
}

/** JSON Pointer → number text, for valid JSON `text` (the last of duplicate keys wins). */
export function jsonNumberTexts(text: string): Map<string, string> {
  const numbers = new Map<string, string>();
  const tokens: (string | number)[] = [];
  const inArray: boolean[] = [];
  let expectKey = false;
  for (let i = 0; i < text.length; ) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      const end = stringEnd(text, i);
      if (expectKey) tokens[tokens.length - 1] = decodeKey(text.slice(i, end));
      expectKey = false;
      i = end;
    } else if (c === 0x7b || c === 0x5b) {
      inArray.push(c === 0x5b);
      tokens.push(c === 0x5b ? 0 : '');
      expectKey = c === 0x7b;
      i++;
    } else if (c === 0x7d || c === 0x5d) {
      inArray.pop();
      tokens.pop();
      i++;
    } else if (c === 0x2c) {
      const top = tokens.length - 1;
      if (inArray[top] === true) tokens[top] = (tokens[top] as number) + 1;
      else expectKey = true;
      i++;
    } else if (c === 0x2d || (c >= 0x30 && c <= 0x39)) {
      let end = i + 1;
      while (end < text.length && isNumberChar(text.charCodeAt(end))) end++;
      numbers.set(pointerOf(tokens), text.slice(i, end));
      i = end;
    } else {
      i++;
    }
  }
  return numbers;
}
