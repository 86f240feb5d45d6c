/**
 * Side-by-side timing for the TypeScript benchmarks: every round times each function for about
 * `roundMs` (the order reversed every other round, so that load on a shared machine and the
 * neighbour in the order hit all of them alike): each one's time per call in every round, or its
 * median in MB/s of `bytes` (10^6) per call.
 */
let sink: unknown = null;

export function measure(bytes: number, fs: ReadonlyArray<() => unknown>, rounds: number, roundMs: number): number[] {
  return measureRounds(fs, rounds, roundMs).map((ns) => (bytes * 1e3) / medianOf(ns));
}

/** The middle of `xs` (the upper one of an even count). */
export function medianOf(xs: readonly number[]): number {
  return [...xs].sort((a, b) => a - b)[xs.length >> 1] as number;
}

/** Each function's time per call in every round, in nanoseconds. */
export function measureRounds(fs: ReadonlyArray<() => unknown>, rounds: number, roundMs: number): number[][] {
  for (const f of fs) for (let i = 0; i < 3; i++) sink = f();
  const times: number[][] = fs.map(() => []);
  for (let r = 0; r < rounds; r++) {
    const order = fs.map((_, k) => k);
    if (r % 2 === 1) order.reverse();
    for (const k of order) {
      const f = fs[k] as () => unknown;
      let n = 0;
      const start = performance.now();
      let now = start;
      do {
        sink = f();
        n++;
        now = performance.now();
      } while (now - start < roundMs);
      (times[k] as number[]).push(((now - start) / n) * 1e6);
    }
  }
  void sink;
  return times;
}
