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
