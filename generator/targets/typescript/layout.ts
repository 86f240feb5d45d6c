/**
 * Line layout of the generated code in the formatter's style (prettier, print width 160, see
 * the README): a construct that fits on one line stays on it; one that does not is broken the way
 * the formatter breaks it (one item a line with a trailing comma, numbers filled).
 */

export const PRINT_WIDTH = 160;

/** A line's width as the formatter counts it (code points). */
export function width(line: string): number {
  return Array.from(line).length;
}

/** `head` + items + `tail`, on one line when it fits at `indent`, else one item a line. */
export function listLines(indent: string, head: string, items: readonly string[], tail: string, open = '', close = ''): string[] {
  const one = items.length === 0 ? `${indent}${head}${open.trim()}${close.trim()}${tail}` : `${indent}${head}${open}${items.join(', ')}${close}${tail}`;
  if (width(one) <= PRINT_WIDTH || items.length === 0) return [one];
  return [`${indent}${head}${open.trimEnd()}`, ...items.map((i) => `${indent}  ${i},`), `${indent}${close.trimStart()}${tail}`];
}

/** Numbers after `head` (`code: [`), filled up to the print width when they do not fit on one line. */
export function fillLines(indent: string, head: string, items: readonly string[], tail: string): string[] {
  const one = `${indent}${head}${items.join(', ')}]${tail}`;
  if (width(one) <= PRINT_WIDTH || items.length === 0) return [one];
  return filledLines(indent, head, items, tail);
}

/** Numbers after `head` (which opens the array) broken over lines, each filled up to the print width, as the formatter fills an array of numbers. */
export function filledLines(indent: string, head: string, items: readonly string[], tail: string): string[] {
  const inner = `${indent}  `;
  const lines: string[] = [];
  let line = '';
  for (const item of items) {
    const piece = `${item},`;
    if (line === '') line = `${inner}${piece}`;
    else if (width(line) + 1 + width(piece) <= PRINT_WIDTH) line += ` ${piece}`;
    else {
      lines.push(line);
      line = `${inner}${piece}`;
    }
  }
  lines.push(line);
  return [`${indent}${head}`, ...lines, `${indent}]${tail}`];
}

/** A function's first line: `function f(a: A, b: B): R {`, its parameters one a line when it does not fit. */
export function signatureLines(head: string, params: readonly string[], ret: string): string[] {
  return listLines('', head, params, `): ${ret} {`, '(', '');
}

/** `export type T = A | B;`, its members one a line after `|` when it does not fit. */
export function unionTypeLines(head: string, members: readonly string[]): string[] {
  const one = `${head} ${members.join(' | ')};`;
  if (width(one) <= PRINT_WIDTH || members.length < 2) return [one];
  const next = `  ${members.join(' | ')};`;
  if (width(next) <= PRINT_WIDTH) return [head, next];
  return [head, ...members.map((m, i) => `  | ${m}${i === members.length - 1 ? ';' : ''}`)];
}


/** Whether generated `lines` refer to the local or parameter `name` (outside string literals, which may hold any key). */
export function refersTo(lines: readonly string[], name: string): boolean {
  const word = new RegExp(`(^|[^\\w$.])${name.replace(/\$/g, '\\$')}\\b`);
  return lines.some((l) => word.test(l.replace(stringLiterals, "''")));
}

/** Single- and double-quoted string literals with their escapes. */
const stringLiterals = /'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"/g;

/** A parameter `name: type`, as `_name` when `body` does not use it. */
export function param(name: string, type: string, body: readonly string[]): string {
  return `${refersTo(body, name) ? name : `_${name}`}: ${type}`;
}

/** `const name = init;` before `body` when `body` uses it; else `body` alone. */
export function bind(indent: string, name: string, init: string, body: readonly string[]): string[] {
  return refersTo(body, name) ? [`${indent}const ${name} = ${init};`, ...body] : [...body];
}
