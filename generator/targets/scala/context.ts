/** Per-file state of code generation: helper methods and constants in one companion object. */
import type { Diagnostic } from '../../diagnostics.js';
import type { IrType, Origin } from '../../ir/types.js';
import type { PatternTable } from './patterns.js';
import type { RefName } from './types.js';

/** How to size, write and read one IR type; expressions over `buf` and `r` in scope. */
export interface Codec {
  /** Expression: encoded byte length of `v`. */
  readonly size: (v: string) => string;
  /** Expression: an upper bound of the length (doubles counted at their longest); `size` when the type has no doubles. */
  readonly bound: (v: string) => string;
  /** Expression: writes `v` into `buf` at `pos`, evaluates to the position after it. */
  readonly write: (v: string, pos: string) => string;
  /** Expression: reads a value from the reader `r`. */
  readonly read: string;
}

export interface FileContext {
  readonly ref: RefName;
  /** Whether a type's encoder writes into an upper bound and trims: it holds strings, maps or doubles (bounds.ts). */
  readonly isBounded: (t: IrType) => boolean;
  /** The value-independent allocation bound of a type, as an expression, or null (see bounds.ts). */
  readonly fixedBound: (t: IrType) => string | null;
  /** Private helper members of the companion object, indented for it. */
  readonly helpers: string[];
  readonly memo: Map<string, Codec>;
  readonly counter: { value: number };
  readonly diagnostics: Diagnostic[];
  readonly origin: Origin;
  /** The run's patterns (one table for every file of the package) and its class cache. */
  readonly patterns: PatternTable;
}

export function newContext(
  ref: RefName,
  isBounded: (t: IrType) => boolean,
  fixedBound: (t: IrType) => string | null,
  origin: Origin,
  patterns: PatternTable,
): FileContext {
  return { ref, isBounded, fixedBound, helpers: [], memo: new Map(), counter: { value: 0 }, diagnostics: [], origin, patterns };
}

/** Which length a size computation yields: exact, or the allocation bound of `encode`. */
export type Measure = 'size' | 'bound';

/** The Scala type a measure is counted in: bounds in `Long`, so that no sum of them overflows. */
export function measureType(m: Measure): string {
  return m === 'size' ? 'Int' : 'Long';
}

/** The line declaring the running total `n` of a measure, starting at `init`. */
export function total(m: Measure, init: string): string {
  return m === 'size' ? `var n = ${init}` : `var n: Long = ${init}`;
}

/** `count * each` in the measure's type (`count` an `Int` expression). */
export function times(m: Measure, count: string, each: string): string {
  return m === 'size' ? `${count} * ${each}` : `${count}.toLong * ${each}`;
}

export function measureOf(c: Codec, m: Measure): (v: string) => string {
  return m === 'size' ? c.size : c.bound;
}

/**
 * Adds `size{n}` and, for bounded types (see `bounds.ts`), `bound{n}` built from the same lines;
 * returns both accessors.
 */
export function addSizes(
  ctx: FileContext,
  n: number,
  params: string,
  bounded: boolean,
  lines: (m: Measure) => string[],
): Pick<Codec, 'size' | 'bound'> {
  addMethod(ctx, `size${n}(${params}): Int`, lines('size'));
  if (bounded) addMethod(ctx, `bound${n}(${params}): ${measureType('bound')}`, lines('bound'));
  const size = (v: string): string => `size${n}(${v})`;
  return { size, bound: bounded ? (v) => `bound${n}(${v})` : size };
}

export function fresh(ctx: FileContext): number {
  ctx.counter.value += 1;
  return ctx.counter.value;
}

/** Indents lines by `n` levels of two spaces. */
export function indent(lines: readonly string[], n: number): string[] {
  const pad = '  '.repeat(n);
  return lines.map((l) => (l === '' ? l : `${pad}${l}`));
}

/** Adds a private helper method (body lines relative to the method). */
export function addMethod(ctx: FileContext, signature: string, body: readonly string[]): void {
  const unusedValue = signature.includes('(v: ') && !body.some((l) => /\bv\b/.test(l));
  const sig = unusedValue ? signature.replace('(v: ', '(@scala.annotation.unused v: ') : signature;
  ctx.helpers.push(`  private def ${sig} =`, ...indent(body, 2), '');
}

export function addValue(ctx: FileContext, definition: string): void {
  ctx.helpers.push(`  private val ${definition}`, '');
}

/** The pattern binder for `x` in a case whose body is `body`: `x`, or `_` when the body ignores it. */
export function binder(body: string): string {
  return /\bx\b/.test(body) ? 'x' : '_';
}
