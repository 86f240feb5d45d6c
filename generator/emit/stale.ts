import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { parseManifest } from './manifest.js';
import { resolveInside } from './paths.js';
import type { StaleFile } from './planned.js';

/** The output directory as the manifest records it: relative to the manifest's folder. */
export function manifestOut(manifestPath: string, outDir: string): string {
  return relative(dirname(manifestPath), outDir).split('\\').join('/') || '.';
}

/**
 * Files the previous run recorded in its manifest (at `manifestPath`) that this run does not
 * generate. Only trusted when that run wrote into the same output directory, so a file the
 * user owns is never taken for a generated one.
 */
export function staleFiles(
  manifestPath: string,
  outDir: string,
  generated: readonly string[],
  show: (relativePath: string) => string,
): StaleFile[] {
  let text: string;
  try {
    text = readFileSync(manifestPath, 'utf8');
  } catch {
    return [];
  }
  const previous = parseManifest(text);
  if (previous?.out === undefined) return [];
  if (resolve(dirname(manifestPath), previous.out) !== resolve(outDir)) return [];
  const current = new Set(generated);
  const stale: StaleFile[] = [];
  for (const file of previous.files) {
    const path = resolveInside(outDir, file);
    if (path !== undefined && !current.has(file)) stale.push({ path, shown: show(file) });
  }
  return stale;
}
