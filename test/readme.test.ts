import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { supportMatrix, withMatrix } from '../scripts/lib/support-matrix.js';
import { repoRoot } from './harness/paths.js';
import { harnesses } from './harness/registry.js';

const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');

describe('README.md', () => {
  it('opens with the two commands', () => {
    const firstBlock = /```sh\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
    expect(firstBlock).toContain('npx jsongen examples/');
    expect(firstBlock).toContain('npm test');
  });

  it('.ci/run runs the README test command', () => {
    const ci = readFileSync(join(repoRoot, '.ci', 'run'), 'utf8');
    expect(ci).toMatch(/^npm ci$/m);
    expect(ci).toMatch(/^npm test$/m);
  });

  it('shows the support matrix of the current cases and ledgers (npm run matrix)', () => {
    const matrix = supportMatrix(harnesses.map((h) => h.lang));
    expect(withMatrix(readme, matrix)).toBe(readme);
  });
});
