import { relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadJsonSchemaInputs } from '../../../generator/input/jsonschema/load.js';
import { codes, tempFiles } from './helpers.js';

const FIXTURES = relative(process.cwd(), fileURLToPath(new URL('./fixtures', import.meta.url)));
const fixture = (name: string): string => `${FIXTURES}/${name}`;

describe('loading', () => {
  it('reads JSON and records the path as given and the file URL', () => {
    const result = loadJsonSchemaInputs([fixture('refs/remote.json')]);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).toHaveLength(1);
    const [document] = result.value;
    expect(document?.file).toBe(fixture('refs/remote.json'));
    expect(document?.uri).toBe(pathToFileURL(fileURLToPath(new URL('./fixtures/refs/remote.json', import.meta.url))).href);
    expect(document?.root).toBe(true);
  });

  it('reads YAML by extension', () => {
    const result = loadJsonSchemaInputs([fixture('person.schema.yaml')]);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.value[0]?.json).toEqual({ type: 'object', properties: { name: { type: 'string' } } });
  });

  it('crawls relative file refs (also from YAML and from referenced files), paths relative to the working directory', () => {
    const result = loadJsonSchemaInputs([fixture('refs/main.json'), fixture('refs/remote.json')]);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.map((d) => [d.file, d.root])).toEqual([
      [fixture('refs/main.json'), true],
      [fixture('refs/remote.json'), true],
      [fixture('refs/sub/address.json'), false],
      [fixture('refs/country.yaml'), false],
    ]);
  });

  it('reads $ref URLs under a mapped prefix from the mapped folder, keeping the URL as the document URI and the referrer\'s draft', () => {
    const dir = fileURLToPath(new URL('./fixtures/refs', import.meta.url));
    const files = tempFiles({
      'root.json': JSON.stringify({
        $schema: 'http://json-schema.org/draft-07/schema#',
        properties: { home: { $ref: 'https://example.com/schemas/sub/address.json' }, gone: { $ref: 'https://example.com/schemas/none.json' } },
      }),
    });
    const result = loadJsonSchemaInputs([files['root.json'] as string], [
      { prefix: 'https://example.com/', dir: '/nowhere' },
      { prefix: 'https://example.com/schemas/', dir },
    ]);
    expect(codes(result.diagnostics)).toEqual(['E_REF_FILE /properties/gone/$ref']);
    const unmapped = loadJsonSchemaInputs([files['root.json'] as string]);
    expect(unmapped.ok && unmapped.value.map((d) => d.uri)).toEqual([pathToFileURL(files['root.json'] as string).href]);
    const mapped = tempFiles({ 'root.json': JSON.stringify({ $schema: 'http://json-schema.org/draft-07/schema#', properties: { home: { $ref: 'https://example.com/schemas/sub/address.json' } } }) });
    const loaded = loadJsonSchemaInputs([mapped['root.json'] as string], [{ prefix: 'https://example.com/schemas/', dir }]);
    expect(loaded.ok).toBe(true);
    if (!loaded.ok) return;
    expect(loaded.value.map((d) => [d.uri, d.root, d.defaultDraft])).toEqual([
      [pathToFileURL(mapped['root.json'] as string).href, true, undefined],
      ['https://example.com/schemas/sub/address.json', false, 'draft-07'],
      ['https://example.com/schemas/country.yaml', false, 'draft-07'],
    ]);
  });

  it('reports a $ref to a missing file with the pointer of the $ref', () => {
    const result = loadJsonSchemaInputs([fixture('refs/missing-file.json')]);
    expect(result.ok).toBe(false);
    expect(codes(result.diagnostics)).toEqual(['E_REF_FILE /properties/gone/$ref']);
    expect(result.diagnostics[0]?.file).toBe(fixture('refs/missing-file.json'));
  });

  it('reports invalid JSON with line and column, never a stack trace', () => {
    const result = loadJsonSchemaInputs([fixture('bad.json')]);
    expect(result.ok).toBe(false);
    expect(codes(result.diagnostics)).toEqual(['E_PARSE ']);
    expect(result.diagnostics[0]?.message).toMatch(/^invalid JSON at line 3, column \d+: /);
    expect(result.diagnostics[0]?.message).not.toMatch(/\n\s+at /);
  });

  it('reports invalid YAML with line and column', () => {
    const result = loadJsonSchemaInputs([fixture('bad.yaml')]);
    expect(result.ok).toBe(false);
    expect(codes(result.diagnostics)).toEqual(['E_PARSE ']);
    expect(result.diagnostics[0]?.message).toMatch(/^invalid YAML at line \d+, column \d+: /);
  });

  it('reports an unreadable file', () => {
    const result = loadJsonSchemaInputs([fixture('does-not-exist.json')]);
    expect(result.ok).toBe(false);
    expect(codes(result.diagnostics)).toEqual(['E_READ ']);
  });

  it.each([
    ['array-root.json', 'an array'],
    ['number-root.json', 'a number'],
  ])('rejects a document that is not a schema (%s)', (name, found) => {
    const result = loadJsonSchemaInputs([fixture(name)]);
    expect(result.ok).toBe(false);
    expect(codes(result.diagnostics)).toEqual(['E_NOT_A_SCHEMA ']);
    expect(result.diagnostics[0]?.message).toContain(found);
  });

  it('accepts a boolean document', () => {
    const files = tempFiles({ 't.json': 'true' });
    expect(loadJsonSchemaInputs([files['t.json'] as string]).ok).toBe(true);
  });
});

describe('meta-schema validation by $schema', () => {
  const check = (schema: object): string[] => {
    const files = tempFiles({ 's.json': JSON.stringify(schema) });
    return codes(loadJsonSchemaInputs([files['s.json'] as string]).diagnostics);
  };
  const D04 = 'http://json-schema.org/draft-04/schema#';
  const D06 = 'http://json-schema.org/draft-06/schema#';
  const D07 = 'http://json-schema.org/draft-07/schema#';
  const D2019 = 'https://json-schema.org/draft/2019-09/schema';
  const D2020 = 'https://json-schema.org/draft/2020-12/schema';

  it('draft-04: boolean exclusiveMinimum is valid, numeric is not', () => {
    expect(check({ $schema: D04, type: 'integer', minimum: 0, exclusiveMinimum: true })).toEqual([]);
    expect(check({ $schema: D04, type: 'integer', minimum: 0, exclusiveMinimum: 3 })).toEqual(['E_SCHEMA_INVALID /exclusiveMinimum']);
    expect(check({ $schema: D04, type: 'integer', exclusiveMinimum: true })).toEqual(['E_SCHEMA_INVALID ']);
  });

  it('draft-06: numeric exclusiveMinimum is valid, boolean is not', () => {
    expect(check({ $schema: D06, type: 'integer', exclusiveMinimum: 3 })).toEqual([]);
    expect(check({ $schema: D06, properties: { a: { exclusiveMinimum: true } } })).toEqual(['E_SCHEMA_INVALID /properties/a/exclusiveMinimum']);
  });

  it('draft-07: bad type name is reported at its pointer', () => {
    expect(check({ $schema: D07, type: 'object', if: {}, then: {} })).toEqual([]);
    expect(check({ $schema: D07, properties: { a: { type: 'strin' } } })).toContain('E_SCHEMA_INVALID /properties/a/type');
  });

  it('2019-09: prefixItems is not a keyword there, $anchor syntax is checked', () => {
    expect(check({ $schema: D2019, prefixItems: 5 })).toEqual([]);
    expect(check({ $schema: D2019, $anchor: '1bad' })).toEqual(['E_SCHEMA_INVALID /$anchor']);
  });

  it('2020-12 (also the default without $schema): prefixItems must be an array', () => {
    expect(check({ $schema: D2020, prefixItems: [{ type: 'string' }] })).toEqual([]);
    expect(check({ $schema: D2020, prefixItems: 5 })).toEqual(['E_SCHEMA_INVALID /prefixItems']);
    expect(check({ prefixItems: 5 })).toEqual(['E_SCHEMA_INVALID /prefixItems']);
  });

  it('an unknown $schema is a warning and 2020-12 applies', () => {
    expect(check({ $schema: 'https://example.com/my-meta', type: 'string' })).toEqual(['W_SCHEMA_DRAFT /$schema']);
    expect(check({ $schema: 'https://example.com/my-meta', prefixItems: 5 })).toEqual(['W_SCHEMA_DRAFT /$schema', 'E_SCHEMA_INVALID /prefixItems']);
  });
});

describe('a custom meta-schema with $vocabulary', () => {
  const meta = (vocabularies: readonly string[], schema = 'https://json-schema.org/draft/2020-12/schema') =>
    JSON.stringify({ $schema: schema, $id: 'https://example.com/meta', $vocabulary: Object.fromEntries(vocabularies.map((v) => [v, true])) });
  const v2020 = (name: string): string => `https://json-schema.org/draft/2020-12/vocab/${name}`;
  const schema = { $schema: './meta.json', type: 'object', properties: { n: { minimum: 10, type: 'number' }, s: { not: { const: 1 } } }, required: ['n'] };

  it('leaves out the keywords of the standard vocabularies it does not list, in every subschema; no draft warning', () => {
    const files = tempFiles({ 'meta.json': meta([v2020('core'), v2020('applicator')]), 's.json': JSON.stringify(schema) });
    const result = loadJsonSchemaInputs([files['s.json'] as string]);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value[0]?.json).toEqual({ $schema: './meta.json', properties: { n: {}, s: { not: {} } } });
    expect(result.value[0]?.metaDraft).toBe('2020-12');
    expect(codes(result.diagnostics)).toEqual([]);
  });

  it('keeps every keyword of the vocabularies it lists, known or not, and reads the draft the meta-schema names', () => {
    const listed = [v2020('core'), v2020('applicator'), v2020('validation'), 'https://example.com/vocab/custom'];
    const files = tempFiles({ 'meta.json': meta(listed), 's.json': JSON.stringify(schema) });
    const result = loadJsonSchemaInputs([files['s.json'] as string]);
    expect(result.ok && result.value[0]?.json).toEqual(schema);
    const draft07 = tempFiles({ 'meta.json': meta([], 'http://json-schema.org/draft-07/schema#'), 's.json': JSON.stringify(schema) });
    const old = loadJsonSchemaInputs([draft07['s.json'] as string]);
    expect(old.ok && [old.value[0]?.json, old.value[0]?.metaDraft]).toEqual([schema, 'draft-07']);
  });

  it('a $schema that names no readable meta-schema is read as 2020-12 with a warning, unchanged', () => {
    const files = tempFiles({ 's.json': JSON.stringify(schema) });
    const result = loadJsonSchemaInputs([files['s.json'] as string]);
    expect(result.ok && result.value[0]?.json).toEqual(schema);
    expect(codes(result.diagnostics)).toEqual(['W_SCHEMA_DRAFT /$schema']);
  });
});
