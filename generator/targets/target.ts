import type { Result } from '../diagnostics.js';
import type { DeclId } from '../ir/types.js';
import type { ModelPlan } from '../plan/model.js';
import type { RuntimeRule } from './runtime-copy.js';

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

/**
 * The names a target gives one declaration; the same shape in every target. `members` are a
 * record's fields, an enum's values or a union's variants, in declaration order.
 */
export interface DeclNames {
  readonly type: string;
  readonly members: readonly string[];
  /** A record's member holding kept unknown keys, else null. */
  readonly extra: string | null;
  /** Further names the language gives the declaration (functions, interfaces), by role. */
  readonly aux: Readonly<Record<string, string>>;
}

/** Every declaration's names, in model order. */
export type NameTable = ReadonlyMap<DeclId, DeclNames>;

/** A code file for the core to render: an entry template of `templates/<lang>/` and its view. */
export interface FileSpec {
  readonly path: string;
  readonly template: string;
  readonly view: object;
}

export interface TargetFiles {
  /** Code files, in output order (the runtime's files follow them). */
  readonly code: readonly FileSpec[];
  /** The file (a `code` path) holding each declaration's type, for the manifest. */
  readonly placement: ReadonlyMap<DeclId, string>;
}

/** What the CLI, the help text and the test matrix read about a target. */
export interface TargetCapabilities {
  /** The per-language package flag (without `--`) and what it names, e.g. `go-package`. */
  readonly packageFlag: { readonly flag: string; readonly what: string };
  /** Used when `--package` is not given. */
  readonly defaultPackage: string;
  /** The runtime interprets schema-check programs (`plan/schema-program/`); without, schemas that need one are refused. */
  readonly schemaPrograms?: true;
}

/**
 * A language target: data plus functions. The core plans (`generator/plan/`), asks the target
 * for names and file views, renders the templates and copies the runtime; the target decides
 * only *how* each planned fact is written.
 */
export interface Target {
  readonly name: string;
  readonly capabilities: TargetCapabilities;
  /** An error message when `name` is not a valid package/module name for this language. */
  checkPackage(name: string): string | null;
  /** Where each runtime source goes, and its package line (`runtime/<name>/src/`). */
  readonly runtime: RuntimeRule;
  /** Names every declaration of the plan's model. Pure. */
  naming(plan: ModelPlan): NameTable;
  /** The code files' views. Pure: plan and names in, views out. */
  files(plan: ModelPlan, names: NameTable, options: TargetOptions): Result<TargetFiles>;
}

/** The keys of a target object: the contract is closed (the layering test checks every target). */
export const TARGET_KEYS = ['name', 'capabilities', 'checkPackage', 'runtime', 'naming', 'files'] as const satisfies readonly (keyof Target)[];
