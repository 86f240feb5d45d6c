/**
 * The meta-schema of each draft compiled by ajv into a validation function, in this process or
 * as standalone module text for the build. ajv is loaded only when a draft's check is compiled.
 * Pure (no filesystem of its own; the packages are loaded through `require`).
 */
import { createRequire } from 'node:module';
import type { ErrorObject, Options } from 'ajv';
import type { Draft } from './drafts.js';

/** A compiled meta-schema: true when the schema is valid, else `errors` tells why. */
export interface MetaCheck {
  (schema: unknown): boolean;
  errors?: ErrorObject[] | null | undefined;
}

interface AjvInstance {
  addMetaSchema(schema: object): unknown;
  getSchema(id: string): MetaCheck | undefined;
}
type AjvClass = new (options: Options) => AjvInstance;

const require = createRequire(import.meta.url);

/** CommonJS packages: the export itself or its `default`. */
function interop<T>(module: unknown): T {
  return ((module as { default?: T }).default ?? module) as T;
}

const META_SCHEMA_IDS: Readonly<Record<Draft, string>> = {
  'draft-04': 'http://json-schema.org/draft-04/schema',
  'draft-06': 'http://json-schema.org/draft-06/schema',
  'draft-07': 'http://json-schema.org/draft-07/schema',
  '2019-09': 'https://json-schema.org/draft/2019-09/schema',
  '2020-12': 'https://json-schema.org/draft/2020-12/schema',
};

/** The formats the draft-04 … 2020-12 meta-schemas use (ajv's `refs/` and ajv-draft-04's). */
const META_SCHEMA_FORMATS: readonly string[] = ['uri', 'uri-reference', 'regex', 'json-pointer', 'relative-json-pointer'];

const BASE_OPTIONS: Options = { strict: false, logger: false, allErrors: false, validateFormats: true };

/** The ajv packages whose versions decide the compiled checks. */
export const AJV_PACKAGES: readonly string[] = ['ajv', 'ajv-formats', 'ajv-draft-04'];

/** The installed versions of the ajv packages, as one string. */
export function ajvVersions(): string {
  return AJV_PACKAGES.map((name) => `${name}@${(require(`${name}/package.json`) as { version: string }).version}`).join(' ');
}

function ajvFor(draft: Draft, options: Options): AjvInstance {
  const addFormats = interop<(ajv: unknown, formats: readonly string[]) => unknown>(require('ajv-formats'));
  const create = (Class: AjvClass): AjvInstance => {
    const ajv = new Class(options);
    addFormats(ajv, META_SCHEMA_FORMATS);
    return ajv;
  };
  switch (draft) {
    case 'draft-04':
      return create(interop<AjvClass>(require('ajv-draft-04')));
    case 'draft-06': {
      const ajv = create(interop<AjvClass>(require('ajv')));
      ajv.addMetaSchema(require('ajv/dist/refs/json-schema-draft-06.json') as object);
      return ajv;
    }
    case 'draft-07':
      return create(interop<AjvClass>(require('ajv')));
    case '2019-09':
      return create((require('ajv/dist/2019') as { Ajv2019: AjvClass }).Ajv2019);
    case '2020-12':
      return create((require('ajv/dist/2020') as { Ajv2020: AjvClass }).Ajv2020);
  }
}

function metaCheckOf(ajv: AjvInstance, draft: Draft): MetaCheck {
  const check = ajv.getSchema(META_SCHEMA_IDS[draft]);
  if (check === undefined) throw new Error(`ajv has no ${draft} meta-schema`);
  return check;
}

/** The draft's meta-schema compiled in this process. */
export function compileMetaCheck(draft: Draft): MetaCheck {
  return metaCheckOf(ajvFor(draft, BASE_OPTIONS), draft);
}

/** The draft's meta-schema compiled into the text of a CommonJS module exporting the check. */
export function metaCheckModule(draft: Draft): string {
  const { _ } = require('ajv') as { _: (parts: TemplateStringsArray) => unknown };
  const formats = _`require("ajv-formats/dist/formats").fullFormats`;
  const ajv = ajvFor(draft, { ...BASE_OPTIONS, code: { source: true, formats: formats as never } });
  const standaloneCode = interop<(ajv: unknown, check: unknown) => string>(require('ajv/dist/standalone'));
  return standaloneCode(ajv, metaCheckOf(ajv, draft));
}
