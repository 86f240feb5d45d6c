/**
 * Which front end reads a document, decided by its file name (TypeScript) or its content: an OpenAPI or Swagger description
 * by its version key, a JSON Type Definition by its keywords, else JSON Schema.
 */
import { JTD_KEYWORDS } from './jtd/keywords.js';

export type InputFormat = 'jsonschema' | 'openapi' | 'jtd' | 'typescript';

export const INPUT_FORMATS: readonly InputFormat[] = ['jsonschema', 'openapi', 'jtd', 'typescript'];

/** TypeScript source or declarations, told by the file name: `.ts`, `.d.ts`, `.mts`, `.cts`. */
export function isTypeScriptFile(path: string): boolean {
  return /\.(ts|mts|cts)$/i.test(path);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `openapi: 3.x` or `swagger: "2.0"` at the root. */
export function isOpenApi(json: unknown): boolean {
  if (!isObject(json)) return false;
  const openapi = json['openapi'];
  return (typeof openapi === 'string' && /^3\.[01]\./.test(openapi)) || json['swagger'] === '2.0';
}

/** Keywords only JTD gives a meaning to (JSON Schema has none of them, or another shape). */
const JTD_ONLY = new Set(['ref', 'elements', 'values', 'optionalProperties', 'discriminator', 'mapping', 'nullable', 'metadata']);

/** `type` values only JSON Schema has; a `type` neither format knows is left to the JTD checks. */
const JSON_SCHEMA_ONLY_TYPES = new Set(['integer', 'number', 'object', 'array', 'null']);

/** Whether every node reachable as a JTD schema uses only JTD keywords; counts JTD-only markers. */
function jtdShaped(node: unknown, root: boolean, markers: { count: number }): boolean {
  if (!isObject(node)) return false;
  for (const key of Object.keys(node)) {
    if (!JTD_KEYWORDS.has(key) || (key === 'definitions' && !root)) return false;
    if (JTD_ONLY.has(key)) markers.count++;
  }
  const type = node['type'];
  if (type !== undefined) {
    if (typeof type !== 'string' || JSON_SCHEMA_ONLY_TYPES.has(type)) return false;
    if (type !== 'boolean' && type !== 'string') markers.count++;
  }
  if (node['additionalProperties'] !== undefined && typeof node['additionalProperties'] !== 'boolean') return false;
  const children: unknown[] = [];
  for (const key of ['definitions', 'properties', 'optionalProperties', 'mapping']) {
    const value = node[key];
    if (value === undefined) continue;
    if (!isObject(value)) return false;
    children.push(...Object.values(value));
  }
  for (const key of ['elements', 'values']) if (node[key] !== undefined) children.push(node[key]);
  return children.every((child) => jtdShaped(child, false, markers));
}

/**
 * A JTD schema: an object with no `$schema`, whose every schema node uses only JTD keywords
 * and which uses at least one thing JSON Schema does not have (`ref`, `elements`, `values`,
 * `optionalProperties`, `discriminator`, `nullable`, `metadata`, a JTD number or timestamp type).
 * Ambiguous documents (`{"type": "string"}`) stay JSON Schema; `--input jtd` overrides.
 */
export function isJtd(json: unknown): boolean {
  const markers = { count: 0 };
  return isObject(json) && json['$schema'] === undefined && jtdShaped(json, true, markers) && markers.count > 0;
}

export function detectFormat(json: unknown): InputFormat {
  if (isOpenApi(json)) return 'openapi';
  if (isJtd(json)) return 'jtd';
  return 'jsonschema';
}
