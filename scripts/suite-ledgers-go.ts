/**
 * Rewrites the JSON-Schema-Test-Suite ledgers and README's totals after a change that affects the
 * Go target and the refusals only: every group is generated for every language (exact refusals),
 * only Go's code is built and run; the other languages' verdicts are read from the current
 * wrong.txt (their code is unchanged), their lines for groups they now refuse dropped.
 *
 *     npx tsx scripts/suite-ledgers-go.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../test/harness/paths.js';
import { harnesses } from '../test/harness/registry.js';
import type { InstanceResult } from '../test/harness/protocol.js';
import { buildSuite, runAll } from '../test/conformance/json-schema-test-suite/build.js';
import { countsTable, withCounts, type LanguageVerdicts, type Verdict } from '../test/conformance/json-schema-test-suite/counts.js';
import { generateAll } from '../test/conformance/json-schema-test-suite/generate.js';
import { instanceFile, suiteGroups, testId } from '../test/conformance/json-schema-test-suite/groups.js';
import { readSuiteLedger, refusedFile, writeSuiteLedger, wrongFile } from '../test/conformance/json-schema-test-suite/ledgers.js';

const groups = suiteGroups();
const generations = await generateAll(harnesses, groups);
const refused = new Map<string, string>();
const oldRefused = readSuiteLedger(refusedFile).entries;
for (const g of groups) {
  const refusing = generations.filter((gen) => gen.refused.has(g.id));
  const first = refusing[0]?.refused.get(g.id);
  if (first === undefined) continue;
  const some = refusing.length < generations.length ? ` (${refusing.map((r) => r.lang).join(',')})` : '';
  const now = `${first.reason}${some}`;
  const old = oldRefused.get(g.id);
  refused.set(g.id, old !== undefined && old.split(' ')[0] === now.split(' ')[0] && old.endsWith(some) ? old : now);
}
const oldWrong = readSuiteLedger(wrongFile).entries;
const wrong = new Map<string, string>();
const verdicts: LanguageVerdicts[] = [];
for (const [n, harness] of harnesses.entries()) {
  const generation = generations[n]!;
  const lang = generation.lang;
  const map = new Map<string, Verdict>();
  if (lang !== 'go') {
    for (const g of groups) {
      const compile = oldWrong.get(`${lang}/${g.id}/compile`);
      if (generation.refused.has(g.id)) {
        for (const t of g.tests) map.set(testId(g, t), 'not run');
        continue;
      }
      if (compile !== undefined) wrong.set(`${lang}/${g.id}/compile`, compile);
      for (const t of g.tests) {
        const id = `${lang}/${testId(g, t)}`;
        const why = oldWrong.get(id);
        if (why !== undefined) wrong.set(id, why);
        map.set(testId(g, t), compile !== undefined ? 'not run' : why !== undefined ? 'wrong' : 'right');
      }
    }
    verdicts.push({ lang, verdicts: map, refused: new Set(generation.refused.keys()) });
    continue;
  }
  const build = await buildSuite(harness, generation.cases);
  const built = new Set(generation.cases.filter((c) => !build.leftOut.has(c.name)).map((c) => c.name));
  const requests = groups.flatMap((g) => (build.driver !== undefined && built.has(g.caseName) ? g.tests.map((t) => ({ caseName: g.caseName, path: instanceFile(g, t), id: testId(g, t) })) : []));
  const answers = build.driver === undefined ? [] : await runAll(build.driver, requests);
  const results = new Map(requests.map((r, i) => [r.id, answers[i] as InstanceResult]));
  for (const g of groups) {
    const leftOut = build.leftOut.get(g.caseName);
    if (leftOut !== undefined) wrong.set(`${lang}/${g.id}/compile`, `does not build: ${leftOut}`);
    for (const t of g.tests) {
      const result = results.get(testId(g, t));
      let why: string | undefined;
      if (result !== undefined) {
        if (!result.ok && result.offset < 0) why = `no verdict: ${result.message.slice(0, 160)}`;
        else if (result.ok !== t.valid) why = result.ok ? 'accepted; the suite says invalid' : `rejected at ${JSON.stringify(result.pointer)} (${result.message.slice(0, 160)}); the suite says valid`;
      }
      const id = `${lang}/${testId(g, t)}`;
      if (why !== undefined) wrong.set(id, oldWrong.get(id) ?? why);
      map.set(testId(g, t), result === undefined ? 'not run' : why === undefined ? 'right' : 'wrong');
    }
  }
  verdicts.push({ lang, verdicts: map, refused: new Set(generation.refused.keys()) });
}
writeSuiteLedger(refusedFile, refused);
writeSuiteLedger(wrongFile, wrong);
const readmePath = join(repoRoot, 'README.md');
const readme = withCounts(readFileSync(readmePath, 'utf8'), countsTable(groups, verdicts));
if (readme !== undefined) writeFileSync(readmePath, readme);
process.stdout.write(`${countsTable(groups, verdicts)}\n`);
