/** The synthetic TypeScript file the front-end benchmark reads: deterministic, and every declaration generates. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { syntheticDeclarations } from '../../../bench/ts/synth-declarations.js';
import { readTypeScript } from '../../../generator/input/typescript/lower.js';

describe('synthetic TypeScript declarations', () => {
  it('is the same on every call', () => {
    expect(syntheticDeclarations(50)).toBe(syntheticDeclarations(50));
  });

  it('has the asked number of exported declarations, all generated', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'jsongen-synth-ts-')), 'declarations.ts');
    writeFileSync(path, syntheticDeclarations(200));
    const result = readTypeScript([path], { keepUnknown: false, unsupported: 'error' });
    expect(result.ok).toBe(true);
    const roots = result.ok ? result.value.roots : [];
    expect(roots.length).toBe(200);
    expect(roots.filter((r) => r.status !== 'generated')).toEqual([]);
  });
});
