/**
 * The TypeScript runtime's schema-check interpreter (runtime/typescript/src/jsongen_runtime_schema.ts)
 * against the shared conformance vectors (test/data/schema-program-vectors.json, written from the
 * reference interpreter): every vector's verdict and, for an invalid value, the same schema and
 * instance pointers; then the depth limit, a missing node, and the decode error a failure becomes.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SCHEMA_DEPTH_LIMIT, runSchema, type SchemaProgram } from '../../runtime/typescript/src/jsongen_runtime.js';

interface Vectors {
  readonly version: number;
  readonly depthLimit: number;
  readonly programs: ReadonlyArray<{
    readonly group: string;
    readonly program: SchemaProgram;
    readonly vectors: ReadonlyArray<readonly [string, boolean, string?, string?]>;
  }>;
}

const vectors = JSON.parse(readFileSync(new URL('../data/schema-program-vectors.json', import.meta.url), 'utf8')) as Vectors;

describe('schema-check interpreter', () => {
  it('gives every shared vector its verdict and pointers', () => {
    expect(vectors.version).toBe(1);
    expect(vectors.depthLimit).toBe(SCHEMA_DEPTH_LIMIT);
    const wrong: string[] = [];
    let count = 0;
    for (const pv of vectors.programs) {
      for (const [input, valid, schema, instance] of pv.vectors) {
        count++;
        const got = runSchema(pv.program, input);
        if (valid && got !== null) wrong.push(`${pv.group} ${input}: rejected at ${got.schema} (${got.instance}), the reference accepts`);
        else if (!valid && got === null) wrong.push(`${pv.group} ${input}: accepted, the reference rejects at ${schema}`);
        else if (!valid && got !== null && (got.schema !== schema || got.instance !== instance))
          wrong.push(`${pv.group} ${input}: rejected at ${got.schema} (${got.instance}), the reference at ${schema} (${instance})`);
      }
    }
    expect(wrong.slice(0, 20)).toEqual([]);
    expect(count).toBeGreaterThan(4000);
  });

  it('fails a reference cycle at the depth limit instead of overflowing', () => {
    const p: SchemaProgram = { version: 1, root: 0, nodes: [{ resource: -1, ops: [{ op: 'ref', at: '/$ref', node: 0 }] }], regexes: [], resources: [] };
    const got = runSchema(p, '1');
    expect(got?.schema).toBe('/$ref');
    expect(got?.instance).toBe('');
  });

  it('fails a value when the program lacks its root node', () => {
    const p: SchemaProgram = { version: 1, root: 3, nodes: [], regexes: [], resources: [] };
    expect(runSchema(p, '{}')).not.toBeNull();
  });

  it('turns a failure into a decode error at the failing part, its text cut at 64 bytes', () => {
    const p: SchemaProgram = {
      version: 1,
      root: 0,
      nodes: [
        { resource: -1, ops: [{ op: 'properties', at: '/properties', entries: [['a/b', 1]] }] },
        { resource: -1, ops: [{ op: 'type', at: '/properties/a~1b/type', types: 1 }] },
      ],
      regexes: [],
      resources: [],
    };
    const long = 'é'.repeat(40);
    const got = runSchema(p, `{"a/b":"${long}"}`);
    expect(got?.instance).toBe('/a~1b');
    const e = got?.decodeError(7).finish();
    expect(e?.pointer).toBe('/a~1b');
    expect(e?.expected).toBe('a value valid against the schema at "/properties/a~1b/type"');
    expect(e?.found).toBe(`"${'é'.repeat(31)}...`);
    expect(runSchema(p, '{"a/b":null}')).toBeNull();
  });
});
