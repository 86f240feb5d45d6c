/**
 * The TypeScript harness: every case's generated module in one TypeScript project, plus one
 * driver (`main.ts`) that dispatches on the case name (test/harness/protocol.ts). The project is
 * checked by `tsc --strict --noUncheckedIndexedAccess --exactOptionalPropertyTypes` (and
 * noUnusedLocals, noUnusedParameters, verbatimModuleSyntax), compiled to
 * ES2022 modules once, and run by one node process. The formatter check (`formatCheck`, prettier
 * with `prettierrc.json`) is a test of its own (test/compiled/typescript-format.test.ts).
 */
import { execFile } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { commandDriver } from '../driver.js';
import { repoRoot } from '../paths.js';
import type { BuildOptions, Driver, HarnessCase, LanguageHarness } from '../protocol.js';
import { driverSource } from './driver-source.js';

const run = promisify(execFile);

/** The formatter configuration of the generated code (documented in the target's README). */
export const prettierConfig: string = fileURLToPath(new URL('./prettierrc.json', import.meta.url));

/** A folder name for a case: the name with bytes outside `[a-z0-9-]` hex-escaped. */
export function tsPackageFor(caseName: string): string {
  return Array.from(new TextEncoder().encode(caseName), (b) => {
    const ch = String.fromCharCode(b);
    return /[a-z0-9-]/.test(ch) ? ch : `_x${b.toString(16).padStart(2, '0')}_`;
  }).join('');
}

const tsconfig = {
  compilerOptions: {
    target: 'ES2022',
    module: 'NodeNext',
    moduleResolution: 'NodeNext',
    strict: true,
    noUncheckedIndexedAccess: true,
    exactOptionalPropertyTypes: true,
    noImplicitOverride: true,
    noFallthroughCasesInSwitch: true,
    noUnusedLocals: true,
    noUnusedParameters: true,
    verbatimModuleSyntax: true,
    isolatedModules: true,
    skipLibCheck: true,
    types: ['node'],
    typeRoots: [join(repoRoot, 'node_modules', '@types')],
    outDir: 'dist',
    rootDir: '.',
  },
  include: ['main.ts', 'cases/**/*.ts', 'runtime/**/*.ts'],
};

function writeFile(path: string, content: string): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
}

/** The runtime's entry file, the one generated code imports. */
const RUNTIME_ENTRY = 'jsongen_runtime.ts';

/**
 * Writes the project: cases under `cases/<folder>/`, the driver, tsconfig and package.json. With
 * `shareRuntime`, the runtime (the same in every case) is written once under `runtime/` and each
 * case's runtime entry re-exports it, so a build of many cases checks the runtime once.
 */
export function writeProject(cases: readonly HarnessCase[], workDir: string, shareRuntime = false): void {
  rmSync(join(workDir, 'cases'), { recursive: true, force: true });
  rmSync(join(workDir, 'runtime'), { recursive: true, force: true });
  rmSync(join(workDir, 'dist'), { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  const shared = new Set<string>();
  for (const c of cases) {
    for (const f of c.files) {
      if (!shareRuntime || f.role !== 'runtime') {
        writeFile(join(workDir, 'cases', c.package, f.path), f.content);
        continue;
      }
      if (!shared.has(f.path)) {
        shared.add(f.path);
        writeFile(join(workDir, 'runtime', f.path), f.content);
      }
      if (f.path === RUNTIME_ENTRY) writeFile(join(workDir, 'cases', c.package, f.path), "export * from '../../runtime/jsongen_runtime.js';\n");
    }
  }
  writeFile(join(workDir, 'main.ts'), driverSource(cases));
  writeFile(join(workDir, 'tsconfig.json'), `${JSON.stringify(tsconfig, null, 2)}\n`);
  writeFile(join(workDir, 'package.json'), '{ "type": "module", "private": true }\n');
  copyFileSync(prettierConfig, join(workDir, '.prettierrc.json'));
}

const bin = (name: string): string => join(repoRoot, 'node_modules', '.bin', name);

async function tool(command: string, args: readonly string[], cwd: string): Promise<string> {
  try {
    const { stdout, stderr } = await run(command, args, { cwd, maxBuffer: 64 << 20 });
    return `${stdout}${stderr}`;
  } catch (e) {
    const err = e as { stdout?: string; stderr?: string; message: string };
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${err.stdout ?? ''}${err.stderr ?? err.message}`.slice(0, 20000));
  }
}

/** prettier --check over every generated file (the driver is the harness's own). */
export async function formatCheck(workDir: string): Promise<void> {
  await tool(bin('prettier'), ['--check', '--log-level', 'warn', '--config', '.prettierrc.json', 'cases'], workDir);
}

/** tsc over the project (type check and emit). */
export async function compileProject(workDir: string): Promise<void> {
  await tool(bin('tsc'), ['-p', 'tsconfig.json'], workDir);
}

function nodeDriver(workDir: string): Driver {
  return commandDriver(process.execPath, [join(workDir, 'dist', 'main.js')], workDir);
}

export const typescriptHarness = {
  lang: 'typescript',
  packageFor: tsPackageFor,
  async build(cases: readonly HarnessCase[], workDir: string, options?: BuildOptions): Promise<Driver> {
    writeProject(cases, workDir, options?.shareRuntime === true);
    await compileProject(workDir);
    return nodeDriver(workDir);
  },
  reopen(workDir: string): Driver {
    if (!existsSync(join(workDir, 'dist', 'main.js'))) throw new Error(`no TypeScript build in ${workDir}`);
    return nodeDriver(workDir);
  },
} satisfies LanguageHarness & { reopen(workDir: string): Driver };
