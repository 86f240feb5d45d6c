import { targets } from '../targets/registry.js';
import type { FrontEndOptions } from '../input/options.js';

/** What the command line said, before the config file and defaults are merged in. */
export interface Flags extends Partial<FrontEndOptions> {
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
}

/** The per-language package flags: flag name (without `--`) → language, from each target's capabilities. */
export const packageFlags: readonly { readonly flag: string; readonly lang: string; readonly what: string }[] = targets.map((t) => ({
  flag: t.capabilities.packageFlag.flag,
  lang: t.name,
  what: t.capabilities.packageFlag.what,
}));
