/**
 * JSON-Schema-Test-Suite (required tests of drafts 4, 6, 7, 2019-09, 2020-12) through jsongen.
 * Every group's schema is generated for every language; refused groups must be exactly those of
 * refused.txt. The accepted groups are built into one driver per language, every test's instance
 * is decoded, and a decoder's verdict (accepted = valid) must agree with the suite's `valid`
 * except for the tests listed in wrong.txt. A stale line fails the test as much as a new
 * failure does. README.md shows the totals. `JSONGEN_UPDATE_LEDGERS=1` rewrites both ledgers
 * (keeping the reasons of lines still true) and README's table.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../harness/paths.js';
import type { InstanceResult } from '../../harness/protocol.js';
import { harnesses } from '../../harness/registry.js';
import { buildSuite, runAll, type SuiteBuild } from './build.js';
import { countsTable, withCounts, type LanguageVerdicts, type Verdict } from './counts.js';
import { generateAll, refusedEntries, type LanguageGeneration } from './generate.js';
import { instanceFile, suiteGroups, testId, type Group, type SuiteTest } from './groups.js';
import { keepReasons, ledgerDifferences, readSuiteLedger, refusedFile, sameCode, writeSuiteLedger, wrongFile } from './ledgers.js';

const update = process.env['JSONGEN_UPDATE_LEDGERS'] === '1';
/** Generating some 1,400 schemas and three builds of their code take long on a loaded machine. */
const setupTimeout = 90 * 60_000;

interface LanguageRun {
  readonly generation: LanguageGeneration;
  readonly build: SuiteBuild;
  /** Test id → the decoder's result. */
  readonly results: ReadonlyMap<string, InstanceResult>;
}

function hex(s: string): string {
  return JSON.stringify(s);
}

/** Why a result disagrees with the suite, or undefined when it agrees. */
function disagreement(test: SuiteTest, result: InstanceResult): string | undefined {
  if (!result.ok && result.offset < 0) return `no verdict: ${result.message.slice(0, 160)}`;
  const accepted = result.ok;
  if (accepted === test.valid) return undefined;
  if (result.ok) return 'accepted; the suite says invalid';
  return `rejected at ${hex(result.pointer)} (${result.message.slice(0, 160)}); the suite says valid`;
}

function wrongEntries(run: LanguageRun, groups: readonly Group[]): Map<string, string> {
  const entries = new Map<string, string>();
  const lang = run.generation.lang;
  for (const g of groups) {
    const leftOut = run.build.leftOut.get(g.caseName);
    if (leftOut !== undefined) entries.set(`${lang}/${g.id}/compile`, `does not build: ${leftOut}`);
    for (const t of g.tests) {
      const result = run.results.get(testId(g, t));
      const why = result === undefined ? undefined : disagreement(t, result);
      if (why !== undefined) entries.set(`${lang}/${testId(g, t)}`, why);
    }
  }
  return entries;
}

function verdicts(run: LanguageRun, groups: readonly Group[]): LanguageVerdicts {
  const map = new Map<string, Verdict>();
  for (const g of groups) {
    for (const t of g.tests) {
      const result = run.results.get(testId(g, t));
      map.set(testId(g, t), result === undefined ? 'not run' : disagreement(t, result) === undefined ? 'right' : 'wrong');
    }
  }
  return { lang: run.generation.lang, verdicts: map, refused: new Set(run.generation.refused.keys()) };
}

const sameTest = (): boolean => true;

describe('JSON-Schema-Test-Suite', () => {
  const groups = suiteGroups();
  const runs: LanguageRun[] = [];

  beforeAll(async () => {
    const generations = await generateAll(harnesses, groups);
    for (const [n, harness] of harnesses.entries()) {
      const generation = generations[n] as LanguageGeneration;
      const build = await buildSuite(harness, generation.cases);
      const built = generation.cases.filter((c) => !build.leftOut.has(c.name)).map((c) => c.name);
      const runnable = new Set(build.driver === undefined ? [] : built);
      const requests = groups.flatMap((g) =>
        runnable.has(g.caseName) ? g.tests.map((t) => ({ caseName: g.caseName, path: instanceFile(g, t), id: testId(g, t) })) : [],
      );
      const answers = build.driver === undefined ? [] : await runAll(build.driver, requests);
      const results = new Map(requests.map((r, i) => [r.id, answers[i] as InstanceResult]));
      runs.push({ generation, build, results });
    }
    if (update) {
      writeSuiteLedger(refusedFile, keepReasons(readSuiteLedger(refusedFile), refusedEntries(generations, groups), sameCode));
      writeSuiteLedger(wrongFile, keepReasons(readSuiteLedger(wrongFile), new Map(runs.flatMap((r) => [...wrongEntries(r, groups)])), sameTest));
      const readmePath = join(repoRoot, 'README.md');
      const readme = withCounts(readFileSync(readmePath, 'utf8'), countsTable(groups, runs.map((r) => verdicts(r, groups))));
      if (readme !== undefined) writeFileSync(readmePath, readme);
    }
  }, setupTimeout);

  it('the ledgers are well-formed', () => {
    expect([...readSuiteLedger(refusedFile).problems, ...readSuiteLedger(wrongFile).problems]).toEqual([]);
  });

  it(`the groups jsongen refuses are those of ${refusedFile}`, () => {
    const found = refusedEntries(runs.map((r) => r.generation), groups);
    expect(ledgerDifferences(readSuiteLedger(refusedFile), found, sameCode)).toEqual([]);
  });

  for (const harness of harnesses) {
    it(`${harness.lang}: every verdict agrees with the suite or is listed in ${wrongFile}`, () => {
      const run = runs.find((r) => r.generation.lang === harness.lang);
      expect(run?.build.error, 'the driver could not be built').toBeUndefined();
      const ledger = readSuiteLedger(wrongFile);
      const mine = { ...ledger, entries: new Map([...ledger.entries].filter(([id]) => id.startsWith(`${harness.lang}/`))) };
      expect(ledgerDifferences(mine, wrongEntries(run as LanguageRun, groups), sameTest)).toEqual([]);
    });
  }

  it('README.md shows the current totals', () => {
    const table = countsTable(groups, runs.map((r) => verdicts(r, groups)));
    console.log(`JSON-Schema-Test-Suite\n${table}`);
    const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
    expect(withCounts(readme, table) ?? 'README.md has no json-schema-suite markers').toBe(readme);
  });
});
