import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { diagnosticCodes } from '../../../generator/cli/help.js';

const generatorDir = fileURLToPath(new URL('../../../generator/', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

describe('diagnostic codes in --help', () => {
  it('documents every code the generator can report', () => {
    const used = new Set<string>();
    for (const file of sources(generatorDir)) {
      for (const m of readFileSync(file, 'utf8').matchAll(/['"`]([EW]_[A-Z0-9_]+)['"`]/g)) used.add(m[1] as string);
    }
    expect(used.size).toBeGreaterThan(10);
    const documented = new Set(diagnosticCodes.map((c) => c.code));
    const missing = [...used].filter((code) => !documented.has(code)).sort();
    expect(missing, 'add these to the stage code lists (or generator/cli/target-codes.ts)').toEqual([]);
  });

  it('lists each code once, errors starting E_ and warnings W_', () => {
    const codes = diagnosticCodes.map((c) => c.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const c of diagnosticCodes) {
      expect(c.code).toMatch(/^[EW]_[A-Z0-9_]+$/);
      expect(c.meaning.length).toBeGreaterThan(0);
    }
  });
});
