/** File writes that are safe when several test runs share `.build/` at the same time. */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** Writes `content` unless the file already holds it; readers never see a half-written file. */
export function writeIfChanged(path: string, content: Buffer | string): void {
  const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
  if (existsSync(path) && readFileSync(path).equals(bytes)) return;
  mkdirSync(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, bytes);
  renameSync(temporary, path);
}

const staleLockMs = 30 * 60_000;

/** The process id recorded in a lock directory, when there is one. */
function lockOwner(lockDir: string): number | undefined {
  try {
    const pid = Number(readFileSync(join(lockDir, 'owner'), 'utf8'));
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** False only when the process is known to be gone. */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code !== 'ESRCH';
  }
}

/** A lock left by a process that has ended, or older than any build takes. */
function isStale(lockDir: string): boolean {
  if (!existsSync(lockDir)) return false;
  const owner = lockOwner(lockDir);
  if (owner !== undefined && !isAlive(owner)) return true;
  return Date.now() - statSync(lockDir).mtimeMs > staleLockMs;
}

/**
 * Runs `work` holding a lock directory, so two runs never build into one folder at once. The
 * directory records its owner's process id, so a lock left by an interrupted run is taken over.
 */
export async function withLock<T>(lockDir: string, work: () => Promise<T>): Promise<T> {
  mkdirSync(dirname(lockDir), { recursive: true });
  for (;;) {
    try {
      mkdirSync(lockDir);
      writeFileSync(join(lockDir, 'owner'), String(process.pid));
      break;
    } catch {
      if (isStale(lockDir)) rmSync(lockDir, { recursive: true, force: true });
      else await sleep(500);
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lockDir, { recursive: true, force: true });
  }
}
