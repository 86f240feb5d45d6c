/** The command on TypeScript input, in process with the real generator. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runGuarded } from '../../../generator/cli/guard.js';
import { bufferedIo } from '../../../generator/cli/io.js';
import { generate } from '../../../generator/pipeline.js';
import { targets } from '../../../generator/targets/registry.js';
import { sourceFile } from './lower-fixture.js';
import { tempDir } from '../cli/fake.js';

function run(argv: string[]) {
  const cwd = tempDir();
  const io = bufferedIo(cwd);
  const code = runGuarded(argv, io, { targets, generate, version: '0.0.0' });
  return { cwd, code, out: io.out(), err: io.err() };
}

describe('jsongen on TypeScript declarations', () => {
  const file = sourceFile(
    [
      'export interface Page<T> { items: T[] }',
      'export interface User { id: string; tag: `u-${number}` }',
      'export type UserPage = Page<User>;',
      'export interface Broken {',
      '  save(): void;',
      '}',
    ].join('\n'),
  );

  it('refuses with file:line:column diagnostics and exit 1', () => {
    const result = run([file, '--lang', 'go', '--stdout']);
    expect(result.code).toBe(1);
    expect(result.err).toContain(`${file}:2:37: error[E_TS_TEMPLATE_LITERAL]`);
    expect(result.err).toContain(`${file}:5:3: error[E_TS_FUNCTION]: the method save has no JSON form`);
    expect(result.err).toContain(`${file}:1:1: warning[W_TS_GENERIC]`);
  });

  it('--type picks declarations, --template-literals pattern reads template literals, the manifest lists instantiations', () => {
    const result = run([file, '--lang', 'go,haskell,scala', '-o', 'gen', '--type', 'User', '--type', 'UserPage', '--template-literals', 'pattern', '--manifest', 'gen/manifest.json']);
    expect(result.err).toBe('');
    expect(result.code).toBe(0);
    const manifest = JSON.parse(readFileSync(join(result.cwd, 'gen', 'manifest.json'), 'utf8')) as unknown;
    const text = JSON.stringify(manifest);
    expect(text).toContain('#/UserPage');
    expect(text).toContain('"UserPage"');
    expect(text).not.toContain('Broken');
  });
});
