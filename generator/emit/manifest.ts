import type { ManifestEntry } from '../targets/target.js';

/**
 * The machine-readable manifest: where every declaration went, per language.
 * `file` and `files` are relative to the output directory; `out` is the output directory
 * relative to the manifest's own folder (absent with `--stdout`). `files` lists everything
 * jsongen wrote, so a later run can tell its own stale files from the user's.
 */
export interface Manifest {
  readonly version: 1;
  readonly out?: string;
  readonly languages: Readonly<Record<string, readonly ManifestEntry[]>>;
  readonly files: readonly string[];
}

export function buildManifest(
  languages: Readonly<Record<string, readonly ManifestEntry[]>>,
  files: readonly string[],
  out: string | undefined,
): Manifest {
  const ordered: Record<string, readonly ManifestEntry[]> = {};
  for (const [lang, entries] of Object.entries(languages)) {
    ordered[lang] = entries.map((e) => ({ id: e.id, name: e.name, file: e.file, root: e.root }));
  }
  return { version: 1, ...(out !== undefined ? { out } : {}), languages: ordered, files: [...files] };
}

export function manifestText(manifest: Manifest): string {
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/** Reads back a manifest written earlier; `undefined` when it is not one. */
export function parseManifest(text: string): Manifest | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const m = value as Record<string, unknown>;
  if (m['version'] !== 1 || typeof m['languages'] !== 'object' || m['languages'] === null) return undefined;
  const files = Array.isArray(m['files']) && m['files'].every((f) => typeof f === 'string') ? (m['files'] as string[]) : [];
  const out = typeof m['out'] === 'string' ? m['out'] : undefined;
  return { version: 1, ...(out !== undefined ? { out } : {}), languages: m['languages'] as Manifest['languages'], files };
}
