/** File writes that are safe when several test runs share `.build/` at the same time. */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
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

/** Runs `work` holding a lock directory, so two runs never build into one folder at once. */
export async function withLock<T>(lockDir: string, work: () => Promise<T>): Promise<T> {
  mkdirSync(dirname(lockDir), { recursive: true });
  for (;;) {
    try {
      mkdirSync(lockDir);
      break;
    } catch {
      const age = existsSync(lockDir) ? Date.now() - statSync(lockDir).mtimeMs : 0;
      if (age > staleLockMs) rmSync(lockDir, { recursive: true, force: true });
      else await sleep(500);
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lockDir, { recursive: true, force: true });
  }
}
