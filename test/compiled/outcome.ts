/**
 * Outcomes of single checks and the known-failures ledger (`test/known-failures/<lang>.txt`).
 *
 * A ledger line is `<id>  <reason>`: the id of a check (see test/known-failures/README.md),
 * whitespace, and a non-empty reason. `#` starts a comment line. A listed check must fail; when
 * it passes, the test fails so the line gets removed.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { repoRoot } from '../harness/paths.js';

export type Outcome = { readonly pass: true } | { readonly pass: false; readonly why: string };

export const passed: Outcome = { pass: true };

export function failed(why: string): Outcome {
  return { pass: false, why };
}

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

/**
 * Passes when the outcome agrees with the ledger: a pass, or a failure the ledger lists (by the
 * check's id, or by `<case>/compile` for the compiled case the check runs in).
 */
export function expectOutcome(id: string, caseName: string, outcome: Outcome, ledger: Ledger): void {
  const reason = ledger.entries.get(id) ?? ledger.entries.get(compileId(caseName));
  if (reason === undefined) {
    if (!outcome.pass) expect.fail(`${id}: ${outcome.why}`);
    return;
  }
  if (outcome.pass) {
    expect.fail(`${id} is listed in ${ledger.file} ("${reason}") but passes: remove that line`);
  }
}

/** Bytes for a failure message: as a JSON string when they are UTF-8, else as hex. */
export function showBytes(bytes: Buffer, limit = 400): string {
  const text = bytes.toString('utf8');
  const shown = Buffer.from(text, 'utf8').equals(bytes) ? JSON.stringify(text) : `hex ${bytes.toString('hex')}`;
  return shown.length > limit ? `${shown.slice(0, limit)}… (${bytes.length} bytes)` : shown;
}
