/**
 * The shared case corpus (`test/cases/<case>/`, format in test/cases/README.md): discovery,
 * expectations, and generation of one case for one language harness.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { error, fail, ok, type Result } from '../../generator/diagnostics.js';
import type { FrontEndOptions } from '../../generator/input/options.js';
import { generate, type LanguageOutput } from '../../generator/pipeline.js';
import { casesRoot, repoRoot } from './paths.js';
import type { HarnessCase, LanguageHarness } from './protocol.js';

/** File names a case's input schema may have, in the order they are looked for. */
const schemaFileNames = ['schema.json', 'schema.yaml', 'schema.yml', 'schema.ts'] as const;

export type Instance =
  | { readonly kind: 'valid'; readonly name: string; readonly path: string; readonly expected: Buffer }
  | { readonly kind: 'invalid'; readonly name: string; readonly path: string; readonly pointer: string };

export interface CaseSpec {
  readonly name: string;
  /** The schema, relative to the repository root, `/`-separated (as a user would type it). */
  readonly schema: string;
  readonly options: FrontEndOptions;
  readonly instances: readonly Instance[];
}

export interface Discovery {
  readonly cases: readonly CaseSpec[];
  /** Malformed case folders; a test asserts there are none. */
  readonly problems: readonly string[];
}

/** `case/valid/name` or `case/invalid/name`: how the known-failures ledger names an instance. */
export function instanceId(caseName: string, instance: Instance): string {
  return `${caseName}/${instance.kind}/${instance.name}`;
}

/** A repository path as a command-line argument: relative to the root, `/`-separated. */
export function repoPath(absolute: string): string {
  return relative(repoRoot, absolute).split(sep).join('/');
}

/** What a case gets when its case.json sets no options: the CLI's defaults. */
export const defaultFrontEnd: FrontEndOptions = { keepUnknown: false, unsupported: 'error' };

/** The front-end options of `case.json`'s `options` (test/cases/README.md). */
export function frontEndOptions(raw: unknown): Result<FrontEndOptions> {
  const problem = (message: string): Result<FrontEndOptions> => fail([error('E_TEST_CASE_OPTIONS', message, 'case.json', '/options')]);
  if (raw === undefined) return ok(defaultFrontEnd);
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return problem('"options" must be an object');
  const o = raw as Record<string, unknown>;
  const unknown = Object.keys(o).filter((k) => k !== 'keepUnknown' && k !== 'unsupported' && k !== 'openEnums');
  if (unknown.length > 0) return problem(`unknown option(s): ${unknown.join(', ')}`);
  const keepUnknown = o['keepUnknown'] ?? defaultFrontEnd.keepUnknown;
  const unsupported = o['unsupported'] ?? defaultFrontEnd.unsupported;
  if (typeof keepUnknown !== 'boolean') return problem('"keepUnknown" must be a boolean');
  if (unsupported !== 'error' && unsupported !== 'warn') return problem('"unsupported" must be "error" or "warn"');
  const open = o['openEnums'] ?? false;
  if (typeof open !== 'boolean') return problem('"openEnums" must be a boolean');
  return ok({ keepUnknown, unsupported, ...(open ? { openEnums: true } : {}) });
}

function readOptions(dir: string, problems: string[]): FrontEndOptions {
  const file = join(dir, 'case.json');
  if (!existsSync(file)) return defaultFrontEnd;
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    problems.push(`${repoPath(file)}: ${(e as Error).message}`);
    return defaultFrontEnd;
  }
  const raw = typeof parsed === 'object' && parsed !== null ? (parsed as { options?: unknown }).options : undefined;
  const options = frontEndOptions(raw);
  if (options.ok) return options.value;
  problems.push(...options.diagnostics.map((d) => `${repoPath(file)}: ${d.message}`));
  return defaultFrontEnd;
}

function jsonFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).filter((f) => f.endsWith('.json')).sort();
}

function validInstances(dir: string): Instance[] {
  return jsonFiles(dir).map((file) => {
    const name = file.slice(0, -'.json'.length);
    const path = join(dir, file);
    const canonical = join(dir, `${name}.canonical`);
    const expected = readFileSync(existsSync(canonical) ? canonical : path);
    return { kind: 'valid', name, path, expected };
  });
}

function invalidInstances(dir: string, problems: string[]): Instance[] {
  const instances: Instance[] = [];
  for (const file of jsonFiles(dir)) {
    const name = file.slice(0, -'.json'.length);
    const pointerFile = join(dir, `${name}.pointer`);
    if (!existsSync(pointerFile)) {
      problems.push(`${repoPath(join(dir, file))}: no ${name}.pointer beside it`);
      continue;
    }
    const pointer = readFileSync(pointerFile, 'utf8').replace(/\n$/, '');
    instances.push({ kind: 'invalid', name, path: join(dir, file), pointer });
  }
  return instances;
}

function readCase(name: string, problems: string[]): CaseSpec | undefined {
  const dir = join(casesRoot, name);
  const schemaFile = schemaFileNames.map((f) => join(dir, f)).find((f) => existsSync(f));
  if (schemaFile === undefined) {
    problems.push(`${repoPath(dir)}: no ${schemaFileNames.join(' / ')}`);
    return undefined;
  }
  const instances = [...validInstances(join(dir, 'valid')), ...invalidInstances(join(dir, 'invalid'), problems)];
  if (instances.length === 0) problems.push(`${repoPath(dir)}: no valid/ or invalid/ instances`);
  return { name, schema: repoPath(schemaFile), options: readOptions(dir, problems), instances };
}

/** Every folder under test/cases/, in name order. */
export function discoverCases(root: string = casesRoot): Discovery {
  const problems: string[] = [];
  const names = existsSync(root)
    ? readdirSync(root).filter((n) => statSync(join(root, n)).isDirectory()).sort()
    : [];
  const cases = names.flatMap((n) => readCase(n, problems) ?? []);
  return { cases, problems };
}

/** A case made of just a schema (conformance, corpora): compiled in, instances supplied by its test. */
export function schemaCase(name: string, schemaAbsolute: string, options: FrontEndOptions = defaultFrontEnd): CaseSpec {
  return { name, schema: repoPath(schemaAbsolute), options, instances: [] };
}

/** Runs the generator for one case and one language, with the harness's package name. */
export function generateFor(spec: CaseSpec, lang: string, pkg: string): Result<LanguageOutput> {
  if (resolve(process.cwd()) !== resolve(repoRoot)) {
    return fail([error('E_TEST_CWD', `run from the repository root (${repoRoot})`, spec.schema, '')]);
  }
  const result = generate({ inputs: [spec.schema], langs: [lang], packages: { [lang]: pkg }, frontEnd: spec.options });
  if (!result.ok) return result;
  const output = result.value.find((o) => o.lang === lang);
  if (output === undefined) return fail([error('E_TEST_NO_OUTPUT', `no output for ${lang}`, spec.schema, '')]);
  return ok(output, result.diagnostics);
}

/** Generates a case as the harness builds it: its package, its files, its root type's name. */
export function generateCase(spec: CaseSpec, harness: LanguageHarness): Result<HarnessCase> {
  const pkg = harness.packageFor(spec.name);
  const output = generateFor(spec, harness.lang, pkg);
  if (!output.ok) return output;
  const root = output.value.manifest.find((entry) => entry.root);
  if (root === undefined) {
    return fail([error('E_TEST_NO_ROOT', 'the manifest has no root entry', spec.schema, '')]);
  }
  return ok({ name: spec.name, package: pkg, rootType: root.name, files: output.value.files }, output.diagnostics);
}
