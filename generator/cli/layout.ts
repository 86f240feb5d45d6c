import { posix } from 'node:path';
import type { LanguageOutput } from '../pipeline.js';
import type { GeneratedFile, ManifestEntry } from '../targets/target.js';

/**
 * Where each language's files go inside the output directory: with one language straight
 * into it, with several into `<lang>/`. Paths stay relative and `/`-separated.
 */
export function languagePrefix(lang: string, langCount: number): string {
  return langCount === 1 ? '' : `${lang}/`;
}

export interface LaidOut {
  readonly files: readonly GeneratedFile[];
  /** Manifest entries per language, `file` relative to the output directory. */
  readonly manifest: Readonly<Record<string, readonly ManifestEntry[]>>;
}

export function layOut(outputs: readonly LanguageOutput[]): LaidOut {
  const files: GeneratedFile[] = [];
  const manifest: Record<string, readonly ManifestEntry[]> = {};
  for (const output of outputs) {
    const prefix = languagePrefix(output.lang, outputs.length);
    for (const file of output.files) files.push({ ...file, path: `${prefix}${file.path}` });
    manifest[output.lang] = output.manifest.map((entry) => ({ ...entry, file: `${prefix}${entry.file}` }));
  }
  return { files, manifest };
}

/**
 * `--stdout` in pieces, in generation order: each file's `// ==> path` header line, its text, and
 * a newline when the text does not end with one. Written one after another, so the whole output
 * (tens of megabytes for a large schema) is never built as one string.
 */
export function stdoutPieces(files: readonly GeneratedFile[]): string[] {
  const pieces: string[] = [];
  for (const file of files) {
    pieces.push(`// ==> ${file.path}\n`, file.content);
    if (file.content !== '' && !file.content.endsWith('\n')) pieces.push('\n');
  }
  return pieces;
}

/** Joins an output directory as the user wrote it and a laid-out path, for messages. */
export function shownPath(dir: string, path: string): string {
  return posix.join(dir.split('\\').join('/'), path);
}
