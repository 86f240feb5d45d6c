import { describe, expect, it } from 'vitest';
import type { Config } from '../../../generator/cli/config.js';
import type { Flags } from '../../../generator/cli/flags.js';
import { resolveOptions } from '../../../generator/cli/options.js';
import { fakeTargets } from './fake.js';

function flags(extra: Partial<Flags> = {}): Flags {
  return { inputs: ['s.json'], langs: ['go'], stdout: false, packages: {}, check: false, out: 'gen', ...extra };
}

const config: Config = {
  file: '/p/jsongen.config.json',
  inputs: ['schemas/a.json'],
  langs: ['scala', 'haskell'],
  out: 'generated',
  manifest: 'generated/manifest.json',
  packages: { go: 'fromconfig', scala: 'com.config' },
  keepUnknown: true,
  unsupported: 'warn',
};

function resolved(f: Flags, c?: Config) {
  const result = resolveOptions(f, c, fakeTargets);
  if (result.kind !== 'options') throw new Error(`unexpected usage error: ${result.message}`);
  return result.options;
}

function usageMessage(f: Flags, c?: Config): string {
  const result = resolveOptions(f, c, fakeTargets);
  if (result.kind !== 'usage') throw new Error('expected a usage error');
  return result.message;
}

describe('resolveOptions', () => {
  it('uses defaults when neither flags nor config say otherwise', () => {
    expect(resolved(flags())).toEqual({
      inputs: ['s.json'],
      langs: ['go'],
      output: { kind: 'dir', dir: 'gen' },
      packages: {},
      check: false,
      keepUnknown: false,
      unsupported: 'error',
    });
  });

  it('takes everything from the config file when no flags are given', () => {
    const options = resolved({ inputs: [], langs: [], stdout: false, packages: {}, check: false }, config);
    expect(options).toEqual({
      inputs: ['schemas/a.json'],
      langs: ['scala', 'haskell'],
      output: { kind: 'dir', dir: 'generated' },
      packages: { scala: 'com.config' },
      check: false,
      manifest: 'generated/manifest.json',
      keepUnknown: true,
      unsupported: 'warn',
    });
  });

  it('takes the input options from the config file, and lets flags override them', () => {
    const inputConfig: Config = { file: '/p/jsongen.config.json', input: 'typescript', types: ['Pet'], tsconfig: 'tsconfig.json', templateLiterals: 'pattern', openEnums: true, componentsOnly: true };
    expect(resolved(flags(), inputConfig)).toMatchObject({ input: 'typescript', types: ['Pet'], tsconfig: 'tsconfig.json', templateLiterals: 'pattern', openEnums: true, componentsOnly: true });
    const overridden = resolved(flags({ input: 'jsonschema', types: ['Owner'], tsconfig: 'other.json', templateLiterals: 'refuse' }), inputConfig);
    expect(overridden).toMatchObject({ input: 'jsonschema', types: ['Owner'], tsconfig: 'other.json', templateLiterals: 'refuse' });
    expect(resolved(flags())).not.toHaveProperty('openEnums');
    expect(resolved(flags())).not.toHaveProperty('input');
  });

  it('lets flags override the config file', () => {
    const options = resolved(flags({ out: 'mine', manifest: 'm.json', keepUnknown: false, unsupported: 'error' }), config);
    expect(options.inputs).toEqual(['s.json']);
    expect(options.langs).toEqual(['go']);
    expect(options.output).toEqual({ kind: 'dir', dir: 'mine' });
    expect(options.packages).toEqual({ go: 'fromconfig' });
    expect(options.manifest).toBe('m.json');
    expect(options.keepUnknown).toBe(false);
    expect(options.unsupported).toBe('error');
  });

  it('orders package names: per-language flag, then --package, then config', () => {
    const langs = ['go', 'scala', 'haskell'];
    expect(resolved(flags({ langs, package: 'all' }), config).packages).toEqual({ go: 'all', scala: 'all', haskell: 'all' });
    expect(resolved(flags({ langs, package: 'all', packages: { scala: 'com.one' } }), config).packages).toEqual({
      go: 'all',
      scala: 'com.one',
      haskell: 'all',
    });
    expect(resolved(flags({ langs }), config).packages).toEqual({ go: 'fromconfig', scala: 'com.config' });
  });

  it('removes repeated languages, keeping the first position', () => {
    expect(resolved(flags({ langs: ['scala', 'go', 'scala'] })).langs).toEqual(['scala', 'go']);
  });

  it('rejects unknown and empty languages, naming the choices', () => {
    expect(usageMessage(flags({ langs: ['go', 'rust'] }))).toBe("unknown language 'rust' for --lang (choose from go, haskell, scala)");
    expect(usageMessage(flags({ langs: ['go', ''] }))).toContain("unknown language ''");
  });

  it('rejects a package name the target refuses', () => {
    expect(usageMessage(flags({ package: 'Not-Valid' }))).toBe(
      "bad package name 'Not-Valid' for go: a Go package must be lower-case letters and digits",
    );
    expect(usageMessage(flags({ langs: ['scala'], packages: { scala: 'com..x' } }))).toContain("for scala");
  });

  it('requires inputs, a language and an output', () => {
    expect(usageMessage(flags({ inputs: [] }))).toContain('no input files');
    expect(usageMessage(flags({ langs: [] }))).toContain('no target language');
    const { out: _out, ...noOut } = flags();
    expect(usageMessage(noOut)).toContain('no output');
  });

  it('rejects -o with --stdout and --check with --stdout', () => {
    expect(usageMessage(flags({ stdout: true }))).toContain('not both');
    const { out: _out, ...noOut } = flags();
    expect(usageMessage({ ...noOut, stdout: true, check: true })).toContain('--check');
  });

  it('lets --stdout override an output folder from the config file', () => {
    const { out: _out, ...noOut } = flags();
    expect(resolved({ ...noOut, stdout: true }, config).output).toEqual({ kind: 'stdout' });
  });
});
