/**
 * End to end: the real `bin/jsongen.mjs` on the compiled and bundled CLI (dist/jsongen.mjs), on the
 * fixture schemas of test/unit/cli/fixtures. Builds dist/ first (as `npm run build` does) unless the
 * test script just did (JSONGEN_BUILT=1).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { syntheticSchema } from '../bench/ts/synth-schema.js';
import { layOut, stdoutPieces } from '../generator/cli/layout.js';
import { parallelGenerate } from '../generator/cli/parallel.js';
import { generate } from '../generator/pipeline.js';
import { targetNames } from '../generator/targets/registry.js';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const bin = join(root, 'bin', 'jsongen.mjs');
const fixtures = join(root, 'test', 'unit', 'cli', 'fixtures');

interface Run {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

function jsongen(cwd: string, args: readonly string[]): Run {
  const result = spawnSync(process.execPath, [bin, ...args], { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 1 << 28 });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** A scratch folder holding a copy of the fixtures, so runs can write next to them. */
function workspace(): string {
  const dir = mkdtempSync(join(tmpdir(), 'jsongen-e2e-'));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  cpSync(fixtures, dir, { recursive: true });
  return dir;
}

function expectNoStackTrace(run: Run): void {
  expect(run.stderr).not.toMatch(/^\s+at /m);
  expect(run.stdout).not.toMatch(/^\s+at /m);
}

function listFiles(dir: string, prefix = ''): string[] {
  return readdirSync(join(dir, prefix), { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? listFiles(dir, `${prefix}${e.name}/`) : [`${prefix}${e.name}`]))
    .sort();
}

beforeAll(() => {
  if (process.env['JSONGEN_BUILT'] !== '1') {
    execFileSync(process.execPath, [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.build.json'], {
      cwd: root,
      stdio: 'pipe',
    });
    execFileSync(process.execPath, [join(root, 'scripts', 'precompile.mjs')], { cwd: root, stdio: 'pipe' });
    execFileSync(process.execPath, [join(root, 'scripts', 'bundle.mjs')], { cwd: root, stdio: 'pipe' });
  }
});

describe('jsongen command', () => {
  it('--help shows usage, examples and exit codes, and exits 0', () => {
    const run = jsongen(root, ['--help']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Usage: jsongen');
    expect(run.stdout).toContain('$ jsongen schema.json --lang go -o internal/model');
    expect(run.stdout).toContain('Exit codes:');
    expect(run.stdout).toContain('E_REF_DANGLING');
  });

  it('--version prints the package version', () => {
    const version = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version;
    expect(jsongen(root, ['--version'])).toEqual({ code: 0, stdout: `${version}\n`, stderr: '' });
  });

  it('--stdout prints the generated files after header lines and writes nothing', () => {
    const dir = workspace();
    const run = jsongen(dir, ['person.json', '--lang', 'go', '--stdout', '--package', 'people']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const headers = run.stdout.match(/^\/\/ ==> \S+$/gm) ?? [];
    expect(headers.length).toBeGreaterThan(0);
    expect(run.stdout.startsWith(headers[0] as string)).toBe(true);
    expect(run.stdout).toContain('package people');
    expect(listFiles(dir)).toEqual(listFiles(fixtures));
  });

  it('-o writes the files --stdout shows, deterministically; --check passes, then fails after an edit', () => {
    const dir = workspace();
    const shown = jsongen(dir, ['person.json', '--lang', 'go', '--stdout']).stdout;
    const write = jsongen(dir, ['person.json', '--lang', 'go', '-o', 'gen']);
    expect(write).toEqual({ code: 0, stdout: '', stderr: '' });
    const written = listFiles(join(dir, 'gen'));
    expect(written.length).toBeGreaterThan(0);
    const rebuilt = written.map((f) => `// ==> ${f}\n${readFileSync(join(dir, 'gen', f), 'utf8')}`).sort().join('');
    const printed = shown.split(/(?=^\/\/ ==> )/m).sort().join('');
    expect(rebuilt).toBe(printed);

    expect(jsongen(dir, ['person.json', '--lang', 'go', '-o', 'gen', '--check'])).toEqual({ code: 0, stdout: '', stderr: '' });

    const target = join(dir, 'gen', written[0] as string);
    writeFileSync(target, `${readFileSync(target, 'utf8')}// an edit\n`);
    const check = jsongen(dir, ['person.json', '--lang', 'go', '-o', 'gen', '--check']);
    expect(check.code).toBe(3);
    expect(check.stderr).toContain('check failed: 1 of');
    expect(check.stderr).toContain(`different  gen/${written[0] as string}`);
    expect(check.stderr).toMatch(/^-\/\/ an edit$/m);
    expectNoStackTrace(check);
  });

  it('--lang with every target writes each language into its own folder (one language: straight into -o)', () => {
    const dir = workspace();
    const run = jsongen(dir, ['person.json', '--lang', targetNames.join(','), '-o', 'gen', '--manifest', 'm.json']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const manifest = JSON.parse(readFileSync(join(dir, 'm.json'), 'utf8')) as { languages: Record<string, unknown> };
    expect(Object.keys(manifest.languages)).toEqual([...targetNames]);
    const top = readdirSync(join(dir, 'gen'), { withFileTypes: true });
    if (targetNames.length > 1) {
      expect(top.filter((e) => e.isDirectory()).map((e) => e.name).sort()).toEqual([...targetNames].sort());
      expect(top.filter((e) => !e.isDirectory())).toEqual([]);
    } else {
      expect(top.some((e) => e.isFile())).toBe(true);
    }
    expect(jsongen(dir, ['person.json', '--lang', targetNames.join(','), '-o', 'gen', '--manifest', 'm.json', '--check']).code).toBe(0);
  });

  it('--manifest records every root declaration with its name and file', () => {
    const dir = workspace();
    const run = jsongen(dir, ['person.json', '--lang', 'go', '-o', 'gen', '--manifest', 'jsongen.manifest.json']);
    expect(run.code).toBe(0);
    const manifest = JSON.parse(readFileSync(join(dir, 'jsongen.manifest.json'), 'utf8')) as {
      version: number;
      out: string;
      languages: Record<string, { id: string; name: string; file: string; root: boolean }[]>;
      files: string[];
    };
    expect(manifest.version).toBe(1);
    expect(manifest.out).toBe('gen');
    expect(Object.keys(manifest.languages)).toEqual(['go']);
    const entries = manifest.languages['go'] ?? [];
    const roots = entries.filter((e) => e.root);
    expect(roots.map((e) => e.id)).toEqual(['person.json#']);
    for (const e of entries) expect(manifest.files).toContain(e.file);
    expect(manifest.files.slice().sort()).toEqual(listFiles(join(dir, 'gen')));
    expect(jsongen(dir, ['person.json', '--lang', 'go', '-o', 'gen', '--manifest', 'jsongen.manifest.json', '--check']).code).toBe(0);
  });

  const badInputs: readonly (readonly [string, readonly string[], string])[] = [
    ['invalid JSON', ['invalid-json.json'], 'invalid-json.json#: error[E_PARSE]: '],
    ['a JSON array as the schema', ['array.json'], 'array.json#: error[E_NOT_A_SCHEMA]: '],
    ['a dangling $ref', ['dangling-ref.json'], 'dangling-ref.json#/properties/owner/$ref: error[E_REF_DANGLING]: '],
    ['a missing file', ['no-such-file.json'], 'no-such-file.json#: error[E_READ]: '],
    ['a recursion with no base case', ['cycle.json'], 'cycle.json#: error[E_CYCLE_NO_BASE]: '],
  ];
  for (const [what, inputs, line] of badInputs) {
    it(`${what} gives a diagnostic line and exit 1, no stack trace, no output`, () => {
      const dir = workspace();
      const run = jsongen(dir, [...inputs, '--lang', 'go', '-o', 'gen']);
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(line);
      for (const l of run.stderr.trimEnd().split('\n')) expect(l).toMatch(/^\S+#\S*: (error|warning)\[[A-Z_]+\]: /);
      expectNoStackTrace(run);
      expect(listFiles(dir)).toEqual(listFiles(fixtures));
    });
  }

  it('a keyword only a schema-check program expresses is generated for every language', () => {
    const dir = workspace();
    for (const lang of ['go', 'haskell', 'scala', 'typescript']) {
      const run = jsongen(dir, ['unsupported.json', '--lang', lang, '--stdout']);
      expect(run.code, `${lang}: ${run.stderr}`).toBe(0);
      expect(run.stderr).toBe('');
    }
  });

  const usage: readonly (readonly [string, readonly string[], string])[] = [
    ['an unknown --lang', ['person.json', '--lang', 'cobol', '--stdout'], "unknown language 'cobol'"],
    ['an unknown flag', ['person.json', '--lang', 'go', '--stdout', '--fast'], "unknown option '--fast'"],
    ['a bad package name', ['person.json', '--lang', 'go', '--stdout', '--package', 'not a package'], "bad package name 'not a package' for go"],
    ['an unreadable config', ['person.json', '--lang', 'go', '--stdout', '--config', 'absent.json'], 'cannot read config file absent.json'],
    ['no output choice', ['person.json', '--lang', 'go'], 'no output'],
  ];
  for (const [what, args, message] of usage) {
    it(`${what} is a usage error: exit 2 with a message`, () => {
      const run = jsongen(workspace(), args);
      expect(run.code).toBe(2);
      expect(run.stderr).toContain(message);
      expect(run.stdout).toBe('');
      expectNoStackTrace(run);
    });
  }

  it('reads jsongen.config.json from the working directory', () => {
    const dir = workspace();
    writeFileSync(join(dir, 'jsongen.config.json'), JSON.stringify({ inputs: ['person.json'], langs: ['go'], out: 'model' }));
    expect(jsongen(dir, []).code).toBe(0);
    expect(listFiles(join(dir, 'model')).length).toBeGreaterThan(0);
    expect(jsongen(dir, ['--check']).code).toBe(0);
  });
});

describe('a large input, several languages: two threads', () => {
  const workerBundle = join(root, 'dist', 'jsongen-worker.mjs');
  // Over the 256 KiB from which the command starts a worker (generator/cli/parallel.ts).
  const schema = `${JSON.stringify(syntheticSchema(300), null, 2)}\n`;
  const langs = targetNames;

  it('the bundled worker delivers its languages, the same as one thread renders them', () => {
    const dir = mkdtempSync(join(tmpdir(), 'jsongen-parallel-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const file = join(dir, 'big.schema.json');
    writeFileSync(file, schema);
    expect(Buffer.byteLength(schema)).toBeGreaterThan(256 * 1024);
    const req = { inputs: [file], langs, packages: {}, frontEnd: { keepUnknown: false, unsupported: 'error' as const } };
    let missed = 0;
    const twoThreads = parallelGenerate(workerBundle, { threads: 2, onWorkerMissed: () => missed++ })(req);
    expect(missed).toBe(0);
    expect(twoThreads).toEqual(generate(req));
  });

  it('the command prints what one thread generates', () => {
    const dir = mkdtempSync(join(tmpdir(), 'jsongen-parallel-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    writeFileSync(join(dir, 'big.schema.json'), schema);
    const run = jsongen(dir, ['big.schema.json', '--lang', langs.join(','), '--stdout']);
    expect(run.code).toBe(0);
    const oneThread = generate({ inputs: [join(dir, 'big.schema.json')], langs, packages: {}, frontEnd: { keepUnknown: false, unsupported: 'error' } });
    if (!oneThread.ok) throw new Error('no result on one thread');
    expect(run.stdout).toBe(stdoutPieces(layOut(oneThread.value).files).join(''));
  });
});

describe('the build', () => {
  const dist = (module: string): string => new URL(`../dist/${module}`, import.meta.url).href;

  it.each(targetNames)('compiles the %s templates ahead of time, matching their sources', async (lang) => {
    const { loadTemplateSet } = (await import(dist('render/load.js'))) as typeof import('../generator/render/load.js');
    expect(loadTemplateSet(lang).compiled).toBeDefined();
  });

  it('compiles the meta-schema check of every draft ahead of time, with the installed ajv', async () => {
    const { metaCheckFor } = (await import(dist('input/jsonschema/meta-checks.js'))) as typeof import('../generator/input/jsonschema/meta-checks.js');
    const { ajvVersions } = (await import(dist('input/jsonschema/meta-ajv.js'))) as typeof import('../generator/input/jsonschema/meta-ajv.js');
    for (const draft of ['draft-04', 'draft-06', 'draft-07', '2019-09', '2020-12'] as const) {
      expect((metaCheckFor(draft) as { versions?: string }).versions).toBe(ajvVersions());
    }
  });
});
