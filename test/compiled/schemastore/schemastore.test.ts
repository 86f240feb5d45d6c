/**
 * Real schemas as a user meets them: the 60 SchemaStore schemas of test/realworld/schemastore/,
 * each generated with the default flags (the files of its `refs/` given beside it, as in SchemaStore).
 * Refused schemas must be exactly those of refused.txt. The others are built into one driver
 * per language (`.build/schemastore/<lang>`, unoptimised, reused while unchanged); every valid
 * sample must decode and re-encode to the same JSON value (a member may be dropped, the default
 * for undeclared keys, unless a subschema applying to its object declares it: declared.ts), every
 * invalid sample must be rejected, except the samples listed in wrong.txt. A stale line fails the test as much as a new failure does. README.md shows the
 * coverage. `JSONGEN_UPDATE_LEDGERS=1` rewrites both ledgers (keeping the reasons of lines
 * still true) and README's table.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildRoot, repoRoot } from '../../harness/paths.js';
import type { InstanceResult } from '../../harness/protocol.js';
import { harnesses } from '../../harness/registry.js';
import { buildSuite, runAll, type SuiteBuild } from '../../conformance/json-schema-test-suite/build.js';
import { generateAll, refusedEntries, type LanguageGeneration } from '../../conformance/json-schema-test-suite/generate.js';
import { keepReasons, ledgerDifferences, sameCode } from '../../conformance/json-schema-test-suite/ledgers.js';
import { roundTripDifference } from './compare.js';
import { declaredFor, type Declared } from './declared.js';
import { coverageTable, withCoverage, type LanguageVerdicts, type Verdict } from './coverage.js';
import { readStoreLedger, refusedFile, writeStoreLedger, wrongFile } from './ledgers.js';
import { sampleId, storeSchemas, type Sample, type StoreSchema } from './samples.js';

const update = process.env['JSONGEN_UPDATE_LEDGERS'] === '1';
const setupTimeout = 60 * 60_000;

interface LanguageRun {
  readonly generation: LanguageGeneration;
  readonly build: SuiteBuild;
  /** Sample id → the decoder's result. */
  readonly results: ReadonlyMap<string, InstanceResult>;
}

const judges = new Map<string, Declared>();

function declaredOf(schema: StoreSchema): Declared {
  const known = judges.get(schema.name);
  if (known !== undefined) return known;
  const made = declaredFor(schema.schemaFile, schema.alongside ?? []);
  judges.set(schema.name, made);
  return made;
}

/** Why a result disagrees with the sample's label, or undefined when it agrees. */
function disagreement(schema: StoreSchema, sample: Sample, result: InstanceResult): string | undefined {
  if (!result.ok && result.offset < 0) return `no verdict: ${result.message.slice(0, 160)}`;
  if (sample.kind === 'invalid') return result.ok ? 'accepted; the sample is invalid' : undefined;
  if (!result.ok) return `rejected at ${JSON.stringify(result.pointer)} (${result.message.slice(0, 160)}); the sample is valid`;
  const why = roundTripDifference(readFileSync(sample.path, 'utf8'), result.output.toString('utf8'), declaredOf(schema));
  return why === undefined ? undefined : `re-encoded to another value: ${why}`;
}

function wrongEntries(run: LanguageRun, schemas: readonly StoreSchema[]): Map<string, string> {
  const entries = new Map<string, string>();
  const lang = run.generation.lang;
  for (const s of schemas) {
    const leftOut = run.build.leftOut.get(s.caseName);
    if (leftOut !== undefined) entries.set(`${lang}/${s.name}/compile`, `does not build: ${leftOut}`);
    for (const sample of s.samples) {
      const result = run.results.get(sampleId(s, sample));
      const why = result === undefined ? undefined : disagreement(s, sample, result);
      if (why !== undefined) entries.set(`${lang}/${sampleId(s, sample)}`, why);
    }
  }
  return entries;
}

function verdicts(run: LanguageRun, schemas: readonly StoreSchema[]): LanguageVerdicts {
  const map = new Map<string, Verdict>();
  for (const s of schemas) {
    for (const sample of s.samples) {
      const result = run.results.get(sampleId(s, sample));
      map.set(sampleId(s, sample), result === undefined ? 'not run' : disagreement(s, sample, result) === undefined ? 'right' : 'wrong');
    }
  }
  const unbuilt = new Set(schemas.filter((s) => run.build.leftOut.has(s.caseName) || run.build.driver === undefined).map((s) => s.name));
  return { lang: run.generation.lang, verdicts: map, refused: new Set(run.generation.refused.keys()), unbuilt };
}

const sameSample = (): boolean => true;

describe('SchemaStore schemas with their samples', () => {
  const schemas = storeSchemas();
  const runs: LanguageRun[] = [];

  beforeAll(async () => {
    const generations = await generateAll(harnesses, schemas);
    for (const [n, harness] of harnesses.entries()) {
      const generation = generations[n] as LanguageGeneration;
      const build = await buildSuite(harness, generation.cases, join(buildRoot, 'schemastore', harness.lang));
      const built = generation.cases.filter((c) => !build.leftOut.has(c.name)).map((c) => c.name);
      const runnable = new Set(build.driver === undefined ? [] : built);
      const requests = schemas.flatMap((s) =>
        runnable.has(s.caseName) ? s.samples.map((sample) => ({ caseName: s.caseName, path: sample.path, id: sampleId(s, sample) })) : [],
      );
      const answers = build.driver === undefined ? [] : await runAll(build.driver, requests);
      const results = new Map(requests.map((r, i) => [r.id, answers[i] as InstanceResult]));
      runs.push({ generation, build, results });
    }
    if (update) {
      writeStoreLedger(refusedFile, keepReasons(readStoreLedger(refusedFile), refusedEntries(generations, schemas), sameCode));
      writeStoreLedger(wrongFile, keepReasons(readStoreLedger(wrongFile), new Map(runs.flatMap((r) => [...wrongEntries(r, schemas)])), sameSample));
      const readmePath = join(repoRoot, 'README.md');
      const readme = withCoverage(readFileSync(readmePath, 'utf8'), coverageTable(schemas, runs.map((r) => verdicts(r, schemas))));
      if (readme !== undefined) writeFileSync(readmePath, readme);
    }
  }, setupTimeout);

  it('the ledgers are well-formed', () => {
    expect([...readStoreLedger(refusedFile).problems, ...readStoreLedger(wrongFile).problems]).toEqual([]);
  });

  it(`the schemas jsongen refuses are those of ${refusedFile}`, () => {
    const found = refusedEntries(runs.map((r) => r.generation), schemas);
    expect(ledgerDifferences(readStoreLedger(refusedFile), found, sameCode)).toEqual([]);
  });

  for (const harness of harnesses) {
    it(`${harness.lang}: every sample is decided as labelled or is listed in ${wrongFile}`, () => {
      const run = runs.find((r) => r.generation.lang === harness.lang);
      expect(run?.build.error, 'the driver could not be built').toBeUndefined();
      const ledger = readStoreLedger(wrongFile);
      const mine = { ...ledger, entries: new Map([...ledger.entries].filter(([id]) => id.startsWith(`${harness.lang}/`))) };
      expect(ledgerDifferences(mine, wrongEntries(run as LanguageRun, schemas), sameSample)).toEqual([]);
    });
  }

  it('README.md shows the current coverage', () => {
    const table = coverageTable(schemas, runs.map((r) => verdicts(r, schemas)));
    console.log(`SchemaStore\n${table}`);
    const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
    expect(withCoverage(readme, table) ?? 'README.md has no schemastore markers').toBe(readme);
  });
});
