import { existsSync, readFileSync } from 'node:fs';
import type { PlannedFile, StaleFile } from './planned.js';

/** How one file on disk compares with what would be generated. */
export type FileStatus =
  | { readonly kind: 'same'; readonly shown: string }
  | { readonly kind: 'missing'; readonly shown: string }
  | { readonly kind: 'different'; readonly shown: string; readonly onDisk: string; readonly generated: string }
  | { readonly kind: 'stale'; readonly shown: string };

function read(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

/** Compares without writing. Stale files count only while they still exist. */
export function compareFiles(files: readonly PlannedFile[], stale: readonly StaleFile[] = []): FileStatus[] {
  const statuses: FileStatus[] = files.map((file): FileStatus => {
    const onDisk = read(file.path);
    if (onDisk === undefined) return { kind: 'missing', shown: file.shown };
    if (onDisk === file.content) return { kind: 'same', shown: file.shown };
    return { kind: 'different', shown: file.shown, onDisk, generated: file.content };
  });
  for (const file of stale) {
    if (existsSync(file.path)) statuses.push({ kind: 'stale', shown: file.shown });
  }
  return statuses;
}

export function isMismatch(statuses: readonly FileStatus[]): boolean {
  return statuses.some((s) => s.kind !== 'same');
}
