import type { Result } from '../diagnostics.js';
import type { DeclId, Model } from '../ir/types.js';
import type { Renderer } from '../render/renderer.js';

export interface TargetOptions {
  /** Go package name, Haskell module name, Scala package. Already checked by `checkPackage`. */
  readonly package: string;
}

/**
 * What a generated file holds: `code` is generated from the input (types and codecs);
 * `runtime` is the target's support code, copied from `runtime/<lang>/` with only the
 * package / module line set, the same for every input.
 */
export type FileRole = 'code' | 'runtime';

export interface GeneratedFile {
  /** Relative to the output directory, `/`-separated. */
  readonly path: string;
  readonly content: string;
  readonly role: FileRole;
}

/** One line of the machine-readable manifest: where a declaration went in one language. */
export interface ManifestEntry {
  readonly id: DeclId;
  readonly name: string;
  readonly file: string;
  readonly root: boolean;
}

export interface TargetOutput {
  readonly files: readonly GeneratedFile[];
  readonly manifest: readonly ManifestEntry[];
}

/** A language target: data plus functions. The core decides *what*; the target decides *how*. */
export interface Target {
  readonly name: string;
  /** Used when `--package` is not given. */
  readonly defaultPackage: string;
  /** An error message when `name` is not a valid package/module name for this language. */
  checkPackage(name: string): string | null;
  /** Pure: IR in, files out. Templates come from `templates/<name>/` through the renderer. */
  generate(model: Model, options: TargetOptions, renderer: Renderer): Result<TargetOutput>;
}
