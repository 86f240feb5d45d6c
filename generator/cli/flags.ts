import { targets } from '../targets/registry.js';
import type { InputFormat } from '../input/detect.js';
import type { RefMapping } from '../input/jsonschema/load.js';

/** What the command line said, before the config file and defaults are merged in. */
export interface Flags {
  readonly inputs: readonly string[];
  /** Every `--lang` value, split on commas, in order. */
  readonly langs: readonly string[];
  readonly out?: string;
  readonly stdout: boolean;
  /** `--package`: applies to every chosen language. */
  readonly package?: string;
  /** Per-language overrides (`--go-package`, `--haskell-module`, `--scala-package`), by language. */
  readonly packages: Readonly<Record<string, string>>;
  readonly check: boolean;
  readonly config?: string;
  readonly manifest?: string;
  readonly keepUnknown?: boolean;
  readonly unsupported?: UnsupportedMode;
  /** `--input`: the input format, instead of detecting it from the content. */
  readonly input?: InputFormat;
  readonly componentsOnly?: boolean;
  /** `--type`: TypeScript declarations to generate, by name. */
  readonly types?: readonly string[];
  /** `--tsconfig`: TypeScript compiler options. */
  readonly tsconfig?: string;
  /** `--template-literals`: TypeScript template-literal types refused, or strings with a pattern. */
  readonly templateLiterals?: 'refuse' | 'pattern';
  readonly openEnums?: boolean;
  /** `--ref-map PREFIX=DIR`, in order. */
  readonly refMap?: readonly RefMapping[];
}

export const unsupportedModes = ['error', 'warn'] as const;
export type UnsupportedMode = (typeof unsupportedModes)[number];

/** The per-language package flags: flag name (without `--`) → language, from each target's capabilities. */
export const packageFlags: readonly { readonly flag: string; readonly lang: string; readonly what: string }[] = targets.map((t) => ({
  flag: t.capabilities.packageFlag.flag,
  lang: t.name,
  what: t.capabilities.packageFlag.what,
}));
