/** The process exit codes of `jsongen`, documented in `--help`. */
export const ExitCode = {
  ok: 0,
  /** The inputs produced error diagnostics (or an internal error happened). */
  diagnostics: 1,
  /** Bad flags, unknown language, bad package name, unreadable or invalid config. */
  usage: 2,
  /** `--check`: the files on disk differ from what would be generated. */
  checkMismatch: 3,
} as const;

export type ExitCode = (typeof ExitCode)[keyof typeof ExitCode];

/** A usage problem found while reading flags or the config file: reported, then exit 2. */
export interface UsageError {
  readonly kind: 'usage';
  readonly message: string;
}

export function usageError(message: string): UsageError {
  return { kind: 'usage', message };
}
