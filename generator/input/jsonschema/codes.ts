/**
 * Diagnostic codes of the JSON Schema front end, with a one-line meaning each.
 * Data: the README's diagnostics table is generated from this list.
 */
export interface CodeInfo {
  readonly code: string;
  readonly meaning: string;
}

export const JSON_SCHEMA_CODES = [
  { code: 'E_READ', meaning: 'an input file cannot be read' },
  { code: 'E_PARSE', meaning: 'an input file is not valid JSON (or YAML for .yaml/.yml)' },
  { code: 'E_NOT_A_SCHEMA', meaning: 'a document (or subschema) is neither an object nor a boolean' },
  { code: 'E_SCHEMA_INVALID', meaning: "a document does not validate against its draft's meta-schema" },
  { code: 'W_SCHEMA_DRAFT', meaning: '`$schema` names an unknown draft; 2020-12 is assumed' },
  { code: 'E_REF_FILE', meaning: 'a `$ref` points to a file that does not exist' },
  { code: 'E_REF_DANGLING', meaning: 'a `$ref` resolves to no loaded schema (remote URIs are never fetched)' },
  { code: 'E_REF_CYCLE', meaning: 'a `$ref` leads back to itself through `$ref`s alone, so it never names a value' },
  { code: 'W_REF_SIBLINGS', meaning: 'draft-04..07: keywords next to `$ref` are ignored, as those drafts specify' },
  { code: 'E_UNSUPPORTED', meaning: 'a keyword that changes shape or validity is not supported (warning and ignored with the warn option)' },
  { code: 'W_UNSUPPORTED', meaning: 'an unsupported keyword was ignored because the warn option is on' },
  { code: 'W_UNKNOWN_KEYWORD', meaning: 'a keyword that is neither known nor an annotation (`x-*`) is ignored' },
  { code: 'E_PATTERN_INVALID', meaning: 'a `pattern`, `patternProperties` key or `propertyNames.pattern` is not an ECMAScript regular expression' },
  { code: 'E_ALLOF_CYCLE', meaning: '`allOf`/`$ref` merging refers back to itself' },
] as const satisfies readonly CodeInfo[];

export type JsonSchemaCode = (typeof JSON_SCHEMA_CODES)[number]['code'];
