/**
 * The plan's value checks (`plan/checks.ts`) in Haskell: each check is a predicate over the
 * decoded value, wrapped around the value's decoder with the check's `expected` text, tried in
 * the plan's order; a map's key pattern picks the map decoder that checks each key.
 */
import { assertNever } from '../../ir/types.js';
import { INT64_MAX, INT64_MIN, type Check } from '../../plan/checks.js';
import type { RegexProgram } from '../../plan/regex/index.js';
import type { GenContext } from './context.js';
import { haskellString } from './literals.js';
import { schemaProgramConstant } from './schema-programs.js';
import { utf8Bytes } from '../../wire/json-text.js';

/** The value a check is about, as the generated predicate sees it. */
export interface Subject {
  /** The lambda pattern binding the checked value to `v'`. */
  readonly binder: string;
  /** The member count of an object (`minProperties`, `maxProperties`). */
  readonly members: string;
  /** The encoder of an array's items (`uniqueItems` compares their canonical bytes). */
  readonly itemEncoder: string | null;
  /** The decoder of a map's values (a key pattern decodes the map with its own decoder). */
  readonly mapValues: string | null;
}

/** A decoded value bound as `v'`; a map's member count is its size. */
export const plainSubject: Subject = { binder: "v'", members: "M.size v'", itemEncoder: null, mapValues: null };

type CheckCode =
  /** `combinator predicate expected decoder`: rejects the decoded value at its position when the predicate fails. */
  | { readonly kind: 'test'; readonly combinator: 'R.checked' | 'R.checkedList'; readonly predicate: string }
  /** `wrapper expected decoder`: a decoder that checks what it decodes itself (patterns, run by the regex VM). */
  | { readonly kind: 'wrap'; readonly wrapper: string }
  /** The map decoder that checks every key. */
  | { readonly kind: 'keys'; readonly decoder: string }
  /** `wrapper decoder`: a decoder that reports its own failures (a schema-check program's). */
  | { readonly kind: 'program'; readonly wrapper: string };

function literal(n: bigint | number): string {
  return n < 0 ? `(${n})` : `${n}`;
}

/** The value to compare with an integer literal: `v'` itself unless the literal lies beyond Int64 (then as an Integer). */
function intOperand(...literals: readonly bigint[]): string {
  return literals.every((n) => n >= INT64_MIN && n <= INT64_MAX) ? "v'" : "(P.toInteger v')";
}

/** A Haskell `Double` literal for a finite double (ECMAScript's shortest digits read back exactly). */
function doubleLiteral(x: number): string {
  return literal(x).replace('e+', 'e');
}

/** `R.ratio` of an exact decimal `coefficient × 10^exponent`. */
function decimalRatio(coefficient: bigint, exponent: number): string {
  return exponent >= 0 ? `(R.ratio ${coefficient * 10n ** BigInt(exponent)} 1)` : `(R.ratio ${coefficient} ${10n ** BigInt(-exponent)})`;
}

function test(predicate: string, subject: Subject, combinator: 'R.checked' | 'R.checkedList' = 'R.checked'): CheckCode {
  return { kind: 'test', combinator, predicate: `(\\${subject.binder} -> ${predicate})` };
}

function checkCode(check: Check, subject: Subject, ctx: GenContext): CheckCode {
  switch (check.kind) {
    case 'intMinimum':
      return test(`${intOperand(check.bound)} P.>= ${literal(check.bound)}`, subject);
    case 'intMaximum':
      return test(`${intOperand(check.bound)} P.<= ${literal(check.bound)}`, subject);
    case 'intMultipleOf':
      return test(`P.rem ${intOperand(check.modulus)} ${check.modulus} P.== 0`, subject);
    case 'intEnum':
      return test(`P.elem ${intOperand(...check.values)} [${check.values.map(literal).join(', ')}]`, subject);
    case 'floatMinimum':
      return test(`v' ${check.exclusive ? 'P.>' : 'P.>='} ${doubleLiteral(check.bound)}`, subject);
    case 'floatMaximum':
      return test(`v' ${check.exclusive ? 'P.<' : 'P.<='} ${doubleLiteral(check.bound)}`, subject);
    case 'floatMultipleOf':
      return test(`R.doubleMultipleOf ${decimalRatio(check.coefficient, check.exponent)} v'`, subject);
    case 'floatEnum':
      return test(`P.elem v' [${check.values.map(doubleLiteral).join(', ')}]`, subject);
    case 'minLength':
      return test(`R.textLength v' P.>= ${check.limit}`, subject);
    case 'maxLength':
      return test(`R.textLength v' P.<= ${check.limit}`, subject);
    case 'pattern':
      return { kind: 'wrap', wrapper: `R.checkedPattern ${patternConstant(ctx, check.program)}` };
    case 'format':
      return test(`${formatTests[check.format]} v'`, subject);
    case 'minItems':
      return test(`P.length v' P.>= ${check.limit}`, subject, 'R.checkedList');
    case 'maxItems':
      return test(`P.length v' P.<= ${check.limit}`, subject, 'R.checkedList');
    case 'uniqueItems':
      return test(`R.uniqueBy ${required(subject.itemEncoder, check)} v'`, subject, 'R.checkedList');
    case 'minProperties':
      return test(`${subject.members} P.>= ${check.limit}`, subject);
    case 'maxProperties':
      return test(`${subject.members} P.<= ${check.limit}`, subject);
    case 'keyPattern': {
      const values = required(subject.mapValues, check);
      const decoder = check.others === 'skip' ? 'R.decMapKeysOrDrop' : 'R.decMapKeys';
      return { kind: 'keys', decoder: `(${decoder} ${patternConstant(ctx, check.program)} ${haskellString(check.expected)} ${values})` };
    }
    case 'jsonEnum':
      return test(`P.elem (R.jsonValueKey v') [${check.keys.map((k) => ctx.pool.intern(utf8Bytes(k))).join(', ')}]`, subject);
    case 'schema':
      // The failure names the keyword and the failing part, inside the value.
      return { kind: 'program', wrapper: `R.checkedSchema ${schemaProgramConstant(ctx.pool, check.program)}` };
    default:
      return assertNever(check);
  }
}

const formatTests = { 'date-time': 'R.isDateTime', date: 'R.isDate', time: 'R.isTime', uuid: 'R.isUuid' } as const;

function required(code: string | null, check: Check): string {
  if (code === null) throw new Error(`a ${check.kind} check on a value that has no ${check.kind === 'uniqueItems' ? 'items' : 'map values'}`);
  return code;
}

/**
 * `dec` (a decoder taking the depth) with `checks` run on what it decodes, the first check
 * first: each wraps the decoder before it, and a map's key pattern replaces the map decoder.
 */
export function checkedDecoder(checks: readonly Check[], dec: string, subject: Subject, ctx: GenContext): string {
  let base = dec;
  const wrappers: string[] = [];
  for (const check of checks) {
    const code = checkCode(check, subject, ctx);
    switch (code.kind) {
      case 'test':
        wrappers.push(`${code.combinator} ${code.predicate} ${haskellString(check.expected)}`);
        break;
      case 'wrap':
        wrappers.push(`${code.wrapper} ${haskellString(check.expected)}`);
        break;
      case 'keys':
        base = code.decoder;
        break;
      case 'program':
        wrappers.push(code.wrapper);
        break;
      default:
        assertNever(code);
    }
  }
  return wrappers.reduce((inner, wrap) => `(${wrap} ${inner})`, base);
}

/** The `R.Program` constant of a pattern's program: one per distinct program in the module, shared by all uses. */
export function patternConstant(ctx: GenContext, program: RegexProgram): string {
  return ctx.pool.regex(program);
}
