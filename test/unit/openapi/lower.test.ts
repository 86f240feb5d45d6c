/** The OpenAPI front end: named types, the 3.0 / 2.0 dialect, diagnostics pointing into the description. */
import { describe, expect, it } from 'vitest';
import { lowerOpenApi } from '../../../generator/input/openapi/lower.js';
import { PointerMap } from '../../../generator/input/openapi/pointer-map.js';
import type { Model } from '../../../generator/ir/types.js';
import { defaultFrontEnd } from '../../harness/cases.js';

function lower(json: unknown, options = defaultFrontEnd) {
  return lowerOpenApi({ json, numbers: new Map() }, 'api.json', options);
}

function model(json: unknown, options = defaultFrontEnd): Model {
  const result = lower(json, options);
  if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
  return result.value;
}

const petPaths = {
  '/pets': {
    post: {
      operationId: 'addPet',
      requestBody: { content: { 'application/json': { schema: { type: 'object', properties: { name: { type: 'string' } } } } } },
      responses: {
        '201': { content: { 'application/json': { schema: { type: 'object', properties: { id: { type: 'integer' } } } } } },
        default: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
      },
    },
  },
};

describe('OpenAPI named types', () => {
  const doc = { openapi: '3.0.3', info: {}, paths: petPaths, components: { schemas: { Error: { type: 'object', properties: { code: { type: 'integer' } } } } } };
  it('components and inline operation schemas become roots, named from the key or the operation', () => {
    const m = model(doc);
    expect(m.roots).toEqual([
      'api.json#/components/schemas/Error',
      'api.json#/paths/~1pets/post/requestBody/content/application~1json/schema',
      'api.json#/paths/~1pets/post/responses/201/content/application~1json/schema',
    ]);
    const hints = Object.fromEntries(m.decls.map((d) => [d.id, d.nameHint]));
    expect(hints['api.json#/paths/~1pets/post/requestBody/content/application~1json/schema']).toEqual(['addPet', 'Request']);
    expect(hints['api.json#/paths/~1pets/post/responses/201/content/application~1json/schema']).toEqual(['addPet', 'Response', '201']);
  });
  it('--components-only leaves the operations out', () => {
    expect(model(doc, { ...defaultFrontEnd, componentsOnly: true }).roots).toEqual(['api.json#/components/schemas/Error']);
  });
  it('Swagger 2.0: definitions, body parameters and response schemas', () => {
    const swagger = {
      swagger: '2.0',
      definitions: { Pet: { type: 'object', properties: { id: { type: 'integer', 'x-nullable': true } } } },
      paths: { '/pets': { get: { responses: { '200': { schema: { type: 'array', items: { $ref: '#/definitions/Pet' } } } } } } },
    };
    const m = model(swagger);
    expect(m.roots).toEqual(['api.json#/definitions/Pet', 'api.json#/paths/~1pets/get/responses/200/schema']);
    const pet = m.decls.find((d) => d.id === 'api.json#/definitions/Pet');
    expect(pet?.kind === 'record' && pet.fields[0]?.type).toEqual({ kind: 'nullable', inner: { kind: 'int', repr: 'int64' } });
  });
});

describe('OpenAPI diagnostics point into the description', () => {
  it('an invalid schema keyword', () => {
    const result = lower({ openapi: '3.0.0', components: { schemas: { Pet: { type: 'object', properties: { id: { type: 'intger' } } } } } });
    expect(result.ok).toBe(false);
    expect(result.diagnostics.map((d) => d.pointer)).toContain('/components/schemas/Pet/properties/id/type');
  });
  it('a dangling $ref under a nullable composition (a level the rewrite inserts)', () => {
    const result = lower({ openapi: '3.0.0', components: { schemas: { Pet: { allOf: [{ $ref: '#/components/schemas/Nope' }], nullable: true } } } });
    expect(result.ok).toBe(false);
    expect(result.diagnostics).toContainEqual(expect.objectContaining({ code: 'E_REF_DANGLING', pointer: '/components/schemas/Pet/allOf/0/$ref' }));
  });
});

describe('PointerMap', () => {
  it('replaces the longest recorded prefix, repeatedly, at token boundaries', () => {
    const m = new PointerMap();
    m.add('/a/anyOf/0', '/a');
    m.add('/a/anyOf/0/properties/x/anyOf/0', '/a/anyOf/0/properties/x');
    expect(m.original('/a/anyOf/0/properties/x/anyOf/0/type')).toBe('/a/properties/x/type');
    expect(m.original('/a/anyOf/01')).toBe('/a/anyOf/01');
    expect(m.original('/b')).toBe('/b');
  });
});
