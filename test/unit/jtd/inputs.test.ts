/** Inputs by format: detection, the `input` override, mixed formats refused, diagnostics with the input's pointer. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { formatDiagnostic } from '../../../generator/diagnostics.js';
import { buildModel } from '../../../generator/pipeline.js';
import { defaultFrontEnd } from '../../harness/cases.js';

const dir = mkdtempSync(join(tmpdir(), 'jsongen-inputs-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, json: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify(json));
  return path;
}

describe('input formats', () => {
  const jtd = file('order.json', { properties: { id: { type: 'uint8' } } });
  const ambiguous = file('plain.json', { properties: { id: { type: 'string' } } });
  const openapi = file('api.json', { openapi: '3.0.0', components: { schemas: { Pet: { type: 'object', properties: { id: { type: 'integer', format: 'int32' } } } } } });

  it('a JTD schema is detected and lowered as JTD (required property, unknown keys rejected)', () => {
    const model = buildModel([jtd], defaultFrontEnd);
    expect(model.ok).toBe(true);
    const root = model.ok ? model.value.decls.find((d) => d.id === model.value.roots[0]) : undefined;
    expect(root).toMatchObject({ kind: 'record', unknownKeys: { kind: 'reject' }, fields: [{ jsonName: 'id', required: true }] });
  });

  it('an ambiguous document is JSON Schema unless --input jtd says otherwise', () => {
    const asSchema = buildModel([ambiguous], defaultFrontEnd);
    const asJtd = buildModel([ambiguous], { ...defaultFrontEnd, input: 'jtd' });
    const rootOf = (m: typeof asSchema) => (m.ok ? m.value.decls.find((d) => d.id === m.value.roots[0]) : undefined);
    expect(rootOf(asSchema)).toMatchObject({ kind: 'record', fields: [{ required: false }] });
    expect(rootOf(asJtd)).toMatchObject({ kind: 'record', fields: [{ required: true }] });
  });

  it('inputs of different formats are refused', () => {
    const model = buildModel([jtd, openapi], defaultFrontEnd);
    expect(model.ok).toBe(false);
    expect(model.diagnostics.map((d) => d.code)).toEqual(['E_INPUT_MIXED']);
  });

  it('diagnostics name the input file and a pointer into it', () => {
    const bad = file('bad.json', { definitions: { a: { type: 'uint9' } }, ref: 'a' });
    const model = buildModel([bad], defaultFrontEnd);
    expect(model.diagnostics.map(formatDiagnostic)).toEqual([`${bad}#/definitions/a/type: error[E_JTD_SCHEMA]: \`type\` must be one of boolean, string, timestamp, float32, float64, int8, uint8, int16, uint16, int32, uint32`]);
  });
});
