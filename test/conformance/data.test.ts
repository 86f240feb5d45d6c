/** The JSONTestSuite copy is complete and every implementation-defined file has a documented decision. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../harness/paths.js';

const dir = join(repoRoot, 'test', 'conformance');
const files = readdirSync(join(dir, 'JSONTestSuite', 'test_parsing')).sort();
const decisions = JSON.parse(readFileSync(join(dir, 'implementation-defined.json'), 'utf8')) as Record<string, unknown>;

describe('JSONTestSuite copy', () => {
  it('has 95 y_, 188 n_ and 35 i_ files and nothing else', () => {
    const count = (prefix: string): number => files.filter((f) => f.startsWith(prefix) && f.endsWith('.json')).length;
    expect([count('y_'), count('n_'), count('i_'), files.length]).toEqual([95, 188, 35, 318]);
  });

  it('implementation-defined.json decides every i_ file, and only those', () => {
    expect(Object.keys(decisions).sort()).toEqual(files.filter((f) => f.startsWith('i_')));
    for (const [file, decision] of Object.entries(decisions)) expect([file, decision]).toEqual([file, expect.stringMatching(/^(accept|reject)$/)]);
  });

  it('README.md documents the same decisions', () => {
    const readme = readFileSync(join(dir, 'README.md'), 'utf8');
    for (const [file, decision] of Object.entries(decisions)) expect(readme).toContain(`| \`${file}\` | ${String(decision)} |`);
  });
});
