/** An ajv validator (draft 2020-12, formats checked) for a benchmark schema: the validated peer's check. */
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsImport from 'ajv-formats';

export function validatorFor(schema: object): (v: unknown) => boolean {
  const addFormats = ((addFormatsImport as unknown as { default?: unknown }).default ?? addFormatsImport) as (ajv: unknown) => unknown;
  const ajv = new Ajv2020({ strict: false, allowUnionTypes: true, validateFormats: true });
  addFormats(ajv);
  return ajv.compile(schema) as (v: unknown) => boolean;
}
