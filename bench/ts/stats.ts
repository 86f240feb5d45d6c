export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? Number.NaN) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** MB/s with MB = 10^6 bytes, as `go test` reports it. */
export function mbPerSecond(bytes: number, ns: number): number {
  return bytes / 1e6 / (ns / 1e9);
}
