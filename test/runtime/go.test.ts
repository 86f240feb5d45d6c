/**
 * The Go runtime's own tests (runtime/go/src/*_test.go), run with the real toolchain: gofmt, then
 * go vet and go test for each variant of the string code: the default build (amd64 assembly,
 * AVX2 where the processor has it), `-tags jsongen_sse2` (the assembly kept on SSE2) and
 * `-tags purego` (the portable twin); and go vet for 386 (32-bit `int`) and arm64. Go's build and test caches make a run without changes
 * take about a second; a failure carries the toolchain's output.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { go } from '../harness/go/index.js';
import { repoRoot } from '../harness/paths.js';

const moduleDir = join(repoRoot, 'runtime', 'go');

describe('the Go runtime', () => {
  it('is gofmt-clean', async () => {
    expect((await go(['gofmt', '-l', '.'], moduleDir)).trim()).toBe('');
  });

  it.each([
    ['default', []],
    ['jsongen_sse2', ['-tags', 'jsongen_sse2']],
    ['purego', ['-tags', 'purego']],
  ] as const)('passes go vet and its tests (%s build)', async (_name, tags) => {
    await go(['go', 'vet', ...tags, './...'], moduleDir);
    const output = await go(['go', 'test', '-count=1', ...tags, './...'], moduleDir);
    expect(output).toMatch(/^ok\s/m);
  });

  it.each(['386', 'arm64'])('passes go vet on GOARCH=%s (386: 32-bit int; neither has the amd64 assembly)', async (arch) => {
    await go(['env', `GOARCH=${arch}`, 'go', 'vet', './...'], moduleDir);
  });
});
