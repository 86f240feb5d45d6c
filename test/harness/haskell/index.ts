/**
 * The Haskell harness: every case's generated modules and one driver in a single cabal package,
 * built once offline (an empty cabal config resolves against GHC's global package database).
 */
import { execFile } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { joinWords, splitWords } from '../../../generator/naming/words.js';
import { commandDriver } from '../driver.js';
import type { BuildOptions, Driver, HarnessCase, LanguageHarness } from '../protocol.js';
import { cabalFile, driverMain, moduleNames } from './driver-source.js';
import { shareRuntime } from './runtime-share.js';

const run = promisify(execFile);

/** Where cabal puts the driver executable inside the work directory. */
const executable = 'bin/jsongen-driver';

/** Writes a file only when its content changed, so cabal's recompilation check stays useful. */
export function writeIfChanged(path: string, content: string): void {
  mkdirSync(dirname(path), { recursive: true });
  if (existsSync(path) && readFileSync(path, 'utf8') === content) return;
  writeFileSync(path, content);
}

/** The environment for an offline cabal: its own CABAL_DIR with an empty config. */
function cabalEnv(workDir: string): NodeJS.ProcessEnv {
  const cabalDir = join(workDir, '.cabal-offline');
  mkdirSync(cabalDir, { recursive: true });
  const config = join(cabalDir, 'config');
  if (!existsSync(config)) writeFileSync(config, '');
  return { ...process.env, CABAL_DIR: cabalDir };
}

/** Builds executable `exe` of the package in `workDir`; returns the path of the built program. */
export async function cabalBuild(workDir: string, exe: string): Promise<string> {
  const env = cabalEnv(workDir);
  const options = { cwd: workDir, env, maxBuffer: 64 * 1024 * 1024 };
  try {
    await run('cabal', ['build', `exe:${exe}`], options);
    const listed = await run('cabal', ['list-bin', `exe:${exe}`], options);
    return listed.stdout.trim();
  } catch (e) {
    const err = e as { stdout?: string; stderr?: string; message: string };
    const output = `${err.stdout ?? ''}\n${err.stderr ?? ''}`
      .split('\n')
      .filter((line) => !/^\[\s*\d+ of \d+\] Compiling/.test(line))
      .join('\n');
    throw new Error(`cabal build failed: ${err.message.split('\n')[0] ?? ''}\n${output.slice(0, 20000)}`);
  }
}

export const haskellHarness = {
  lang: 'haskell',
  packageFor(caseName: string): string {
    const words = splitWords(caseName);
    const name = joinWords(words.length === 0 ? ['case'] : words, 'pascal');
    return `Cases.${/^[0-9]/.test(name) ? `C${name}` : name}`;
  },
  async build(cases: readonly HarnessCase[], workDir: string, options?: BuildOptions): Promise<Driver> {
    const sources = shareRuntime(cases);
    if (sources.mismatches.length > 0) {
      throw new Error(`support modules differ beyond their module name in: ${sources.mismatches.join(', ')}`);
    }
    for (const f of sources.files) writeIfChanged(join(workDir, 'src', f.path), f.content);
    writeIfChanged(join(workDir, 'src', 'Main.hs'), driverMain(cases));
    writeIfChanged(join(workDir, 'jsongen-driver-package.cabal'), cabalFile(moduleNames(sources.files), options?.optimize === false ? '-O0' : '-O1'));
    const built = await cabalBuild(workDir, 'jsongen-driver');
    mkdirSync(join(workDir, 'bin'), { recursive: true });
    copyFileSync(built, join(workDir, executable));
    return commandDriver(join(workDir, executable), [], workDir);
  },
  reopen(workDir: string): Driver {
    return commandDriver(join(workDir, executable), [], workDir);
  },
} satisfies LanguageHarness & { reopen(workDir: string): Driver };
