import { ExitCode } from './exit.js';
import type { CliIo } from './io.js';
import { runCli, type CliDeps } from './run.js';

function message(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/** Runs the CLI; anything unexpected becomes one `internal error` line and exit 1, never a stack trace. */
export function runGuarded(argv: readonly string[], io: CliIo, deps: CliDeps): number {
  try {
    return runCli(argv, io, deps);
  } catch (e) {
    io.stderr(`jsongen: internal error: ${message(e)}\n`);
    return ExitCode.diagnostics;
  }
}
