/**
 * Schema-check programs (`plan/schema-program/README.md`) in generated Haskell: each distinct
 * program is one top-level `R.SchemaProgram` constant read from its JSON form
 * (`R.schemaProgramJson`), which the runtime's interpreter (`JsonGenRuntime/Schema.hs`) runs over
 * a value's raw text. Regexes are the module's shared constants (`re'N`).
 */
import type { SchemaProgram } from '../../plan/schema-program/program.js';
import { utf8Bytes } from '../../wire/json-text.js';
import type { LiteralPool } from './context.js';
import { haskellBytes } from './literals.js';

/**
 * A `ByteString` literal of `parts` joined, a part a line: string gaps (`\` at the end of a line
 * and the start of the next) keep the text one literal.
 */
function gappedBytes(parts: readonly string[], indent: string): string {
  const bodies = parts.map((part) => haskellBytes(utf8Bytes(part)).slice(1, -1));
  return `"${bodies.join(`\\\n${indent}\\`)}"`;
}

/**
 * `R.schemaProgramJson text regexes`: the program's JSON form (without its regexes, which are the
 * module's `re'N` constants) as one `ByteString` literal, a node a line. GHC compiles a string
 * literal in a fraction of the time the same program takes as constructor applications.
 */
export function haskellSchemaProgram(p: SchemaProgram, pool: LiteralPool): string {
  const indent = '    ';
  const nodes = p.nodes.map((n, i) => `${i === 0 ? '' : ','}${JSON.stringify(n)}`);
  const parts = [`{"root":${p.root},"resources":${JSON.stringify(p.resources)},"nodes":[`, ...nodes, ']}'];
  const regexes = `[${p.regexes.map((r) => pool.regex(r)).join(', ')}]`;
  return ['R.schemaProgramJson', `${indent}${gappedBytes(parts, indent)}`, `${indent}${regexes}`].join('\n');
}

/** The `R.SchemaProgram` constant of a program: one per distinct program in the module. */
export function schemaProgramConstant(pool: LiteralPool, program: SchemaProgram): string {
  return pool.program(haskellSchemaProgram(program, pool));
}
