/** Generated source equals the checked-in goldens byte for byte, and generation is deterministic. */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatDiagnostic } from '../generator/diagnostics.js';
import { discoverCases, generateFor, repoPath } from './harness/cases.js';
import { codeFiles, goldenDifferences, goldenDir, readGoldens, runtimeFiles, runtimeGoldenCase, runtimeGoldenDir } from './harness/goldens.js';
import { harnesses } from './harness/registry.js';

const { cases } = discoverCases();

describe('goldens', () => {
  it('there are cases', () => {
    expect(cases.length).toBeGreaterThan(0);
  });

  for (const harness of harnesses) {
    for (const spec of cases) {
      it(`${spec.name} (${harness.lang})`, () => {
        const output = generateFor(spec, harness.lang, harness.packageFor(spec.name));
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
        if (!first.ok || !second.ok) expect.fail(`generation failed:\n${first.diagnostics.map(formatDiagnostic).join('\n')}`);
        expect(second.value.files).toEqual(first.value.files);
        expect(second.value.manifest).toEqual(first.value.manifest);
      });
    }
  }
});
