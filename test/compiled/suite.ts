/**
 * Everything one language's compiled driver is checked against: one build holding every case
 * of test/cases, the conformance schemas and the corpus schemas, then the round trip, JSONTestSuite
 * and corpora checks against the known-failures ledger.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { discoverCases } from '../harness/cases.js';
import type { LanguageHarness } from '../harness/protocol.js';
import { buildAll, type BuiltDriver } from './build-all.js';
import { buildAlone, contextOf, type CompiledContext } from './context.js';
import { conformanceIds, conformanceTests } from './conformance.js';
import { corpusIds, corpusTests } from './corpora.js';
import { jtdIds, jtdTests } from './jtd.js';
import { realworldIds, realworldTests } from './realworld.js';
import { compiledSpecs } from './specs.js';
import { compileId, excludedCases, expectOutcome, readLedger } from './outcome.js';
import { roundTripIds, roundTripTests } from './roundtrip.js';

export function compiledSuite(harness: LanguageHarness): void {
  describe(`compiled ${harness.lang}`, () => {
    const discovery = discoverCases();
    const ledger = readLedger(harness.lang);
    let built: BuiltDriver | undefined;
    const context: CompiledContext = contextOf(harness.lang, ledger, () => {
      if (built === undefined) throw new Error('the driver was not built');
      return built;
    });
    const ctx = (): CompiledContext => context;

    const specs = compiledSpecs();
    const excluded = excludedCases(ledger);

    beforeAll(async () => {
      built = await buildAll(harness, specs, excluded);
    });

    it('the case corpus is well-formed', () => {
      expect(discovery.problems).toEqual([]);
    });

    it(`${ledger.file} is well-formed and names only existing checks`, () => {
      const compiled = specs.map((c) => compileId(c.name));
      const known = new Set([...roundTripIds(discovery.cases), ...conformanceIds(), ...corpusIds(), ...jtdIds(), ...realworldIds(), ...compiled]);
      const stale = [...ledger.entries.keys()].filter((id) => !known.has(id));
      expect(ledger.problems).toEqual([]);
      expect(stale, 'ledger lines naming no check').toEqual([]);
    });

    for (const spec of specs.filter((c) => excluded.has(c.name))) {
      it(compileId(spec.name), async () => {
        expectOutcome(compileId(spec.name), spec.name, await buildAlone(harness, spec), ledger);
      });
    }

    roundTripTests(discovery.cases, ctx);
    conformanceTests(ctx);
    corpusTests(ctx);
    jtdTests(ctx);
    realworldTests(ctx);
  });
}
