import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageRoot } from '../package-root.js';
import { generate } from '../pipeline.js';
import { targets } from '../targets/registry.js';
import { runGuarded } from './guard.js';
import type { CliIo } from './io.js';

function packageVersion(): string {
  const text = readFileSync(join(packageRoot(), 'package.json'), 'utf8');
  return (JSON.parse(text) as { version: string }).version;
}

/** The process edge: real targets, the real generator, the process's streams. */
export function main(argv: readonly string[]): number {
  const io: CliIo = {
    cwd: process.cwd(),
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
  };
  return runGuarded(argv, io, { targets, generate, version: packageVersion() });
}
