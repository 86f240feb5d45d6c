/**
 * Outcomes of single checks and the known-failures ledger (`test/known-failures/<lang>.txt`).
 *
 * A listed check must fail; when it passes, the test fails so the line gets removed.
 */
import { expect } from 'vitest';
import { compileId, type Ledger } from '../harness/ledger.js';

export { compileId, excludedCases, ledgerPath, parseLedger, readLedger, type Ledger } from '../harness/ledger.js';

export type Outcome = { readonly pass: true } | { readonly pass: false; readonly why: string };

export const passed: Outcome = { pass: true };

export function failed(why: string): Outcome {
  return { pass: false, why };
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
