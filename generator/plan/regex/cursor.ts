/** The parser's per-call state over the pattern's code points. */
import type { RegexDiagnostic } from './ast.js';

export interface KnownGroups {
  readonly count: number;
  readonly names: ReadonlyMap<string, number>;
}

export interface Cursor {
  readonly cps: readonly number[];
  pos: number;
  /** The first error found; parsing stops there. */
  error: RegexDiagnostic | null;
  /** Capturing groups opened so far. */
  groups: number;
  /** Groups and lookarounds open at the cursor. */
  depth: number;
  readonly names: Map<string, number>;
  /** All groups of the pattern (second pass), to resolve and check backreferences; null in the first pass. */
  readonly known: KnownGroups | null;
}

export function newCursor(source: string, known: KnownGroups | null): Cursor {
  return { cps: Array.from(source, (ch) => ch.codePointAt(0) as number), pos: 0, error: null, groups: 0, depth: 0, names: new Map(), known };
}

/** The code point `ahead` places after the current one, or -1 past the end. */
export function peek(c: Cursor, ahead = 0): number {
  return c.cps[c.pos + ahead] ?? -1;
}

export function atEnd(c: Cursor): boolean {
  return c.pos >= c.cps.length;
}

/** Consumes `ch` if it is next. */
export function eat(c: Cursor, ch: string): boolean {
  if (peek(c) === ch.codePointAt(0)) {
    c.pos++;
    return true;
  }
  return false;
}

/** Does the text at the cursor start with `text`? */
export function lookingAt(c: Cursor, text: string): boolean {
  let i = 0;
  for (const ch of text) {
    if (peek(c, i) !== ch.codePointAt(0)) return false;
    i++;
  }
  return true;
}

/** Records the first error and returns undefined, so callers can `return fail(…)`. */
export function fail(c: Cursor, message: string, offset: number = c.pos): undefined {
  c.error ??= { code: 'E_PATTERN_INVALID', message, offset };
  return undefined;
}

export function isDigit(cp: number): boolean {
  return cp >= 0x30 && cp <= 0x39;
}

export function hexValue(cp: number): number {
  if (cp >= 0x30 && cp <= 0x39) return cp - 0x30;
  if (cp >= 0x41 && cp <= 0x46) return cp - 0x41 + 10;
  if (cp >= 0x61 && cp <= 0x66) return cp - 0x61 + 10;
  return -1;
}
