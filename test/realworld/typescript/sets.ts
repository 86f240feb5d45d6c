/**
 * Real TypeScript declaration sets from npm (devDependencies) as acceptance data: every
 * exported declaration of each set's entry file generates, or is refused with a diagnostic
 * (refused.txt lists each refusal with its code), and what generates generates in every
 * target. What generates is compiled as one case per set whose root, `JsongenEveryDeclaration`,
 * holds the generated declarations (an even sample of the large sets, see `compiledSample`) as
 * required properties, so one random document holds an instance of each.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { FrontEndOptions } from '../../../generator/input/options.js';
import { declIndex, declTypes, typeRefs } from '../../../generator/ir/passes/traverse.js';
import type { Model } from '../../../generator/ir/types.js';
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
  /** How many declarations each generated root reaches (itself included), by root id. */
  readonly reach: ReadonlyMap<string, number>;
}

function reachOf(model: Model): Map<string, number> {
  const decls = declIndex(model);
  const reach = new Map<string, number>();
  for (const root of model.roots) {
    const seen = new Set<string>([root]);
    const stack = [root];
    while (stack.length > 0) {
      const decl = decls.get(stack.pop() ?? '');
      for (const ref of decl === undefined ? [] : declTypes(decl).flatMap((t) => typeRefs(t.type))) {
        if (!seen.has(ref)) {
          seen.add(ref);
          stack.push(ref);
        }
      }
    }
    reach.set(root, seen.size);
  }
  return reach;
}

export function survey(set: DeclarationSet): Survey {
  const read = readTypeScript([set.entry], setOptions);
  if (!read.ok) throw new Error(`${set.entry}: ${read.diagnostics.map((d) => d.message).join('; ')}`);
  return { set, outcomes: read.value.roots, reach: reachOf(read.value.model) };
}

/** `<set>/<declaration>  <codes>`: one refusal, as the ledger lists it. */
export function refusalLines(s: Survey): string[] {
  return s.outcomes
    .filter((o) => o.status === 'refused')
    .map((o) => `${s.set.name}/${o.name}  ${[...new Set(o.errors.map((e) => e.code))].sort().join(' ')}`);
}

/**
 * How many generated declarations the compiled case holds: every one with
 * `JSONGEN_REALWORLD_TS_ALL=1`, else an even sample of about this many among those reaching
 * at most `sampleReach` declarations (the largest sets
 * generate hundreds of thousands of lines per language; the sample and what it uses keep the
 * one build per language within the suite's time).
 */
export const compiledSample = 40;
/** A sampled declaration reaches at most this many declarations (the webhook union of all events does not). */
export const sampleReach = 20;

function sampled(s: Survey, all: boolean): string[] {
  const generated = s.outcomes.filter((o) => o.status === 'generated');
  if (all) return generated.map((o) => o.name);
  const small = generated.filter((o) => (s.reach.get(o.id ?? '') ?? 0) <= sampleReach);
  const step = Math.max(1, Math.ceil(small.length / compiledSample));
  return small.filter((_, i) => i % step === 0).map((o) => o.name);
}

/** Writes the set's compiled entry (the generated declarations under one root) and returns its case. */
export function everyDeclarationCase(s: Survey, all = process.env['JSONGEN_REALWORLD_TS_ALL'] === '1'): CaseSpec {
  const file = join(buildRoot, 'realworld', 'typescript', `${s.set.name}${all ? '-all' : ''}.ts`);
  const target = relative(dirname(file), join(repoRoot, s.set.entry)).replace(/\.d\.ts$/, '').split('\\').join('/');
  const names = sampled(s, all);
  const body = names.map((n) => `  ${n}: S.${n};`).join('\n');
  writeIfChanged(file, `import type * as S from '${target.startsWith('.') ? target : `./${target}`}';\n\nexport interface ${everyName} {\n${body}\n}\n`);
  return schemaCase(`realworld-ts-${s.set.name}`, file, { ...setOptions, types: [everyName] });
}
