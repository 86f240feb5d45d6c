/**
 * Vocabularies (2019-09 and 2020-12): a document whose `$schema` names a custom meta-schema
 * uses only the vocabularies that meta-schema's `$vocabulary` lists. A keyword of a standard
 * vocabulary left out is no assertion there: it is removed before the document is lowered.
 * Sources: JSON Schema Core 2019-09 §8.1.2 and 2020-12 §8.1.2; the vocabulary meta-schemas.
 */
import type { Draft } from './drafts.js';
import { childrenOf } from './walk.js';

const VALIDATION_KEYWORDS: readonly string[] = [
  'type', 'enum', 'const', 'multipleOf', 'maximum', 'exclusiveMaximum', 'minimum', 'exclusiveMinimum',
  'maxLength', 'minLength', 'pattern', 'maxItems', 'minItems', 'uniqueItems', 'maxContains', 'minContains',
  'maxProperties', 'minProperties', 'required', 'dependentRequired',
];

/** The keywords of each standard vocabulary whose absence changes what is checked, by URI. */
const VOCABULARY_KEYWORDS: Readonly<Record<'2019-09' | '2020-12', Readonly<Record<string, readonly string[]>>>> = {
  '2019-09': {
    'https://json-schema.org/draft/2019-09/vocab/applicator': [
      'additionalItems', 'unevaluatedItems', 'items', 'contains', 'additionalProperties', 'unevaluatedProperties',
      'properties', 'patternProperties', 'dependentSchemas', 'propertyNames', 'if', 'then', 'else', 'allOf', 'anyOf', 'oneOf', 'not',
    ],
    'https://json-schema.org/draft/2019-09/vocab/validation': VALIDATION_KEYWORDS,
  },
  '2020-12': {
    'https://json-schema.org/draft/2020-12/vocab/applicator': [
      'prefixItems', 'items', 'contains', 'additionalProperties', 'properties', 'patternProperties', 'dependentSchemas',
      'propertyNames', 'if', 'then', 'else', 'allOf', 'anyOf', 'oneOf', 'not',
    ],
    'https://json-schema.org/draft/2020-12/vocab/unevaluated': ['unevaluatedItems', 'unevaluatedProperties'],
    'https://json-schema.org/draft/2020-12/vocab/validation': VALIDATION_KEYWORDS,
  },
};

/** What a custom meta-schema says of the documents that name it: their draft and vocabularies. */
export interface MetaSchemaFacts {
  readonly draft: Draft;
  /** The `$vocabulary` URIs it lists (whether required or optional), or undefined when it lists none. */
  readonly vocabularies?: ReadonlySet<string>;
}

/** The keywords a document of `facts` does not use: those of the standard vocabularies its meta-schema leaves out. */
export function excludedKeywords(facts: MetaSchemaFacts): ReadonlySet<string> {
  const listed = facts.vocabularies;
  if (listed === undefined || (facts.draft !== '2019-09' && facts.draft !== '2020-12')) return new Set();
  return new Set(Object.entries(VOCABULARY_KEYWORDS[facts.draft]).flatMap(([uri, keywords]) => (listed.has(uri) ? [] : keywords)));
}

/** The `$vocabulary` URIs of a meta-schema document, or undefined when it has none. */
export function listedVocabularies(meta: unknown): ReadonlySet<string> | undefined {
  if (typeof meta !== 'object' || meta === null || Array.isArray(meta)) return undefined;
  const vocabulary = (meta as Record<string, unknown>)['$vocabulary'];
  if (typeof vocabulary !== 'object' || vocabulary === null || Array.isArray(vocabulary)) return undefined;
  return new Set(Object.keys(vocabulary));
}

/** The document without `excluded` keywords in any of its schemas (the input is not changed). */
export function withoutKeywords(json: unknown, excluded: ReadonlySet<string>, draft: Draft): unknown {
  if (excluded.size === 0 || typeof json !== 'object' || json === null || Array.isArray(json)) return json;
  const out: Record<string, unknown> = {};
  for (const [keyword, value] of Object.entries(json as Record<string, unknown>)) {
    if (excluded.has(keyword)) continue;
    out[keyword] = childrenOf(keyword, value, draft).length === 0 ? value : withChildren(keyword, value, excluded, draft);
  }
  return out;
}

function withChildren(keyword: string, value: unknown, excluded: ReadonlySet<string>, draft: Draft): unknown {
  const children = new Map(childrenOf(keyword, value, draft).map(([child, token]) => [token, child]));
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map((v, i) => (children.has(i) ? withoutKeywords(v, excluded, draft) : v));
  if (children.has(undefined)) return withoutKeywords(value, excluded, draft);
  return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, children.has(k) ? withoutKeywords(v, excluded, draft) : v]));
}
