/**
 * The regex plan: one ECMAScript pattern → one VM program, for every target.
 *
 *     compilePattern('^[a-z]+$')  →  { ok: true, program } | { ok: false, diagnostic }
 */
import { error, type Diagnostic } from '../../diagnostics.js';
import type { RegexDiagnostic } from './ast.js';
import { type ClassCache, newClassCache } from './classes.js';
import { parsePattern } from './parse.js';
import { compileAst, type RegexProgram } from './program.js';

export type { RegexAst, RegexDiagnostic, RegexNode } from './ast.js';
export type { ClassCache } from './classes.js';
export { newClassCache } from './classes.js';
export { parsePattern } from './parse.js';
export type { RegexProgram } from './program.js';
export { DEFAULT_STEP_LIMIT, runProgram, testString, type Verdict, type VmResult } from './vm.js';

export type CompiledPattern =
  | { readonly ok: true; readonly program: RegexProgram }
  | { readonly ok: false; readonly diagnostic: RegexDiagnostic };

/**
 * Parses `source` (u-mode, no flags) and compiles it. Pass one `cache` to every call of a
 * generation run so each Unicode property is computed once.
 */
export function compilePattern(source: string, cache: ClassCache = newClassCache()): CompiledPattern {
  const parsed = parsePattern(source);
  if (!parsed.ok) return parsed;
  return { ok: true, program: compileAst(parsed.ast, cache) };
}

/** The generator's diagnostic for a pattern that does not compile, at the keyword's pointer. */
export function patternDiagnostic(source: string, d: RegexDiagnostic, file: string, pointer: string): Diagnostic {
  return error(d.code, `pattern ${JSON.stringify(source)} is not a valid ECMAScript (u-mode) regular expression: ${d.message} at code point ${d.offset}`, file, pointer);
}
