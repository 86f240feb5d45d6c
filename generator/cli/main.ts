import { readFileSync } from 'node:fs';
import { generate } from '../pipeline.js';
import { targets } from '../targets/registry.js';
import { ExitCode } from './exit.js';
import type { CliIo } from './io.js';
import { runCli } from './run.js';

function packageVersion(): string {
  const text = readFileSync(new URL('../../package.json', import.meta.url), 'utf8');
  return (JSON.parse(text) as { version: string }).version;
}

function message(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/**
 * The process edge: runs the CLI and turns anything unexpected into one line on stderr,
 * never a stack trace.
 */
export function main(argv: readonly string[]): number {
  const io: CliIo = {
    cwd: process.cwd(),
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
  };
  try {
    return runCli(argv, io, { targets, generate, version: packageVersion() });
  } catch (e) {
    io.stderr(`jsongen: internal error: ${message(e)}\n`);
    return ExitCode.diagnostics;
  }
}
