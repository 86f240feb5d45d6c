/**
 * The program fuzzer's generator: random schemas made of the keywords schema-check programs
 * evaluate (applicators, conditionals, `unevaluated*`, `contains`, dependencies, `$ref`, consts and
 * enums of any JSON, the assertions), and random instances drawn from a small universe of values
 * and keys that the schema's own literals join, so that every keyword both passes and fails often.
 * The same seed gives the same schema and instances.
 *
 * A schema is made in 2020-12's vocabulary, then written in one of the five drafts (`DIALECTS`):
 * most often with the draft's own spelling of a keyword (`items` arrays and `additionalItems`
 * before 2020-12, `dependencies` before 2019-09, `definitions`, boolean `exclusiveMinimum` and no
 * boolean schemas in draft-04), sometimes keeping a later draft's keyword, which the earlier
 * draft does not know and must ignore.
 *
 * Kept out, because ajv (the oracle) decides them otherwise by design or SPEC decides them
 * otherwise: `multipleOf` by a fraction ajv cannot divide exactly (only 2, 3, 0.5 and 1.5 are
 * drawn), `format` (SPEC asserts four formats; ajv-formats asserts more), numbers beyond 2^53.
 */
import { between, chance, pick, seededRng, type Rng } from '../harness/random/rng.js';

type Schema = Record<string, unknown> | boolean;

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
      s['uniqueItems'] = chance(rng, 0.8);
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

/** The drafts a schema is written in, with their `$schema`, and how often each is drawn (weights). */
export const DIALECTS = [
  { name: '2020-12', uri: 'https://json-schema.org/draft/2020-12/schema', weight: 10 },
  { name: '2019-09', uri: 'https://json-schema.org/draft/2019-09/schema', weight: 4 },
  { name: 'draft-07', uri: 'http://json-schema.org/draft-07/schema#', weight: 3 },
  { name: 'draft-06', uri: 'http://json-schema.org/draft-06/schema#', weight: 2 },
  { name: 'draft-04', uri: 'http://json-schema.org/draft-04/schema#', weight: 2 },
] as const;
export type Dialect = (typeof DIALECTS)[number]['name'];

function drawDialect(rng: Rng): (typeof DIALECTS)[number] {
  let n = between(
    rng,
    1,
    DIALECTS.reduce((t, d) => t + d.weight, 0),
  );
  for (const d of DIALECTS) {
    n -= d.weight;
    if (n <= 0) return d;
  }
  return DIALECTS[0];
}

const SCHEMA_MAPS = ['properties', 'patternProperties', 'dependentSchemas', '$defs', 'definitions', 'dependencies'];
const SCHEMA_LISTS = ['prefixItems', 'allOf', 'anyOf', 'oneOf', 'items'];
const SCHEMA_ONES = [
  'not',
  'if',
  'then',
  'else',
  'items',
  'additionalItems',
  'additionalProperties',
  'propertyNames',
  'contains',
  'unevaluatedProperties',
  'unevaluatedItems',
];

/** `s` with every subschema (at the keywords that hold schemas) rewritten by `f`, bottom-up. */
function mapSubschemas(s: Schema, f: (s: Schema) => Schema): Schema {
  if (typeof s === 'boolean') return f(s);
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(s)) {
    if (SCHEMA_MAPS.includes(k) && typeof v === 'object' && v !== null && !Array.isArray(v))
      out[k] = Object.fromEntries(Object.entries(v).map(([name, sub]) => [name, Array.isArray(sub) ? sub : mapSubschemas(sub as Schema, f)]));
    else if (SCHEMA_LISTS.includes(k) && Array.isArray(v)) out[k] = v.map((sub) => mapSubschemas(sub as Schema, f));
    else if (SCHEMA_ONES.includes(k) && (typeof v === 'boolean' || (typeof v === 'object' && v !== null))) out[k] = mapSubschemas(v as Schema, f);
    else out[k] = v;
  }
  return f(out);
}

/** One schema object in `dialect`'s spelling (its subschemas already are); `keepNew`: leave a later draft's keyword as it is. */
function respell(s: Schema, dialect: Dialect, rng: Rng): Schema {
  const before2020 = dialect !== '2020-12';
  const before2019 = before2020 && dialect !== '2019-09';
  if (typeof s === 'boolean') return dialect === 'draft-04' ? (s ? {} : { not: {} }) : s;
  const out: Record<string, unknown> = { ...s };
  if (dialect === '2019-09' && chance(rng, 0.85)) {
    // the dynamic anchor and reference of 2019-09: every resource's anchor is `node`, so `#` stands for it
    if ('$dynamicAnchor' in out) {
      delete out['$dynamicAnchor'];
      out['$recursiveAnchor'] = true;
    }
    if ('$dynamicRef' in out) {
      delete out['$dynamicRef'];
      out['$recursiveRef'] = '#';
    }
  }
  if (dialect === 'draft-04' && '$id' in out) {
    out['id'] = out['$id'];
    delete out['$id'];
  }
  if (before2020 && 'prefixItems' in out && chance(rng, 0.85)) {
    const rest = out['items'];
    out['items'] = out['prefixItems'];
    delete out['prefixItems'];
    if (rest !== undefined) out['additionalItems'] = rest;
    else delete out['additionalItems'];
  }
  if (before2019 && ('dependentRequired' in out || 'dependentSchemas' in out) && chance(rng, 0.85)) {
    const deps: Record<string, unknown> = {};
    for (const [k, names] of Object.entries((out['dependentRequired'] ?? {}) as Record<string, string[]>)) deps[k] = names;
    for (const [k, sub] of Object.entries((out['dependentSchemas'] ?? {}) as Record<string, Schema>)) {
      const names = deps[k] as string[] | undefined;
      deps[k] = names === undefined ? sub : { allOf: [{ required: names }, sub] };
    }
    delete out['dependentRequired'];
    delete out['dependentSchemas'];
    out['dependencies'] = deps;
  }
  if (before2019) {
    // `\p{…}` needs the `u` flag, which @hyperjump/json-schema gives patterns from 2019-09 on only
    const plain = (p: string): string => p.replace(/\\p\{L\}/g, '[a-zé]');
    if (typeof out['pattern'] === 'string') out['pattern'] = plain(out['pattern']);
    const pp = out['patternProperties'];
    if (typeof pp === 'object' && pp !== null) out['patternProperties'] = Object.fromEntries(Object.entries(pp).map(([k, v]) => [plain(k), v]));
  }
  if (dialect === 'draft-04') {
    for (const [exclusive, bound] of [
      ['exclusiveMinimum', 'minimum'],
      ['exclusiveMaximum', 'maximum'],
    ] as const) {
      const n = out[exclusive];
      if (typeof n !== 'number') continue;
      if (out[bound] === undefined) {
        out[bound] = n;
        out[exclusive] = true;
      } else delete out[exclusive];
    }
    if ('const' in out && chance(rng, 0.7)) {
      out['enum'] = [out['const']];
      delete out['const'];
    }
  }
  return out;
}

export interface ProgramFuzzCase {
  readonly schema: Record<string, unknown>;
  /** Instances as JSON text. */
  readonly instances: readonly string[];
}

/** A random schema (`$defs` first, each referring only to earlier ones) and `count` instances for it. */
/** Every `keyword` of every schema object under `s` removed (in place; keys of `properties` named so stay). */
function dropKeyword(s: unknown, keyword: string): void {
  if (typeof s !== 'object' || s === null) return;
  if (Array.isArray(s)) {
    s.forEach((x) => dropKeyword(x, keyword));
    return;
  }
  const o = s as Record<string, unknown>;
  for (const [k, v] of Object.entries(o)) {
    if (k === 'enum' || k === 'const') continue;
    if (SCHEMA_MAPS.includes(k) && typeof v === 'object' && v !== null) Object.values(v).forEach((x) => dropKeyword(x, keyword));
    else dropKeyword(v, keyword);
  }
  delete o[keyword];
}

/** Every `$ref` under `s` that starts with `from` made to start with `to` (in place). */
function renameRefs(s: unknown, from: string, to: string): void {
  if (typeof s !== 'object' || s === null) return;
  if (Array.isArray(s)) {
    s.forEach((x) => renameRefs(x, from, to));
    return;
  }
  const o = s as Record<string, unknown>;
  const ref = o['$ref'];
  if (typeof ref === 'string' && ref.startsWith(from)) o['$ref'] = to + ref.slice(from.length);
  for (const v of Object.values(o)) renameRefs(v, from, to);
}

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
  const dialect = drawDialect(rng);
  const defsKey = dialect.name === '2020-12' || dialect.name === '2019-09' || chance(rng, 0.3) ? '$defs' : 'definitions';
  const whole0: Record<string, unknown> = { $schema: dialect.uri, ...body };
  if (defCount > 0) whole0[defsKey] = defs;
  const respelled = mapSubschemas(whole0, (s) => respell(s, dialect.name, rng));
  const whole = (typeof respelled === 'boolean' ? {} : respelled) as Record<string, unknown>;
  if (defsKey !== '$defs') {
    renameRefs(whole, '#/$defs/', `#/${defsKey}/`);
    renameRefs(whole, 'root.json#/$defs/', `root.json#/${defsKey}/`);
  }
  const before2019 = dialect.name !== '2020-12' && dialect.name !== '2019-09';
  if (before2019 && '$ref' in whole) {
    // beside a `$ref`, these drafts ignore every other keyword, the definitions too (so says
    // @hyperjump/json-schema): the root's reference goes under an `allOf` instead
    whole['allOf'] = [...((whole['allOf'] as unknown[] | undefined) ?? []), { $ref: whole['$ref'] }];
    delete whole['$ref'];
  }
  if (dialect.name === '2019-09' && JSON.stringify(whole).includes('"contains"')) {
    // 2019-09 lets only `items`, `additionalItems` and `unevaluatedItems` evaluate items (2020-12
    // added `contains`); both validators count `contains` there too, so the two are not drawn together
    dropKeyword(whole, 'unevaluatedItems');
  }
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
