import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configSchemaPath, loadConfig, validateConfig } from '../../../generator/cli/config.js';
import { packageFlags } from '../../../generator/cli/flags.js';
import { tempDir } from './fake.js';

const full = {
  $schema: './node_modules/jsongen/schemas/jsongen.config.schema.json',
  inputs: ['schema.json'],
  langs: ['go', 'scala'],
  out: 'gen',
  manifest: 'gen/manifest.json',
  packages: { go: 'model', haskell: 'Acme.Model', scala: 'com.acme' },
  keepUnknown: true,
  unsupported: 'warn',
  input: 'typescript',
  componentsOnly: false,
  openEnums: true,
  types: ['Pet'],
  tsconfig: 'tsconfig.json',
  templateLiterals: 'pattern',
  refMap: { 'https://example.com/schemas/': 'vendor/schemas' },
};

describe('the published config schema', () => {
  it('accepts a config using every field, and an empty one', () => {
    expect(validateConfig(full)).toEqual([]);
    expect(validateConfig({})).toEqual([]);
  });

  it('rejects unknown fields, unknown languages and wrong types, pointing at each', () => {
    expect(validateConfig({ ...full, lang: 'go' })).toEqual(["(root): must NOT have additional properties 'lang'"]);
    expect(validateConfig({ langs: ['go', 'rust'] })).toEqual([
      '/langs/1: must be equal to one of the allowed values (go, haskell, scala, typescript)',
    ]);
    expect(validateConfig({ unsupported: 'ignore', keepUnknown: 'yes' })).toHaveLength(2);
    expect(validateConfig({ inputs: [] })).toEqual(['/inputs: must NOT have fewer than 1 items']);
    expect(validateConfig({ packages: { java: 'x' } })).toEqual(["/packages: must NOT have additional properties 'java'"]);
    expect(validateConfig([])).toEqual(['(root): must be object']);
    expect(validateConfig({ input: 'yaml' })).toEqual(['/input: must be equal to one of the allowed values (jsonschema, openapi, jtd, typescript)']);
    expect(validateConfig({ types: [] })).toEqual(['/types: must NOT have fewer than 1 items']);
    expect(validateConfig({ refMap: { 'example.com/': 'd' } })).toHaveLength(2);
  });

  it('knows every language that has a package flag', () => {
    const schema = JSON.parse(readFileSync(configSchemaPath(), 'utf8')) as {
      properties: { langs: { items: { enum: string[] } }; packages: { properties: Record<string, unknown> } };
    };
    for (const { lang } of packageFlags) {
      expect(schema.properties.langs.items.enum).toContain(lang);
      expect(Object.keys(schema.properties.packages.properties)).toContain(lang);
    }
  });
});

describe('loadConfig', () => {
  it('is absent when not named and no jsongen.config.json exists', () => {
    expect(loadConfig(undefined, tempDir())).toEqual({ kind: 'config', config: undefined });
  });

  it('reads jsongen.config.json from the working directory and makes its paths relative to it', () => {
    const cwd = tempDir();
    writeFileSync(join(cwd, 'jsongen.config.json'), JSON.stringify(full));
    const result = loadConfig(undefined, cwd);
    expect(result).toMatchObject({ kind: 'config', config: { inputs: ['schema.json'], out: 'gen', manifest: 'gen/manifest.json' } });
  });

  it('resolves paths in a named config file against the config file, not the working directory', () => {
    const cwd = tempDir();
    mkdirSync(join(cwd, 'conf'));
    writeFileSync(join(cwd, 'conf', 'j.json'), JSON.stringify({ inputs: ['../schemas/a.json', 'b.json'], out: '.', tsconfig: 'tsconfig.json', refMap: { 'https://example.com/': 'vendor' } }));
    const result = loadConfig('conf/j.json', cwd);
    expect(result).toMatchObject({
      kind: 'config',
      config: { inputs: ['schemas/a.json', join('conf', 'b.json')], out: 'conf', tsconfig: join('conf', 'tsconfig.json'), refMap: [{ prefix: 'https://example.com/', dir: join('conf', 'vendor') }] },
    });
  });

  it('gives usage errors for a missing, non-JSON or invalid named config file', () => {
    const cwd = tempDir();
    expect(loadConfig('nope.json', cwd)).toEqual({ kind: 'usage', message: 'cannot read config file nope.json: ENOENT' });
    writeFileSync(join(cwd, 'broken.json'), '{"langs": [');
    const broken = loadConfig('broken.json', cwd);
    expect(broken.kind).toBe('usage');
    expect(broken.kind === 'usage' && broken.message).toMatch(/^config file broken\.json is not valid JSON: /);
    writeFileSync(join(cwd, 'jsongen.config.json'), '{"langs": "go"}');
    expect(loadConfig(undefined, cwd)).toEqual({
      kind: 'usage',
      message: 'config file jsongen.config.json is invalid:\n  /langs: must be array',
    });
  });
});
