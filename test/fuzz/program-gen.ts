/**
 * The program fuzzer's generator: random schemas made of the keywords schema-check programs
 * evaluate (applicators, conditionals, `unevaluated*`, `contains`, dependencies, `$ref`, consts and
 * enums of any JSON, the assertions), and random instances drawn from a small universe of values
 * and keys that the schema's own literals join, so that every keyword both passes and fails often.
 * The same seed gives the same schema and instances.
 *
 * A schema is made in 2020-12's vocabulary, then written in one of the five drafts
 * (program-dialects.ts).
 *
 * Kept out, because a validator decides them otherwise by design: `multipleOf` by a fraction a
 * double cannot divide exactly (only 2, 3, 0.5 and 1.5 are drawn), formats but the four SPEC
 * asserts (`date-time`, `date`, `time`, `uuid`), numbers beyond 2^53.
 */
import { between, chance, pick, seededRng, type Rng } from '../harness/random/rng.js';
import { inDialect, type Schema } from './program-dialects.js';

interface Gen {
  readonly rng: Rng;
  /** Keys the schema names; instances use them too. */
  readonly keys: Set<string>;
  /** Values the schema names (consts, enums); instances use them too. */
  readonly values: unknown[];
  /** The references to the `$defs` made so far: a definition refers only to earlier ones (no reference cycle consumes no input). */
  readonly defs: string[];
  /** Whether the schema's resources carry the dynamic anchor `node` and its subschemas may refer to it (`$dynamicRef`). */
  readonly dynamic: boolean;
  budget: number;
}

const BASE_KEYS = ['a', 'b', 'c', 'foo', 'ab', ''];
const STRINGS = ['', 'a', 'ab', 'abc', 'foo', 'b1', '1', 'é', 'x\u{1F600}', 'aa'];
/**
 * The asserted formats, and strings that pass or fail them (leap days and seconds, offsets, case).
 * No leap second of a `time`: @hyperjump/json-schema rejects them all, where the
 * JSON-Schema-Test-Suite's optional format tests accept `23:59:60Z` (jsongen follows the suite).
 */
const FORMATS = ['date-time', 'date', 'time', 'uuid'];
const FORMAT_STRINGS = [
  '2024-02-29',
  '2023-02-29',
  '2024-13-01',
  '12:00:00Z',
  '12:00:00',
  '1998-12-31T23:59:60Z',
  '1998-12-31T23:58:60Z',
  '2024-01-01T10:00:00.5+01:00',
  '2024-01-01t10:00:00z',
  '2024-01-01 10:00:00Z',
  'b0ab1a4e-1a4e-4d3e-8f3e-0123456789ab',
  'B0AB1A4E-1A4E-4D3E-8F3E-0123456789AB',
  'b0ab1a4e1a4e4d3e8f3e0123456789ab',
];
const NUMBERS = [0, 1, 2, 3, -1, 4, 6, 1.5, 2.5, 10, -3];
const PATTERNS = ['^a', 'b$', '^[a-c]*$', 'o{2}', '\\d', '^\\p{L}+$', '^.$', 'a|c', '^(?!a)'];
const TYPES = ['null', 'boolean', 'object', 'array', 'number', 'string', 'integer'];

function key(g: Gen): string {
  const k = chance(g.rng, 0.8) ? pick(g.rng, BASE_KEYS.slice(0, 4)) : pick(g.rng, BASE_KEYS);
  g.keys.add(k);
  return k;
}

function keys(g: Gen, max: number): string[] {
  const out = new Set<string>();
  const n = between(g.rng, 1, max);
  for (let i = 0; i < n; i++) out.add(key(g));
  return [...out];
}

/** A small JSON value (also the instances' building block). */
function value(rng: Rng, g: Gen | undefined, depth: number): unknown {
  const known = g?.values ?? [];
  const roll = between(rng, 0, depth <= 0 ? 5 : 8);
  switch (roll) {
    case 0:
      return null;
    case 1:
      return chance(rng, 0.5);
    case 2:
    case 3:
      return pick(rng, NUMBERS);
    case 4:
      return pick(rng, STRINGS);
    case 5:
      return known.length > 0 && chance(rng, 0.6) ? pick(rng, known) : pick(rng, STRINGS);
    case 6:
    case 7: {
      const items: unknown[] = [];
      const n = between(rng, 0, 4);
      for (let i = 0; i < n; i++) items.push(chance(rng, 0.3) && items.length > 0 ? items[0] : value(rng, g, depth - 1));
      return items;
    }
    default: {
      const o: Record<string, unknown> = {};
      const pool = [...BASE_KEYS, ...(g?.keys ?? [])];
      const n = between(rng, 0, 4);
      for (let i = 0; i < n; i++) o[pick(rng, pool)] = value(rng, g, depth - 1);
      return o;
    }
  }
}

/** A JSON value's text with object members sorted: equal values, equal texts. */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (typeof v === 'object' && v !== null)
    return `{${Object.keys(v)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(v);
}

function literal(g: Gen): unknown {
  const v = value(g.rng, g, 1);
  g.values.push(v);
  return v;
}

function sub(g: Gen, depth: number): Schema {
  return schema(g, depth - 1);
}

function subs(g: Gen, depth: number, max: number): Schema[] {
  return Array.from({ length: between(g.rng, 1, max) }, () => sub(g, depth));
}

/** One keyword group, added to `s`. */
function addKeywords(g: Gen, s: Record<string, unknown>, depth: number): void {
  const rng = g.rng;
  const deep = depth > 0 && g.budget > 0;
  switch (between(rng, 0, deep ? 28 : 11)) {
    case 0:
      s['type'] = chance(rng, 0.7) ? pick(rng, TYPES) : [pick(rng, TYPES), pick(rng, TYPES)].filter((t, i, a) => a.indexOf(t) === i);
      return;
    case 1:
      s['const'] = literal(g);
      return;
    case 2:
      // distinct members: drafts 04 to 07 require (or their meta-schemas check) that they are unique
      s['enum'] = [...new Map(Array.from({ length: between(rng, 1, 4) }, () => literal(g)).map((v) => [canonical(v), v])).values()];
      return;
    case 3: {
      const bound = pick(rng, ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum']);
      s[bound] = pick(rng, [0, 1, 2, 3, 1.5, -1]);
      return;
    }
    case 4:
      s['multipleOf'] = pick(rng, [2, 3, 0.5, 1.5]);
      return;
    case 5:
      s[pick(rng, ['minLength', 'maxLength'])] = between(rng, 0, 3);
      return;
    case 6:
      s['pattern'] = pick(rng, PATTERNS);
      return;
    case 7:
      s[pick(rng, ['minItems', 'maxItems'])] = between(rng, 0, 3);
      return;
    case 8:
      if (chance(rng, 0.5)) {
        s['uniqueItems'] = chance(rng, 0.8);
        return;
      }
      s['format'] = pick(rng, FORMATS);
      for (let i = 0; i < 3; i++) g.values.push(pick(rng, FORMAT_STRINGS));
      return;
    case 9:
      s['required'] = keys(g, 2);
      return;
    case 10:
      s[pick(rng, ['minProperties', 'maxProperties'])] = between(rng, 0, 3);
      return;
    case 11:
      s['dependentRequired'] = Object.fromEntries(keys(g, 2).map((k) => [k, keys(g, 2)]));
      return;
    case 12:
      s['properties'] = Object.fromEntries(keys(g, 3).map((k) => [k, sub(g, depth)]));
      return;
    case 13:
      s['patternProperties'] = Object.fromEntries(Array.from({ length: between(rng, 1, 2) }, () => [pick(rng, PATTERNS), sub(g, depth)]));
      return;
    case 14:
      s['additionalProperties'] = chance(rng, 0.3) ? false : sub(g, depth);
      return;
    case 15:
      s['propertyNames'] = sub(g, depth);
      return;
    case 16:
      s['dependentSchemas'] = Object.fromEntries(keys(g, 2).map((k) => [k, sub(g, depth)]));
      return;
    case 17:
      s['items'] = chance(rng, 0.2) ? false : sub(g, depth);
      return;
    case 18:
      s['prefixItems'] = subs(g, depth, 3);
      return;
    case 19:
      s['contains'] = sub(g, depth);
      if (chance(rng, 0.4)) s['minContains'] = between(rng, 0, 2);
      if (chance(rng, 0.4)) s['maxContains'] = between(rng, 0, 2);
      return;
    case 20:
      s[pick(rng, ['allOf', 'anyOf', 'oneOf'])] = subs(g, depth, 3);
      return;
    case 21:
      s['not'] = sub(g, depth);
      return;
    case 22:
      s['if'] = sub(g, depth);
      if (chance(rng, 0.8)) s['then'] = sub(g, depth);
      if (chance(rng, 0.6)) s['else'] = sub(g, depth);
      return;
    case 23:
      s['unevaluatedProperties'] = chance(rng, 0.5) ? false : sub(g, depth);
      return;
    case 24:
      s['unevaluatedItems'] = chance(rng, 0.5) ? false : sub(g, depth);
      return;
    case 25:
    case 26:
      if (g.defs.length > 0) s['$ref'] = pick(rng, g.defs);
      else s['not'] = sub(g, depth);
      return;
    case 27: {
      if (!g.dynamic) {
        s['not'] = sub(g, depth);
        return;
      }
      // under a keyword that moves into the instance, so that the recursion ends with it
      const dynamicRef = { $dynamicRef: '#node' };
      const at = pick(rng, ['items', 'additionalProperties', 'properties', 'prefixItems', 'contains']);
      s[at] = at === 'properties' ? { [key(g)]: dynamicRef } : at === 'prefixItems' ? [dynamicRef, sub(g, depth)] : dynamicRef;
      return;
    }
    default:
      s['items'] = sub(g, depth);
      s['unevaluatedItems'] = false;
      return;
  }
}

function schema(g: Gen, depth: number): Schema {
  g.budget--;
  if (chance(g.rng, 0.08)) return chance(g.rng, 0.5);
  const s: Record<string, unknown> = {};
  const groups = between(g.rng, 1, 3);
  for (let i = 0; i < groups; i++) addKeywords(g, s, depth);
  return s;
}

export interface ProgramFuzzCase {
  readonly schema: Record<string, unknown>;
  /** Instances as JSON text. */
  readonly instances: readonly string[];
}

/** A random schema (`$defs` first, each referring only to earlier ones) and `count` instances for it. */
export function randomProgramCase(seed: string, count: number): ProgramFuzzCase {
  const rng = seededRng(seed);
  const g: Gen = { rng, keys: new Set(), values: [], defs: [], dynamic: chance(rng, 0.3), budget: between(rng, 4, 40) };
  const defs: Record<string, Schema> = {};
  const defCount = between(rng, 0, 2);
  for (let i = 0; i < defCount; i++) {
    const name = `d${i}`;
    const def = schema(g, between(rng, 1, 3));
    if (g.dynamic && chance(rng, 0.5)) {
      // a resource of its own, with the dynamic anchor, referred to by its `$id`
      defs[name] = { $id: `r${i}`, $dynamicAnchor: 'node', allOf: [def] };
      g.defs.push(`r${i}`);
    } else {
      defs[name] = def;
      // from inside a resource, `#` is that resource: a definition of the root is named through the root's `$id`
      g.defs.push(g.dynamic ? `root.json#/$defs/${name}` : `#/$defs/${name}`);
    }
  }
  const root = schema(g, between(rng, 1, 4));
  const body: Record<string, unknown> = typeof root === 'boolean' ? (root ? {} : { not: {} }) : root;
  if (g.dynamic) {
    body['$id'] = `https://fuzz.jsongen.invalid/${encodeURIComponent(seed)}/root.json`;
    body['$dynamicAnchor'] = 'node';
  }
  const whole = inDialect(body, defCount > 0 ? defs : undefined, rng);
  const instances: string[] = [];
  for (let i = 0; i < count; i++) {
    const v = g.values.length > 0 && chance(rng, 0.15) ? pick(rng, g.values) : value(rng, g, between(rng, 0, 3));
    const text = JSON.stringify(v);
    // Integral numbers also as `1.0` now and then: an integer by value (2020-12 `integer`).
    instances.push(chance(rng, 0.1) ? text.replace(/(?<![\d.eE"])(\d+)(?=[,\]}]|$)/, '$1.0') : text);
  }
  return { schema: whole, instances };
}

/**
 * The seeds whose programs and instances join the shared schema-program vectors
 * (test/data/schema-program-vectors.json), so every runtime's interpreter replays them; the
 * program fuzzer's short run checks the reference's verdicts on them against the oracle.
 */
export const VECTOR_SEEDS: readonly string[] = Array.from({ length: 150 }, (_, i) => `vectors/${i}`);
export const VECTOR_INSTANCES = 20;
