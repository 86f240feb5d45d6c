/**
 * Rewrites the support matrix in README.md (one column per registered target) from the cases and
 * the known-failures ledgers
 * (`npm run matrix`). test/readme.test.ts fails when README.md is out of date.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../test/harness/paths.js';
import { targetNames } from '../generator/targets/registry.js';
import { supportMatrix, withMatrix } from './lib/support-matrix.js';

const readmePath = join(repoRoot, 'README.md');
const updated = withMatrix(readFileSync(readmePath, 'utf8'), supportMatrix(targetNames));
if (updated === undefined) {
  process.stderr.write('support-matrix: README.md has no support-matrix markers\n');
  process.exit(1);
}
writeFileSync(readmePath, updated);
