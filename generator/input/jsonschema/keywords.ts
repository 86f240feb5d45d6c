/**
 * Keyword classification (data). Sources: JSON Schema Core and Validation specifications,
 * drafts 04, 06, 07, 2019-09 and 2020-12 (keyword indexes of each).
 */

/** Keywords the front end lowers into the IR. */
export const SUPPORTED_KEYWORDS: ReadonlySet<string> = new Set([
  '$ref', '$id', 'id', '$schema', '$anchor', '$defs', 'definitions',
  'type', 'enum', 'const',
  'allOf', 'oneOf', 'anyOf',
  'properties', 'required', 'additionalProperties', 'patternProperties', 'propertyNames',
  'minProperties', 'maxProperties',
  'items', 'prefixItems', 'additionalItems', 'minItems', 'maxItems', 'uniqueItems',
  'minLength', 'maxLength', 'pattern', 'format',
  'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf',
  'default', 'title', 'description',
]);

/** Keywords that only annotate: never an error, never change the generated codec. */
export const ANNOTATION_KEYWORDS: ReadonlySet<string> = new Set([
  'examples', 'example', '$comment', 'readOnly', 'writeOnly', 'deprecated',
  'contentMediaType', 'contentEncoding', 'contentSchema',
  '$vocabulary', '$dynamicAnchor', '$recursiveAnchor',
  'discriminator', 'externalDocs', 'xml',
]);

/**
 * Keywords no typed shape expresses: a schema holding one is checked as a whole by a
 * schema-check program (`plan/schema-program/`).
 */
export const PROGRAM_KEYWORDS: ReadonlySet<string> = new Set([
  'if', 'then', 'else', 'not',
  'dependentSchemas', 'dependentRequired', 'dependencies',
  'unevaluatedProperties', 'unevaluatedItems',
  'contains', 'minContains', 'maxContains',
  '$dynamicRef', '$recursiveRef',
]);

/** Keywords whose value holds one subschema. */
export const SINGLE_SCHEMA_KEYWORDS: readonly string[] = [
  'additionalProperties', 'additionalItems', 'propertyNames', 'contains', 'not',
  'if', 'then', 'else', 'unevaluatedItems', 'unevaluatedProperties', 'contentSchema',
];

/** Keywords whose value is an array of subschemas. */
export const ARRAY_SCHEMA_KEYWORDS: readonly string[] = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];

/** Keywords whose value maps names to subschemas. */
export const MAP_SCHEMA_KEYWORDS: readonly string[] = [
  '$defs', 'definitions', 'properties', 'patternProperties', 'dependentSchemas', 'dependencies',
];

/** Supported keywords that name, document or locate a schema without restricting it. */
const NON_SHAPE_KEYWORDS: ReadonlySet<string> = new Set(['title', 'description', 'default', '$comment', '$schema', '$id', 'id', '$anchor', '$defs', 'definitions']);

/** Keywords that restrict a type but not the shape (for deciding whether `$ref` siblings matter). */
export function isAnnotation(keyword: string): boolean {
  return ANNOTATION_KEYWORDS.has(keyword) || keyword.startsWith('x-') || NON_SHAPE_KEYWORDS.has(keyword);
}
