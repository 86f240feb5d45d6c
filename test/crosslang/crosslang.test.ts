/**
 * Cross-language random documents (SPEC §5): seeded random values generated from each schema's
 * IR, checked with ajv against the schema, go through the compiled driver of every registered
 * language. Every language must accept every document, re-encode it to the canonical bytes
 * (test/cases/README.md wire rules) — so all languages agree byte for byte — and re-encode its
 * own output unchanged. `JSONGEN_SEED` varies the documents; `JSONGEN_CROSSLANG_COUNT` their number.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { harnesses } from '../harness/registry.js';
import { documentProblem, documentReport } from './checks.js';
import { planFor, type Plan } from './documents.js';
import { failureId, knownFailures, unsupportedSchemas } from './ledgers.js';
import { runLanguage, type LanguageRun } from './run.js';
import { crossSchemas } from './schemas.js';

const defaultSeed = 'jsongen-crosslang-1';
const baseSeed = process.env['JSONGEN_SEED'] ?? defaultSeed;
const count = Number(process.env['JSONGEN_CROSSLANG_COUNT'] ?? '30');
/** Failing documents shown per schema and language. */
const shown = 3;

type DocumentsPlan = Extract<Plan, { kind: 'documents' }>;

function languageProblems(plan: DocumentsPlan, run: LanguageRun): string[] {
  if (run.error !== undefined) return [`the ${run.lang} driver did not run: ${run.error.slice(0, 800)}`];
  const missing = run.missing.get(plan.caseName);
  if (missing !== undefined) return [`not in the ${run.lang} driver: ${missing}`];
  return plan.documents.flatMap((doc) => (documentProblem(doc, plan.caseName, run) === undefined ? [] : [String(doc.index)]));
}

describe(`cross-language random documents (JSONGEN_SEED=${JSON.stringify(baseSeed)}, ${count} per schema)`, () => {
  const { schemas, problems } = crossSchemas();
  const plans = schemas.map((s) => planFor(s, baseSeed, count));
  const served = plans.filter((p): p is DocumentsPlan => p.kind === 'documents');
  const failures = knownFailures();
  const unsupported = unsupportedSchemas();
  const runs: LanguageRun[] = [];

  beforeAll(async () => {
    for (const harness of harnesses) runs.push(await runLanguage(harness, served));
  });

  it('the schemas are found and the ledgers are well-formed', () => {
    expect(problems).toEqual([]);
    expect(count).toBeGreaterThan(0);
    expect([...failures.problems, ...unsupported.problems]).toEqual([]);
    const ids = new Set(harnesses.flatMap((h) => schemas.map((s) => failureId(h.lang, s.label))));
    expect([...failures.entries.keys()].filter((id) => !ids.has(id)), 'known-failures.txt lines naming no language/schema').toEqual([]);
  });

  it('every schema the generator cannot serve is listed in unsupported.txt, and only those', () => {
    const actual = new Map(plans.flatMap((p) => (p.kind === 'unsupported' ? [[p.schema.label, p.why] as const] : [])));
    const unlisted = [...actual].filter(([label]) => !unsupported.entries.has(label)).map(([label, why]) => `${label}: ${why}`);
    const served = [...unsupported.entries.keys()].filter((label) => !actual.has(label));
    expect(unlisted, 'schemas set aside but not listed in test/crosslang/unsupported.txt').toEqual([]);
    expect(served, 'listed in test/crosslang/unsupported.txt but served: remove the line').toEqual([]);
  });

  for (const plan of served) {
    it(plan.schema.label, () => {
      const generatorBugs = plan.documents.filter((d) => d.ajvProblem !== undefined);
      const messages = generatorBugs.slice(0, shown).map((d) => `ajv rejects generated document ${d.index} (seed ${JSON.stringify(d.seed)}): ${d.ajvProblem}\n  ${d.text.slice(0, 400)}`);
      for (const run of runs) {
        if (run.excluded.has(plan.caseName)) continue;
        const id = failureId(run.lang, plan.schema.label);
        const failing = languageProblems(plan, run);
        const reason = failures.entries.get(id);
        if (reason !== undefined && failing.length === 0) messages.push(`${id} is listed in ${failures.file} ("${reason}") but passes: remove that line`);
        if (reason !== undefined || failing.length === 0) continue;
        const docs = plan.documents.filter((d) => failing.includes(String(d.index)));
        const header = `${run.lang}: ${docs.length === 0 ? failing.join('; ') : `${docs.length} of ${plan.documents.length} documents fail`}`;
        messages.push([header, ...docs.slice(0, shown).map((d) => documentReport(d, plan.caseName, runs, baseSeed))].join('\n'));
      }
      if (messages.length > 0) expect.fail(`${plan.schema.label}:\n${messages.join('\n\n')}`);
    });
  }
});
