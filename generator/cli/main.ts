import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageRoot } from '../package-root.js';
import { generate } from '../pipeline.js';
import { targets } from '../targets/registry.js';
import { runGuarded } from './guard.js';
import type { CliIo } from './io.js';
import { parallelGenerate } from './parallel.js';

function packageVersion(): string {
  const text = readFileSync(join(packageRoot(), 'package.json'), 'utf8');
  return (JSON.parse(text) as { version: string }).version;
}

/**
 * The process edge: real targets, the real generator, the process's streams. Given the bundled
 * worker (`dist/jsongen-worker.mjs`), a run of several languages on a large input uses several threads.
 */
export function main(argv: readonly string[], workerFile?: string): number {
  const io: CliIo = {
    cwd: process.cwd(),
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
  };
  return runGuarded(argv, io, { targets, generate: workerFile === undefined ? generate : parallelGenerate(workerFile), version: packageVersion() });
}
