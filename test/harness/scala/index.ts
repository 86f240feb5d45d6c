/**
 * The Scala harness: every case's generated package in one Maven project, plus one driver
 * object that dispatches on the case name (test/harness/protocol.ts). One JVM runs all instances.
 */
import { execFile } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { scalaKeywords } from '../../../generator/targets/scala/reserved.js';
import { commandDriver } from '../driver.js';
import type { BuildOptions, Driver, HarnessCase, LanguageHarness } from '../protocol.js';
import { shareScalaRuntime } from './runtime-share.js';
import { driverSource } from './driver-source.js';

const run = promisify(execFile);

export const harnessPom: string = fileURLToPath(new URL('./pom.xml', import.meta.url));

/** `cases.<name>` with every byte outside `[A-Za-z0-9]` as `_`, a letter first, never a keyword. */
export function scalaPackageFor(caseName: string): string {
  let segment = caseName.replace(/[^A-Za-z0-9]/g, '_');
  if (!/^[A-Za-z]/.test(segment)) segment = `c${segment}`;
  if (scalaKeywords.has(segment)) segment = `${segment}_`;
  return `cases.${segment}`;
}

function writeFile(path: string, content: string): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
}

/**
 * Writes the Maven project: pom, cases under `src/main/scala/<package path>/`, the driver; with
 * `shareRuntime`, one runtime for every case (runtime-share.ts).
 */
export function writeProject(cases: readonly HarnessCase[], workDir: string, options: BuildOptions = {}): void {
  const src = join(workDir, 'src', 'main', 'scala');
  rmSync(src, { recursive: true, force: true });
  mkdirSync(src, { recursive: true });
  copyFileSync(harnessPom, join(workDir, 'pom.xml'));
  if (options.shareRuntime === true) {
    const shared = shareScalaRuntime(cases);
    if (shared.mismatches.length > 0) throw new Error(`runtime copies differ beyond their package in: ${shared.mismatches.join(', ')}`);
    for (const f of shared.files) writeFile(join(src, f.path), f.content);
  } else {
    for (const c of cases) {
      for (const f of c.files) writeFile(join(src, f.path), f.content);
    }
  }
  writeFile(join(src, 'Driver.scala'), driverSource(cases));
}

async function mvn(args: readonly string[], cwd: string): Promise<string> {
  try {
    const { stdout, stderr } = await run('mvn', ['-B', '-q', ...args], { cwd, maxBuffer: 64 << 20 });
    return `${stdout}${stderr}`;
  } catch (e) {
    const err = e as { stdout?: string; stderr?: string; message: string };
    throw new Error(`mvn ${args.join(' ')} failed in ${cwd}:\n${err.stdout ?? ''}${err.stderr ?? err.message}`.slice(0, 20000));
  }
}

const buildGoals = ['compile', 'dependency:build-classpath', '-Dmdep.outputFile=classpath.txt'];

/** Compiles offline when the dependencies are cached (scripts/install/scala.sh), else online. */
export async function compileProject(workDir: string): Promise<void> {
  try {
    await mvn(['-o', ...buildGoals], workDir);
  } catch (offline) {
    const message = (offline as Error).message;
    if (!/offline|resolve|not been downloaded|Could not find artifact/i.test(message)) throw offline;
    await mvn(buildGoals, workDir);
  }
}

function javaDriver(workDir: string): Driver {
  const deps = readFileSync(join(workDir, 'classpath.txt'), 'utf8').trim();
  const classpath = [join(workDir, 'target', 'classes'), deps].join(':');
  return commandDriver('java', ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-cp', classpath, 'Driver'], workDir);
}

export const scalaHarness = {
  lang: 'scala',
  packageFor: scalaPackageFor,
  async build(cases: readonly HarnessCase[], workDir: string, options?: BuildOptions): Promise<Driver> {
    writeProject(cases, workDir, options);
    await compileProject(workDir);
    return javaDriver(workDir);
  },
  reopen(workDir: string): Driver {
    if (!existsSync(join(workDir, 'classpath.txt'))) throw new Error(`no Scala build in ${workDir}`);
    return javaDriver(workDir);
  },
} satisfies LanguageHarness & { reopen(workDir: string): Driver };
