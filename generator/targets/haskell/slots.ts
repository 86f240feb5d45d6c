/**
 * How a record decoder's loop carries its per-field slots. A record of up to `flatLimit` fields
 * carries one loop argument per field (fastest: no allocation per member). A wider record
 * carries the slots in strict tuples of at most `chunkSize` slots each, so a member's branch
 * rebuilds one tuple and passes the others on: the generated decoder grows linearly with the
 * field count (one argument per field made it grow with the square: 6 MB for 1,000 fields).
 */

const flatLimit = 64;
const chunkSize = 32;

export interface SlotLayout {
  /** The loop's slot parameters, in order. */
  readonly params: readonly string[];
  /** The loop's first slot arguments, given each field's empty slot. */
  initial(starts: readonly string[]): readonly string[];
  /** Lines (without indentation) binding the slots field `i`'s branch reads. */
  unpack(i: number): readonly string[];
  /** The loop's slot arguments after field `i`'s slot becomes `value`. */
  next(i: number, value: string): string;
  /** Lines (without indentation) binding every field's slot `f'i`. */
  unpackAll(): readonly string[];
}

export const slotName = (i: number): string => `f'${i}`;

function flatLayout(count: number): SlotLayout {
  const slots = Array.from({ length: count }, (_, i) => slotName(i));
  return {
    params: slots,
    initial: (starts) => starts,
    unpack: () => [],
    next: (i, value) => slots.map((s, j) => (j === i ? value : s)).join(' '),
    unpackAll: () => [],
  };
}

/** Field indices split into `ceil(count / chunkSize)` runs whose lengths differ by one at most. */
function chunksOf(count: number): number[][] {
  const n = Math.ceil(count / chunkSize);
  const chunks: number[][] = [];
  let start = 0;
  for (let k = 0; k < n; k++) {
    const length = Math.floor(count / n) + (k < count % n ? 1 : 0);
    chunks.push(Array.from({ length }, (_, j) => start + j));
    start += length;
  }
  return chunks;
}

function chunkedLayout(count: number): SlotLayout {
  const chunks = chunksOf(count);
  const chunkOf: number[] = chunks.flatMap((c, k) => c.map(() => k));
  const params = chunks.map((_, k) => `c'${k}`);
  const tuple = (members: readonly string[]): string => `(${members.join(', ')})`;
  const binds = chunks.map((c, k) => `let !${tuple(c.map(slotName))} = c'${k}`);
  // The arguments before and after each chunk's own, joined once (a branch rebuilds one chunk).
  const before = params.map((_, k) => params.slice(0, k).map((p) => `${p} `).join(''));
  const after = params.map((_, k) => params.slice(k + 1).map((p) => ` ${p}`).join(''));
  return {
    params,
    initial: (starts) => chunks.map((c) => tuple(c.map((i) => starts[i] ?? ''))),
    unpack: (i) => [binds[chunkOf[i] ?? 0] ?? ''],
    next: (i, value) => {
      const own = chunkOf[i] ?? 0;
      const rebuilt = tuple((chunks[own] ?? []).map((j) => (j === i ? value : slotName(j))));
      return `${before[own] ?? ''}${rebuilt}${after[own] ?? ''}`;
    },
    unpackAll: () => binds,
  };
}

export function slotLayout(count: number): SlotLayout {
  return count > flatLimit ? chunkedLayout(count) : flatLayout(count);
}
