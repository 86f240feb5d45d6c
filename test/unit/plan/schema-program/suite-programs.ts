/**
 * The JSON-Schema-Test-Suite run through the schema-program compiler and the reference
 * interpreter directly (no generated code): each group's schema compiled, each test's instance
 * judged.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SchemaProgram } from '../../../../generator/plan/schema-program/program.js';
import { repoRoot } from '../../../harness/paths.js';
import { compileSchemaValue } from '../../../harness/schema-program.js';

export { judge } from '../../../harness/schema-program.js';

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

export function suiteProgramGroups(): SuiteProgramGroup[] {
  const groups: SuiteProgramGroup[] = [];
  for (const [folder, uri] of DRAFTS) {
    for (const file of readdirSync(join(suiteTests, folder))
      .filter((f) => f.endsWith('.json'))
      .sort()) {
      const raw = JSON.parse(readFileSync(join(suiteTests, folder, file), 'utf8')) as RawGroup[];
      raw.forEach((g, gi) => {
        const id = `${folder}/${file}#${gi}`;
        const schema = withDraft(g.schema, uri);
        groups.push({
          id,
          schema,
          program: compileSchemaValue(id, schema),
          tests: g.tests.map((t, ti) => ({ id: `${id}/${ti}`, data: JSON.stringify(t.data), valid: t.valid, description: t.description })),
        });
      });
    }
  }
  return groups;
}
