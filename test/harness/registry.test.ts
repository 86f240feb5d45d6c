/** The test matrix covers every target, and all cases of a language can share one build. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { targetNames } from '../../generator/targets/registry.js';
import { extraCases } from '../compiled/extra-cases.js';
import { discoverCases } from './cases.js';
import { repoRoot } from './paths.js';
import { harnesses } from './registry.js';

describe('harness registry', () => {
  it('has exactly one harness per target', () => {
    expect(harnesses.map((h) => h.lang).sort()).toEqual([...targetNames].sort());
  });

  for (const harness of harnesses) {
    it(`test/compiled/${harness.lang}.test.ts runs the compiled suite for ${harness.lang}`, () => {
      expect(existsSync(join(repoRoot, 'test', 'compiled', `${harness.lang}.test.ts`))).toBe(true);
    });

    it(`${harness.lang}: every case gets its own package`, () => {
      const names = [...discoverCases().cases, ...extraCases].map((c) => c.name);
      const packages = names.map((n) => harness.packageFor(n));
      expect(new Set(names).size).toBe(names.length);
      expect(new Set(packages).size).toBe(packages.length);
    });
  }
});
