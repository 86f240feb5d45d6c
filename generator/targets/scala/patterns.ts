/**
 * The programs of a generated package's patterns for the runtime's regex VM (`JsonGenRegex`) and
 * its schema-check programs for the runtime's interpreter (`JsonGenSchema`): one constant per
 * distinct pattern or program in the package's `JsonGenPatterns` object, shared by every check
 * that runs it. One table per target run; its class cache is the run's one `ClassCache`.
 */
import { newClassCache, type ClassCache, type RegexProgram } from '../../plan/regex/index.js';
import type { SchemaProgram } from '../../plan/schema-program/program.js';
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
  /** Schema-check programs by their JSON text: the constant's name. */
  readonly programs: Map<string, string>;
}

export function newPatternTable(): PatternTable {
  return { cache: newClassCache(), bySource: new Map(), programs: new Map() };
}

/** The expression naming a schema-check program (added to the table on first use). */
export function schemaProgramRef(table: PatternTable, program: SchemaProgram): string {
  const text = JSON.stringify(program);
  let name = table.programs.get(text);
  if (name === undefined) {
    name = `schema${table.programs.size + 1}`;
    table.programs.set(text, name);
  }
  return `${patternsObject}.${name}`;
}

/** Code points per string literal of a program's text: a class file's constant holds at most 65 535 bytes. */
const PROGRAM_CHUNK = 16000;

/** `JsonGenSchema.program("…", …)`: the program's JSON text, in literals the JVM can hold. */
function schemaProgramExpr(text: string): string {
  const points = [...text];
  const chunks: string[] = [];
  for (let i = 0; i < points.length; i += PROGRAM_CHUNK) chunks.push(points.slice(i, i + PROGRAM_CHUNK).join(''));
  return `JsonGenSchema.program(${chunks.map(scalaString).join(', ')})`;
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

/** The package's `JsonGenPatterns.scala`, or nothing when no check runs a pattern or a program. */
export function patternsFile(table: PatternTable, pkg: string, dir: string): FileSpec[] {
  if (table.bySource.size === 0 && table.programs.size === 0) return [];
  const regexes = [...table.bySource.values()].map((e) => ({
    comment: `/** ${JSON.stringify(e.source).replaceAll('*/', '*\\u002f')} */`,
    definition: `val ${e.name}: JsonGenRegex.Program = ${programExpr(e.program)}`,
  }));
  const programs = [...table.programs].map(([text, name]) => ({
    comment: '/** A schema-check program, run by the runtime\'s interpreter. */',
    definition: `val ${name}: JsonGenSchema.Program = ${schemaProgramExpr(text)}`,
  }));
  const patterns = [...regexes, ...programs];
  const view = { package: pkg, scope: pkg.split('.').at(-1) as string, object: patternsObject, patterns };
  return [{ path: `${dir}/${patternsObject}.scala`, template: 'patterns.scala.hbs', view }];
}
