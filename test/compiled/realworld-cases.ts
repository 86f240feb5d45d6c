/**
 * The real API descriptions of test/realworld/ as compiled cases. Each Twilio description is
 * compiled with one more component listing every component (`JsongenEveryComponent`, all
 * required, first), so that one random document holds an instance of every component.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { isOpenApi } from '../../generator/input/detect.js';
import { namedSchemas } from '../../generator/input/openapi/named.js';
import { dialectOf } from '../../generator/input/openapi/lower.js';
import { schemaCase, type CaseSpec } from '../harness/cases.js';
import { writeIfChanged } from '../harness/files.js';
import { buildRoot, repoRoot } from '../harness/paths.js';
import { declarationSets, everyDeclarationCase, everyName as everyDeclarationName, survey } from '../realworld/typescript/sets.js';

export const realworldDir = join(repoRoot, 'test', 'realworld');
export const everyName = 'JsongenEveryComponent';

function descriptions(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return descriptions(path);
      if (!name.endsWith('.json') || name === 'meta.json') return [];
      const json = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
      // A description without schemas (only examples) generates no type: nothing to compile.
      return isOpenApi(json) && namedSchemas(dialectOf(json), json, false).length > 0 ? [path] : [];
    });
}

function caseName(path: string): string {
  const stem = path.split('/').at(-1)?.replace(/\.json$/, '') ?? path;
  const folder = path.includes('openapi-twilio') ? 'twilio' : path.includes('v3.1') ? 'oas31' : path.includes('/yaml/') ? 'oas20-yaml' : path.includes('separate') ? 'oas20-separate' : 'oas20';
  return `realworld-${folder}-${stem}`.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

/** A Twilio description with `JsongenEveryComponent` as its first component and `components` before `paths`. */
function withEveryComponent(path: string, out: string): void {
  const json = JSON.parse(readFileSync(path, 'utf8')) as { components: { schemas: Record<string, unknown> } } & Record<string, unknown>;
  const names = Object.keys(json.components.schemas);
  const every = { type: 'object', properties: Object.fromEntries(names.map((n) => [n, { $ref: `#/components/schemas/${n.replace(/~/g, '~0').replace(/\//g, '~1')}` }])), required: names, additionalProperties: false };
  const { components, ...rest } = json;
  writeIfChanged(out, `${JSON.stringify({ components: { ...components, schemas: { [everyName]: every, ...components.schemas } }, ...rest })}\n`);
}

export interface Twilio {
  readonly spec: CaseSpec;
  readonly source: string;
}

const plain: CaseSpec[] = descriptions(join(realworldDir, 'openapi')).map((p) => schemaCase(caseName(p), p));
export const twilio: Twilio[] = descriptions(join(realworldDir, 'openapi-twilio')).map((source) => {
  const out = join(buildRoot, 'realworld', `${caseName(source)}.json`);
  withEveryComponent(source, out);
  return { spec: schemaCase(caseName(source), out), source };
});

/** A compiled real-world case whose root holds every declaration: one random document covers them all. */
export interface EveryRoot {
  readonly spec: CaseSpec;
  readonly root: string;
}

/** The real TypeScript declaration sets (test/realworld/typescript/), each as one case of what generates. */
export const typescriptSets: readonly CaseSpec[] = declarationSets.map((set) => everyDeclarationCase(survey(set)));

export const everyRoots: readonly EveryRoot[] = [
  ...twilio.map((t) => ({ spec: t.spec, root: `${t.spec.schema}#/components/schemas/${everyName}` })),
  ...typescriptSets.map((spec) => ({ spec, root: `${spec.schema}#/${everyDeclarationName}` })),
];

export const realworldCases: readonly CaseSpec[] = [...plain, ...twilio.map((t) => t.spec), ...typescriptSets];

