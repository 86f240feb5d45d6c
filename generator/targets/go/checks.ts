/**
 * The plan's value checks (`plan/checks.ts`) in Go: each check becomes a condition that holds
 * when the value fails it, reported with the check's `expected` text. Where the failure is
 * reported (the token, the container's start, the key) is the caller's: it passes `reject`.
 */
import { assertNever } from '../../ir/types.js';
import { INT64_MAX, INT64_MIN, type Check } from '../../plan/checks.js';
import type { CodecContext } from './codec.js';
import { goFloat, goString } from './literals.js';
import { patternExpected, patternFails, patternVariable } from './patterns.js';
import { schemaProgramVariable } from './schema-programs.js';
import type { Local } from './symbols.js';

/** The value a check reads, as the generated Go code names it. */
export interface Subject {
  /** The decoded value (`*p`): an int64, a BigInt, a float64 or a RawJSON. */
  readonly value: string;
  /** How an integer value is held. */
  readonly repr?: 'int64' | 'big';
  /** A string's bytes, before they become the value (`b`). */
  readonly text?: string;
  /** A container's item or member count (`len(s)`, `count`). */
  readonly count?: string;
  /** The key being read (`k`), for a key pattern. */
  readonly key?: string;
  /** A raw JSON value's canonical text, as a Go string (`c`). */
  readonly canonical?: string;
}

export type CheckCode =
  /**
   * `failing` holds when the value fails; `found` is a Go string expression of what was found, or
   * null for the token; `expected`, when set, is a Go string expression replacing the check's text.
   */
  | { readonly kind: 'test'; readonly failing: string; readonly found: string | null; readonly expected?: string; readonly within?: string }
  /** No two items equal: laid out by the array code, which can compare its items. */
  | { readonly kind: 'unique' };

/** The statement returning the error of a failed check; `expected` is a Go string expression. */
export type Reject = (expected: string, found: string | null) => string;

function need(part: string | undefined, check: Check): string {
  if (part === undefined) throw new Error(`a ${check.kind} check on a value without what it reads`);
  return part;
}

function test(failing: string, found: string | null = null): CheckCode {
  return { kind: 'test', failing, found };
}

/** `failing` joined by `&&`, or `true` when nothing is allowed. */
function noneOf(conditions: readonly string[]): string {
  return conditions.length === 0 ? 'true' : conditions.join(' && ');
}

function bigText(n: bigint): string {
  return goString(String(n));
}

function intCode(check: Check & { kind: 'intMinimum' | 'intMaximum' | 'intMultipleOf' | 'intEnum' }, s: Subject): CheckCode {
  const v = s.value;
  const big = s.repr === 'big';
  switch (check.kind) {
    case 'intMinimum':
      if (big) return test(`compareBig(${v}, ${bigText(check.bound)}) < 0`);
      return test(check.bound > INT64_MAX ? 'true' : `${v} < ${check.bound}`);
    case 'intMaximum':
      if (big) return test(`compareBig(${v}, ${bigText(check.bound)}) > 0`);
      return test(check.bound < INT64_MIN ? 'true' : `${v} > ${check.bound}`);
    case 'intMultipleOf':
      if (big) return test(`!bigMultipleOf(${v}, ${bigText(check.modulus)})`);
      return test(check.modulus > INT64_MAX ? `${v} != 0` : `${v}%${check.modulus} != 0`);
    case 'intEnum':
      return test(noneOf(check.values.map((n) => `${v} != ${big ? bigText(n) : String(n)}`)));
    default:
      return assertNever(check);
  }
}

const UINT64_MAX = 2n ** 64n - 1n;

/** The runtime's exact test of a double against `coefficient × 10^exponent` (the coefficient as uint64, or as text beyond it). */
function floatMultipleOf(v: string, coefficient: bigint, exponent: number): string {
  return coefficient <= UINT64_MAX ? `!floatMultipleOf(${v}, ${coefficient}, ${exponent})` : `!floatMultipleOfBig(${v}, ${bigText(coefficient)}, ${exponent})`;
}

const FORMAT_TESTS = { date: 'isDate', time: 'isTime', 'date-time': 'isDateTime', uuid: 'isUUID' } as const;

/** The Go code of one check on `s`. */
export function checkCode(check: Check, s: Subject, ctx: CodecContext): CheckCode {
  const count = (): string => need(s.count, check);
  const found = (): string => `${ctx.qualify('strconv', 'Itoa')}(${count()})`;
  switch (check.kind) {
    case 'intMinimum':
    case 'intMaximum':
    case 'intMultipleOf':
    case 'intEnum':
      return intCode(check, s);
    case 'floatMinimum':
      return test(`${s.value} ${check.exclusive ? '<=' : '<'} ${goFloat(check.bound, ctx.qualify)}`);
    case 'floatMaximum':
      return test(`${s.value} ${check.exclusive ? '>=' : '>'} ${goFloat(check.bound, ctx.qualify)}`);
    case 'floatMultipleOf':
      return test(floatMultipleOf(s.value, check.coefficient, check.exponent));
    case 'floatEnum':
      return test(noneOf(check.values.map((x) => `${s.value} != ${goFloat(x, ctx.qualify)}`)));
    case 'minLength':
      return test(`runeCount(${need(s.text, check)}) < ${check.limit}`);
    case 'maxLength':
      return test(`runeCount(${need(s.text, check)}) > ${check.limit}`);
    case 'format':
      return test(`!${FORMAT_TESTS[check.format]}(${need(s.text, check)})`);
    case 'pattern':
      return { kind: 'test', failing: patternFails(patternVariable(check, ctx), need(s.text, check)), found: null, expected: patternExpected(check.expected) };
    case 'minItems':
    case 'minProperties':
      return test(`${count()} < ${check.limit}`, found());
    case 'maxItems':
    case 'maxProperties':
      return test(`${count()} > ${check.limit}`, found());
    case 'uniqueItems':
      return { kind: 'unique' };
    case 'keyPattern': {
      const key = need(s.key, check);
      const failing = patternFails(patternVariable(check, ctx), key);
      return { kind: 'test', failing, found: `"key "+${ctx.qualify('strconv', 'Quote')}(${key})`, expected: patternExpected(check.expected) };
    }
    case 'jsonEnum': {
      const canonical = need(s.canonical, check);
      return test(noneOf(check.keys.map((k) => `${canonical} != ${goString(k)}`)), `string(${s.value})`);
    }
    case 'schema':
      // The failure `f` names the keyword and the failing part, inside the value (`within`).
      return { kind: 'test', failing: `f := runSchema(${schemaProgramVariable(check.program, ctx)}, ${s.value}); f != nil`, found: 'f.found()', expected: 'f.expected()', within: 'f' };
    default:
      return assertNever(check);
  }
}

/**
 * `if failing { return reject(...) }` for each check that is a test, in the plan's order, at
 * `depth` tabs; a `uniqueItems` check is left to the caller.
 */
export function checkLines(checks: readonly Check[], s: Subject, ctx: CodecContext, reject: Reject, depth = 1): string[] {
  const tabs = '\t'.repeat(depth);
  return checks.flatMap((check) => {
    const code = checkCode(check, s, ctx);
    switch (code.kind) {
      case 'test':
        return [`${tabs}if ${code.failing} {`, `${tabs}\treturn ${reject(code.expected ?? goString(check.expected), code.found)}${code.within === undefined ? '' : `.within(${code.within})`}`, `${tabs}}`];
      case 'unique':
        return [];
      default:
        return assertNever(code);
    }
  });
}

/** The key checks of a map (`keyPattern`) and the others. */
export function splitKeyChecks(checks: readonly Check[]): [Check[], Check[]] {
  return [checks.filter((c) => c.kind === 'keyPattern'), checks.filter((c) => c.kind !== 'keyPattern')];
}

/** Rejects the token just read (a scalar's checks). */
export const rejectToken: Reject = (expected) => `d.errToken(d.tok, ${expected})`;

/** Rejects at an offset (a container's start, or a local holding it: referred to only when a check fails), with what was found. */
export function rejectAt(offset: string | Local): Reject {
  return (expected, found) => `d.errAt(${typeof offset === 'string' ? offset : offset.ref()}, ${expected}, ${found ?? '""'})`;
}
