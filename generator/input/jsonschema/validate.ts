/** Meta-schema validation of loaded documents with ajv, per draft. Pure (no filesystem). */
import { Ajv, type ErrorObject } from 'ajv';
import { Ajv2019 } from 'ajv/dist/2019.js';
import { Ajv2020 } from 'ajv/dist/2020.js';
import draft06MetaSchema from 'ajv/dist/refs/json-schema-draft-06.json' with { type: 'json' };
import Ajv04Import from 'ajv-draft-04';
import addFormatsImport from 'ajv-formats';
import { error, type Diagnostic } from '../../diagnostics.js';
import { documentDraft, type Draft } from './drafts.js';

interface MetaValidator {
  validateSchema(schema: unknown): boolean | Promise<unknown>;
  errors?: ErrorObject[] | null | undefined;
}

/** CommonJS packages seen through ESM: the constructor is the default export or its `default`. */
function interop<T>(module: T): T {
  const inner = (module as { default?: T }).default;
  return inner ?? module;
}

const AJV_OPTIONS = { strict: false, logger: false, allErrors: false, validateFormats: true } as const;

/** The formats the draft-04 … 2020-12 meta-schemas use (ajv's `refs/` and ajv-draft-04's). */
const META_SCHEMA_FORMATS: readonly string[] = ['uri', 'uri-reference', 'regex', 'json-pointer', 'relative-json-pointer'];

function createValidator(draft: Draft): MetaValidator {
  const addAllFormats = interop(addFormatsImport) as unknown as (ajv: unknown, formats: readonly string[]) => unknown;
  const addFormats = (ajv: unknown): unknown => addAllFormats(ajv, META_SCHEMA_FORMATS);
  switch (draft) {
    case 'draft-04': {
      const Ajv04 = interop(Ajv04Import) as unknown as new (options: object) => MetaValidator;
      const ajv = new Ajv04(AJV_OPTIONS);
      addFormats(ajv);
      return ajv;
    }
    case 'draft-06': {
      const ajv = new Ajv(AJV_OPTIONS);
      ajv.addMetaSchema(draft06MetaSchema);
      addFormats(ajv);
      return ajv;
    }
    case 'draft-07': {
      const ajv = new Ajv(AJV_OPTIONS);
      addFormats(ajv);
      return ajv;
    }
    case '2019-09': {
      const ajv = new Ajv2019(AJV_OPTIONS);
      addFormats(ajv);
      return ajv;
    }
    case '2020-12': {
      const ajv = new Ajv2020(AJV_OPTIONS);
      addFormats(ajv);
      return ajv;
    }
  }
}

/** Meta-schema validation for one load: an ajv instance per draft, built on its first use. */
export function createMetaValidation(): (json: unknown, file: string) => Diagnostic[] {
  const validators = new Map<Draft, MetaValidator>();
  return (json, file) => {
    if (!(typeof json === 'boolean' || (typeof json === 'object' && json !== null && !Array.isArray(json)))) {
      const found = Array.isArray(json) ? 'an array' : json === null ? 'null' : `a ${typeof json}`;
      return [error('E_NOT_A_SCHEMA', `a schema must be a JSON object or a boolean, found ${found}`, file, '')];
    }
    const { draft, known } = documentDraft(json);
    const validator = validators.get(draft) ?? createValidator(draft);
    validators.set(draft, validator);
    const subject = known || typeof json === 'boolean' ? json : withoutSchemaKeyword(json as Record<string, unknown>);
    try {
      if (validator.validateSchema(subject) === true) return [];
    } catch (e) {
      return [error('E_SCHEMA_INVALID', e instanceof Error ? e.message : String(e), file, '')];
    }
    return (validator.errors ?? []).map((err) =>
      error('E_SCHEMA_INVALID', `invalid ${draft} schema: ${describeError(err)}`, file, err.instancePath),
    );
  };
}

function withoutSchemaKeyword(json: Record<string, unknown>): Record<string, unknown> {
  const { $schema: _ignored, ...rest } = json;
  return rest;
}

function describeError(err: ErrorObject): string {
  const params = err.keyword === 'enum' ? ` (${JSON.stringify((err.params as { allowedValues?: unknown }).allowedValues)})` : '';
  return `${err.message ?? err.keyword}${params}`;
}
