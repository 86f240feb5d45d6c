/**
 * The JSON-Schema-Test-Suite run through the schema-program compiler and the reference
 * interpreter directly (no generated code): each group's schema compiled, each test's instance
 * judged.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { toSchemaDoc } from '../../../../generator/input/jsonschema/documents.js';
import { jsonNumberTexts } from '../../../../generator/input/jsonschema/json-numbers.js';
import { programSource } from '../../../../generator/input/jsonschema/program-source.js';
import { createResolver } from '../../../../generator/input/jsonschema/resolver.js';
import { compileSchemaProgram } from '../../../../generator/plan/schema-program/compile.js';
import { parseJson } from '../../../../generator/plan/schema-program/json.js';
import { runSchemaProgram, type Verdict } from '../../../../generator/plan/schema-program/interpret.js';
import type { SchemaProgram } from '../../../../generator/plan/schema-program/program.js';
import { newClassCache } from '../../../../generator/plan/regex/index.js';
import { repoRoot } from '../../../harness/paths.js';

const suiteTests = join(repoRoot, 'test', 'conformance', 'json-schema-test-suite', 'tests');

const DRAFTS: readonly (readonly [string, string])[] = [
  ['draft4', 'http://json-schema.org/draft-04/schema#'],
  ['draft6', 'http://json-schema.org/draft-06/schema#'],
  ['draft7', 'http://json-schema.org/draft-07/schema#'],
  ['draft2019-09', 'https://json-schema.org/draft/2019-09/schema'],
  ['draft2020-12', 'https://json-schema.org/draft/2020-12/schema'],
];

export interface SuiteProgramTest {
  /** `<draft>/<file>#<group>/<test>`, as the suite ledgers name tests. */
  readonly id: string;
  readonly data: string;
  readonly valid: boolean;
  readonly description: string;
}

export interface SuiteProgramGroup {
  /** `<draft>/<file>#<group>`. */
  readonly id: string;
  readonly schema: unknown;
  /** The program, or why the schema does not compile. */
  readonly program: SchemaProgram | string;
  readonly tests: readonly SuiteProgramTest[];
}

interface RawGroup {
  readonly description: string;
  readonly schema: unknown;
  readonly tests: readonly { readonly description: string; readonly data: unknown; readonly valid: boolean }[];
}

/** The schema text of a group, the draft's `$schema` added when it names none; numbers keep their text through the file's own text. */
function withDraft(schema: unknown, uri: string): unknown {
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema) || '$schema' in schema) return schema;
  return { $schema: uri, ...schema };
}

export function compileGroup(id: string, schema: unknown): SchemaProgram | string {
  const text = JSON.stringify(schema);
  const file = `${id.replace(/[^A-Za-z0-9]+/g, '-')}.json`;
  const doc = toSchemaDoc({ file, uri: `file:///suite/${file}`, root: true, json: schema, numbers: jsonNumberTexts(text) }, 0);
  const resolver = createResolver([doc]);
  const root = { doc, pointer: '', node: schema, base: doc.sites.get('')?.base ?? doc.uri };
  const compiled = compileSchemaProgram(programSource(resolver, file), [root], newClassCache());
  return compiled.ok ? compiled.program : compiled.problems.map((p) => `${p.pointer}: ${p.message}`).join('; ');
}

export function suiteProgramGroups(): SuiteProgramGroup[] {
  const groups: SuiteProgramGroup[] = [];
  for (const [folder, uri] of DRAFTS) {
    for (const file of readdirSync(join(suiteTests, folder)).filter((f) => f.endsWith('.json')).sort()) {
      const raw = JSON.parse(readFileSync(join(suiteTests, folder, file), 'utf8')) as RawGroup[];
      raw.forEach((g, gi) => {
        const id = `${folder}/${file}#${gi}`;
        const schema = withDraft(g.schema, uri);
        groups.push({
          id,
          schema,
          program: compileGroup(id, schema),
          tests: g.tests.map((t, ti) => ({ id: `${id}/${ti}`, data: JSON.stringify(t.data), valid: t.valid, description: t.description })),
        });
      });
    }
  }
  return groups;
}

export function judge(program: SchemaProgram, data: string): Verdict {
  const value = parseJson(data);
  if (value === undefined) throw new Error(`instance is not JSON: ${data}`);
  return runSchemaProgram(program, value);
}
