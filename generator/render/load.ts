import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative, sep } from 'node:path';
import { packageRoot } from '../package-root.js';
import { precompiledDir } from '../precompiled.js';
import { compiledFor, type CompiledTemplates, type PrecompiledModule } from './precompile.js';
import type { TemplateSet } from './renderer.js';

/** The `templates/` folder of this package. */
export function templatesRoot(): string {
  return join(packageRoot(), 'templates');
}

/** The `runtime/` folder of this package: each target's runtime as ordinary source, under `<lang>/src/`. */
export function runtimeRoot(): string {
  return join(packageRoot(), 'runtime');
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/**
 * Reads `templates/<lang>/`: every `*.hbs` under `partials/` is a partial named by its file
 * name without extension; every other file is an entry template named by its relative path.
 */
export function loadTemplateSet(lang: string, root: string = templatesRoot()): TemplateSet {
  const dir = join(root, lang);
  const templates = new Map<string, string>();
  const partials = new Map<string, string>();
  for (const file of walk(dir).sort()) {
    const rel = relative(dir, file).split(sep).join('/');
    const source = readFileSync(file, 'utf8');
    if (rel.startsWith('partials/')) partials.set(rel.slice('partials/'.length).replace(/\.hbs$/, ''), source);
    else templates.set(rel, source);
  }
  const runtime = loadRuntimeSources(lang);
  const compiled = precompiled(lang, { templates, partials, runtime });
  return compiled === undefined ? { templates, partials, runtime } : { templates, partials, runtime, compiled };
}

/** Tests and their data, which sit next to the sources in some languages (Go's `*_test.go` and `testdata/`). */
function isRuntimeTest(path: string): boolean {
  return path.endsWith('_test.go') || path.split('/').includes('testdata');
}

/**
 * Reads `runtime/<lang>/src/`: every source file, by its path relative to that folder
 * (`/`-separated), in path order, tests left out. None when the folder does not exist.
 */
export function loadRuntimeSources(lang: string, root: string = runtimeRoot()): ReadonlyMap<string, string> {
  const dir = join(root, lang, 'src');
  const sources = new Map<string, string>();
  if (!existsSync(dir)) return sources;
  for (const file of walk(dir).sort()) {
    const path = relative(dir, file).split(sep).join('/');
    if (!isRuntimeTest(path)) sources.set(path, readFileSync(file, 'utf8'));
  }
  return sources;
}

/** The file the build writes the compiled templates of `lang` to. */
export function precompiledTemplatesFile(lang: string): string {
  return join(precompiledDir(), `${lang}.cjs`);
}

/** The build's compiled templates of `lang`, when there are some and they match the sources. */
function precompiled(lang: string, set: TemplateSet): CompiledTemplates | undefined {
  const file = precompiledTemplatesFile(lang);
  if (!existsSync(file)) return undefined;
  return compiledFor(set, createRequire(import.meta.url)(file) as PrecompiledModule);
}
