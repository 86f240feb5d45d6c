// Loaded with `node --import` before the command it times: at exit, writes the process's CPU time
// (user + system, every thread, in microseconds) as the last line of stderr, for bench/ts/gen-time.ts.
import { writeSync } from 'node:fs';

process.on('exit', () => {
  const { user, system } = process.cpuUsage();
  writeSync(2, `\njsongen-bench-cpu-us ${user + system}\n`);
});
