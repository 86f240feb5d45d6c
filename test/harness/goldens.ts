/** Golden generated source: `test/cases/<case>/expected/<lang>/**`, written only by scripts/update-goldens.ts. */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import type { GeneratedFile } from '../../generator/targets/target.js';
import { casesRoot, repoRoot } from './paths.js';

/** A case's goldens hold the files generated from its schema (role `code`), not the runtime. */
export function goldenDir(caseName: string, lang: string): string {
  return join(casesRoot, caseName, 'expected', lang);
}

/** Each runtime has one golden: its files as generated for {@link runtimeGoldenCase}. */
export function runtimeGoldenDir(lang: string): string {
  return join(repoRoot, 'test', 'runtime-goldens', lang);
}

/** The case whose runtime files (with that case's harness package) are the runtime goldens. */
export const runtimeGoldenCase = 'root-string';

export function codeFiles(files: readonly GeneratedFile[]): GeneratedFile[] {
  return files.filter((f) => f.role === 'code');
}

export function runtimeFiles(files: readonly GeneratedFile[]): GeneratedFile[] {
  return files.filter((f) => f.role === 'runtime');
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
  );
}

/** The golden files under `dir`, by `/`-separated relative path. */
export function readGoldens(dir: string): ReadonlyMap<string, Buffer> {
  return new Map(walk(dir).map((f) => [relative(dir, f).split(sep).join('/'), readFileSync(f)] as const));
}

function firstDifferentLine(actual: string, expected: string): string {
  const a = actual.split('\n');
  const e = expected.split('\n');
  const n = a.findIndex((line, i) => line !== e[i]);
  const at = n === -1 ? a.length : n;
  return `line ${at + 1}: generated ${JSON.stringify(a[at] ?? '<end of file>')}, golden ${JSON.stringify(e[at] ?? '<end of file>')}`;
}

/** Every way the generated files differ from the goldens (empty when identical, byte for byte). */
export function goldenDifferences(files: readonly GeneratedFile[], goldens: ReadonlyMap<string, Buffer>): string[] {
  const problems: string[] = [];
  const generated = new Set(files.map((f) => f.path));
  for (const file of files) {
    const golden = goldens.get(file.path);
    if (golden === undefined) problems.push(`${file.path}: generated but has no golden`);
    else if (!Buffer.from(file.content, 'utf8').equals(golden)) {
      problems.push(`${file.path}: differs at ${firstDifferentLine(file.content, golden.toString('utf8'))}`);
    }
  }
  for (const path of [...goldens.keys()].sort()) {
    if (!generated.has(path)) problems.push(`${path}: golden exists but is no longer generated`);
  }
  return problems;
}

/** Replaces the goldens in `dir` with `files`. */
export function writeGoldens(dir: string, files: readonly GeneratedFile[]): void {
  if (existsSync(dir)) rmSync(dir, { recursive: true });
  for (const file of files) {
    const path = join(dir, ...file.path.split('/'));
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, file.content);
  }
}
