/**
 * A schema value compiled to a schema-check program and judged by the reference interpreter,
 * without generated code (the JSON-Schema-Test-Suite groups, the program fuzzer's schemas).
 */
import { toSchemaDoc } from '../../generator/input/jsonschema/documents.js';
import { jsonNumberTexts } from '../../generator/input/jsonschema/json-numbers.js';
import { programSource } from '../../generator/input/jsonschema/program-source.js';
import { createResolver } from '../../generator/input/jsonschema/resolver.js';
import { newClassCache } from '../../generator/plan/regex/index.js';
import { compileSchemaProgram } from '../../generator/plan/schema-program/compile.js';
import { runSchemaProgram, type Verdict } from '../../generator/plan/schema-program/interpret.js';
import { parseJson } from '../../generator/plan/schema-program/json.js';
import type { SchemaProgram } from '../../generator/plan/schema-program/program.js';

/** The program of a whole schema (a document of its own named from `id`), or why it does not compile. */
export function compileSchemaValue(id: string, schema: unknown): SchemaProgram | string {
  const text = JSON.stringify(schema);
  const file = `${id.replace(/[^A-Za-z0-9]+/g, '-')}.json`;
  const doc = toSchemaDoc({ file, uri: `file:///suite/${file}`, root: true, json: schema, numbers: jsonNumberTexts(text) }, 0);
  const resolver = createResolver([doc]);
  const root = { doc, pointer: '', node: schema, base: doc.sites.get('')?.base ?? doc.uri };
  const compiled = compileSchemaProgram(programSource(resolver, file), [root], newClassCache());
  return compiled.ok ? compiled.program : compiled.problems.map((p) => `${p.pointer}: ${p.message}`).join('; ');
}

/** The reference interpreter's verdict on a JSON text. */
export function judge(program: SchemaProgram, data: string): Verdict {
  const value = parseJson(data);
  if (value === undefined) throw new Error(`instance is not JSON: ${data}`);
  return runSchemaProgram(program, value);
}
