/**
 * How a record decoder's loop carries its per-field slots. A record of up to `wideRecordLimit` fields
 * carries one loop argument per field (fastest: no allocation per member). A wider record
 * carries the slots in strict tuples of `chunkSize` slots (the last one fewer), and a member
 * is read by its chunk's own function (`step'k`), which takes the chunk's tuple and returns it
 * rebuilt: the loop dispatches on the chunk, so the loop and each step function stay small.
 * One argument per field made the generated decoder grow with the square of the field count
 * (6 MB for 1,000 fields); one loop holding every member's branch, each rebuilding its chunk,
 * took GHC's code generator 47 s at -O0 for 1,000 fields (6 s with the step functions).
 */

/** A record of more fields than this is wide: its decoder carries chunks, and its `Eq`, `Show`, size and write functions work by chunks (`wide-records.ts`). */
export const wideRecordLimit = 64;
const chunkSize = 32;

/** Field indices in runs of `chunkSize` (the last one shorter). */
export function fieldChunks(count: number): number[][] {
  const chunks: number[][] = [];
  for (let start = 0; start < count; start += chunkSize) {
    chunks.push(Array.from({ length: Math.min(chunkSize, count - start) }, (_, j) => start + j));
  }
  return chunks;
}

/** One member's branch: statements (no indentation) that check and decode it into `v'`, and its filled slot. */
export interface MemberCode {
  readonly lines: readonly string[];
  readonly filled: string;
}

/** The branches of the loop's `case` on a member's index, and the functions of the decoder's `where` they call. */
export interface MemberDispatch {
  readonly branches: readonly string[];
  readonly helpers: readonly string[];
}

export interface SlotLayout {
  /** The loop's slot parameters, in order. */
  readonly params: readonly string[];
  /** The loop's first slot arguments, given each field's empty slot. */
  initial(starts: readonly string[]): readonly string[];
  /** Member `i`'s branch for every `i`; each calls `loop'` with `rest` after the slots. */
  dispatch(members: readonly MemberCode[], rest: string): MemberDispatch;
  /** Lines (without indentation) binding every field's slot `f'i`. */
  unpackAll(): readonly string[];
}

export const slotName = (i: number): string => `f'${i}`;

/**
 * A where-bound chunk function's definition kept out of line: at -O1 GHC inlines a local function
 * called once, which would put every chunk back into one function.
 */
export function outOfLine(indent: string, name: string, definition: readonly string[]): string[] {
  return [`${indent}{-# NOINLINE ${name} #-}`, ...definition];
}

const branchIndent = '        ';
const continueLoop = (args: string, rest: string): string => `R.objNextKey P.>>= \\m2' -> loop' m2' (n' P.+ 1) ${args}${rest}`;

function flatLayout(count: number): SlotLayout {
  const slots = Array.from({ length: count }, (_, i) => slotName(i));
  return {
    params: slots,
    initial: (starts) => starts,
    dispatch: (members, rest) => ({
      branches: members.flatMap((m, i) => [
        `${branchIndent}${i} -> do`,
        ...m.lines.map((l) => `${branchIndent}  ${l}`),
        `${branchIndent}  ${continueLoop(slots.map((s, j) => (j === i ? m.filled : s)).join(' '), rest)}`,
      ]),
      helpers: [],
    }),
    unpackAll: () => [],
  };
}

function chunkedLayout(count: number): SlotLayout {
  const chunks = fieldChunks(count);
  const params = chunks.map((_, k) => `c'${k}`);
  const tuple = (members: readonly string[]): string => `(${members.join(', ')})`;
  const last = <T>(items: readonly T[], k: number): boolean => k === items.length - 1;
  return {
    params,
    initial: (starts) => chunks.map((c) => tuple(c.map((i) => starts[i] ?? ''))),
    dispatch: (members, rest) => ({
      branches: [
        `${branchIndent}i' | i' P.>= 0 -> case P.quot i' ${chunkSize} of`,
        ...chunks.map((_, k) => {
          const args = params.map((p, j) => (j === k ? "c2'" : p)).join(' ');
          return `${branchIndent}  ${last(chunks, k) ? '_' : k} -> step'${k} i' k' c'${k} P.>>= \\c2' -> ${continueLoop(args, rest)}`;
        }),
      ],
      helpers: chunks.flatMap((c, k) =>
        outOfLine('    ', `step'${k}`, [
          `    step'${k} i' k' ${tuple(c.map(slotName))} = case i' of`,
          ...c.flatMap((i, n) => {
            const m = members[i] as MemberCode;
            return [
              `      ${last(c, n) ? '_' : i} -> do`,
              ...m.lines.map((l) => `        ${l}`),
              `        P.pure ${tuple(c.map((j) => (j === i ? m.filled : slotName(j))))}`,
            ];
          }),
        ]),
      ),
    }),
    unpackAll: () => chunks.map((c, k) => `let !${tuple(c.map(slotName))} = c'${k}`),
  };
}

export function slotLayout(count: number): SlotLayout {
  return count > wideRecordLimit ? chunkedLayout(count) : flatLayout(count);
}
