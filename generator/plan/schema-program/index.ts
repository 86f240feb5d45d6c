/** The schema-check program: compile a subschema once, run it anywhere (see README.md). */
export { compileSchemaProgram, type CompiledProgram, type ProgramProblem } from './compile.js';
export { runSchemaProgram, type ProgramError, type Verdict } from './interpret.js';
export { keyOf, parseJson, type JsonValue } from './json.js';
export { EVAL_DEPTH_LIMIT, SCHEMA_PROGRAM_VERSION, type Op, type SchemaProgram } from './program.js';
export type { ProgramDraft, SchemaSource } from './source.js';
