import { describe, expect, it } from 'vitest';
import { buildModel } from '../../../../generator/pipeline.js';
import { modelPrograms, programsRefused, withoutPrograms } from '../../../../generator/plan/schema-program/refused.js';

const built = buildModel(['test/cases/not-and-if/schema.json'], { keepUnknown: false, unsupported: 'error' });
const model = built.ok ? built.value : undefined;

describe('schema-check programs for a target without an interpreter', () => {
  it('are refused once per schema location, naming the keywords (an error, or a warning in warn mode)', () => {
    if (model === undefined) throw new Error('not-and-if does not build');
    const programs = modelPrograms(model);
    expect(programs.length).toBeGreaterThan(0);
    const errors = programsRefused(model, 'rust', 'error');
    expect(errors.length).toBe(new Set(programs.map((p) => `${p.file}#${p.pointer}`)).size);
    expect(errors.every((d) => d.severity === 'error' && d.code === 'E_UNSUPPORTED' && /not supported by the rust target/.test(d.message))).toBe(true);
    expect(programsRefused(model, 'rust', 'warn').every((d) => d.severity === 'warning' && d.code === 'W_UNSUPPORTED')).toBe(true);
  });

  it('are left out when stripped, the values staying any JSON', () => {
    if (model === undefined) throw new Error('not-and-if does not build');
    const stripped = withoutPrograms(model);
    expect(modelPrograms(stripped)).toEqual([]);
    expect(stripped.decls.length).toBe(model.decls.length);
  });
});
