/** The keywords and type names of JSON Type Definition (RFC 8927). */

export const JTD_KEYWORDS: ReadonlySet<string> = new Set([
  'definitions', 'metadata', 'nullable',
  'ref', 'type', 'enum', 'elements', 'properties', 'optionalProperties', 'additionalProperties', 'values', 'discriminator', 'mapping',
]);

/** Integer types and their inclusive ranges. */
export const JTD_INTEGER_RANGES: ReadonlyMap<string, readonly [number, number]> = new Map([
  ['int8', [-128, 127]],
  ['uint8', [0, 255]],
  ['int16', [-32768, 32767]],
  ['uint16', [0, 65535]],
  ['int32', [-2147483648, 2147483647]],
  ['uint32', [0, 4294967295]],
] as const);

export const JTD_TYPES: ReadonlySet<string> = new Set(['boolean', 'string', 'timestamp', 'float32', 'float64', ...JTD_INTEGER_RANGES.keys()]);

/** The form of a schema: which keywords (besides `definitions`, `metadata`, `nullable`) it has. */
export type JtdForm = 'empty' | 'ref' | 'type' | 'enum' | 'elements' | 'properties' | 'values' | 'discriminator';

/** The keywords each form allows besides the shared ones, the first ones required. */
export const FORM_KEYWORDS: readonly { readonly form: JtdForm; readonly required: readonly string[]; readonly optional: readonly string[] }[] = [
  { form: 'ref', required: ['ref'], optional: [] },
  { form: 'type', required: ['type'], optional: [] },
  { form: 'enum', required: ['enum'], optional: [] },
  { form: 'elements', required: ['elements'], optional: [] },
  { form: 'properties', required: ['properties'], optional: ['optionalProperties', 'additionalProperties'] },
  { form: 'properties', required: ['optionalProperties'], optional: ['properties', 'additionalProperties'] },
  { form: 'values', required: ['values'], optional: [] },
  { form: 'discriminator', required: ['discriminator', 'mapping'], optional: [] },
];


