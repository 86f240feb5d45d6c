import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageRoot } from '../package-root.js';
import { generateInParallel } from '../parallel/generate.js';
import { generate } from '../pipeline.js';
import { targets } from '../targets/registry.js';
import { runGuarded } from './guard.js';
import type { CliIo } from './io.js';

export { serveTargetJob } from '../parallel/worker.js';

function packageVersion(): string {
  const text = readFileSync(join(packageRoot(), 'package.json'), 'utf8');
  return (JSON.parse(text) as { version: string }).version;
}

/**
 * The process edge: real targets, the real generator, the process's streams. With `workerEntry`
 * (a module that calls {@link serveTargetJob} in a worker thread), the languages are generated in
 * parallel; without it, one after the other in this thread.
 */
export function main(argv: readonly string[], workerEntry?: URL): Promise<number> {
  const io: CliIo = {
    cwd: process.cwd(),
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
  };
  const run = workerEntry === undefined ? generate : (request: Parameters<typeof generate>[0]) => generateInParallel(request, workerEntry);
  return runGuarded(argv, io, { targets, generate: run, version: packageVersion() });
}
