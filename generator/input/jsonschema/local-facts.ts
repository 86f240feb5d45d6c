/** The facts one schema object states by itself (without following `$ref` or `allOf`). */
import { parsePattern, patternDiagnostic } from '../../plan/regex/index.js';
import { pointerAppend } from '../../diagnostics.js';
import type { Bound, JsonKind, JsonValue } from '../../ir/types.js';
import { canonicalJson, isScalar } from './canonical.js';
import { childAt, reportWarning, type Located, type LowerContext } from './context.js';
import { hasArrayItems, isDraft04 } from './drafts.js';
import type { Facts, UnionFacts } from './facts.js';
import { ANNOTATION_KEYWORDS, PROGRAM_KEYWORDS, SUPPORTED_KEYWORDS } from './keywords.js';
import { tighterMaximum, tighterMinimum, writtenNumber } from './numbers.js';
import { isSchemaObject, type SchemaObject } from './walk.js';

const JSON_KINDS: readonly JsonKind[] = ['null', 'boolean', 'integer', 'number', 'string', 'array', 'object'];

/** Reports unknown keywords of one schema object. */
export function checkKeywords(ctx: LowerContext, loc: Located, node: SchemaObject): void {
  for (const keyword of Object.keys(node)) {
    if (!SUPPORTED_KEYWORDS.has(keyword) && !PROGRAM_KEYWORDS.has(keyword) && !ANNOTATION_KEYWORDS.has(keyword) && !keyword.startsWith('x-')) {
      reportWarning(ctx, 'W_UNKNOWN_KEYWORD', `unknown keyword \`${keyword}\` is ignored`, loc.doc, pointerAppend(loc.pointer, keyword));
    }
  }
}

const num = (v: unknown): number | undefined => (typeof v === 'number' ? v : undefined);
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

function kindsOf(type: unknown): readonly JsonKind[] | undefined {
  if (typeof type === 'string') return JSON_KINDS.includes(type as JsonKind) ? [type as JsonKind] : [];
  if (Array.isArray(type)) return [...new Set(type)].filter((k): k is JsonKind => JSON_KINDS.includes(k as JsonKind));
  return undefined;
}

function valuesOf(node: SchemaObject): readonly JsonValue[] | undefined {
  const list = Array.isArray(node['enum']) ? (node['enum'] as JsonValue[]) : undefined;
  if (!Object.hasOwn(node, 'const')) return list;
  const value = node['const'] as JsonValue;
  return list === undefined ? [value] : list.filter((v) => canonicalJson(v) === canonicalJson(value));
}

function numberAt(loc: Located, key: string, value: number): string {
  return writtenNumber(loc.doc.numbers, pointerAppend(loc.pointer, key), value);
}

function bounds(loc: Located, node: SchemaObject): { minimum: Bound | undefined; maximum: Bound | undefined } {
  const draft04 = isDraft04(loc.doc.draft);
  const bound = (key: string, exclusive: boolean): Bound | undefined => {
    const value = node[key];
    return typeof value === 'number' ? { value: numberAt(loc, key, value), exclusive } : undefined;
  };
  const minimum = tighterMinimum(
    bound('minimum', draft04 && node['exclusiveMinimum'] === true),
    draft04 ? undefined : bound('exclusiveMinimum', true),
  );
  const maximum = tighterMaximum(
    bound('maximum', draft04 && node['exclusiveMaximum'] === true),
    draft04 ? undefined : bound('exclusiveMaximum', true),
  );
  return { minimum, maximum };
}

function schemaList(loc: Located, keyword: string, value: unknown): false | readonly Located[] | undefined {
  if (value === false) return false;
  if (value === true || value === undefined) return undefined;
  if (isSchemaObject(value) && Object.keys(value).length === 0) return undefined;
  return [childAt(loc, value, keyword)];
}

function schemaMap(loc: Located, keyword: string, value: unknown): Map<string, readonly Located[]> {
  const out = new Map<string, readonly Located[]>();
  if (!isSchemaObject(value)) return out;
  for (const [key, child] of Object.entries(value)) out.set(key, [childAt(loc, child, keyword, key)]);
  return out;
}

function arrayFacts(loc: Located, node: SchemaObject): Pick<Facts, 'prefix' | 'items'> {
  const items = node['items'];
  if (Array.isArray(items) && hasArrayItems(loc.doc.draft)) {
    const prefix = items.map((child, i) => [childAt(loc, child, 'items', i)]);
    return { prefix, items: schemaList(loc, 'additionalItems', node['additionalItems']) };
  }
  const prefixItems = node['prefixItems'];
  const prefix = Array.isArray(prefixItems) ? prefixItems.map((child, i) => [childAt(loc, child, 'prefixItems', i)]) : undefined;
  return { prefix, items: Array.isArray(items) ? undefined : schemaList(loc, 'items', items) };
}

/** A `propertyNames` of the form `{ "pattern": … }`: its pattern; another schema needs a program (`undefined`). */
function propertyNamesPattern(value: unknown): string | undefined {
  if (!isSchemaObject(value)) return undefined;
  const shape = Object.keys(value).filter((k) => k !== 'pattern' && k !== 'type' && !ANNOTATION_KEYWORDS.has(k) && k !== 'description' && k !== 'title');
  return shape.length === 0 ? str(value['pattern']) : undefined;
}

/** The keywords of one schema object a typed shape cannot express. */
function programKeywords(node: SchemaObject): string[] {
  const keywords = Object.keys(node).filter((k) => PROGRAM_KEYWORDS.has(k));
  const names = node['propertyNames'];
  if (names !== undefined && names !== true && propertyNamesPattern(names) === undefined) keywords.push('propertyNames');
  return keywords;
}

function unionsOf(loc: Located, node: SchemaObject): UnionFacts[] {
  const unions: UnionFacts[] = [];
  for (const keyword of ['oneOf', 'anyOf'] as const) {
    const list = node[keyword];
    if (Array.isArray(list)) unions.push({ keyword, owner: loc, variants: list.map((v, i) => childAt(loc, v, keyword, i)) });
  }
  return unions;
}

/** ECMAScript regex syntax (u-mode, as JSON Schema 2020-12 recommends), read by the one pattern parser the targets' matcher is compiled from. */
function checkPattern(ctx: LowerContext, loc: Located, pattern: unknown, ...tokens: string[]): void {
  if (typeof pattern !== 'string') return;
  const parsed = parsePattern(pattern);
  if (!parsed.ok) ctx.diagnostics.push(patternDiagnostic(pattern, parsed.diagnostic, loc.doc.file, tokens.reduce(pointerAppend, loc.pointer)));
}

function checkPatterns(ctx: LowerContext, loc: Located, node: SchemaObject): void {
  checkPattern(ctx, loc, node['pattern'], 'pattern');
  const names = node['propertyNames'];
  if (isSchemaObject(names)) checkPattern(ctx, loc, names['pattern'], 'propertyNames', 'pattern');
  const patterns = node['patternProperties'];
  if (isSchemaObject(patterns)) {
    for (const key of Object.keys(patterns)) checkPattern(ctx, loc, key, 'patternProperties', key);
  }
}

/** Facts from one schema object's own keywords. */
export function localFacts(ctx: LowerContext, loc: Located, node: SchemaObject): Facts {
  checkKeywords(ctx, loc, node);
  checkPatterns(ctx, loc, node);
  const constValue = node['const'];
  const constNonScalar = Object.hasOwn(node, 'const') && !isScalar(constValue) ? childAt(loc, constValue, 'const') : undefined;
  const array = arrayFacts(loc, node);
  const { minimum, maximum } = bounds(loc, node);
  return {
    primary: loc,
    kinds: kindsOf(node['type']),
    values: valuesOf(node),
    constNonScalar,
    properties: schemaMap(loc, 'properties', node['properties']),
    required: Array.isArray(node['required']) ? node['required'].filter((r): r is string => typeof r === 'string') : [],
    additional: schemaList(loc, 'additionalProperties', node['additionalProperties']),
    patterns: schemaMap(loc, 'patternProperties', node['patternProperties']),
    propertyNamesPattern: propertyNamesPattern(node['propertyNames']),
    prefix: array.prefix,
    items: array.items,
    minimum,
    maximum,
    multipleOf: typeof node['multipleOf'] === 'number' ? numberAt(loc, 'multipleOf', node['multipleOf']) : undefined,
    minLength: num(node['minLength']),
    maxLength: num(node['maxLength']),
    pattern: str(node['pattern']),
    format: str(node['format']),
    minItems: num(node['minItems']),
    maxItems: num(node['maxItems']),
    uniqueItems: node['uniqueItems'] === true,
    minProperties: num(node['minProperties']),
    maxProperties: num(node['maxProperties']),
    unions: unionsOf(loc, node),
    programKeywords: programKeywords(node),
  };
}
