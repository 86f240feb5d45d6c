import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadJsonSchemaInputs } from '../../../generator/input/jsonschema/load.js';
import { NEVER } from '../../../generator/input/jsonschema/decls.js';
import { lowerJsonSchema } from '../../../generator/input/jsonschema/lower.js';
import { codes, declOf, DEFAULT_OPTIONS, doc, fieldType, lower, lowered, rootDecl } from './helpers.js';

const FIXTURES = relative(process.cwd(), fileURLToPath(new URL('./fixtures', import.meta.url)));

describe('$ref', () => {
  it('local pointers, $defs and definitions; every entry is a declaration, in document order', () => {
    const model = lowered({
      type: 'object',
      properties: { a: { $ref: '#/$defs/A' }, b: { $ref: '#/definitions/B' }, c: { $ref: '#/properties/a' } },
      $defs: { A: { type: 'string' }, Unused: { type: 'object', properties: { x: { type: 'integer' } } } },
      definitions: { B: { type: 'integer' } },
    });
    expect(model.decls.map((d) => d.id)).toEqual(['s.json#', 's.json#/properties/a', 's.json#/$defs/A', 's.json#/$defs/Unused', 's.json#/definitions/B']);
    expect(fieldType(model, 's.json#', 'a')).toEqual({ kind: 'ref', target: 's.json#/$defs/A' });
    expect(fieldType(model, 's.json#', 'b')).toEqual({ kind: 'ref', target: 's.json#/definitions/B' });
    expect(fieldType(model, 's.json#', 'c')).toEqual({ kind: 'ref', target: 's.json#/properties/a' });
    expect(declOf(model, 's.json#/$defs/A')).toMatchObject({ kind: 'alias', nameHint: ['A'], type: { kind: 'string' } });
    expect(declOf(model, 's.json#/properties/a')).toMatchObject({ kind: 'alias', type: { kind: 'ref', target: 's.json#/$defs/A' } });
  });

  it('a schema reached through $ref from a resource with a dynamic anchor is a declaration of that dynamic scope', () => {
    const tree = { $id: 'tree', $dynamicAnchor: 'node', type: 'object', properties: { kids: { type: 'array', items: { $dynamicRef: '#node' } } } };
    const model = lowered({ $id: 'https://example.com/root', $dynamicAnchor: 'node', type: 'object', properties: { t: { $ref: 'tree' } }, required: ['t'], $defs: { tree } });
    const scoped = 's.json#/$defs/tree in https://example.com/root';
    expect(fieldType(model, 's.json#', 't')).toEqual({ kind: 'ref', target: scoped });
    expect(model.decls.map((d) => d.id)).toContain('s.json#/$defs/tree');
    // The scoped tree's children resolve "#node" to the root, statically; the tree alone keeps the dynamic reference.
    const programOf = (id: string): unknown => {
      const d = declOf(model, id);
      const items = d.kind === 'record' ? d.fields.find((f) => f.jsonName === 'kids')?.type : undefined;
      return items?.kind === 'array' && items.items.kind === 'any' ? items.items.program?.program.nodes[items.items.program.program.root]?.ops[0] : undefined;
    };
    expect(programOf(scoped)).toMatchObject({ op: 'ref' });
    expect(programOf('s.json#/$defs/tree')).toMatchObject({ op: 'dynamicRef', anchor: 'node' });
    // A resource without dynamic anchors leaves no mark on the declarations it reaches.
    const plain = lowered({ $id: 'https://example.com/root', type: 'object', properties: { t: { $ref: 'tree' } }, $defs: { tree } });
    expect(fieldType(plain, 's.json#', 't')).toEqual({ kind: 'ref', target: 's.json#/$defs/tree' });
  });

  it('$anchor, $id-relative refs and draft-04 id anchors', () => {
    const model = lowered({
      $id: 'https://example.com/root.json',
      type: 'object',
      properties: { a: { $ref: '#named' }, b: { $ref: 'https://example.com/item.json' }, c: { $ref: 'item.json' } },
      $defs: { N: { $anchor: 'named', type: 'boolean' }, Item: { $id: 'item.json', type: 'number' } },
    });
    expect(fieldType(model, 's.json#', 'a')).toEqual({ kind: 'ref', target: 's.json#/$defs/N' });
    expect(fieldType(model, 's.json#', 'b')).toEqual({ kind: 'ref', target: 's.json#/$defs/Item' });
    expect(fieldType(model, 's.json#', 'c')).toEqual({ kind: 'ref', target: 's.json#/$defs/Item' });
    const d4 = lowered({
      $schema: 'http://json-schema.org/draft-04/schema#',
      type: 'object',
      properties: { a: { $ref: '#thing' } },
      definitions: { T: { id: '#thing', type: 'string' } },
    });
    expect(fieldType(d4, 's.json#', 'a')).toEqual({ kind: 'ref', target: 's.json#/definitions/T' });
  });

  it('absolute URIs that match the $id of another given schema', () => {
    const other = doc({ $id: 'https://example.com/other.json', $defs: { X: { type: 'string' } } }, 'other.json');
    const main = doc({ type: 'object', properties: { x: { $ref: 'https://example.com/other.json#/$defs/X' } } });
    const result = lowerJsonSchema([main, other], DEFAULT_OPTIONS);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(fieldType(result.value, 's.json#', 'x')).toEqual({ kind: 'ref', target: 'other.json#/$defs/X' });
    expect(result.value.roots).toEqual(['s.json#', 'other.json#']);
  });

  it('relative files (JSON and YAML) and remote $ids, loaded from disk', () => {
    const loaded = loadJsonSchemaInputs([`${FIXTURES}/refs/main.json`, `${FIXTURES}/refs/remote.json`]);
    expect(loaded.ok).toBe(true);
    if (!loaded.ok) return;
    const result = lowerJsonSchema(loaded.value, DEFAULT_OPTIONS);
    expect(result.diagnostics).toEqual([]);
    if (!result.ok) return;
    const main = `${FIXTURES}/refs/main.json#`;
    const address = `${FIXTURES}/refs/sub/address.json`;
    expect(result.value.roots).toEqual([main, `${FIXTURES}/refs/remote.json#`]);
    expect(fieldType(result.value, main, 'address')).toEqual({ kind: 'ref', target: `${address}#` });
    expect(fieldType(result.value, main, 'city')).toEqual({ kind: 'ref', target: `${address}#/$defs/City` });
    expect(fieldType(result.value, main, 'remote')).toEqual({ kind: 'ref', target: `${FIXTURES}/refs/remote.json#` });
    expect(fieldType(result.value, `${address}#`, 'country')).toEqual({ kind: 'ref', target: `${FIXTURES}/refs/country.yaml#` });
    expect(declOf(result.value, `${FIXTURES}/refs/country.yaml#`)).toMatchObject({ kind: 'enum', members: [{ value: { kind: 'string', value: 'DE' } }, { value: { kind: 'string', value: 'FR' } }, { value: { kind: 'string', value: 'US' } }], nameHint: ['Country'] });
    expect(fieldType(result.value, `${FIXTURES}/refs/remote.json#`, 'id')).toEqual({
      kind: 'int',
      repr: 'int64',
      maximum: { value: '9223372036854775807', exclusive: false },
    });
  });

  it('dangling refs: local pointer, unknown anchor, remote URI that no schema declares', () => {
    const result = lower({
      type: 'object',
      properties: { a: { $ref: '#/$defs/Missing' }, b: { $ref: '#nope' }, c: { $ref: 'https://example.com/x.json' } },
    });
    expect(result.ok).toBe(false);
    expect(codes(result.diagnostics)).toEqual(['E_REF_DANGLING /properties/a/$ref', 'E_REF_DANGLING /properties/b/$ref', 'E_REF_DANGLING /properties/c/$ref']);
  });

  it('recursion through $ref', () => {
    const model = lowered({
      title: 'Node',
      type: 'object',
      properties: { value: { type: 'integer' }, children: { type: 'array', items: { $ref: '#' } }, next: { $ref: '#/$defs/List' } },
      $defs: { List: { type: ['object', 'null'], properties: { head: { $ref: '#' }, tail: { $ref: '#/$defs/List' } } } },
    });
    expect(fieldType(model, 's.json#', 'children')).toEqual({ kind: 'array', items: { kind: 'ref', target: 's.json#' }, uniqueItems: false });
    expect(declOf(model, 's.json#/$defs/List')).toMatchObject({ kind: 'alias', type: { kind: 'nullable', inner: { kind: 'ref', target: 's.json#/$defs/List/type' } } });
    expect(fieldType(model, 's.json#/$defs/List/type', 'tail')).toEqual({ kind: 'ref', target: 's.json#/$defs/List' });
  });

  it('2019-09+: keywords next to $ref are merged like allOf', () => {
    const model = lowered({
      type: 'object',
      properties: { p: { $ref: '#/$defs/Base', properties: { extra: { type: 'string' } }, required: ['extra'] } },
      $defs: { Base: { type: 'object', properties: { id: { type: 'integer' } }, required: ['id'] } },
    });
    const p = declOf(model, 's.json#/properties/p');
    expect(p.kind === 'record' && p.fields.map((f) => [f.jsonName, f.required])).toEqual([
      ['id', true],
      ['extra', true],
    ]);
  });

  it('draft-04..07: keywords next to $ref are ignored, with a warning', () => {
    const result = lower({
      $schema: 'http://json-schema.org/draft-07/schema#',
      type: 'object',
      properties: { p: { $ref: '#/definitions/Base', maxLength: 3, description: 'fine' } },
      definitions: { Base: { type: 'string' } },
    });
    expect(codes(result.diagnostics)).toEqual(['W_REF_SIBLINGS /properties/p/$ref']);
    expect(result.ok && fieldType(result.value, 's.json#', 'p')).toEqual({ kind: 'ref', target: 's.json#/definitions/Base' });
  });
});

describe('allOf', () => {
  it('merges members into one record, keeping their order, intersecting constraints', () => {
    const model = lowered({
      title: 'Dog',
      allOf: [
        { $ref: '#/$defs/Animal' },
        { type: 'object', properties: { bark: { type: 'boolean' }, name: { maxLength: 10 } }, required: ['bark'] },
      ],
      $defs: { Animal: { type: 'object', properties: { name: { type: 'string', minLength: 1 } }, required: ['name'] } },
    });
    const dog = rootDecl(model);
    expect(dog.kind).toBe('record');
    if (dog.kind !== 'record') return;
    expect(dog.fields.map((f) => [f.jsonName, f.required])).toEqual([
      ['name', true],
      ['bark', true],
    ]);
    expect(dog.fields[0]?.type).toEqual({ kind: 'string', minLength: 1, maxLength: 10 });
    expect(dog.nameHint).toEqual(['Dog']);
  });

  it('intersects numeric bounds and types', () => {
    const model = lowered({ allOf: [{ type: 'number', minimum: 0, maximum: 10 }, { type: 'integer', minimum: 2, exclusiveMaximum: 10 }] });
    expect(rootDecl(model)).toMatchObject({
      kind: 'alias',
      type: { kind: 'int', minimum: { value: '2', exclusive: false }, maximum: { value: '10', exclusive: true } },
    });
  });

  it('members no value meets together are never valid; two patterns both hold, checked by a program', () => {
    expect(rootDecl(lowered({ allOf: [{ type: 'string' }, { type: 'integer' }] }))).toMatchObject({ type: NEVER });
    expect(rootDecl(lowered({ allOf: [{ enum: ['a'] }, { enum: ['b'] }] }))).toMatchObject({ type: NEVER });
    const twoPatterns = lower({ allOf: [{ type: 'string', pattern: 'a' }, { pattern: 'b' }] });
    expect(twoPatterns.diagnostics).toEqual([]);
    const root = rootDecl(lowered({ allOf: [{ type: 'string', pattern: 'a' }, { pattern: 'b' }] }));
    expect(root.kind === 'alias' && root.type.kind === 'any' ? root.type.program?.keywords : root).toEqual(['pattern']);
  });

  it('a merge that includes itself is an error', () => {
    expect(codes(lower({ $defs: { A: { allOf: [{ $ref: '#/$defs/A' }] } } }).diagnostics)).toContain('E_ALLOF_CYCLE /$defs/A');
  });

  it('a $ref that comes back to itself through $refs alone is an error at each $ref of the cycle, not a dangling reference', () => {
    const self = codes(lower({ type: 'object', properties: { x: { $ref: '#/$defs/A' } }, $defs: { A: { $ref: '#/$defs/A' } } }).diagnostics);
    expect(self).toEqual(['E_REF_CYCLE /$defs/A/$ref']);
    const pair = codes(lower({ $defs: { A: { $ref: '#/$defs/B' }, B: { $ref: '#/$defs/A' } } }).diagnostics);
    expect(pair).toEqual(['E_REF_CYCLE /$defs/A/$ref', 'E_REF_CYCLE /$defs/B/$ref']);
    expect(lower({ $defs: { A: { $ref: '#/$defs/B' }, B: { type: 'array', items: { $ref: '#/$defs/A' } } } }).diagnostics).toEqual([]);
  });
});
