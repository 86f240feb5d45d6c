/**
 * Copies the latest benchmark table (bench/results/latest.md) and chart into README.md
 * (`npm run bench` does this after a run).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../test/harness/paths.js';
import { replaceBlock } from './lib/readme-block.js';

const readmePath = join(repoRoot, 'README.md');
const latest = readFileSync(join(repoRoot, 'bench', 'results', 'latest.md'), 'utf8').trimEnd();
const body = latest.replace(/^# Benchmark results \((.*)\)$/m, 'Run of $1 (`bench/results/latest.md`):') + '\n\n![benchmark chart](bench/results/chart.svg)';
const updated = replaceBlock(readFileSync(readmePath, 'utf8'), '<!-- bench:start -->', '<!-- bench:end -->', body);
if (updated === undefined) {
  process.stderr.write('readme-bench: README.md has no bench markers\n');
  process.exit(1);
}
writeFileSync(readmePath, updated);
