/**
 * The SchemaStore judge: which members a subschema applying to their object declares.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { declaredFor } from './declared.js';

function judge(schema: object, sample: unknown): (pointer: string, key: string) => string | undefined {
  const dir = mkdtempSync(join(tmpdir(), 'declared-'));
  const file = join(dir, 'schema.json');
  writeFileSync(file, JSON.stringify({ $schema: 'http://json-schema.org/draft-07/schema#', $id: 'https://example.test/s.json', ...schema }));
  const keys = declaredFor(file, []).of(sample as never);
  return (pointer, key) => keys.declaring(pointer, key);
}

describe('declared members', () => {
  it('a property is declared where its subschema applies, through $ref', () => {
    const at = judge({ properties: { a: { $ref: '#/definitions/A' } }, definitions: { A: { properties: { x: {} } } } }, { a: { x: 1, y: 2 } });
    expect(at('/a', 'x')).toBe('https://example.test/s.json#/definitions/A');
    expect(at('/a', 'y')).toBeUndefined();
    expect(at('', 'a')).toBe('https://example.test/s.json#');
  });

  it('only the anyOf branches the value matches apply', () => {
    const schema = { anyOf: [{ properties: { n: { type: 'integer' }, i: {} } }, { properties: { n: { type: 'string' }, s: {} } }] };
    const at = judge(schema, { n: 1, i: 0, s: 0 });
    expect(at('', 'i')).toBe('https://example.test/s.json#/anyOf/0');
    expect(at('', 's')).toBeUndefined();
  });

  it('a member an additionalProperties schema types is declared; true and {} declare none', () => {
    expect(judge({ additionalProperties: { type: 'string' } }, { k: 'v' })('', 'k')).toBeDefined();
    expect(judge({ additionalProperties: true }, { k: 'v' })('', 'k')).toBeUndefined();
    expect(judge({ additionalProperties: {} }, { k: 'v' })('', 'k')).toBeUndefined();
    expect(judge({ patternProperties: { '^_': {} } }, { _k: 1, k: 2 })('', '_k')).toBeDefined();
  });

  it('if/then/else applies then or else by the condition', () => {
    const schema = { if: { properties: { t: { const: 'a' } } }, then: { properties: { a: {} } }, else: { properties: { b: {} } } };
    const at = judge(schema, { t: 'a', a: 1, b: 2 });
    expect(at('', 'a')).toBeDefined();
    expect(at('', 'b')).toBeUndefined();
  });

  it('under draft 07 the siblings of $ref do not apply', () => {
    const at = judge({ definitions: { A: { properties: { x: {} } } }, properties: { a: { $ref: '#/definitions/A', properties: { y: {} } } } }, { a: { x: 1, y: 2 } });
    expect(at('/a', 'x')).toBeDefined();
    expect(at('/a', 'y')).toBeUndefined();
  });
});
