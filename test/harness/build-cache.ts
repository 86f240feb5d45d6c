/**
 * Builds a language's driver into `.build/harness/<lang>` and reuses it while nothing that
 * goes into it has changed.
 *
 * The fingerprint covers every generated file of every case and the harness's own sources
 * (`test/harness/<lang>/`). A harness that can hand back a driver it built earlier exposes
 * `reopen(workDir)`; with it, a second test file in the same run (or a later run with the
 * same inputs) skips the compile. Without it, `build` runs each time and the toolchain's own
 * incremental build does the reuse. Builds into one folder are serialized by a lock, since
 * several test runs may share `.build/`.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { withLock } from './files.js';
import { buildRoot, repoRoot } from './paths.js';
import type { BuildOptions, Driver, HarnessCase, LanguageHarness } from './protocol.js';

interface Reopenable {
  reopen(workDir: string): Driver;
}

function canReopen(harness: LanguageHarness): harness is LanguageHarness & Reopenable {
  return typeof (harness as Partial<Reopenable>).reopen === 'function';
}

function walk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]))
    .sort();
}

export function fingerprint(lang: string, cases: readonly HarnessCase[], options: BuildOptions = {}): string {
  const hash = createHash('sha256');
  const field = (s: string | Buffer): void => {
    hash.update(String(s.length));
    hash.update(':');
    hash.update(s);
  };
  field(lang);
  if (Object.keys(options).length > 0) field(JSON.stringify(options));
  for (const c of [...cases].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    field(c.name);
    field(c.package);
    field(c.rootType);
    for (const f of c.files) {
      field(f.path);
      field(f.content);
    }
  }
  for (const file of walk(join(repoRoot, 'test', 'harness', lang))) {
    field(file.slice(repoRoot.length));
    field(readFileSync(file));
  }
  return hash.digest('hex');
}

export function harnessWorkDir(lang: string): string {
  return join(buildRoot, 'harness', lang);
}

/**
 * The driver for these cases: reopened when the last build into `workDir` had the same inputs,
 * else built.
 */
export async function driverFor(
  harness: LanguageHarness,
  cases: readonly HarnessCase[],
  workDir: string = harnessWorkDir(harness.lang),
  options: BuildOptions = {},
): Promise<Driver> {
  const stampFile = `${workDir}.fingerprint`;
  const stamp = fingerprint(harness.lang, cases, options);
  return withLock(`${workDir}.lock`, async () => {
    if (canReopen(harness) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) {
      return harness.reopen(workDir);
    }
    mkdirSync(workDir, { recursive: true });
    writeFileSync(stampFile, '');
    const driver = await harness.build(cases, workDir, options);
    writeFileSync(stampFile, stamp);
    return driver;
  });
}
