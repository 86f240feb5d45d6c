/**
 * The drafts the program fuzzer writes its schemas in. A schema is made in 2020-12's vocabulary
 * (program-gen.ts), then written in one of the five drafts (`DIALECTS`): most often with the
 * draft's own spelling of a keyword (`items` arrays and `additionalItems` before 2020-12,
 * `$recursiveRef` in 2019-09, `dependencies` before 2019-09, `definitions`, `id`, boolean
 * `exclusiveMinimum` and no boolean schemas in draft-04), sometimes keeping a later draft's
 * keyword, which the earlier draft does not know and must ignore.
 */
import { between, chance, type Rng } from '../harness/random/rng.js';

export type Schema = Record<string, unknown> | boolean;

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

/** One schema object in `dialect`'s spelling (its subschemas already are); now and then a later draft's keyword is left for the draft to ignore. */
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
  // the asserted formats a draft defines (date and time from draft-07, uuid from 2019-09); another is an annotation there
  const defined = before2019 ? (dialect === 'draft-07' ? ['date-time', 'date', 'time'] : ['date-time']) : ['date-time', 'date', 'time', 'uuid'];
  if (typeof out['format'] === 'string' && !defined.includes(out['format'])) delete out['format'];
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

/** `body` (the root schema, 2020-12's spelling) with `defs` written in a draft drawn from `rng`. */
export function inDialect(body: Record<string, unknown>, defs: Record<string, Schema> | undefined, rng: Rng): Record<string, unknown> {
  const dialect = drawDialect(rng);
  const defsKey = dialect.name === '2020-12' || dialect.name === '2019-09' || chance(rng, 0.3) ? '$defs' : 'definitions';
  const whole0: Record<string, unknown> = { $schema: dialect.uri, ...body };
  if (defs !== undefined) whole0[defsKey] = defs;
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
  return whole;
}
