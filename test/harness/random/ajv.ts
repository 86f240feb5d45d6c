/**
 * ajv for a schema file (its draft from `$schema`, sibling `.json` files loaded so relative
 * `$ref`s resolve), with ajv-formats: the independent judge of a generated document.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { Ajv, type ValidateFunction } from 'ajv';
import { Ajv2019 } from 'ajv/dist/2019.js';
import { Ajv2020 } from 'ajv/dist/2020.js';
import draft06MetaSchema from 'ajv/dist/refs/json-schema-draft-06.json' with { type: 'json' };
import Ajv04Import from 'ajv-draft-04';
import addFormatsImport from 'ajv-formats';

export interface SchemaCompiler {
  addSchema(schema: unknown, key: string): unknown;
  getSchema(key: string): ValidateFunction | undefined;
  addKeyword(keyword: string): unknown;
}

/** CommonJS packages seen through ESM: the constructor is the default export or its `default`. */
function interop<T>(module: T): T {
  return (module as { default?: T }).default ?? module;
}

const ajvOptions = {
  strict: false,
  allowUnionTypes: true,
  ownProperties: true,
  allErrors: false,
  // ajv's unrolled `required` check passes an object that lacks the empty key `""`
  // (ajv-validator/ajv#2077); the loop form checks every key.
  loopRequired: 0,
  logger: false,
  validateFormats: true,
} as const;

export function compilerFor(schema: unknown): SchemaCompiler {
  const addFormats = interop(addFormatsImport) as unknown as (ajv: unknown) => unknown;
  const declared = typeof schema === 'object' && schema !== null ? (schema as { $schema?: unknown }).$schema : undefined;
  const draft = typeof declared === 'string' ? declared : '2020-12';
  let ajv: SchemaCompiler;
  if (draft.includes('draft-04')) {
    const Ajv04 = interop(Ajv04Import) as unknown as new (options: object) => SchemaCompiler;
    ajv = new Ajv04(ajvOptions);
  } else if (draft.includes('draft-06')) {
    const draft06 = new Ajv(ajvOptions);
    draft06.addMetaSchema(draft06MetaSchema);
    ajv = draft06;
  } else if (draft.includes('draft-07')) {
    ajv = new Ajv(ajvOptions);
  } else {
    ajv = draft.includes('2019-09') ? new Ajv2019(ajvOptions) : new Ajv2020(ajvOptions);
  }
  addFormats(ajv);
  return ajv;
}

/** A validator for the schema file; sibling `.json` files are added under the same base URI. */
export function validatorFor(schemaFile: string): ValidateFunction {
  const dir = dirname(schemaFile);
  const schema: unknown = JSON.parse(readFileSync(schemaFile, 'utf8'));
  const ajv = compilerFor(schema);
  const base = 'file:///schemas/';
  const siblings = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json') && f !== basename(schemaFile)) : [];
  for (const file of siblings) {
    try {
      ajv.addSchema(JSON.parse(readFileSync(join(dir, file), 'utf8')), `${base}${file}`);
    } catch {
      // A sibling that is not a schema (case.json, example data) is not needed for `$ref`s.
    }
  }
  const key = `${base}${basename(schemaFile)}`;
  ajv.addSchema(schema, key);
  const validate = ajv.getSchema(key);
  if (validate === undefined) throw new Error(`ajv did not compile ${schemaFile}`);
  return validate;
}
