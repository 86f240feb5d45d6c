import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { error, fail, ok, type Diagnostic, type Result } from '../diagnostics.js';
import type { PlannedFile, StaleFile } from './planned.js';

export interface WriteReport {
  readonly written: readonly string[];
  readonly unchanged: readonly string[];
  readonly removed: readonly string[];
}

function readIfExists(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

function errnoText(e: unknown): string {
  const err = e as NodeJS.ErrnoException;
  return err.code !== undefined ? `${err.code}: ${err.message}` : String(e);
}

function removeQuietly(path: string): void {
  try {
    rmSync(path, { force: true });
  } catch {
    // The temporary file was never created (its folder could not be made).
  }
}

/**
 * The folders of one run: those known to exist (made once, not once per file), and those this
 * run created, which hold no file but the ones it writes.
 */
interface Folders {
  readonly known: Set<string>;
  readonly created: Set<string>;
}

function ensureFolder(folders: Folders, dir: string): void {
  if (folders.known.has(dir)) return;
  if (mkdirSync(dir, { recursive: true }) !== undefined) folders.created.add(dir);
  folders.known.add(dir);
}

/**
 * Writes through a temporary file in the same folder and renames it over the target, so an
 * interrupted run never leaves a file half-replaced. In a folder this run created there is no
 * earlier file to keep whole: the file is written directly (half the file-system operations).
 */
function writeOne(file: PlannedFile, folders: Folders): Diagnostic | undefined {
  const dir = dirname(file.path);
  const temp = `${file.path}.jsongen-${process.pid}.tmp`;
  try {
    ensureFolder(folders, dir);
    if (folders.created.has(dir)) {
      writeFileSync(file.path, file.content, 'utf8');
      return undefined;
    }
    writeFileSync(temp, file.content, 'utf8');
    renameSync(temp, file.path);
    return undefined;
  } catch (e) {
    removeQuietly(temp);
    return error('E_WRITE', `cannot write the file: ${errnoText(e)}`, file.shown, '');
  }
}

/**
 * Writes the planned files (creating folders), leaving files whose content is already right
 * untouched, then removes the given stale files (files an earlier run generated). Nothing else
 * on disk is touched.
 */
export function writeFiles(files: readonly PlannedFile[], stale: readonly StaleFile[] = []): Result<WriteReport> {
  const written: string[] = [];
  const unchanged: string[] = [];
  const removed: string[] = [];
  const problems: Diagnostic[] = [];
  const folders: Folders = { known: new Set(), created: new Set() };
  for (const file of files) {
    // A folder this run created holds only what it wrote: nothing there to compare with.
    if (!folders.created.has(dirname(file.path)) && readIfExists(file.path) === file.content) {
      unchanged.push(file.shown);
      continue;
    }
    const problem = writeOne(file, folders);
    if (problem === undefined) written.push(file.shown);
    else problems.push(problem);
  }
  for (const file of stale) {
    try {
      rmSync(file.path, { force: true });
      removed.push(file.shown);
    } catch (e) {
      problems.push(error('E_WRITE', `cannot remove the stale generated file: ${errnoText(e)}`, file.shown, ''));
    }
  }
  return problems.length > 0 ? fail(problems) : ok({ written, unchanged, removed });
}
