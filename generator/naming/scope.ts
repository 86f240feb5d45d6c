import type { NameHint } from '../ir/types.js';
import { joinWords, splitWords, type CaseStyle } from './words.js';

/** A target's naming rules: data, not code paths. */
export interface NamingRules {
  readonly initialisms: ReadonlySet<string>;
  /** Words that may not be used as identifiers as they are (keywords, predeclared names). */
  readonly reserved: ReadonlySet<string>;
  /** Turns a reserved word into a usable identifier (e.g. append `_`). */
  readonly escapeReserved: (name: string) => string;
  /** Used when a hint yields no words at all (e.g. the empty JSON key). */
  readonly emptyWord: string;
  /** Prefix for identifiers that would start with a digit. */
  readonly digitPrefix: string;
}

/** Turns a hint into an identifier in a style, respecting reserved words and digit starts. */
export function identifierFor(hint: NameHint, style: CaseStyle, rules: NamingRules): string {
  const words = hint.length === 1 ? splitWords(hint[0] as string) : hint.flatMap((segment) => splitWords(segment));
  const base = joinWords(words.length === 0 ? [rules.emptyWord] : words, style, rules.initialisms);
  const first = base.charCodeAt(0);
  const safe = first >= 0x30 && first <= 0x39 ? `${rules.digitPrefix}${base}` : base;
  return rules.reserved.has(safe) ? rules.escapeReserved(safe) : safe;
}

/**
 * A namespace: hands out unique names in call order (deterministic when callers iterate in
 * declaration order). Collisions get numeric suffixes 2, 3, …; comparisons can be case-folded
 * for targets whose files or symbols collide case-insensitively.
 */
export interface Scope {
  claim(name: string): string;
  has(name: string): boolean;
}

export function createScope(taken: Iterable<string> = [], foldCase = false): Scope {
  const key = (name: string): string => (foldCase ? name.toLowerCase() : name);
  const used = new Set<string>(Array.from(taken, key));
  return {
    claim(name: string): string {
      let candidate = name;
      for (let n = 2; used.has(key(candidate)); n++) candidate = `${name}${n}`;
      used.add(key(candidate));
      return candidate;
    },
    has(name: string): boolean {
      return used.has(key(name));
    },
  };
}
