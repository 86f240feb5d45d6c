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
 *
 * A line `!fuzz\t<case>\t<seed>\t<iterations>\t<absolute path of a corpus file>` asks the driver
 * to fuzz the case's decoder in process (no case name starts with `!`). The corpus file holds one
 * byte string a line, as hex (`-` for the empty one): `s<hex>` a seed document, `t<hex>` a token
 * mutations insert. The driver answers with one line:
 *
 *   FUZZ <mutants run> <mutants accepted> <verdicts> <hex of a mutant> <hex of the problem>
 *
 * `verdicts` is a hash of the verdicts in order (32-bit unsigned, from 0: `v = v × 31 + 2` for an
 * acceptance, `+ 1` for a rejection, up to the mutant before a failing one). The mutant is the
 * failing one, or, when none failed (the problem `-`), the last one run: a request cut to k
 * iterations names its k-th mutant. The driver stops at the first failure. Every driver runs the
 * same algorithm (described at `FuzzRequest`), each with its language's own code.
 */
import type { GeneratedFile } from '../../generator/targets/target.js';

export type InstanceResult =
  | { readonly ok: true; readonly output: Buffer }
  | { readonly ok: false; readonly offset: number; readonly pointer: string; readonly message: string };

export interface InstanceRequest {
  readonly caseName: string;
  readonly path: string;
}

/**
 * The in-process fuzz loop every driver implements. The generator is mulberry32 (32-bit state:
 * `a += 0x6D2B79F5; t = imul(a ^ a >>> 15, a | 1); t ^= t + imul(t ^ t >>> 7, t | 61);
 * return t ^ t >>> 14`, unsigned); `below(n)` is `next() mod n`. The pool starts as the seeds; an
 * accepted mutant joins it (past 512 entries it replaces a random one). Each iteration takes a
 * random pool entry and applies 1 + below(4) of these mutations (`n` its length, `i`, `p` below(n + 1),
 * `j = min(n, i + 1 + below(8))`, a token a random one of the corpus's), then cuts it to 64 KiB:
 *
 *   0 flip bit below(8) of byte below(n) (an empty input becomes `{`)
 *   1 delete [i, j)                     2 insert a token at i
 *   3 replace [i, j) by a token         4 truncate to i
 *   5 copy [i, min(n, i + below(33))) to p
 *   6 splice: [0, i) then another pool entry from below(its length + 1)
 *   7 set byte below(n) to below(256) (an empty input becomes `[`)
 *   8 wrap in d brackets, `[`×d … `]`×d, d = 1000 + below(200) one time in eight, else 1 + below(8)
 *
 * The drivers draw in the order written here (`i`, `j`, the mutation, then its own draws left to
 * right; the pool entry before the mutations' count, each splice partner before its mutation), so a
 * request gives the same mutants in every language, and, where the languages agree on every
 * verdict, the same hash of the verdicts.
 *
 * Properties of each mutant: the decoder returns (no exception, panic or stack overflow); a
 * rejection's offset lies in [0, length]; an acceptance encodes, and decoding that output and
 * encoding it again gives the same bytes. The TypeScript driver also decodes the string form.
 */
export interface FuzzRequest {
  readonly caseName: string;
  /** Seeds the driver's generator (a 32-bit unsigned integer). */
  readonly seed: number;
  readonly iterations: number;
  readonly corpusPath: string;
}

export interface FuzzResult {
  readonly execs: number;
  readonly accepted: number;
  /** The hash of the verdicts in order (equal in two languages while they agree on every verdict). */
  readonly verdicts: number;
  /** The failing mutant, else the last one run. */
  readonly last: Buffer;
  readonly failure?: { readonly input: Buffer; readonly problem: string };
}

export interface Driver {
  run(requests: readonly InstanceRequest[]): Promise<InstanceResult[]>;
  /** In-process fuzzing of the cases' decoders (the `!fuzz` line); a run past `timeoutMs` is killed and rejected. */
  fuzz(requests: readonly FuzzRequest[], timeoutMs?: number): Promise<FuzzResult[]>;
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
