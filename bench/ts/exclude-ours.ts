/**
 * Marks a corpus's generated code as unusable (it did not compile) so the benchmark runs the
 * peers without it, and rewrites the language's adapter.
 *   tsx bench/ts/exclude-ours.ts <lang> <outDir> <corpus> <reason>
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { adapters } from './adapters.js';
import type { GenStatus } from './gen-status.js';

const [lang, outDir, corpus, ...reason] = process.argv.slice(2);
if (lang === undefined || outDir === undefined || corpus === undefined) {
  throw new Error('usage: exclude-ours.ts <lang> <outDir> <corpus> <reason>');
}
const path = join(outDir, 'status.json');
const status = JSON.parse(readFileSync(path, 'utf8')) as Record<string, GenStatus>;
status[corpus] = { ok: false, error: reason.join(' ') };
writeFileSync(path, `${JSON.stringify(status, null, 2)}\n`);
adapters[lang]?.(outDir, status);
process.stdout.write(`jsongen ${lang} ${corpus}: ${reason.join(' ')}\n`);
