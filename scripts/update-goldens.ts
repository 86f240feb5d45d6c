/**
 * Writes `test/cases/<case>/expected/<lang>/` (the files generated from the case's schema) from
 * the current generator, for every case and every registered language harness (or only the cases
 * named as arguments), and `test/runtime-goldens/<lang>/` (the runtime, once per language).
 *
 *     npx tsx scripts/update-goldens.ts [case...]
 *
 * Refuses to run when CI is set: CI compares goldens, it never writes them.
 */
import { formatDiagnostic } from '../generator/diagnostics.js';
import { discoverCases, generateFor } from '../test/harness/cases.js';
import { codeFiles, goldenDir, runtimeFiles, runtimeGoldenCase, runtimeGoldenDir, writeGoldens } from '../test/harness/goldens.js';
import { repoRoot } from '../test/harness/paths.js';
import { harnesses } from '../test/harness/registry.js';

function main(args: readonly string[]): number {
  const ci = process.env['CI'];
  if (ci !== undefined && ci !== '' && ci !== 'false' && ci !== '0') {
    process.stderr.write('update-goldens: refusing to write goldens in CI (CI is set)\n');
    return 2;
  }
  process.chdir(repoRoot);
  const { cases, problems } = discoverCases();
  for (const problem of problems) process.stderr.write(`${problem}\n`);
  const unknown = args.filter((a) => !cases.some((c) => c.name === a));
  if (unknown.length > 0) {
    process.stderr.write(`update-goldens: no such case: ${unknown.join(', ')}\n`);
    return 2;
  }
  let failures = 0;
  for (const spec of cases.filter((c) => args.length === 0 || args.includes(c.name))) {
    for (const harness of harnesses) {
      const output = generateFor(spec, harness.lang, harness.packageFor(spec.name));
      if (!output.ok) {
        failures++;
        process.stderr.write(`${spec.name} (${harness.lang}): generation failed\n`);
        for (const d of output.diagnostics) process.stderr.write(`  ${formatDiagnostic(d)}\n`);
        continue;
      }
      const code = codeFiles(output.value.files);
      writeGoldens(goldenDir(spec.name, harness.lang), code);
      process.stdout.write(`${spec.name} (${harness.lang}): ${code.length} files\n`);
      if (spec.name === runtimeGoldenCase) {
        const runtime = runtimeFiles(output.value.files);
        writeGoldens(runtimeGoldenDir(harness.lang), runtime);
        process.stdout.write(`runtime (${harness.lang}): ${runtime.length} files\n`);
      }
    }
  }
  return failures === 0 ? 0 : 1;
}

process.exitCode = main(process.argv.slice(2));
