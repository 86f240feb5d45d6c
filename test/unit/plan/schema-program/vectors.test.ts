/** The shared vectors file is what the reference interpreter decides today (regenerate with scripts/schema-program-vectors.ts). */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildVectors, renderVectors, vectorsPath } from './vectors.js';

describe('schema-program vectors', () => {
  it('are current', () => {
    expect(readFileSync(vectorsPath, 'utf8') === renderVectors(buildVectors())).toBe(true);
  });
});
