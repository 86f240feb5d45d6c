/** The example schemas are valid JSON Schema, describe their corpora faithfully, and generate for every target. */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsImport from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { formatDiagnostic } from '../../generator/diagnostics.js';
import { generate } from '../../generator/pipeline.js';
import { targetNames } from '../../generator/targets/registry.js';
import { defaultFrontEnd } from '../harness/cases.js';
import { repoRoot } from '../harness/paths.js';

/** ajv-formats is CommonJS: seen through ESM, the function is the module or its `default`. */
const addFormats = ((addFormatsImport as { default?: unknown }).default ?? addFormatsImport) as (ajv: Ajv2020) => unknown;

const examplesDir = join(repoRoot, 'examples');
const corpusDir = join(repoRoot, 'test', 'data', 'corpus');

function readJson(path: string): unknown {
  return JSON.parse(readFileSync(path, 'utf8'));
}

function validator(schema: unknown): (data: unknown) => string[] {
  const ajv = new Ajv2020({ strict: true, allErrors: true });
  addFormats(ajv);
  const validate = ajv.compile(schema as object);
  return (data) => (validate(data) ? [] : (validate.errors ?? []).slice(0, 10).map((e) => `${e.instancePath} ${e.message ?? ''}`));
}

/** The schema with every object that declares properties closed, so undeclared keys show up. */
function closed(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(closed);
  if (typeof schema !== 'object' || schema === null) return schema;
  const copy = Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, closed(v)]));
  if ('properties' in copy && !('additionalProperties' in copy)) copy['additionalProperties'] = false;
  return copy;
}

describe('benchmark corpora', () => {
  const sources = readFileSync(join(corpusDir, 'SOURCES.md'), 'utf8');

  for (const name of ['twitter', 'citm_catalog', 'canada']) {
    const data = readFileSync(join(corpusDir, `${name}.json`));
    const schema = readJson(join(examplesDir, `${name}.schema.json`));

    it(`${name}.json is the file SOURCES.md describes`, () => {
      const digest = createHash('sha256').update(data).digest('hex');
      expect(sources).toContain(`| \`${name}.json\` | ${data.length} | \`${digest}\` |`);
    });

    it(`${name}.json is valid against examples/${name}.schema.json`, () => {
      expect(validator(schema)(JSON.parse(data.toString('utf8')))).toEqual([]);
    });

    it(`examples/${name}.schema.json declares every key ${name}.json has`, () => {
      expect(validator(closed(schema))(JSON.parse(data.toString('utf8')))).toEqual([]);
    });
  }
});

describe('petstore example', () => {
  it('examples/petstore.json is valid against examples/petstore.schema.json', () => {
    const schema = readJson(join(examplesDir, 'petstore.schema.json'));
    expect(validator(schema)(readJson(join(examplesDir, 'petstore.json')))).toEqual([]);
  });
});

describe('every example generates for every target', () => {
  for (const name of ['petstore', 'twitter', 'citm_catalog', 'canada']) {
    it(name, () => {
      const result = generate({ inputs: [`examples/${name}.schema.json`], langs: targetNames, packages: {}, frontEnd: defaultFrontEnd });
      const errors = result.diagnostics.filter((d) => d.severity === 'error').map(formatDiagnostic);
      expect(errors).toEqual([]);
      expect(result.ok).toBe(true);
    });
  }
});
