/**
 * The SchemaStore set's two ledgers, in the known-failures format (`<id>  <reason>`, `#` comments),
 * beside the data in test/realworld/schemastore/:
 * - refused.txt: `<schema>  <CODE> [<file>]#<pointer>`: jsongen refuses the schema with its default
 *   flags (in every language; `(go)` etc. when only some refuse);
 * - wrong.txt: `<lang>/<schema>/<valid|invalid>/<sample>  <reason>`: that language's decoder rejects
 *   a valid sample, re-encodes it to another value, or accepts an invalid one;
 *   `<lang>/<schema>/compile`: the schema's code does not build there.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseLedger, type Ledger } from '../../harness/ledger.js';
import { writeLedgerFile } from '../../conformance/json-schema-test-suite/ledgers.js';
import { storeDir } from './samples.js';

export const refusedFile = 'refused.txt';
export const wrongFile = 'wrong.txt';

export function readStoreLedger(file: string): Ledger {
  const path = join(storeDir, file);
  return parseLedger(`test/realworld/schemastore/${file}`, existsSync(path) ? readFileSync(path, 'utf8') : '');
}

const headers: Readonly<Record<string, string>> = {
  [refusedFile]: [
    '# SchemaStore schemas jsongen refuses with its default flags: "<schema>  <CODE> [<file>]#<pointer>"',
    '# (the first error; "(langs)" when only those languages refuse). See README.md, "Real-world schemas".',
  ].join('\n'),
  [wrongFile]: [
    '# SchemaStore samples a language decides against their label: "<lang>/<schema>/<valid|invalid>/<sample>  <reason>",',
    '# or "<lang>/<schema>/compile  <reason>" when the schema\'s code does not build. See README.md, "Real-world schemas".',
  ].join('\n'),
};

/** Writes a ledger (JSONGEN_UPDATE_LEDGERS=1): the given entries, sorted, under the file's header. */
export function writeStoreLedger(file: string, entries: ReadonlyMap<string, string>): void {
  writeLedgerFile(join(storeDir, file), headers[file] ?? '', entries);
}
