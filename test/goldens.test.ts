/** Generated source equals the checked-in goldens byte for byte, and generation is deterministic. */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatDiagnostic } from '../generator/diagnostics.js';
import { discoverCases, generateFor, repoPath } from './harness/cases.js';
import { codeFiles, goldenDifferences, goldenDir, readGoldens, runtimeFiles, runtimeGoldenCase, runtimeGoldenDir } from './harness/goldens.js';
import { compileId, readLedger } from './harness/ledger.js';
import { harnesses } from './harness/registry.js';
import type { Diagnostic } from '../generator/diagnostics.js';

const { cases } = discoverCases();

/**
 * A case whose `<case>/compile` line in the language's known-failures ledger says the target
 * refuses it (`E_UNSUPPORTED`): generation must fail with exactly that, and there is no golden.
 */
function refusedAsLedgered(caseName: string, lang: string, diagnostics: readonly Diagnostic[]): boolean {
  const reason = readLedger(lang).entries.get(compileId(caseName));
  const errors = diagnostics.filter((d) => d.severity === 'error');
  return reason !== undefined && reason.includes('E_UNSUPPORTED') && errors.length > 0 && errors.every((d) => d.code === 'E_UNSUPPORTED');
}

describe('goldens', () => {
  it('there are cases', () => {
    expect(cases.length).toBeGreaterThan(0);
  });

  for (const harness of harnesses) {
    for (const spec of cases) {
      it(`${spec.name} (${harness.lang})`, () => {
        const output = generateFor(spec, harness.lang, harness.packageFor(spec.name));
        if (!output.ok && refusedAsLedgered(spec.name, harness.lang, output.diagnostics)) {
          expect(existsSync(goldenDir(spec.name, harness.lang)), 'a refused case has no goldens').toBe(false);
          return;
        }
        if (!output.ok) expect.fail(`generation failed:\n${output.diagnostics.map(formatDiagnostic).join('\n')}`);
        const dir = goldenDir(spec.name, harness.lang);
        if (!existsSync(dir)) expect.fail(`no goldens in ${repoPath(dir)}: run \`npm run goldens\` and review the result`);
        const differences = goldenDifferences(codeFiles(output.value.files), readGoldens(dir));
        expect(differences, `generated files differ from ${repoPath(dir)} (run \`npm run goldens\` if the change is intended)`).toEqual([]);
      });
    }
    it(`runtime (${harness.lang})`, () => {
      const spec = cases.find((c) => c.name === runtimeGoldenCase);
      if (spec === undefined) expect.fail(`no case ${runtimeGoldenCase}`);
      const output = generateFor(spec, harness.lang, harness.packageFor(spec.name));
      if (!output.ok) expect.fail(`generation failed:\n${output.diagnostics.map(formatDiagnostic).join('\n')}`);
      const runtime = runtimeFiles(output.value.files);
      expect(runtime.length).toBeGreaterThan(0);
      const dir = runtimeGoldenDir(harness.lang);
      const differences = goldenDifferences(runtime, readGoldens(dir));
      expect(differences, `runtime differs from ${repoPath(dir)} (run \`npm run goldens\` if the change is intended)`).toEqual([]);
    });
  }
});

describe('determinism', () => {
  for (const harness of harnesses) {
    for (const spec of cases) {
      it(`${spec.name} (${harness.lang}) generates identical bytes twice`, () => {
        const pkg = harness.packageFor(spec.name);
        const first = generateFor(spec, harness.lang, pkg);
        const second = generateFor(spec, harness.lang, pkg);
        if (!first.ok && !second.ok && refusedAsLedgered(spec.name, harness.lang, first.diagnostics)) {
          expect(second.diagnostics).toEqual(first.diagnostics);
          return;
        }
        if (!first.ok || !second.ok) expect.fail(`generation failed:\n${first.diagnostics.map(formatDiagnostic).join('\n')}`);
        expect(second.value.files).toEqual(first.value.files);
        expect(second.value.manifest).toEqual(first.value.manifest);
      });
    }
  }
});
