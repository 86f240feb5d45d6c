/**
 * The suite's two ledgers, in the known-failures format (`<id>  <reason>`, `#` comments):
 * - refused.txt: `<group>  <CODE> #<pointer>`: jsongen refuses the group's schema (in every
 *   language; a refusal in only some languages says which, `<CODE> #<pointer> (go)`);
 * - wrong.txt: `<lang>/<group>/<test>  <reason>`: that language's decoder decides the test
 *   against the suite; `<lang>/<group>/compile`: the group's code does not build there.
 * `<group>` is `<draft folder>/<file>#<index>`.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseLedger, type Ledger } from '../../harness/ledger.js';
import { suiteDir } from './groups.js';

export const refusedFile = 'refused.txt';
export const wrongFile = 'wrong.txt';

export function readSuiteLedger(file: string): Ledger {
  const path = join(suiteDir, file);
  return parseLedger(`test/conformance/json-schema-test-suite/${file}`, existsSync(path) ? readFileSync(path, 'utf8') : '');
}

const headers: Readonly<Record<string, string>> = {
  [refusedFile]: [
    '# JSON-Schema-Test-Suite groups whose schema jsongen refuses: "<draft>/<file>#<group>  <CODE> #<pointer>"',
    '# (the first error; "(langs)" when only those languages refuse). See README.md.',
  ].join('\n'),
  [wrongFile]: [
    '# JSON-Schema-Test-Suite tests a language decides against the suite: "<lang>/<draft>/<file>#<group>/<test>  <reason>",',
    '# or "<lang>/<draft>/<file>#<group>/compile  <reason>" when the group\'s code does not build. See README.md.',
  ].join('\n'),
};

function idOrder(a: string, b: string): number {
  return a.localeCompare(b, 'en', { numeric: true });
}

/** Writes a ledger file: the given entries, sorted, under its header. */
export function writeLedgerFile(path: string, header: string, entries: ReadonlyMap<string, string>): void {
  const lines = [...entries].sort(([a], [b]) => idOrder(a, b)).map(([id, reason]) => `${id}  ${reason}`);
  writeFileSync(path, `${header}\n${lines.join('\n')}\n`);
}

/** Writes a ledger (JSONGEN_UPDATE_LEDGERS=1): the given entries, sorted, under the file's header. */
export function writeSuiteLedger(file: string, entries: ReadonlyMap<string, string>): void {
  writeLedgerFile(join(suiteDir, file), headers[file] ?? '', entries);
}

/** The entries found, keeping a listed line's hand-written reason while the line still holds. */
export function keepReasons(listed: Ledger, found: ReadonlyMap<string, string>, same: (a: string, b: string) => boolean): Map<string, string> {
  return new Map([...found].map(([id, why]) => {
    const old = listed.entries.get(id);
    return [id, old !== undefined && same(old, why) ? old : why];
  }));
}

/** Refusal ledgers: the code of the first error is what must stay the same. */
export const sameCode = (listed: string, now: string): boolean => listed.split(' ')[0] === now.split(' ')[0];

/** Differences between what a run found and a ledger, as messages. */
export function ledgerDifferences(
  ledger: Ledger,
  found: ReadonlyMap<string, string>,
  same: (listed: string, now: string) => boolean,
  shown = 40,
): string[] {
  const added = [...found].filter(([id]) => !ledger.entries.has(id)).map(([id, why]) => `new: ${id}  ${why}`);
  const gone = [...ledger.entries.keys()].filter((id) => !found.has(id)).map((id) => `now passes, remove: ${id}`);
  const changed = [...found]
    .filter(([id, why]) => ledger.entries.has(id) && !same(ledger.entries.get(id) as string, why))
    .map(([id, why]) => `changed: ${id}  was "${ledger.entries.get(id)}", now "${why}"`);
  const all = [...added, ...gone, ...changed];
  return all.length > shown ? [...all.slice(0, shown), `… and ${all.length - shown} more`] : all;
}
