/** Diagnostic codes of the input detection, the OpenAPI front end (besides JSON Schema's) and the JSON Type Definition front end. */
import type { CodeInfo } from '../jsonschema/codes.js';

export const JTD_CODES = [
  { code: 'E_INPUT_MIXED', meaning: 'the inputs are of different formats (JSON Schema, OpenAPI, JTD); give one format per run' },
  { code: 'E_OPENAPI', meaning: 'an OpenAPI / Swagger description is not an object' },
  { code: 'E_JTD_SCHEMA', meaning: 'JTD: a schema is not an object, has an unknown keyword, or a keyword has the wrong kind of value (RFC 8927 section 2)' },
  { code: 'E_JTD_FORM', meaning: 'JTD: a schema mixes keywords of different forms (e.g. `type` and `enum`), or has `additionalProperties`/`mapping` alone' },
  { code: 'E_JTD_REF', meaning: 'JTD: `ref` names no entry of the root `definitions`' },
  { code: 'E_JTD_ENUM', meaning: 'JTD: `enum` is empty or lists a value twice' },
  { code: 'E_JTD_MAPPING', meaning: 'JTD: a `mapping` value is not a non-nullable properties schema, or declares the discriminator as a property' },
  { code: 'E_JTD_PROPERTIES', meaning: 'JTD: a key is in both `properties` and `optionalProperties`' },
  { code: 'W_JTD_TYPE_OVERRIDE', meaning: 'JTD: a `metadata` type override of another code generator (`goType`, `rustType`, ...) is ignored' },
] as const satisfies readonly CodeInfo[];
