/**
 * The contract between the test suite and a compiled per-language driver.
 *
 * A driver is ONE program per language holding every case's generated code. It reads lines
 * `<case>\t<absolute path of a JSON file>` on stdin and, for each, decodes the file's bytes
 * into the case's root type and re-encodes it, writing exactly one line to stdout:
 *
 *   OK <hex of the encoded bytes>
 *   ERR <byte offset> <hex of the JSON Pointer> <hex of the message>
 *
 * Hex is lower-case, two digits a byte; an empty field is written as `-`. The driver flushes
 * after each line and exits 0 at end of input. An encode error is reported as
 * `ERR -1 <hex pointer> <hex message>`.
 */
import type { GeneratedFile } from '../../generator/targets/target.js';

export type InstanceResult =
  | { readonly ok: true; readonly output: Buffer }
  | { readonly ok: false; readonly offset: number; readonly pointer: string; readonly message: string };

export interface InstanceRequest {
  readonly caseName: string;
  readonly path: string;
}

export interface Driver {
  run(requests: readonly InstanceRequest[]): Promise<InstanceResult[]>;
}

/** One case as generated for one language, ready to be built into the driver. */
export interface HarnessCase {
  readonly name: string;
  /** The package/module name the case was generated into. */
  readonly package: string;
  /** The root type's name in that language (from the manifest). */
  readonly rootType: string;
  readonly files: readonly GeneratedFile[];
}

/** How a driver is built; every field has a default. */
export interface BuildOptions {
  /** false: compile without optimisation, for builds of many cases run once (default true). */
  readonly optimize?: boolean;
  /** true: the runtime every case copies is compiled once where the language allows (default false). */
  readonly shareRuntime?: boolean;
  /** false: only compile, without the linters a language's build runs too (gofmt, go vet; default true). */
  readonly lint?: boolean;
}

export interface LanguageHarness {
  readonly lang: string;
  /** A valid package/module name for a case (cases share one build). */
  packageFor(caseName: string): string;
  /** Writes all cases plus the driver into `workDir`, compiles once, returns the driver. */
  build(cases: readonly HarnessCase[], workDir: string, options?: BuildOptions): Promise<Driver>;
}
