/** Diagnostic codes of writing the output, with a one-line meaning each. */
export const EMIT_CODES = [
  { code: 'E_WRITE', meaning: 'a generated file cannot be written (or a stale one removed)' },
] as const;
