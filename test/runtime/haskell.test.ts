/**
 * The Haskell runtime's own unit tests (runtime/haskell/test/, in Haskell): one offline cabal
 * build at -O0 (only behaviour is checked), cached under `.build/runtime/haskell/`, then the
 * test-suite. Fails when any runtime test fails, printing the toolchain's output.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { withLock } from '../harness/files.js';
import { buildRoot, repoRoot } from '../harness/paths.js';

const runtimeDir = join(repoRoot, 'runtime', 'haskell');
const workDir = join(buildRoot, 'runtime', 'haskell');

/** An offline cabal: its own CABAL_DIR with an empty config (GHC's boot packages only). */
function cabalEnv(): NodeJS.ProcessEnv {
  const cabalDir = join(workDir, '.cabal-offline');
  mkdirSync(cabalDir, { recursive: true });
  const config = join(cabalDir, 'config');
  if (!existsSync(config)) writeFileSync(config, '');
  return { ...process.env, CABAL_DIR: cabalDir };
}

interface Outcome {
  readonly ok: boolean;
  readonly output: string;
}

async function cabalTest(): Promise<Outcome> {
  const args = ['test', '--builddir', join(workDir, 'dist'), '--disable-optimization', '--test-show-details=direct'];
  const options = { cwd: runtimeDir, env: cabalEnv(), maxBuffer: 64 * 1024 * 1024 };
  try {
    const { stdout, stderr } = await promisify(execFile)('cabal', args, options);
    return { ok: true, output: `${stdout}\n${stderr}` };
  } catch (e) {
    const err = e as { stdout?: string; stderr?: string; message: string };
    return { ok: false, output: `${err.message}\n${err.stdout ?? ''}\n${err.stderr ?? ''}` };
  }
}

describe('the Haskell runtime', () => {
  it('passes its unit tests (runtime/haskell/test)', async () => {
    mkdirSync(workDir, { recursive: true });
    const { ok, output } = await withLock(join(workDir, '.lock'), cabalTest);
    if (!ok) console.error(output.slice(-40_000));
    expect(ok, 'cabal test failed: see the output above').toBe(true);
    expect(output).toMatch(/^\d+ passed, 0 failed$/m);
  });
});
