/**
 * The schema fuzzer's generator: a random JSON Schema (2020-12) from a seed. Shapes: records
 * (empty, small, sometimes 1,000 fields), maps, arrays, tuples, unions of every dispatch kind
 * (JSON kind, discriminator, unique key, first match), recursion through records, maps,
 * tuples and unions, nullable of nullable, arrays and maps of null, one-value enums, deep
 * nesting; names from the adversarial list (names.ts). The same seed gives the same schema.
 */
import { between, chance, pick, seededRng, type Rng } from '../harness/random/rng.js';
import { randomName } from './names.js';

type Schema = Record<string, unknown>;

interface Gen {
  readonly rng: Rng;
  readonly defs: Map<string, Schema>;
  /** Nodes left to spend; when it runs out, only leaves are made. */
  budget: number;
  /** Whether a 1,000-field record may still be made (one per schema). */
  bigRecord: boolean;
}

/** `#/$defs/<name>` as a URI fragment: RFC 6901 escapes, then percent-encoding. */
export function defRef(name: string): string {
  const token = name.replace(/~/g, '~0').replace(/\//g, '~1');
  return `#/$defs/${encodeURIComponent(token)}`;
}

/**
 * A `$defs` key: any adversarial name but `$id`, which ajv, the fuzzer's second opinion, reads
 * as the `$id` keyword when it is a `$defs` key and fails to compile the schema ("id.replace is
 * not a function").
 */
function defName(g: Gen): string {
  for (;;) {
    const name = randomName(g.rng);
    if (name !== '$id') return name;
  }
}

function uniqueNames(g: Gen, count: number, avoid: ReadonlySet<string> = new Set()): string[] {
  const names = new Set<string>();
  for (let tries = 0; names.size < count && tries < count * 20; tries++) {
    const n = randomName(g.rng);
    if (!avoid.has(n)) names.add(n);
  }
  return [...names];
}

function leaf(g: Gen): Schema {
  switch (between(g.rng, 0, 11)) {
    case 0:
      return { type: 'string' };
    case 1:
      return { type: 'string', minLength: between(g.rng, 0, 2), maxLength: between(g.rng, 3, 9) };
    case 2:
      return { type: 'integer' };
    case 3:
      return { type: 'integer', minimum: between(g.rng, -5, 0), maximum: between(g.rng, 1, 1000) };
    case 4:
      return { type: 'number' };
    case 5:
      return { type: 'boolean' };
    case 6:
      return { type: 'null' };
    case 7:
      return {};
    case 8:
      return { enum: [randomName(g.rng)] };
    case 9:
      return { type: 'string', enum: uniqueNames(g, between(g.rng, 1, 5)) };
    case 10:
      return { const: pick(g.rng, [randomName(g.rng), 7, true, null]) };
    default:
      return { type: ['string', 'null'] };
  }
}

function record(g: Gen, depth: number, fieldCount: number): Schema {
  const names = uniqueNames(g, fieldCount);
  const properties: Record<string, Schema> = {};
  for (const n of names) properties[n] = node(g, depth + 1);
  const required = names.filter(() => chance(g.rng, 0.5));
  const schema: Schema = { type: 'object', properties };
  if (required.length > 0) schema['required'] = required;
  const extra = between(g.rng, 0, 5);
  if (extra === 0) schema['additionalProperties'] = false;
  if (extra === 1) schema['additionalProperties'] = leaf(g);
  if (chance(g.rng, 0.1)) schema['title'] = randomName(g.rng);
  return schema;
}

function bigRecord(g: Gen): Schema {
  g.bigRecord = false;
  const properties: Record<string, Schema> = {};
  for (let i = 0; i < 1000; i++) properties[`${randomName(g.rng)}${i}`] = pick(g.rng, [{ type: 'integer' }, { type: 'string' }, { type: 'boolean' }, { type: ['number', 'null'] }]);
  return { type: 'object', properties, required: Object.keys(properties).filter((_, i) => i % 7 === 0) };
}

/** A union dispatched by JSON kind: one variant per kind. */
function kindUnion(g: Gen, depth: number): Schema {
  const variants: Schema[] = [
    { type: 'string' },
    { type: 'integer' },
    { type: 'boolean' },
    { type: 'array', items: node(g, depth + 1) },
    record(g, depth, between(g.rng, 1, 3)),
    { type: 'null' },
  ].filter(() => chance(g.rng, 0.6));
  return variants.length >= 2 ? { oneOf: variants } : { oneOf: [{ type: 'string' }, { type: 'number' }] };
}

/** Records told apart by a required `const` property. */
function discriminatedUnion(g: Gen, depth: number): Schema {
  const tagName = randomName(g.rng);
  const tags = uniqueNames(g, between(g.rng, 1, 4));
  const variants = tags.map((tag) => {
    const r = record(g, depth, between(g.rng, 0, 3));
    const properties = { ...(r['properties'] as Record<string, Schema>) };
    delete properties[tagName];
    const required = ((r['required'] as string[] | undefined) ?? []).filter((n) => n !== tagName);
    const variant: Schema = { type: 'object', properties: { [tagName]: { const: tag }, ...properties }, required: [tagName, ...required] };
    if (chance(g.rng, 0.3)) variant['additionalProperties'] = false;
    return variant;
  });
  return { oneOf: variants };
}

/** Records told apart by a required key no other variant declares. */
function uniqueKeyUnion(g: Gen, depth: number): Schema {
  const keys = uniqueNames(g, between(g.rng, 2, 4));
  return {
    oneOf: keys.map((key, i) => ({
      type: 'object',
      properties: { [key]: i === 0 ? leaf(g) : node(g, depth + 1) },
      required: [key],
    })),
  };
}

/** Overlapping variants: the decoder takes the first that fits (the generator warns). */
function firstMatchUnion(g: Gen, depth: number): Schema {
  return { anyOf: [record(g, depth, between(g.rng, 1, 2)), { type: 'object', additionalProperties: leaf(g) }] };
}

/** A named recursive type: through a record, a map, a tuple or a union, always with a base case. */
function recursive(g: Gen, depth: number): Schema {
  const name = defName(g);
  if (g.defs.has(name)) return { $ref: defRef(name) };
  const self = { $ref: defRef(name) };
  g.defs.set(name, {});
  const shape = between(g.rng, 0, 4);
  const body: Schema =
    shape === 0
      ? { type: 'object', properties: { [randomName(g.rng)]: node(g, depth + 1), [`${randomName(g.rng)}s`]: { type: 'array', items: self } } }
      : shape === 1
        ? { type: 'object', additionalProperties: self }
        : shape === 2
          ? { type: 'array', prefixItems: [leaf(g), { anyOf: [self, { type: 'null' }] }], items: false, minItems: 2 }
          : shape === 3
            ? { oneOf: [leaf(g).type === 'string' ? { type: 'integer' } : { type: 'string' }, { type: 'array', items: self }] }
            : { type: ['object', 'null'], properties: { [randomName(g.rng)]: self } };
  g.defs.set(name, body);
  return self;
}

function node(g: Gen, depth: number): Schema {
  g.budget--;
  if (g.budget <= 0 || depth > 12) return leaf(g);
  const pickShape = between(g.rng, 0, 20);
  switch (pickShape) {
    case 0:
    case 1:
    case 2:
      return record(g, depth, between(g.rng, 0, 5));
    case 3:
      return { type: 'object', additionalProperties: node(g, depth + 1) };
    case 4:
      return { type: 'array', items: node(g, depth + 1) };
    case 5:
      return { type: 'array', prefixItems: Array.from({ length: between(g.rng, 1, 3) }, () => node(g, depth + 1)), items: false };
    case 6:
      return kindUnion(g, depth);
    case 7:
      return discriminatedUnion(g, depth);
    case 8:
      return uniqueKeyUnion(g, depth);
    case 9:
      return firstMatchUnion(g, depth);
    case 10:
    case 11:
      return recursive(g, depth);
    case 12:
      return { anyOf: [{ type: ['string', 'null'] }, { type: 'null' }] };
    case 13:
      return { anyOf: [{ anyOf: [node(g, depth + 1), { type: 'null' }] }, { type: 'null' }] };
    case 14:
      return pick(g.rng, [{ type: 'array', items: { type: 'null' } }, { type: 'object', additionalProperties: { type: 'null' } }]);
    case 15:
      return { type: 'object', properties: {}, additionalProperties: false };
    case 16: {
      let inner: Schema = leaf(g);
      for (let i = between(g.rng, 10, 40); i > 0; i--) inner = chance(g.rng, 0.5) ? { type: 'array', items: inner } : { type: 'object', properties: { [randomName(g.rng)]: inner }, required: [] };
      return inner;
    }
    case 17: {
      // The body may itself define `name` (a recursive type drawing the same name), and then be
      // a reference to it: that definition stands, never one referring to itself.
      const name = defName(g);
      if (!g.defs.has(name)) {
        const body = node(g, depth + 1);
        if (!g.defs.has(name)) g.defs.set(name, body);
      }
      return { $ref: defRef(name) };
    }
    case 18:
      return g.bigRecord && chance(g.rng, 0.3) ? bigRecord(g) : record(g, depth, 1);
    default:
      return leaf(g);
  }
}

/** The random schema of a seed. */
export function randomSchema(seed: string): Schema {
  const rng = seededRng(seed);
  const g: Gen = { rng, defs: new Map(), budget: between(rng, 5, 40), bigRecord: chance(rng, 0.05) };
  const root = chance(rng, 0.8) ? record(g, 0, between(rng, 1, 6)) : node(g, 0);
  const schema: Schema = { $schema: 'https://json-schema.org/draft/2020-12/schema', ...root };
  if (chance(rng, 0.5)) schema['title'] = randomName(rng);
  if (g.defs.size > 0) schema['$defs'] = Object.fromEntries(g.defs);
  return schema;
}
