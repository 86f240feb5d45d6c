/**
 * The cross-language ledgers, in the format of test/known-failures (`<id>  <reason>`):
 * - known-failures.txt: `<lang>/<schema>`: at least one random document of that schema fails
 *   in that language (the test fails when none does: remove the line);
 * - unsupported.txt: `<schema>`: the generator cannot serve that schema (the test fails when
 *   it can: remove the line).
 * `<schema>` is a test/cases folder name or `examples/<file>`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseLedger, type Ledger } from '../compiled/outcome.js';
import { repoRoot } from '../harness/paths.js';

function read(file: string): Ledger {
  const path = join(repoRoot, 'test', 'crosslang', file);
  return parseLedger(`test/crosslang/${file}`, existsSync(path) ? readFileSync(path, 'utf8') : '');
}

export const knownFailures = (): Ledger => read('known-failures.txt');
export const unsupportedSchemas = (): Ledger => read('unsupported.txt');

export function failureId(lang: string, label: string): string {
  return `${lang}/${label}`;
}
