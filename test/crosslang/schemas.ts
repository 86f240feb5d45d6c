/**
 * The schemas the cross-language test draws documents from: every shared case of test/cases
 * and every examples/*.schema.json, each with the name of its case in the compiled drivers
 * (the examples are compiled in as `corpus-<name>`, test/compiled/extra-cases.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { detectFormat } from '../../generator/input/detect.js';
import { discoverCases, repoPath, type CaseSpec } from '../harness/cases.js';
import { repoRoot } from '../harness/paths.js';
import { extraCases } from '../compiled/extra-cases.js';

export interface CrossSchema {
  /** How ledgers and messages name it: the case folder, or `examples/<file>`. */
  readonly label: string;
  readonly schemaFile: string;
  /** The compiled case holding this schema's code, or undefined when no driver holds it. */
  readonly spec: CaseSpec | undefined;
}

/**
 * The JSON Schema documents are drawn from: the case's own schema, or for an OpenAPI, JTD or TypeScript case
 * that of its twin case `<name>-twin` (the same wire behaviour). The documents still go through
 * the case's own compiled code.
 */
function documentSchema(spec: CaseSpec): string {
  const file = join(repoRoot, spec.schema);
  if (file.endsWith('.ts')) return join(repoRoot, 'test', 'cases', `${spec.name}-twin`, 'schema.json');
  const text = readFileSync(file, 'utf8');
  const input: unknown = file.endsWith('.yaml') || file.endsWith('.yml') ? parseYaml(text) : JSON.parse(text);
  if (detectFormat(input) === 'jsonschema') return file;
  return join(repoRoot, 'test', 'cases', `${spec.name}-twin`, 'schema.json');
}

export function crossSchemas(): { readonly schemas: readonly CrossSchema[]; readonly problems: readonly string[] } {
  const discovery = discoverCases();
  const fromCases = discovery.cases.map((spec) => ({ label: spec.name, schemaFile: documentSchema(spec), spec }));
  const examplesDir = join(repoRoot, 'examples');
  const fromExamples = readdirSync(examplesDir)
    .filter((f) => f.endsWith('.schema.json'))
    .sort()
    .map((file) => {
      const schemaFile = join(examplesDir, file);
      const spec = extraCases.find((c) => c.schema === repoPath(schemaFile));
      return { label: `examples/${file}`, schemaFile, spec };
    });
  return { schemas: [...fromCases, ...fromExamples], problems: discovery.problems };
}
