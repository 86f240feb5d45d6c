/**
 * The drafts' own meta-schemas, shipped with the validator packages jsongen depends on: a `$ref`
 * to one (`"$ref": "http://json-schema.org/draft-07/schema#"`, a 2020-12 vocabulary's
 * `meta/applicator`) reads it from there, never from the network.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** Meta-schema URIs (scheme-insensitive, no fragment) → the package file holding each. */
const META_FILES: readonly (readonly [RegExp, (m: RegExpExecArray) => string])[] = [
  [/^json-schema\.org\/draft-04\/schema$/, () => 'ajv-draft-04/dist/refs/json-schema-draft-04.json'],
  [/^json-schema\.org\/draft-0([67])\/schema$/, (m) => `ajv/dist/refs/json-schema-draft-0${m[1] ?? ''}.json`],
  [/^json-schema\.org\/draft\/(2019-09|2020-12)\/schema$/, (m) => `ajv/dist/refs/json-schema-${m[1] ?? ''}/schema.json`],
  [/^json-schema\.org\/draft\/(2019-09|2020-12)\/meta\/([a-z-]+)$/, (m) => `ajv/dist/refs/json-schema-${m[1] ?? ''}/meta/${m[2] ?? ''}.json`],
];

/** The file of the meta-schema at `uri` (without fragment), or undefined when it names none. */
export function metaSchemaFile(uri: string): string | undefined {
  const key = uri.replace(/^https?:\/\//, '');
  for (const [pattern, file] of META_FILES) {
    const m = pattern.exec(key);
    if (m === null) continue;
    try {
      return require.resolve(file(m));
    } catch {
      return undefined;
    }
  }
  return undefined;
}
