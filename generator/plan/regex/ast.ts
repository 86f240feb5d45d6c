/**
 * The AST of an ECMAScript regular expression in u-mode (ECMA-262 §22.2, `new RegExp(p, 'u')`),
 * as JSON Schema's `pattern` keywords use it. Code points, not UTF-16 units: a surrogate pair
 * written `\uD83D\uDE00` or as one astral character is one `char`.
 */

/** One member of a character class (or a class escape outside brackets). */
export type ClassItem =
  | { readonly kind: 'range'; readonly from: number; readonly to: number }
  /** `\d` `\w` `\s` (negated: `\D` `\W` `\S`). */
  | { readonly kind: 'builtin'; readonly which: 'digit' | 'word' | 'space'; readonly negated: boolean }
  /** `\p{…}` / `\P{…}`; `property` is the text between the braces, e.g. `Lu` or `Script=Greek`. */
  | { readonly kind: 'property'; readonly property: string; readonly negated: boolean };

export type AssertionKind = 'start' | 'end' | 'wordBoundary' | 'notWordBoundary';

export type RegexNode =
  | { readonly kind: 'empty' }
  | { readonly kind: 'char'; readonly codePoint: number }
  /** `.` without the `s` flag: any code point but a line terminator. */
  | { readonly kind: 'dot' }
  /** `[…]`, `[^…]`, or a class escape such as `\d` or `\p{Lu}` outside brackets (one item). */
  | { readonly kind: 'class'; readonly negated: boolean; readonly items: readonly ClassItem[] }
  | { readonly kind: 'seq'; readonly items: readonly RegexNode[] }
  | { readonly kind: 'alt'; readonly alternatives: readonly RegexNode[] }
  /** A capturing group, numbered from 1 in the order of its `(`. */
  | { readonly kind: 'group'; readonly index: number; readonly name: string | null; readonly body: RegexNode }
  /** `max` null: unbounded. Counts above 2^31-1 are clamped to 2^31-1. */
  | {
      readonly kind: 'repeat';
      readonly min: number;
      readonly max: number | null;
      readonly greedy: boolean;
      readonly body: RegexNode;
    }
  | { readonly kind: 'assertion'; readonly assertion: AssertionKind }
  /** `(?=…)` `(?!…)` `(?<=…)` `(?<!…)`. */
  | { readonly kind: 'look'; readonly behind: boolean; readonly negated: boolean; readonly body: RegexNode }
  /** `\1`… or `\k<name>`, resolved to the group's number. */
  | { readonly kind: 'backref'; readonly group: number };

export interface RegexAst {
  readonly root: RegexNode;
  /** Number of capturing groups. */
  readonly groupCount: number;
  /** Named groups, in order of appearance. */
  readonly groupNames: readonly { readonly name: string; readonly index: number }[];
}

/** A pattern that is not a valid u-mode regular expression. */
export interface RegexDiagnostic {
  readonly code: 'E_PATTERN_INVALID';
  readonly message: string;
  /** Index in code points into the pattern where the problem was found. */
  readonly offset: number;
}

export type ParseResult =
  | { readonly ok: true; readonly ast: RegexAst }
  | { readonly ok: false; readonly diagnostic: RegexDiagnostic };
