import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withLock } from './files.js';

function lockHeldBy(pid: number): string {
  const lockDir = join(mkdtempSync(join(tmpdir(), 'jsongen-lock-')), 'lock');
  mkdirSync(lockDir);
  writeFileSync(join(lockDir, 'owner'), String(pid));
  return lockDir;
}

describe('build locks', () => {
  it('take over a lock whose owner has ended', async () => {
    const ended = spawnSync(process.execPath, ['-e', '']).pid;
    if (ended === undefined) throw new Error('no process was started');
    const lockDir = lockHeldBy(ended);
    const started = Date.now();
    expect(await withLock(lockDir, () => Promise.resolve('ran'))).toBe('ran');
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(existsSync(lockDir)).toBe(false);
  });

  it('wait while the owner is running', async () => {
    const lockDir = lockHeldBy(process.pid);
    const started = Date.now();
    setTimeout(() => rmSync(lockDir, { recursive: true, force: true }), 1_200);
    expect(await withLock(lockDir, () => Promise.resolve(Date.now() - started))).toBeGreaterThanOrEqual(1_000);
  });
});
