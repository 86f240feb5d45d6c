/** Options of the front ends: what the command line, the config file and the pipeline say alike. */
import type { InputFormat } from './detect.js';
import type { RefMapping } from './jsonschema/load.js';

export const unsupportedModes = ['error', 'warn'] as const;
export type UnsupportedMode = (typeof unsupportedModes)[number];

export interface FrontEndOptions {
  /** Keep unknown object keys (raw JSON) instead of skipping them. */
  readonly keepUnknown: boolean;
  /** Unsupported keywords: an error, or a warning with the keyword ignored. */
  readonly unsupported: UnsupportedMode;
  /** The input format; detected from each input's content when absent. */
  readonly input?: InputFormat;
  /** OpenAPI: only `components.schemas` / `definitions`, no types for inline request and response schemas. */
  readonly componentsOnly?: boolean;
  /** TypeScript: the declarations to generate (by name); every exported declaration when absent. */
  readonly types?: readonly string[];
  /** TypeScript: a tsconfig.json whose compiler options replace the built-in ones. */
  readonly tsconfig?: string;
  /** TypeScript: template-literal types are refused, or read as strings with a pattern. */
  readonly templateLiterals?: 'refuse' | 'pattern';
  /** Every enum open: an unknown value of the members' kind decodes to the unknown member and re-encodes unchanged. */
  readonly openEnums?: boolean;
  /** JSON Schema: `$ref` URLs under a prefix read from a local folder (never fetched). */
  readonly refMap?: readonly RefMapping[];
}
