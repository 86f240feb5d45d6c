/**
 * A deterministic synthetic JSON Schema with `count` named types under `$defs`, for timing the
 * generator. Types are records (5–12 fields of scalars, formats, arrays, maps, nullable values and
 * references to other types, recursion included) and every seventh one a string enum.
 */
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** mulberry32: a small seeded PRNG, so the schema is the same on every run. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const typeName = (i: number): string => `Type${String(i).padStart(4, '0')}`;
const isEnum = (i: number): boolean => i % 7 === 3;

interface Field {
  readonly schema: Json;
  /** A reference that may lead back to this type; kept optional so every cycle has a base case. */
  readonly mayRecurse: boolean;
}

function fieldSchema(rand: () => number, i: number, count: number): Field {
  const target = Math.floor(rand() * count);
  const ref: Json = { $ref: `#/$defs/${typeName(target)}` };
  const plain = (schema: Json): Field => ({ schema, mayRecurse: false });
  const pick = Math.floor(rand() * 12);
  switch (pick) {
    case 0: return plain({ type: 'string' });
    case 1: return plain({ type: 'integer' });
    case 2: return plain({ type: 'number' });
    case 3: return plain({ type: 'boolean' });
    case 4: return plain({ type: 'string', format: 'date-time' });
    case 5: return plain({ type: ['string', 'null'] });
    case 6: return plain({ type: 'array', items: { type: 'integer' } });
    case 7: return plain({ type: 'object', additionalProperties: { type: 'string' } });
    case 8: return plain({ type: 'array', items: ref });
    case 9: return plain({ type: 'integer', minimum: 0, maximum: 1000 + i });
    default: return { schema: ref, mayRecurse: target >= i };
  }
}

function record(rand: () => number, i: number, count: number): Json {
  const n = 5 + Math.floor(rand() * 8);
  const properties: Record<string, Json> = {};
  const required: string[] = [];
  for (let f = 0; f < n; f++) {
    const key = `field_${f}_${Math.floor(rand() * 1000)}`;
    const field = fieldSchema(rand, i, count);
    properties[key] = field.schema;
    if (rand() < 0.6 && !field.mayRecurse) required.push(key);
  }
  return { type: 'object', description: `Synthetic record ${i}.`, properties, required };
}

export function syntheticSchema(count: number, seed = 1000): Json {
  const rand = prng(seed);
  const defs: Record<string, Json> = {};
  for (let i = 0; i < count; i++) {
    defs[typeName(i)] = isEnum(i) ? { enum: ['alpha', 'beta', 'gamma', `value_${i}`] } : record(rand, i, count);
  }
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'https://example.com/bench/synthetic.schema.json',
    title: 'Synthetic',
    type: 'object',
    properties: Object.fromEntries(Array.from({ length: count }, (_, i) => [`t${i}`, { $ref: `#/$defs/${typeName(i)}` }])),
    $defs: defs,
  };
}

const words = ['account', 'balance', 'charge', 'customer', 'dispute', 'invoice', 'payment', 'payout', 'price', 'product', 'refund', 'session', 'source', 'transfer', 'usage', 'review'];
const componentName = (i: number): string => `${words[i % words.length] as string}_${words[Math.floor(i / words.length) % words.length] as string}_${i}`;
const describe = (rand: () => number, what: string): string =>
  `The ${what} of this object. ${'Only present when the object was created through the API, and may change when the object is updated. '.slice(0, 40 + Math.floor(rand() * 60))}`;

function apiField(rand: () => number, count: number, key: string): { schema: Json; required: boolean } {
  const other = (): Json => ({ $ref: `#/$defs/${componentName(Math.floor(rand() * count))}` });
  const description = describe(rand, key);
  const pick = Math.floor(rand() * 16);
  switch (pick) {
    case 0:
    case 1: return { schema: { type: 'string', maxLength: 5000, description }, required: true };
    case 2: return { schema: { anyOf: [{ type: 'string', maxLength: 5000 }, { type: 'null' }], description }, required: true };
    case 3: return { schema: { type: 'integer', description }, required: true };
    case 4: return { schema: { anyOf: [{ type: 'integer' }, { type: 'null' }], description }, required: true };
    case 5: return { schema: { type: 'boolean', description }, required: rand() < 0.8 };
    case 6: return { schema: { type: 'string', enum: ['automatic', 'manual', 'pending', 'failed', `mode_${key}`], description }, required: true };
    case 7: return { schema: { anyOf: [{ type: 'string', maxLength: 5000 }, other()], description }, required: true };
    case 8: return { schema: { anyOf: [other(), { type: 'null' }], description }, required: rand() < 0.5 };
    case 9: return { schema: { type: 'array', items: other(), description }, required: rand() < 0.5 };
    case 10: return { schema: { type: 'array', items: { type: 'string', maxLength: 5000 }, description }, required: true };
    case 11: return { schema: { type: 'number', description }, required: rand() < 0.5 };
    case 12: return { schema: other(), required: false };
    case 13:
    case 14: return { schema: { type: 'string', maxLength: 5000, description }, required: false };
    default:
      return rand() < 0.5 ? { schema: { type: 'integer', description }, required: false } : {
        schema: {
          type: 'object',
          description,
          properties: { amount: { type: 'integer' }, currency: { type: 'string', format: 'currency' }, note: { anyOf: [{ type: 'string', maxLength: 5000 }, { type: 'null' }] } },
          required: ['amount', 'currency'],
        },
        required: rand() < 0.5,
      };
  }
}

/**
 * A deterministic schema shaped like a large OpenAPI components set (e.g. a payments API's 500+
 * schemas): `count` named objects (under `$defs`), each with the usual `id`, `object`
 * tag, `created`, `livemode` and `metadata` map, then 4–16 described members: strings with
 * `maxLength`, nullable scalars and references (`anyOf` with `null`), inline string enums,
 * expandable members (a string id or the object), arrays, nested inline objects.
 */
export function apiComponentsSchema(count: number, seed = 560): Json {
  const rand = prng(seed);
  const schemas: Record<string, Json> = {};
  for (let i = 0; i < count; i++) {
    const name = componentName(i);
    const properties: Record<string, Json> = {
      id: { type: 'string', maxLength: 5000, description: 'Unique identifier for the object.' },
      object: { type: 'string', enum: [name], description: "String representing the object's type." },
      created: { type: 'integer', format: 'unix-time', description: 'Time at which the object was created, in seconds since the Unix epoch.' },
      livemode: { type: 'boolean', description: 'Whether the object exists in live mode or in test mode.' },
      metadata: { anyOf: [{ type: 'object', additionalProperties: { type: 'string', maxLength: 500 } }, { type: 'null' }], description: 'Key-value pairs attached to the object.' },
    };
    const required = ['id', 'object', 'created', 'livemode'];
    const n = 4 + Math.floor(rand() * 13);
    for (let f = 0; f < n; f++) {
      const key = `${words[Math.floor(rand() * words.length)] as string}_${['amount', 'status', 'details', 'reason', 'at', 'url', 'count'][f % 7] as string}_${f}`;
      const field = apiField(rand, count, key);
      properties[key] = field.schema;
      if (field.required) required.push(key);
    }
    schemas[name] = { type: 'object', title: name, description: describe(rand, name), properties, required };
  }
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'https://example.com/bench/api-components.schema.json',
    title: 'ApiComponents',
    type: 'object',
    properties: Object.fromEntries(Array.from({ length: count }, (_, i) => [componentName(i), { $ref: `#/$defs/${componentName(i)}` }])),
    $defs: schemas,
  };
}

/** `schema` with every `#/$defs/` reference pointing at `#/components/schemas/` instead. */
function toComponentRefs(schema: Json): Json {
  if (Array.isArray(schema)) return schema.map(toComponentRefs);
  if (schema === null || typeof schema !== 'object') return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([k, v]) => [k, k === '$ref' && typeof v === 'string' ? v.replace('#/$defs/', '#/components/schemas/') : toComponentRefs(v)]),
  );
}

/**
 * The components of `apiComponentsSchema(count)` as an OpenAPI 3.1 description (3.1's schemas are
 * 2020-12 JSON Schema): `count` entries under `components.schemas`, no paths.
 */
export function apiDescription(count: number, seed = 560): Json {
  const schema = apiComponentsSchema(count, seed) as { $defs: Record<string, Json> };
  return {
    openapi: '3.1.0',
    info: { title: 'Synthetic payments API', version: '1.0.0' },
    paths: {},
    components: { schemas: toComponentRefs(schema.$defs) },
  };
}
