/** Input detection by content. */
import { describe, expect, it } from 'vitest';
import { detectFormat } from '../../../generator/input/detect.js';

describe('detectFormat', () => {
  it.each([
    [{ openapi: '3.0.3', info: {}, paths: {} }, 'openapi'],
    [{ openapi: '3.1.0', info: {} }, 'openapi'],
    [{ swagger: '2.0', info: {}, paths: {} }, 'openapi'],
    [{ openapi: '2.5' }, 'jsonschema'],
    [{ properties: { a: { type: 'uint8' } } }, 'jtd'],
    [{ elements: { type: 'string' } }, 'jtd'],
    [{ definitions: { a: { type: 'string' } }, ref: 'a' }, 'jtd'],
    [{ discriminator: 'kind', mapping: { a: { properties: {} } } }, 'jtd'],
    [{ type: 'string', nullable: true }, 'jtd'],
    [{ type: 'timestamp' }, 'jtd'],
    // Valid as both, and meaning the same or more in JSON Schema: stays JSON Schema.
    [{ type: 'string' }, 'jsonschema'],
    [{ properties: { a: { type: 'string' } } }, 'jsonschema'],
    [{ $schema: 'https://json-schema.org/draft/2020-12/schema', properties: { a: { type: 'uint8' } } }, 'jsonschema'],
    [{ type: 'object', properties: { a: { type: 'integer' } } }, 'jsonschema'],
    [{ properties: { a: { type: 'string', minLength: 1 } }, definitions: { b: { elements: {} } } }, 'jsonschema'],
    [true, 'jsonschema'],
  ])('%j is %s', (json, format) => {
    expect(detectFormat(json)).toBe(format);
  });
});
