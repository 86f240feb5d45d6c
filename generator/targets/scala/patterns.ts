/**
 * The programs of a generated package's patterns for the runtime's regex VM (`JsonGenRegex`):
 * one constant per distinct pattern in the package's `JsonGenPatterns` object, shared by every
 * check that matches it. One table per target run; its class cache is the run's one `ClassCache`.
 */
import { newClassCache, type ClassCache, type RegexProgram } from '../../plan/regex/index.js';
import type { FileSpec } from '../target.js';
import { scalaString } from './literals.js';

/** The object holding the programs; a reserved type name (`reserved.ts`). */
export const patternsObject = 'JsonGenPatterns';

interface PatternEntry {
  readonly name: string;
  readonly source: string;
  readonly program: RegexProgram;
}

export interface PatternTable {
  readonly cache: ClassCache;
  readonly bySource: Map<string, PatternEntry>;
}

export function newPatternTable(): PatternTable {
  return { cache: newClassCache(), bySource: new Map() };
}

/** The expression naming the program of `source` (added to the table on first use). */
export function patternRef(table: PatternTable, source: string, program: RegexProgram): string {
  let entry = table.bySource.get(source);
  if (entry === undefined) {
    entry = { name: `pattern${table.bySource.size + 1}`, source, program };
    table.bySource.set(source, entry);
  }
  return `${patternsObject}.${entry.name}`;
}

/** `JsonGenRegex.program(slots, memo, "code", "class", …)`: the program in the runtime's text form. */
function programExpr(p: RegexProgram): string {
  const args = [String(p.slots), String(p.memo), scalaString(p.code.join(',')), ...p.classes.map((c) => scalaString(c.join(',')))];
  return `JsonGenRegex.program(${args.join(', ')})`;
}

/** The package's `JsonGenPatterns.scala`, or nothing when no check matches a pattern. */
export function patternsFile(table: PatternTable, pkg: string, dir: string): FileSpec[] {
  if (table.bySource.size === 0) return [];
  const patterns = [...table.bySource.values()].map((e) => ({
    comment: `/** ${JSON.stringify(e.source).replaceAll('*/', '*\\u002f')} */`,
    definition: `val ${e.name}: JsonGenRegex.Program = ${programExpr(e.program)}`,
  }));
  const view = { package: pkg, scope: pkg.split('.').at(-1) as string, object: patternsObject, patterns };
  return [{ path: `${dir}/${patternsObject}.scala`, template: 'patterns.scala.hbs', view }];
}
