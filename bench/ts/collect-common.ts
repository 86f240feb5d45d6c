import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Agreement, Unavailable } from './raw.js';

/** Where the language runners write their outputs and the collectors their results. */
export const rawDir = 'bench/results/raw';

/** A runner's output file in the raw folder; empty when the runner did not write it. */
export function readRaw(name: string): string {
  const path = join(rawDir, name);
  return existsSync(path) ? readFileSync(path, 'utf8') : '';
}

/** The raw files of a runner's rounds, `<prefix>-<round>.json`, in round order. */
export function roundFiles(prefix: string): string[] {
  if (!existsSync(rawDir)) return [];
  const round = (f: string): number => Number(f.slice(prefix.length + 1, -'.json'.length));
  const pattern = new RegExp(`^${prefix}-\\d+\\.json$`);
  return readdirSync(rawDir)
    .filter((f) => pattern.test(f))
    .sort((a, b) => round(a) - round(b));
}

/** Lines `AGREE <corpus> <impl> <vs-input> <vs-ours> <detail...>` printed by every language's check. */
export function parseAgreeLines(text: string): Agreement[] {
  const out: Agreement[] = [];
  for (const line of text.split('\n')) {
    const m = /^AGREE (\S+) (\S+) (\S+) (\S+) ?(.*)$/.exec(line.trim());
    if (m === null) continue;
    const [, corpus, impl, vsInput, vsOurs, detail] = m as unknown as [string, string, string, string, string, string];
    out.push({ corpus, impl, vsInput, vsOurs, detail: detail.trim() });
  }
  return out;
}

/** Lines `jsongen <lang> <corpus>: <root> (<ms> ms)` or `...: <error>` printed by gen-ours.ts. */
function genLines(text: string): { corpus: string; ok: boolean; what: string }[] {
  const out: { corpus: string; ok: boolean; what: string }[] = [];
  for (const line of text.split('\n')) {
    const m = /^jsongen \S+ (\S+): (.*)$/.exec(line);
    if (m === null) continue;
    const what = m[2] ?? '';
    out.push({ corpus: m[1] ?? '', ok: /^\S+ \(\d+ ms\)$/.test(what), what });
  }
  return out;
}

export function unavailableOurs(genText: string): Unavailable[] {
  return genLines(genText)
    .filter((g) => !g.ok)
    .map((g) => ({ impl: `ours (${g.corpus})`, reason: g.what }));
}

export function readGenNotes(genText: string): string[] {
  return genLines(genText)
    .filter((g) => g.ok)
    .map((g) => `ours ${g.corpus}: root type ${g.what}`);
}
