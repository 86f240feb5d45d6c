/**
 * Which members of a valid sample the generated code must keep: a member is declared for an
 * object when a subschema that names the key in its `properties` matches that object (ajv, with
 * the schema's draft and formats, is the judge). Members no matching subschema declares may be
 * dropped (the default for undeclared keys); this is what the round trip is compared against.
 */
import { readFileSync } from 'node:fs';
import type { ValidateFunction } from 'ajv';
import { compilerFor } from '../../harness/random/ajv.js';

export interface Declared {
  /** The URIs (`<id>#<pointer>`) of the subschemas declaring `key` that match `value`, or [] when none does. */
  matching(key: string, value: unknown): readonly string[];
}

/** Values whose members are data, not schemas. */
const DATA_KEYWORDS = new Set(['enum', 'const', 'default', 'examples', 'example']);

function escapeToken(token: string): string {
  return token.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** Pointer of every subschema with `properties`, per declared key. */
function declaringSchemas(node: unknown, pointer: string, into: Map<string, string[]>): void {
  if (Array.isArray(node)) {
    node.forEach((item, i) => declaringSchemas(item, `${pointer}/${i}`, into));
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  for (const [key, value] of Object.entries(node)) {
    if (DATA_KEYWORDS.has(key)) continue;
    if (key === 'properties' && typeof value === 'object' && value !== null && !Array.isArray(value)) {
      for (const name of Object.keys(value)) into.set(name, [...(into.get(name) ?? []), pointer]);
    }
    declaringSchemas(value, `${pointer}/${escapeToken(key)}`, into);
  }
}

function idOf(schema: unknown): string | undefined {
  if (typeof schema !== 'object' || schema === null) return undefined;
  const record = schema as Record<string, unknown>;
  const id = record['$id'] ?? record['id'];
  return typeof id === 'string' ? id.replace(/#$/, '') : undefined;
}

export function declaredFor(schemaFile: string, alongside: readonly string[]): Declared {
  const schema: unknown = JSON.parse(readFileSync(schemaFile, 'utf8'));
  const ajv = compilerFor(schema);
  const base = idOf(schema) ?? 'https://jsongen.invalid/schema.json';
  const index = new Map<string, string[]>();
  const add = (json: unknown, id: string): void => {
    ajv.addSchema(json, id);
    const pointers = new Map<string, string[]>();
    declaringSchemas(json, '', pointers);
    for (const [key, list] of pointers) index.set(key, [...(index.get(key) ?? []), ...list.map((p) => `${id}#${p.split('/').map(encodeURIComponent).join('/')}`)]);
  };
  for (const file of alongside) {
    const other: unknown = JSON.parse(readFileSync(file, 'utf8'));
    add(other, idOf(other) ?? file);
  }
  add(schema, base);
  const compiled = new Map<string, ValidateFunction | undefined>();
  const validator = (uri: string): ValidateFunction | undefined => {
    if (!compiled.has(uri)) {
      let v: ValidateFunction | undefined;
      try {
        v = ajv.getSchema(uri);
      } catch {
        v = undefined;
      }
      compiled.set(uri, v);
    }
    return compiled.get(uri);
  };
  return {
    matching(key, value) {
      return (index.get(key) ?? []).filter((pointer) => {
        const v = validator(pointer);
        // A subschema ajv cannot compile is taken as matching: the member counts as declared.
        return v === undefined || v(value) === true;
      });
    },
  };
}
