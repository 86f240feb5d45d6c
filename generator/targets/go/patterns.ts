import type { CodecContext } from './codec.js';
import { comment, goString } from './literals.js';
import type { RegexProgram } from '../../plan/regex/index.js';

/**
 * ECMAScript patterns (JSON Schema `pattern`, `propertyNames.pattern`, `patternProperties`
 * keys) in generated Go: each distinct pattern is one package variable holding its program,
 * compiled once by the regex plan (`generator/plan/regex/README.md`), which the runtime's regex
 * VM (`jsongen_runtime_regex.go`) runs. Every pattern the front end accepts is checked, exactly
 * as ECMAScript does; a search that exceeds the step budget is a validation failure of its own.
 */

/** The Go local holding the verdict inside a failed check's `if` (see `patternFails`). */
const VERDICT = 'verdict';

function ints(values: readonly number[]): string {
  return values.join(', ');
}

/** `&regexProgram{…}`: the program as a Go composite literal. */
export function goProgram(program: RegexProgram): string {
  const classes = program.classes.length === 0 ? '' : `classes: [][]int32{${program.classes.map((c) => `{${ints(c)}}`).join(', ')}}, `;
  const memo = program.memo ? ', memo: true' : '';
  return `&regexProgram{code: []int32{${ints(program.code)}}, ${classes}slots: ${program.slots}${memo}}`;
}

/** The package variable holding the program of a pattern (from the plan), declared on first use (one per distinct pattern). */
export function patternVariable(pattern: { readonly source: string; readonly program: RegexProgram }, ctx: CodecContext): string {
  return ctx.helpers.variable(`pattern:${pattern.source}`, (name) =>
    [...comment(`${name} runs /${pattern.source}/ on the regex VM.`, ''), `var ${name} = ${goProgram(pattern.program)}`].join('\n'),
  );
}

/**
 * The condition of an `if` that holds when `subject` (a `string` or `[]byte` expression) fails
 * the pattern in `variable`; inside it, `patternExpected` gives the error's expected text.
 */
export function patternFails(variable: string, subject: string): string {
  return `${VERDICT} := regexTest(${variable}, ${subject}); ${VERDICT} != regexMatch`;
}

/** Inside a failed check's `if` (`patternFails`): the subject only did not match (the search finished). */
export function patternNoMatch(): string {
  return `${VERDICT} == regexNoMatch`;
}

/** The expected text of a failed pattern check: `expected`, marked when the pattern was too complex to check. */
export function patternExpected(expected: string): string {
  return `regexExpected(${VERDICT}, ${goString(expected)})`;
}
