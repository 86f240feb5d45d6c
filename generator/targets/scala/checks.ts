/**
 * The plan's checks (`plan/checks.ts`) as Scala statements. Each check fails with the plan's
 * `expected` text; the found text says what the value was.
 */
import { assertNever } from '../../ir/types.js';
import { INT64_MAX, INT64_MIN, type Check, type KeyPatternCheck } from '../../plan/checks.js';
import { addValue, fresh, type Codec, type FileContext } from './context.js';
import { scalaDouble, scalaLong, scalaString } from './literals.js';
import { patternRef, schemaProgramRef } from './patterns.js';

/** What the statements of a check read: names and expressions in scope where they stand. */
export interface CheckScope {
  /** The value checked (a scalar, or the array for `uniqueItems`); failures are reported at `at`. */
  readonly value: string;
  /** Integers held as `BigInt` rather than `Long`. */
  readonly big?: boolean;
  /** The number of items or properties. */
  readonly count?: string;
  /** The key being read (`keyPattern`); its failure is reported at the member. */
  readonly key?: string;
  /** How an item is written, for `uniqueItems`: its codec and Scala type. */
  readonly items?: { readonly codec: Codec; readonly type: string };
}

/** Interpolated text of an expression: `$v` for a name, `${v.length}` for anything else. */
function shown(expr: string): string {
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(expr) ? `$${expr}` : `$\{${expr}}`;
}

function failIf(condition: string, check: Check, found: string): string[] {
  return [`if ${condition} then r.failAt(at, ${scalaString(check.expected)}, ${found})`];
}

function scopeField<K extends keyof CheckScope>(scope: CheckScope, field: K, check: Check): NonNullable<CheckScope[K]> {
  const value = scope[field];
  if (value === undefined) throw new Error(`the ${check.kind} check needs ${field} in scope`);
  return value as NonNullable<CheckScope[K]>;
}

/** An integer literal of the value's representation. */
function intLiteral(value: bigint, big: boolean): string {
  return big ? `BigInt(${scalaString(String(value))})` : scalaLong(value);
}

/** `v < bound` (or `>`) for an integer; constant when a `Long` bound is beyond the representation. */
function intCompare(v: string, op: '<' | '>', bound: bigint, big: boolean): string {
  if (!big && (bound > INT64_MAX || bound < INT64_MIN)) return op === '<' ? String(bound > INT64_MAX) : String(bound < INT64_MIN);
  return `${v} ${op} ${intLiteral(bound, big)}`;
}

function intMultiple(v: string, modulus: bigint, big: boolean): string {
  if (!big && modulus > INT64_MAX) return `${v} != 0`;
  return `${v} % ${intLiteral(modulus, big)} != 0`;
}

function noneOf(v: string, literals: readonly string[]): string {
  return literals.length === 0 ? 'true' : `!(${literals.map((l) => `${v} == ${l}`).join(' || ')})`;
}

const formatTests = { 'date-time': 'isDateTime', date: 'isDate', time: 'isTime', uuid: 'isUuid' } as const;

const LENGTH_FOUND = 's"a string of $length code points"';

/** The statements of one check (a string's length checks read `length`, see `checksLines`). */
function checkLines(ctx: FileContext, check: Check, scope: CheckScope): string[] {
  const v = scope.value;
  const big = scope.big ?? false;
  const count = (): string => scopeField(scope, 'count', check);
  switch (check.kind) {
    case 'intMinimum':
      return failIf(intCompare(v, '<', check.bound, big), check, `s"${shown(v)}"`);
    case 'intMaximum':
      return failIf(intCompare(v, '>', check.bound, big), check, `s"${shown(v)}"`);
    case 'intMultipleOf':
      return failIf(intMultiple(v, check.modulus, big), check, `s"${shown(v)}"`);
    case 'intEnum':
      return failIf(noneOf(v, check.values.map((a) => intLiteral(a, big))), check, `s"${shown(v)}"`);
    case 'floatMinimum':
      return failIf(`!(${v} ${check.exclusive ? '>' : '>='} ${scalaDouble(check.bound)})`, check, `s"${shown(v)}"`);
    case 'floatMaximum':
      return failIf(`!(${v} ${check.exclusive ? '<' : '<='} ${scalaDouble(check.bound)})`, check, `s"${shown(v)}"`);
    case 'floatMultipleOf': {
      const n = fresh(ctx);
      addValue(ctx, `multiple${n} = new java.math.BigDecimal(new java.math.BigInteger(${scalaString(String(check.coefficient))}), ${-check.exponent})`);
      return failIf(`!JsonGenRuntime.isMultipleOf(${v}, multiple${n})`, check, `s"${shown(v)}"`);
    }
    case 'floatEnum':
      return failIf(noneOf(v, check.values.map(scalaDouble)), check, `s"${shown(v)}"`);
    case 'minLength':
      return failIf(`length < ${check.limit}`, check, LENGTH_FOUND);
    case 'maxLength':
      return failIf(`length > ${check.limit}`, check, LENGTH_FOUND);
    case 'pattern':
      return patternLines(ctx, check, v, (expected) => `r.failAt(at, ${expected}, "a string that does not")`);
    case 'format':
      return failIf(`!JsonGenRuntime.${formatTests[check.format]}(${v})`, check, '"a string that is not"');
    case 'minItems':
    case 'minProperties':
      return failIf(`${count()} < ${check.limit}`, check, `s"$\{${count()}}"`);
    case 'maxItems':
    case 'maxProperties':
      return failIf(`${count()} > ${check.limit}`, check, `s"$\{${count()}}"`);
    case 'uniqueItems':
      return uniqueLines(scopeField(scope, 'items', check), v, check);
    case 'keyPattern': {
      const k = scopeField(scope, 'key', check);
      return patternLines(ctx, check, k, (expected) => `r.fail(${expected}, s"'${shown(k)}'")`);
    }
    case 'jsonEnum': {
      const n = fresh(ctx);
      addValue(ctx, `allowed${n}: Set[String] = Set(${check.keys.map(scalaString).join(', ')})`);
      return failIf(`!allowed${n}.contains(JsonGenRuntime.valueKeyText(${v}.toString))`, check, `s"${shown(v)}"`);
    }
    case 'schema':
      // The runtime's interpreter runs the program over the value; a failure names the keyword
      // and stands at the failing part inside the value.
      return [
        `val failure = JsonGenSchema.run(${schemaProgramRef(ctx.patterns, check.program)}, ${v})`,
        'if failure != null then r.failWithin(at, failure.instance, failure.expected, failure.found)',
      ];
    default:
      return assertNever(check);
  }
}

/** The statements of a list of checks, in order; a string's code points are counted once, first. */
export function checksLines(ctx: FileContext, checks: readonly Check[], scope: CheckScope): string[] {
  const length = checks.some((c) => c.kind === 'minLength' || c.kind === 'maxLength');
  return [...(length ? [`val length = JsonGenRuntime.codePoints(${scope.value})`] : []), ...checks.flatMap((c) => checkLines(ctx, c, scope))];
}

function uniqueLines(items: NonNullable<CheckScope['items']>, v: string, check: Check): string[] {
  const { codec, type } = items;
  return [
    'val seen = new java.util.HashSet[java.nio.ByteBuffer]()',
    `val it = ${v}.iterator`,
    'while it.hasNext do',
    `  val b = JsonGenRuntime.canonical(it.next(), (x: ${type}) => ${codec.size('x')}, (x: ${type}, buf: Array[Byte], p: Int) => ${codec.write('x', 'p')})`,
    `  if !seen.add(b) then r.failAt(at, ${scalaString(check.expected)}, "a repeated item")`,
  ];
}

/**
 * Runs the pattern's program (the package's constant for it) over `text` with the runtime's regex
 * VM; no match and "too complex" (the step budget spent) both fail, the second with
 * " (too complex to check)" after the expected text.
 */
/** A `skip` key pattern on key `k`: `keep` when it matches, `drop` when it does not, the failure when the regex is too complex. */
export function keyMatchLines(ctx: FileContext, check: KeyPatternCheck, k: string, keep: readonly string[], drop: readonly string[]): string[] {
  return [
    `JsonGenRegex.test(${patternRef(ctx.patterns, check.source, check.program)}, ${k}) match`,
    '  case JsonGenRegex.Match =>',
    ...keep.map((line) => `    ${line}`),
    '  case JsonGenRegex.NoMatch =>',
    ...drop.map((line) => `    ${line}`),
    `  case verdict => r.fail(JsonGenRegex.expected(verdict, ${scalaString(check.expected)}), s"'${shown(k)}'")`,
  ];
}

function patternLines(ctx: FileContext, check: Check & { readonly kind: 'pattern' | 'keyPattern' }, text: string, fail: (expected: string) => string): string[] {
  return [
    `JsonGenRegex.test(${patternRef(ctx.patterns, check.source, check.program)}, ${text}) match`,
    '  case JsonGenRegex.Match =>',
    `  case verdict => ${fail(`JsonGenRegex.expected(verdict, ${scalaString(check.expected)})`)}`,
  ];
}
