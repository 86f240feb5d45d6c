/**
 * The Go harness: every case's generated package in one Go module, plus one driver program
 * that dispatches on the case name (test/harness/protocol.ts).
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { commandDriver } from '../driver.js';
import type { BuildOptions, Driver, HarnessCase, LanguageHarness } from '../protocol.js';
import { driverSource, goModule } from './driver-source.js';

const run = promisify(execFile);

/** A Go package name for a case: `c_` then the name with `-` as `_` and other bytes hex-escaped. */
export function goPackageFor(caseName: string): string {
  const body = Array.from(new TextEncoder().encode(caseName), (b) => {
    const ch = String.fromCharCode(b);
    if (/[a-z0-9]/.test(ch)) return ch;
    if (ch === '-') return '_';
    return `_x${b.toString(16).padStart(2, '0')}_`;
  }).join('');
  return `c_${body}`;
}

function writeFile(path: string, content: string): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
}

/**
 * Environment for the go tool: module mode, no network, the machine's own toolchain. With
 * `-trimpath` the build cache's keys do not hold the module's folder, so a build of the same
 * sources from another clone (another folder) reuses the compiled packages; without it every
 * clone compiles everything again.
 */
export function goEnv(): NodeJS.ProcessEnv {
  return { ...process.env, GOFLAGS: '-mod=mod -trimpath', GOPROXY: 'off', GOTOOLCHAIN: 'local', GO111MODULE: 'on' };
}

/** Runs a Go tool in `cwd`; a failure is an error carrying its output. */
export async function go(args: readonly string[], cwd: string): Promise<string> {
  try {
    const { stdout, stderr } = await run(args[0] as string, args.slice(1), { cwd, env: goEnv(), maxBuffer: 64 << 20 });
    return `${stdout}${stderr}`;
  } catch (e) {
    const err = e as { stdout?: string; stderr?: string; message: string };
    throw new Error(`${args.join(' ')} failed in ${cwd}:\n${err.stdout ?? ''}${err.stderr ?? err.message}`.slice(0, 20000));
  }
}

/**
 * The interop test (`interop/interop_test.go`): generated types through encoding/json and
 * net/http. It imports case packages of this module, so `go vet ./...` checks it with the
 * build and `go test ./interop` runs it against the same compiled packages.
 */
const interopTest = new URL('./interop/interop_test.go', import.meta.url);

/** Writes the module (cases under `cases/<package>/`, driver at the root, the interop test). */
export function writeModule(cases: readonly HarnessCase[], workDir: string): void {
  rmSync(join(workDir, 'cases'), { recursive: true, force: true });
  rmSync(join(workDir, 'interop'), { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  writeFile(join(workDir, 'go.mod'), goModule);
  for (const c of cases) {
    for (const f of c.files) writeFile(join(workDir, 'cases', c.package, f.path), f.content);
  }
  writeFile(join(workDir, 'main.go'), driverSource(cases));
  const packages = new Set(cases.map((c) => c.package));
  const interop = readFileSync(interopTest, 'utf8');
  const imported = [...interop.matchAll(/"jsongenharness\/cases\/([a-z0-9_]+)"/g)].map((m) => m[1] as string);
  if (imported.every((p) => packages.has(p))) writeFile(join(workDir, 'interop', 'interop_test.go'), interop);
}

/** gofmt -l, go vet and go build; the driver binary lands at `workDir/driver`. */
export async function checkAndBuild(workDir: string): Promise<void> {
  const unformatted = (await go(['gofmt', '-l', '.'], workDir)).trim();
  if (unformatted !== '') {
    const diff = await go(['gofmt', '-d', ...unformatted.split('\n').slice(0, 3)], workDir).catch((e: Error) => e.message);
    throw new Error(`generated Go is not gofmt-clean:\n${unformatted}\n${diff.slice(0, 5000)}`);
  }
  await go(['go', 'vet', './...'], workDir);
  await go(['go', 'build', '-o', 'driver', '.'], workDir);
}

export const goHarness = {
  lang: 'go',
  packageFor: goPackageFor,
  async build(cases: readonly HarnessCase[], workDir: string, options?: BuildOptions): Promise<Driver> {
    writeModule(cases, workDir);
    // Other builds of the driver (all-builds.ts) were made from the previous sources: they go.
    for (const file of existsSync(workDir) ? readdirSync(workDir) : []) if (file.startsWith('driver-')) rmSync(join(workDir, file), { force: true });
    if (options?.lint === false) await go(['go', 'build', '-o', 'driver', '.'], workDir);
    else await checkAndBuild(workDir);
    return commandDriver(join(workDir, 'driver'), [], workDir);
  },
  reopen(workDir: string): Driver {
    return commandDriver(join(workDir, 'driver'), [], workDir);
  },
} satisfies LanguageHarness & { reopen(workDir: string): Driver };
