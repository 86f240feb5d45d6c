/**
 * The TypeScript runtime's schema-check interpreter (runtime/typescript/src/jsongen_runtime_schema.ts)
 * against the shared conformance vectors (test/data/schema-program-vectors.json, written from the
 * reference interpreter): every vector's verdict and, for an invalid value, the same schema and
 * instance pointers; then the depth limit, a missing node, the decode error a failure becomes, and
 * the reference interpreter as the oracle on mutated instances.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseJson, runSchemaProgram, type JsonValue, type SchemaProgram as ReferenceProgram } from '../../generator/plan/schema-program/index.js';
import { SCHEMA_DEPTH_LIMIT, runSchema, type SchemaProgram } from '../../runtime/typescript/src/jsongen_runtime.js';
import { quoteText } from '../../runtime/typescript/src/jsongen_runtime_schema.js';
import { rng } from './typescript-helpers.js';

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

/** JSON text of a reference value (numbers keep their text, members their order). */
function textOf(v: JsonValue): string {
  switch (v.kind) {
    case 'null':
      return 'null';
    case 'bool':
      return String(v.value);
    case 'number':
      return v.text;
    case 'string':
      return JSON.stringify(v.value);
    case 'array':
      return `[${v.items.map(textOf).join(',')}]`;
    case 'object':
      return `{${v.members.map(([k, m]) => `${JSON.stringify(k)}:${textOf(m)}`).join(',')}}`;
  }
}

/** `v` with one value inside it (itself, an item, a member, a key) replaced from `pool`. */
function mutate(v: JsonValue, r: ReturnType<typeof rng>, pool: readonly JsonValue[]): JsonValue {
  const pick = (): JsonValue => pool[r.int(pool.length)] as JsonValue;
  if (v.kind === 'array' && v.items.length > 0 && r.int(4) !== 0) {
    const i = r.int(v.items.length);
    const items = [...v.items];
    if (r.int(5) === 0) items.splice(i, 1);
    else if (r.int(5) === 0) items.push(pick());
    else items[i] = mutate(items[i] as JsonValue, r, pool);
    return { kind: 'array', items };
  }
  if (v.kind === 'object' && v.members.length > 0 && r.int(4) !== 0) {
    const i = r.int(v.members.length);
    const members = [...v.members];
    const [k, m] = members[i] as readonly [string, JsonValue];
    const keys = pool.flatMap((p) => (p.kind === 'object' ? p.members.map(([name]) => name) : []));
    if (r.int(5) === 0) members.splice(i, 1);
    else if (r.int(5) === 0 && keys.length > 0) members.push([keys[r.int(keys.length)] as string, pick()]);
    else members[i] = [k, mutate(m, r, pool)];
    return { kind: 'object', members };
  }
  return pick();
}

describe('quoted text in messages', () => {
  it('quotes as the Go runtime quotes (strconv.Quote)', () => {
    const cases: Array<[string, string]> = [
      ['a\x01é\u200b😀"\\\n\x7f\x07\v', '"a\\x01é\\u200b😀\\"\\\\\\n\\x7f\\a\\v"'],
      ['/properties/ü~1x', '"/properties/ü~1x"'],
      ['\u00ad\u0300\u{1F600}\u2028 \u00a0', '"\\u00ad\u0300😀\\u2028 \\u00a0"'],
      ['\ufffd', '"\ufffd"'],
    ];
    for (const [text, want] of cases) expect(quoteText(text), JSON.stringify(text)).toBe(want);
  });
});

describe('schema-check interpreter against the reference interpreter', () => {
  it('gives the reference verdict and pointers on mutated vector instances', () => {
    const r = rng(20260402);
    const wrong: string[] = [];
    let count = 0;
    for (const pv of vectors.programs) {
      const instances = pv.vectors.map(([input]) => parseJson(input)).filter((v): v is JsonValue => v !== undefined);
      if (instances.length === 0) continue;
      for (let n = 0; n < 6; n++) {
        const value = mutate(instances[r.int(instances.length)] as JsonValue, r, instances);
        const text = textOf(value);
        const want = runSchemaProgram(pv.program as unknown as ReferenceProgram, value);
        const got = runSchema(pv.program, text);
        count++;
        const wantText = want.valid ? 'valid' : `${want.error.schema} (${want.error.instance})`;
        const gotText = got === null ? 'valid' : `${got.schema} (${got.instance})`;
        if (wantText !== gotText) wrong.push(`${pv.group} ${text}: ${gotText}, the reference ${wantText}`);
      }
    }
    expect(wrong.slice(0, 20)).toEqual([]);
    expect(count).toBeGreaterThan(3000);
  });
});
