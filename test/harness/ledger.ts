/**
 * The known-failures ledger (`test/known-failures/<lang>.txt`), free of the test runner so
 * scripts can read it too.
 *
 * A ledger line is `<id>  <reason>`: the id of a check (see test/known-failures/README.md),
 * whitespace, and a non-empty reason. `#` starts a comment line.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './paths.js';

export interface Ledger {
  readonly file: string;
  /** Check id → reason. */
  readonly entries: ReadonlyMap<string, string>;
  readonly problems: readonly string[];
}

export function ledgerPath(lang: string): string {
  return join(repoRoot, 'test', 'known-failures', `${lang}.txt`);
}

export function parseLedger(file: string, text: string): Ledger {
  const entries = new Map<string, string>();
  const problems: string[] = [];
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const match = /^(\S+)\s+(\S.*)$/.exec(line);
    if (match === null) problems.push(`${file}:${index + 1}: expected "<id>  <reason>"`);
    else if (entries.has(match[1] as string)) problems.push(`${file}:${index + 1}: ${match[1]} listed twice`);
    else entries.set(match[1] as string, match[2] as string);
  });
  return { file, entries, problems };
}

export function readLedger(lang: string): Ledger {
  const file = ledgerPath(lang);
  const name = `test/known-failures/${lang}.txt`;
  return existsSync(file) ? parseLedger(name, readFileSync(file, 'utf8')) : parseLedger(name, '');
}

/** The ledger id saying a compiled case's code does not build, so the case is left out of the driver. */
export function compileId(caseName: string): string {
  return `${caseName}/compile`;
}

/** Cases the ledger leaves out of the driver build. */
export function excludedCases(ledger: Ledger): ReadonlySet<string> {
  const suffix = '/compile';
  return new Set([...ledger.entries.keys()].filter((id) => id.endsWith(suffix)).map((id) => id.slice(0, -suffix.length)));
}
