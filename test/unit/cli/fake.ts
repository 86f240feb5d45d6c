import { mkdtempSync, rmSync } from 'node:fs';
import { onTestFinished } from 'vitest';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { error, fail, ok, warning, type Diagnostic, type Result } from '../../../generator/diagnostics.js';
import type { CliDeps } from '../../../generator/cli/run.js';
import type { TargetInfo } from '../../../generator/cli/options.js';
import type { GenerateRequest, LanguageOutput } from '../../../generator/pipeline.js';

const lowerIdent = (what: string) => (name: string) =>
  /^[a-z][a-z0-9]*$/.test(name) ? null : `${what} must be lower-case letters and digits`;
const dotted = (name: string) => (/^[A-Za-z][A-Za-z0-9]*(\.[A-Za-z][A-Za-z0-9]*)*$/.test(name) ? null : 'must be dotted identifiers');

export const fakeTargets: readonly TargetInfo[] = [
  { name: 'go', checkPackage: lowerIdent('a Go package') },
  { name: 'haskell', checkPackage: dotted },
  { name: 'scala', checkPackage: dotted },
];

/**
 * A stand-in generator: two files per language whose content records the request, so tests
 * can see which inputs, package and options reached it. Inputs named `bad*` give an error,
 * `warn*` a warning, `boom*` throw.
 */
export function fakeGenerate(request: GenerateRequest): Result<readonly LanguageOutput[]> {
  const diagnostics: Diagnostic[] = [];
  for (const input of request.inputs) {
    if (input.includes('boom')) throw new Error('the fake generator exploded');
    if (input.includes('bad')) diagnostics.push(error('E_PARSE', 'not JSON', input, ''));
    if (input.includes('warn')) diagnostics.push(warning('W_UNKNOWN_KEYWORD', 'keyword ignored', input, '/properties/a'));
  }
  if (diagnostics.some((d) => d.severity === 'error')) return fail(diagnostics);
  const outputs = request.langs.map((lang): LanguageOutput => {
    const pkg = request.packages[lang] ?? `default${lang}`;
    const header = `${lang} ${pkg} keepUnknown=${String(request.frontEnd.keepUnknown)} unsupported=${request.frontEnd.unsupported}`;
    return {
      lang,
      files: [
        { path: `types.${lang}`, content: `${header}\n${request.inputs.join('\n')}\n`, role: 'code' as const },
        { path: `support/runtime.${lang}`, content: `runtime for ${lang}\n`, role: 'runtime' as const },
      ],
      manifest: request.inputs.map((input, i) => ({ id: `${input}#`, name: `Root${i}`, file: `types.${lang}`, root: true })),
    };
  });
  return ok(outputs, diagnostics);
}

export const fakeDeps: CliDeps = { targets: fakeTargets, generate: fakeGenerate, version: '9.8.7' };

/** A scratch folder, removed when the current test finishes. */
export function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'jsongen-cli-'));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}
