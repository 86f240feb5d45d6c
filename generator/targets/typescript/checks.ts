/**
 * The plan's value checks (`plan/checks.ts`) in TypeScript: each check becomes a statement that
 * throws the check's error when the value fails it, with the check's `expected` text. Where the
 * failure is reported (the token, the container's start) is the caller's: it passes `at`.
 */
import { assertNever } from '../../ir/types.js';
import type { Check } from '../../plan/checks.js';
import type { HelperSet } from './helpers.js';
import { fillLines, PRINT_WIDTH } from './layout.js';
import { tsDocText, tsNumber, tsString } from './literals.js';
import { schemaProgramConst } from './schema-programs.js';

/** The value a check reads, as the generated code names it. */
export interface Subject {
  /** The decoded value. */
  readonly value: string;
  /** How an integer value is held. */
  readonly repr?: 'number' | 'bigint';
  /** A container's item or member count. */
  readonly count?: string;
  /** The key being read, for a key pattern. */
  readonly key?: string;
  /** Where a failure is reported: the offset expression. */
  readonly at: string;
}

function need(part: string | undefined, check: Check): string {
  if (part === undefined) throw new Error(`a ${check.kind} check on a value without what it reads`);
  return part;
}

function int(n: bigint, repr: 'number' | 'bigint' | undefined): string {
  return repr === 'number' ? String(n) : `${n}n`;
}

/** `conditions` joined by `&&`, or `true` when nothing is allowed. */
function noneOf(conditions: readonly string[]): string {
  return conditions.length === 0 ? 'true' : conditions.join(' && ');
}

/** The regex program of a pattern, as a module constant. */
function patternConst(check: Check & { kind: 'pattern' | 'keyPattern' }, helpers: HelperSet): string {
  const p = check.program;
  const oneLine = `  classes: [${p.classes.map((c) => `[${c.join(', ')}]`).join(', ')}],`;
  const classLines = p.classes.length < 2 && Array.from(oneLine).length <= PRINT_WIDTH ? [oneLine] : ['  classes: [', ...p.classes.flatMap((c) => fillLines('    ', '[', c.map(String), ',')), '  ],'];
  return helpers.use(check.source, 'p', (name) => [
    `/** Runs ${tsDocText(`/${check.source}/`)} on the regex VM. */`,
    `const ${name}: $rt.RegexProgram = {`,
    `  version: ${p.version},`,
    ...fillLines('  ', 'code: [', p.code.map(String), ','),
    ...classLines,
    `  slots: ${p.slots},`,
    `  memo: ${p.memo},`,
    '};',
  ]);
}

const FORMAT_TESTS = { date: 'isDate', time: 'isTime', 'date-time': 'isDateTime', uuid: 'isUUID' } as const;

/** The condition under which `s` fails `check`, and what was found (null: the token). */
function failing(check: Check, s: Subject, helpers: HelperSet): { cond: string; found: string | null; expected?: string; pre?: string; fail?: string } | null {
  const v = s.value;
  const r = s.repr;
  switch (check.kind) {
    case 'intMinimum':
      return { cond: `${v} < ${int(check.bound, r)}`, found: null };
    case 'intMaximum':
      return { cond: `${v} > ${int(check.bound, r)}`, found: null };
    case 'intMultipleOf':
      return { cond: `${v} % ${int(check.modulus, r)} !== ${r === 'number' ? '0' : '0n'}`, found: null };
    case 'intEnum':
      return { cond: noneOf(check.values.map((n) => `${v} !== ${int(n, r)}`)), found: null };
    case 'floatMinimum':
      return { cond: `${v} ${check.exclusive ? '<=' : '<'} ${tsNumber(check.bound)}`, found: null };
    case 'floatMaximum':
      return { cond: `${v} ${check.exclusive ? '>=' : '>'} ${tsNumber(check.bound)}`, found: null };
    case 'floatMultipleOf':
      return { cond: `!$rt.floatMultipleOf(${v}, ${check.coefficient}n, ${check.exponent})`, found: null };
    case 'floatEnum':
      return { cond: noneOf(check.values.map((x) => `${v} !== ${tsNumber(x)}`)), found: null };
    case 'minLength':
      return { cond: `$rt.codePointLength(${v}) < ${check.limit}`, found: null };
    case 'maxLength':
      return { cond: `$rt.codePointLength(${v}) > ${check.limit}`, found: null };
    case 'format':
      return { cond: `!$rt.${FORMAT_TESTS[check.format]}(${v})`, found: null };
    case 'pattern':
      return { pre: `const verdict = $rt.regexTest(${patternConst(check, helpers)}, ${v});`, cond: 'verdict !== $rt.REGEX_MATCH', found: null, expected: `$rt.regexExpected(verdict, ${tsString(check.expected)})` };
    case 'minItems':
    case 'minProperties':
      return { cond: `${need(s.count, check)} < ${check.limit}`, found: `String(${need(s.count, check)})` };
    case 'maxItems':
    case 'maxProperties':
      return { cond: `${need(s.count, check)} > ${check.limit}`, found: `String(${need(s.count, check)})` };
    case 'uniqueItems':
      return null;
    case 'keyPattern': {
      const key = need(s.key, check);
      return { pre: `const verdict = $rt.regexTest(${patternConst(check, helpers)}, ${key});`, cond: 'verdict !== $rt.REGEX_MATCH', found: `'key ' + JSON.stringify(${key})`, expected: `$rt.regexExpected(verdict, ${tsString(check.expected)})` };
    }
    case 'jsonEnum':
      // An enum of no values (a part never valid) fails whatever the value.
      if (check.keys.length === 0) return { cond: 'true', found: null };
      return { cond: `![${check.keys.map(tsString).join(', ')}].includes($rt.valueKeyOf($rt.utf8Bytes(${v}.json)))`, found: null };
    case 'schema':
      // The failure `f` names the keyword and stands at the failing part inside the value.
      return { pre: `const f = $rt.runSchema(${schemaProgramConst(check.program, helpers)}, ${v}.json);`, cond: 'f !== null', found: null, fail: `throw f.decodeError(${s.at})` };
    default:
      return assertNever(check);
  }
}

/**
 * One `if (fails) throw` statement per check that is a test, in the plan's order; `uniqueItems`
 * is left to the caller (the array code compares its items).
 */
/**
 * The key checks of a map or of a record's extra members, as `checkLines` writes them, except
 * that a key a `skip` pattern does not match runs `drop` (which leaves the member).
 */
export function keyCheckLines(checks: readonly Check[], s: Subject, helpers: HelperSet, pad: string, drop: readonly string[]): string[] {
  return checks.flatMap((check) => {
    if (check.kind !== 'keyPattern' || check.others === 'reject') return checkLines([check], s, helpers, pad);
    const key = need(s.key, check);
    return [
      `${pad}{`,
      `${pad}  const verdict = $rt.regexTest(${patternConst(check, helpers)}, ${key});`,
      `${pad}  if (verdict === $rt.REGEX_NO_MATCH) {`,
      ...drop.map((line) => `${pad}    ${line}`),
      `${pad}  }`,
      `${pad}  if (verdict !== $rt.REGEX_MATCH) d.failAt(${need(s.at, check)}, $rt.regexExpected(verdict, ${tsString(check.expected)}), 'key ' + JSON.stringify(${key}));`,
      `${pad}}`,
    ];
  });
}

export function checkLines(checks: readonly Check[], s: Subject, helpers: HelperSet, pad = '  '): string[] {
  return checks.flatMap((check) => {
    const f = failing(check, s, helpers);
    if (f === null) return [];
    const expected = f.expected ?? tsString(check.expected);
    const fail = f.fail !== undefined ? f.fail : f.found === null ? `d.failToken(${s.at}, ${expected})` : `d.failAt(${s.at}, ${expected}, ${f.found})`;
    if (f.pre === undefined) return [`${pad}if (${f.cond}) ${fail};`];
    return [`${pad}{`, `${pad}  ${f.pre}`, `${pad}  if (${f.cond}) ${fail};`, `${pad}}`];
  });
}
