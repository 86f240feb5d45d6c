/** Everything the CLI needs from the process, passed in so the CLI runs in tests unchanged. */
export interface CliIo {
  readonly cwd: string;
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
}

/** Collects output in memory (tests, and `--check` summaries built before printing). */
export interface BufferedIo extends CliIo {
  readonly out: () => string;
  readonly err: () => string;
}

export function bufferedIo(cwd: string): BufferedIo {
  const out: string[] = [];
  const err: string[] = [];
  return {
    cwd,
    stdout: (text) => out.push(text),
    stderr: (text) => err.push(text),
    out: () => out.join(''),
    err: () => err.join(''),
  };
}
