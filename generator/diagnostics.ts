/** Diagnostics are values: every stage returns them; only the CLI prints them. */

export type Severity = 'error' | 'warning';

export interface Diagnostic {
  /** Stable, documented code, e.g. `E_REF_DANGLING`. */
  readonly code: string;
  readonly severity: Severity;
  readonly message: string;
  /** The input file as given on the command line (or resolved from a `$ref`). */
  readonly file: string;
  /** JSON Pointer into `file` ("" for the document root). */
  readonly pointer: string;
  /** Line and column (1-based) in a source file, for inputs that are program text (TypeScript). */
  readonly position?: { readonly line: number; readonly column: number };
}

export type Result<T> =
  | { readonly ok: true; readonly value: T; readonly diagnostics: readonly Diagnostic[] }
  | { readonly ok: false; readonly diagnostics: readonly Diagnostic[] };

export function ok<T>(value: T, diagnostics: readonly Diagnostic[] = []): Result<T> {
  return { ok: true, value, diagnostics };
}

export function fail<T>(diagnostics: readonly Diagnostic[]): Result<T> {
  return { ok: false, diagnostics };
}

export function error(code: string, message: string, file: string, pointer: string): Diagnostic {
  return { code, severity: 'error', message, file, pointer };
}

export function warning(code: string, message: string, file: string, pointer: string): Diagnostic {
  return { code, severity: 'warning', message, file, pointer };
}

export function hasErrors(diagnostics: readonly Diagnostic[]): boolean {
  return diagnostics.some((d) => d.severity === 'error');
}

/** `file#/json/pointer: error[CODE]: message`, or `file:line:column: error[CODE]: message` in program text. */
export function formatDiagnostic(d: Diagnostic): string {
  const where = d.position === undefined ? `${d.file}#${d.pointer}` : `${d.file}:${d.position.line}:${d.position.column}`;
  return `${where}: ${d.severity}[${d.code}]: ${d.message}`;
}

/** Appends a reference token to a JSON Pointer (RFC 6901 escaping). */
export function pointerAppend(pointer: string, token: string | number): string {
  const text = String(token);
  const escaped = text.includes('~') || text.includes('/') ? text.replace(/~/g, '~0').replace(/\//g, '~1') : text;
  return `${pointer}/${escaped}`;
}
