/** Every schema of the JTD suite's `invalid_schemas.json` is refused with a diagnostic; valid ones are not. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lowerJtd } from '../../../generator/input/jtd/lower.js';
import { defaultFrontEnd } from '../../harness/cases.js';
import { repoRoot } from '../../harness/paths.js';

const dir = join(repoRoot, 'test', 'conformance', 'jtd');
const invalid = JSON.parse(readFileSync(join(dir, 'invalid_schemas.json'), 'utf8')) as Record<string, unknown>;
const validation = JSON.parse(readFileSync(join(dir, 'validation.json'), 'utf8')) as Record<string, { schema: unknown }>;

describe('JTD invalid_schemas.json', () => {
  for (const [name, schema] of Object.entries(invalid)) {
    it(name, () => {
      const result = lowerJtd(schema, 'schema.json', defaultFrontEnd);
      expect(result.ok).toBe(false);
      expect(result.diagnostics.filter((d) => d.severity === 'error').length).toBeGreaterThan(0);
      for (const d of result.diagnostics) expect(d.code).toMatch(/^E_JTD_/);
    });
  }
});

describe('JTD schemas that are valid', () => {
  it('every validation.json schema lowers', () => {
    const refused = Object.entries(validation).filter(([, c]) => !lowerJtd(c.schema, 'schema.json', defaultFrontEnd).ok);
    expect(refused.map(([n]) => n)).toEqual([]);
  });
  it('every codegen schema lowers', () => {
    const root = join(dir, 'codegen-schemas');
    const files = ['roundtrip_strict', 'roundtrip_loose'].flatMap((d) => readdirSync(join(root, d)).map((f) => join(root, d, f)));
    const refused = files.filter((f) => !lowerJtd(JSON.parse(readFileSync(f, 'utf8')), f, defaultFrontEnd).ok);
    expect(files.length).toBe(41);
    expect(refused).toEqual([]);
  });
});

describe('JTD diagnostics point into the document', () => {
  it('a ref to a missing definition', () => {
    const result = lowerJtd({ definitions: { a: {} }, properties: { x: { elements: { ref: 'b' } } } }, 'api.jtd.json', defaultFrontEnd);
    expect(result.diagnostics).toEqual([
      expect.objectContaining({ code: 'E_JTD_REF', file: 'api.jtd.json', pointer: '/properties/x/elements/ref' }),
    ]);
  });
  it('mixed forms', () => {
    const result = lowerJtd({ definitions: { a: { type: 'uint8', enum: ['x'] } } }, 'f.json', defaultFrontEnd);
    expect(result.diagnostics).toEqual([expect.objectContaining({ code: 'E_JTD_FORM', pointer: '/definitions/a' })]);
  });
});
