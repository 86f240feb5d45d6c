/**
 * Real TypeScript declaration sets from npm (devDependencies) as acceptance data: every
 * exported declaration of each set's entry file generates, or is refused with a diagnostic
 * (refused.txt lists each refusal with its code). What generates is compiled as one case per
 * set whose root, `JsongenEveryDeclaration`, holds every generated declaration as a required
 * property, so one random document holds an instance of each.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { FrontEndOptions } from '../../../generator/input/jsonschema/options.js';
import { readTypeScript, type RootOutcome } from '../../../generator/input/typescript/lower.js';
import { schemaCase, type CaseSpec } from '../../harness/cases.js';
import { writeIfChanged } from '../../harness/files.js';
import { buildRoot, repoRoot } from '../../harness/paths.js';

export interface DeclarationSet {
  /** Case-name part, lower-case kebab. */
  readonly name: string;
  readonly npm: string;
  /** The entry file, relative to the repository root. */
  readonly entry: string;
}

export const declarationSets: readonly DeclarationSet[] = [
  { name: 'discord-api-types', npm: 'discord-api-types', entry: 'node_modules/discord-api-types/v10.d.ts' },
  { name: 'octokit-webhooks-types', npm: '@octokit/webhooks-types', entry: 'node_modules/@octokit/webhooks-types/schema.d.ts' },
  { name: 'geojson', npm: '@types/geojson', entry: 'node_modules/@types/geojson/index.d.ts' },
];

/** Template-literal types are read as patterned strings (the documented opt-in). */
export const setOptions: FrontEndOptions = { keepUnknown: false, unsupported: 'error', templateLiterals: 'pattern' };

export const everyName = 'JsongenEveryDeclaration';

export function versionOf(set: DeclarationSet): string {
  const json = JSON.parse(readFileSync(join(repoRoot, 'node_modules', set.npm, 'package.json'), 'utf8')) as { version: string };
  return json.version;
}

export interface Survey {
  readonly set: DeclarationSet;
  readonly outcomes: readonly RootOutcome[];
}

export function survey(set: DeclarationSet): Survey {
  const read = readTypeScript([set.entry], setOptions);
  if (!read.ok) throw new Error(`${set.entry}: ${read.diagnostics.map((d) => d.message).join('; ')}`);
  return { set, outcomes: read.value.roots };
}

/** `<set>/<declaration>  <codes>`: one refusal, as the ledger lists it. */
export function refusalLines(s: Survey): string[] {
  return s.outcomes
    .filter((o) => o.status === 'refused')
    .map((o) => `${s.set.name}/${o.name}  ${[...new Set(o.errors.map((e) => e.code))].sort().join(' ')}`);
}

/** Writes the set's compiled entry (every generated declaration under one root) and returns its case. */
export function everyDeclarationCase(s: Survey): CaseSpec {
  const file = join(buildRoot, 'realworld', 'typescript', `${s.set.name}.ts`);
  const target = relative(dirname(file), join(repoRoot, s.set.entry)).replace(/\.d\.ts$/, '').split('\\').join('/');
  const names = s.outcomes.filter((o) => o.status === 'generated').map((o) => o.name);
  const body = names.map((n) => `  ${n}: S.${n};`).join('\n');
  writeIfChanged(file, `import type * as S from '${target.startsWith('.') ? target : `./${target}`}';\n\nexport interface ${everyName} {\n${body}\n}\n`);
  return schemaCase(`realworld-ts-${s.set.name}`, file, { ...setOptions, types: [everyName] });
}
