/**
 * Generates jsongen's code for every corpus schema of every schema set into a language's bench
 * build directory and writes `status.json` there: per `<corpus>/<set>`, the root type's name or
 * why generation failed.
 *
 *   tsx bench/ts/gen-ours.ts <lang> <outDir> <packagePrefix>
 *
 * The generated package for a corpus is `<packagePrefix><pkg>` (Scala: `bench.ours.twitter`,
 * Haskell: `Ours.Twitter`, Go: `twitter`; the inferred set's leaf ends in `inf`). Never fails the whole run: a corpus that does not
 * generate is recorded and the benchmark runs the peers alone.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { variants } from './corpora.js';
import { adapters } from './adapters.js';
import { packageName, type GenStatus } from './gen-status.js';


type Main = (argv: readonly string[]) => number;

async function loadMain(): Promise<Main | string> {
  try {
    const mod = (await import('../../generator/cli/main.js')) as { main: Main };
    return mod.main;
  } catch (e) {
    return `jsongen CLI does not load: ${e instanceof Error ? e.message.split('\n')[0] : String(e)}`;
  }
}

interface ManifestEntry {
  readonly id: string;
  readonly name: string;
  readonly root: boolean;
}

function rootName(manifestPath: string, lang: string): string | undefined {
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { languages: Record<string, ManifestEntry[]> };
  const roots = (manifest.languages[lang] ?? []).filter((e) => e.root);
  return roots[0]?.name;
}

function captureStderr<T>(run: () => T): { value: T; stderr: string } {
  const original = process.stderr.write.bind(process.stderr);
  let text = '';
  process.stderr.write = ((chunk: string | Uint8Array) => {
    text += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
    return true;
  }) as typeof process.stderr.write;
  try {
    return { value: run(), stderr: text };
  } finally {
    process.stderr.write = original;
  }
}

function generateOne(main: Main, lang: string, schema: string, pkg: string, dir: string): GenStatus {
  if (!existsSync(schema)) return { ok: false, error: `${schema} does not exist yet` };
  mkdirSync(dir, { recursive: true });
  const manifest = join(dir, 'jsongen.manifest.json');
  const t0 = performance.now();
  const { value: code, stderr } = captureStderr(() =>
    main([schema, '--lang', lang, '--package', pkg, '-o', dir, '--manifest', manifest]),
  );
  const ms = performance.now() - t0;
  if (code !== 0) return { ok: false, error: `jsongen exit ${code}: ${stderr.trim().split('\n').slice(0, 3).join(' | ')}` };
  const root = rootName(manifest, lang);
  return root === undefined ? { ok: false, error: 'manifest has no root type' } : { ok: true, root, pkg, ms };
}

async function run(): Promise<void> {
  const [lang, outDir, prefix = ''] = process.argv.slice(2);
  if (lang === undefined || outDir === undefined) throw new Error('usage: gen-ours.ts <lang> <outDir> [packagePrefix]');
  const main = await loadMain();
  const status: Record<string, GenStatus> = {};
  for (const v of variants) {
    const pkg = packageName(lang, prefix, v.pkg);
    const s = typeof main === 'string' ? { ok: false as const, error: main } : generateOne(main, lang, v.schema, pkg, resolve(outDir, v.pkg));
    status[v.key] = s;
    process.stdout.write(`jsongen ${lang} ${v.key}: ${s.ok ? `${s.root} (${s.ms.toFixed(0)} ms)` : s.error}\n`);
  }
  writeFileSync(join(outDir, 'status.json'), `${JSON.stringify(status, null, 2)}\n`);
  adapters[lang]?.(outDir, status);
}

await run();
