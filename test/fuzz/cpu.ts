/**
 * CPU time spent by finished child processes (compilers, drivers, `go test -fuzz`): the
 * `cutime` and `cstime` fields of /proc/self/stat, in seconds. Zero where /proc is absent.
 */
import { existsSync, readFileSync } from 'node:fs';

const ticksPerSecond = 100;

export function childCpuSeconds(): number {
  if (!existsSync('/proc/self/stat')) return 0;
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // fields[0] is field 3 (state); cutime and cstime are fields 16 and 17
  return (Number(fields[13]) + Number(fields[14])) / ticksPerSecond;
}

/** Adds the child CPU time `work` takes to `totals[key]`. */
export async function metered<T>(totals: Map<string, number>, key: string, work: () => Promise<T>): Promise<T> {
  const before = childCpuSeconds();
  try {
    return await work();
  } finally {
    totals.set(key, (totals.get(key) ?? 0) + childCpuSeconds() - before);
  }
}
