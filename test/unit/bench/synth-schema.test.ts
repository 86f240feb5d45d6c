import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { apiComponentsSchema, syntheticSchema } from '../../../bench/ts/synth-schema.js';
import { buildModel } from '../../../generator/pipeline.js';

const dir = mkdtempSync(join(tmpdir(), 'jsongen-synth-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the synthetic schema the generator is timed on', () => {
  it('is the same on every call', () => {
    expect(JSON.stringify(syntheticSchema(200))).toBe(JSON.stringify(syntheticSchema(200)));
    expect(JSON.stringify(syntheticSchema(200, 7))).not.toBe(JSON.stringify(syntheticSchema(200)));
  });

  it('builds a model of 1,000 named types through the real front end, without diagnostics', () => {
    const path = join(dir, 'synthetic.schema.json');
    writeFileSync(path, JSON.stringify(syntheticSchema(1000)));
    const model = buildModel([path], { keepUnknown: false, unsupported: 'error' });
    expect(model.diagnostics).toEqual([]);
    expect(model.ok).toBe(true);
    if (!model.ok) return;
    const kinds = new Map<string, number>();
    for (const d of model.value.decls) kinds.set(d.kind, (kinds.get(d.kind) ?? 0) + 1);
    expect(kinds.get('enum')).toBe(143);
    expect((kinds.get('record') ?? 0) - 1).toBe(857);
  });

  it('has an OpenAPI-shaped companion: 560 objects whose inline enums, objects and expandable members make 1,452 types', () => {
    expect(JSON.stringify(apiComponentsSchema(50))).toBe(JSON.stringify(apiComponentsSchema(50)));
    const path = join(dir, 'api.schema.json');
    writeFileSync(path, JSON.stringify(apiComponentsSchema(560)));
    const model = buildModel([path], { keepUnknown: false, unsupported: 'error' });
    expect(model.diagnostics).toEqual([]);
    expect(model.ok && model.value.decls.length).toBe(1452);
  });
});
