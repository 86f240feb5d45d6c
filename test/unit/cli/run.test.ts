import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../generator/diagnostics.js';
import { runGuarded } from '../../../generator/cli/guard.js';
import { bufferedIo } from '../../../generator/cli/io.js';
import { fakeDeps, tempDir } from './fake.js';

function run(cwd: string, argv: string[], deps = fakeDeps) {
  const io = bufferedIo(cwd);
  const code = runGuarded(argv, io, deps);
  return { code, out: io.out(), err: io.err() };
}

function files(dir: string, prefix = ''): string[] {
  return readdirSync(join(dir, prefix), { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? files(dir, `${prefix}${e.name}/`) : [`${prefix}${e.name}`]))
    .sort();
}

describe('jsongen (in process, fake generator)', () => {
  it('--stdout prints every file with a header and writes nothing', () => {
    const cwd = tempDir();
    const result = run(cwd, ['s.json', '--lang', 'go', '--stdout', '--package', 'model']);
    expect(result).toEqual({
      code: 0,
      out: '// ==> types.go\ngo model keepUnknown=false unsupported=error\ns.json\n// ==> support/runtime.go\nruntime for go\n',
      err: '',
    });
    expect(readdirSync(cwd)).toEqual([]);
  });

  it('-o writes one language into the folder and several into <lang>/ folders', () => {
    const cwd = tempDir();
    expect(run(cwd, ['s.json', '--lang', 'go', '-o', 'one']).code).toBe(0);
    expect(files(join(cwd, 'one'))).toEqual(['support/runtime.go', 'types.go']);
    expect(run(cwd, ['s.json', '--lang', 'scala,go', '-o', 'many', '--scala-package', 'com.acme']).code).toBe(0);
    expect(files(join(cwd, 'many'))).toEqual(['go/support/runtime.go', 'go/types.go', 'scala/support/runtime.scala', 'scala/types.scala']);
    expect(readFileSync(join(cwd, 'many', 'scala', 'types.scala'), 'utf8')).toContain('scala com.acme');
  });

  it('passes --keep-unknown and --unsupported to the generator', () => {
    const result = run(tempDir(), ['s.json', '--lang', 'go', '--stdout', '--keep-unknown', '--unsupported', 'warn']);
    expect(result.out).toContain('keepUnknown=true unsupported=warn');
  });

  it('--check exits 0 when up to date and 3 with a summary when a file differs or is missing', () => {
    const cwd = tempDir();
    const argv = ['s.json', '--lang', 'go', '-o', 'gen'];
    expect(run(cwd, [...argv, '--check']).code).toBe(3);
    expect(existsSync(join(cwd, 'gen'))).toBe(false);
    run(cwd, argv);
    expect(run(cwd, [...argv, '--check'])).toEqual({ code: 0, out: '', err: '' });
    const types = join(cwd, 'gen', 'types.go');
    writeFileSync(types, readFileSync(types, 'utf8').replace('s.json', 'edited.json'));
    const mismatch = run(cwd, [...argv, '--check']);
    expect(mismatch.code).toBe(3);
    expect(mismatch.err).toContain('check failed: 1 of 2 files are out of date');
    expect(mismatch.err).toMatch(/^ {2}different +gen\/types\.go$/m);
    expect(mismatch.err).toContain('--- gen/types.go (on disk)');
    expect(mismatch.err).toMatch(/^-edited\.json$/m);
    expect(mismatch.err).toMatch(/^\+s\.json$/m);
    expect(readFileSync(types, 'utf8')).toContain('edited.json');
    run(cwd, argv);
    expect(run(cwd, [...argv, '--check']).code).toBe(0);
  });

  it('writes the manifest and, with it, finds and removes stale generated files only', () => {
    const cwd = tempDir();
    const base = ['s.json', 'warnings.json', '-o', 'gen', '--manifest', 'gen/manifest.json'];
    expect(run(cwd, [...base, '--lang', 'go,scala']).code).toBe(0);
    const manifest = JSON.parse(readFileSync(join(cwd, 'gen', 'manifest.json'), 'utf8')) as unknown;
    expect(manifest).toEqual({
      version: 1,
      out: '.',
      languages: {
        go: [
          { id: 's.json#', name: 'Root0', file: 'go/types.go', root: true },
          { id: 'warnings.json#', name: 'Root1', file: 'go/types.go', root: true },
        ],
        scala: [
          { id: 's.json#', name: 'Root0', file: 'scala/types.scala', root: true },
          { id: 'warnings.json#', name: 'Root1', file: 'scala/types.scala', root: true },
        ],
      },
      files: ['go/types.go', 'go/support/runtime.go', 'scala/types.scala', 'scala/support/runtime.scala'],
    });
    writeFileSync(join(cwd, 'gen', 'scala', 'notes.txt'), 'user file');
    const check = run(cwd, [...base, '--lang', 'go,haskell', '--check']);
    expect(check.code).toBe(3);
    expect(check.err).toMatch(/^ {2}stale +gen\/scala\/types\.scala$/m);
    expect(check.err).toMatch(/^ {2}different +gen\/manifest\.json$/m);
    expect(check.err).not.toContain('notes.txt');
    expect(run(cwd, [...base, '--lang', 'go,haskell']).code).toBe(0);
    expect(files(join(cwd, 'gen'))).toEqual([
      'go/support/runtime.go',
      'go/types.go',
      'haskell/support/runtime.haskell',
      'haskell/types.haskell',
      'manifest.json',
      'scala/notes.txt',
    ]);
    expect(run(cwd, [...base, '--lang', 'go,haskell', '--check']).code).toBe(0);
  });

  it('never treats files as stale when the manifest recorded another output folder', () => {
    const cwd = tempDir();
    run(cwd, ['s.json', '--lang', 'go', '-o', 'a', '--manifest', 'm.json']);
    mkdirSync(join(cwd, 'b'));
    writeFileSync(join(cwd, 'b', 'types.go'), 'user file with a generated name');
    writeFileSync(join(cwd, 'b', 'keep.go'), 'user');
    expect(run(cwd, ['s.json', '--lang', 'scala', '-o', 'b', '--manifest', 'm.json']).code).toBe(0);
    expect(readFileSync(join(cwd, 'b', 'types.go'), 'utf8')).toBe('user file with a generated name');
    expect(existsSync(join(cwd, 'b', 'keep.go'))).toBe(true);
  });

  it('writes the manifest with --stdout too', () => {
    const cwd = tempDir();
    const result = run(cwd, ['s.json', '--lang', 'go', '--stdout', '--manifest', 'm.json']);
    expect(result.code).toBe(0);
    expect(JSON.parse(readFileSync(join(cwd, 'm.json'), 'utf8'))).toMatchObject({ version: 1, files: ['types.go', 'support/runtime.go'] });
  });

  it('prints diagnostics one a line; errors exit 1 and write nothing, warnings do not fail', () => {
    const cwd = tempDir();
    const bad = run(cwd, ['bad.json', 'warn.json', '--lang', 'go', '-o', 'gen']);
    expect(bad).toEqual({
      code: 1,
      out: '',
      err: 'bad.json#: error[E_PARSE]: not JSON\nwarn.json#/properties/a: warning[W_UNKNOWN_KEYWORD]: keyword ignored\n',
    });
    expect(existsSync(join(cwd, 'gen'))).toBe(false);
    const warn = run(cwd, ['warn.json', '--lang', 'go', '-o', 'gen']);
    expect(warn.code).toBe(0);
    expect(warn.err).toBe('warn.json#/properties/a: warning[W_UNKNOWN_KEYWORD]: keyword ignored\n');
  });

  it('gives exit 2 and a message for usage errors', () => {
    const cwd = tempDir();
    const unknownLang = run(cwd, ['s.json', '--lang', 'cobol', '-o', 'gen']);
    expect(unknownLang.code).toBe(2);
    expect(unknownLang.err).toContain("jsongen: error: unknown language 'cobol' for --lang (choose from go, haskell, scala)");
    expect(run(cwd, ['s.json', '--lang', 'go', '-o', 'gen', '--package', 'no-dashes']).code).toBe(2);
    expect(run(cwd, ['s.json', '--lang', 'go', '--out', 'gen', '--config', 'missing.json']).code).toBe(2);
    expect(run(cwd, ['--lang', 'go', '-o', 'gen']).code).toBe(2);
    expect(existsSync(join(cwd, 'gen'))).toBe(false);
  });

  it('reads jsongen.config.json from the working directory; flags override it', () => {
    const cwd = tempDir();
    writeFileSync(
      join(cwd, 'jsongen.config.json'),
      JSON.stringify({ inputs: ['s.json'], langs: ['go'], out: 'fromconfig', packages: { go: 'cfgpkg' }, keepUnknown: true }),
    );
    expect(run(cwd, []).code).toBe(0);
    expect(readFileSync(join(cwd, 'fromconfig', 'types.go'), 'utf8')).toContain('go cfgpkg keepUnknown=true');
    const overridden = run(cwd, ['--stdout', '--no-keep-unknown', '--package', 'flagpkg']);
    expect(overridden.out).toContain('go flagpkg keepUnknown=false');
    writeFileSync(join(cwd, 'jsongen.config.json'), JSON.stringify({ langs: ['go'], outDir: 'x' }));
    const invalid = run(cwd, ['s.json', '--stdout']);
    expect(invalid.code).toBe(2);
    expect(invalid.err).toContain("must NOT have additional properties 'outDir'");
  });

  it('turns an unexpected failure into one internal-error line and exit 1', () => {
    const boom = run(tempDir(), ['boom.json', '--lang', 'go', '--stdout']);
    expect(boom).toEqual({ code: 1, out: '', err: 'jsongen: internal error: the fake generator exploded\n' });
  });

  it('refuses a generated path that would leave the output folder', () => {
    const cwd = tempDir();
    const escaping = {
      ...fakeDeps,
      generate: () => ok([{ lang: 'go', files: [{ path: '../evil.go', content: 'x', role: 'code' as const }], manifest: [] }]),
    };
    const result = run(cwd, ['s.json', '--lang', 'go', '-o', 'gen'], escaping);
    expect(result.code).toBe(1);
    expect(result.err).toBe('jsongen: internal error: a target produced the unsafe output path "../evil.go"\n');
    expect(readdirSync(cwd)).toEqual([]);
  });
});
