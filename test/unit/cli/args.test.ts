import { describe, expect, it } from 'vitest';
import { parseArgs } from '../../../generator/cli/args.js';
import { ExitCode } from '../../../generator/cli/exit.js';
import { diagnosticCodes } from '../../../generator/cli/help.js';
import { bufferedIo } from '../../../generator/cli/io.js';

const langs = ['go', 'haskell', 'scala'];

function parse(argv: string[]) {
  const io = bufferedIo('/nowhere');
  return { parsed: parseArgs(argv, langs, '1.2.3', io), out: io.out(), err: io.err() };
}

function flagsOf(argv: string[]) {
  const { parsed } = parse(argv);
  if (parsed.kind !== 'flags') throw new Error(`expected flags for ${argv.join(' ')}`);
  return parsed.flags;
}

describe('parseArgs', () => {
  it('reads inputs and every option', () => {
    const flags = flagsOf([
      'a.json', 'b.yaml', '--lang', 'go', '-o', 'gen', '--package', 'model', '--scala-package', 'com.acme',
      '--haskell-module', 'Acme.Model', '--go-package', 'gomodel', '--check', '--config', 'c.json',
      '--manifest', 'm.json', '--keep-unknown', '--unsupported', 'warn',
    ]);
    expect(flags).toEqual({
      inputs: ['a.json', 'b.yaml'],
      langs: ['go'],
      out: 'gen',
      stdout: false,
      package: 'model',
      packages: { go: 'gomodel', haskell: 'Acme.Model', scala: 'com.acme' },
      check: true,
      config: 'c.json',
      manifest: 'm.json',
      keepUnknown: true,
      unsupported: 'warn',
    });
  });

  it('accepts languages comma-separated and repeated, in order', () => {
    expect(flagsOf(['x', '--lang', 'scala,go', '--lang', 'haskell']).langs).toEqual(['scala', 'go', 'haskell']);
    expect(flagsOf(['x', '--lang=go']).langs).toEqual(['go']);
  });

  it('leaves absent options absent so the config file can supply them', () => {
    const flags = flagsOf(['x']);
    expect(flags.langs).toEqual([]);
    expect(flags.out).toBeUndefined();
    expect(flags.keepUnknown).toBeUndefined();
    expect(flags.unsupported).toBeUndefined();
    expect(flags.stdout).toBe(false);
    expect(flags.check).toBe(false);
  });

  it('has --open-enums, off unless given', () => {
    expect(flagsOf(['x', '--open-enums']).openEnums).toBe(true);
    expect(flagsOf(['x']).openEnums).toBeUndefined();
  });

  it('has a repeatable --ref-map PREFIX=DIR, refusing a value without an absolute URL prefix or a folder', () => {
    expect(flagsOf(['x', '--ref-map', 'https://example.com/s/=vendor/s', '--ref-map', 'urn:acme:=a=b']).refMap).toEqual([
      { prefix: 'https://example.com/s/', dir: 'vendor/s' },
      { prefix: 'urn:acme:', dir: 'a=b' },
    ]);
    for (const bad of ['vendor/s', 'example.com/=d', 'https://example.com/=']) {
      const result = parse(['x', '--ref-map', bad]);
      expect(result.parsed).toEqual({ kind: 'exit', code: ExitCode.usage });
      expect(result.err).toContain('expected PREFIX=DIR');
    }
  });

  it('has a --no-keep-unknown to override a config file', () => {
    expect(flagsOf(['x', '--no-keep-unknown']).keepUnknown).toBe(false);
  });

  it('returns the usage exit code for unknown options and bad choices, with a message', () => {
    const unknown = parse(['x', '--frobnicate']);
    expect(unknown.parsed).toEqual({ kind: 'exit', code: ExitCode.usage });
    expect(unknown.err).toContain("unknown option '--frobnicate'");
    const badChoice = parse(['x', '--unsupported', 'ignore']);
    expect(badChoice.parsed).toEqual({ kind: 'exit', code: ExitCode.usage });
    expect(badChoice.err).toContain('error, warn');
    expect(parse(['x', '-o'])).toMatchObject({ parsed: { kind: 'exit', code: ExitCode.usage } });
  });

  it('prints the version and exits 0', () => {
    const result = parse(['--version']);
    expect(result.parsed).toEqual({ kind: 'exit', code: ExitCode.ok });
    expect(result.out).toBe('1.2.3\n');
  });

  it('prints help with examples, language choices, exit codes and diagnostic codes, and exits 0', () => {
    const result = parse(['--help']);
    expect(result.parsed).toEqual({ kind: 'exit', code: ExitCode.ok });
    expect(result.out).toContain('Usage: jsongen');
    expect(result.out).toContain('Examples:');
    expect(result.out).toContain('$ jsongen schema.json --lang go -o internal/model');
    expect(result.out).toContain('choices: go, haskell, scala');
    for (const code of [0, 1, 2, 3]) expect(result.out).toMatch(new RegExp(`^  ${code}  \\S`, 'm'));
    expect(diagnosticCodes.length).toBeGreaterThan(0);
    for (const { code } of diagnosticCodes) expect(result.out).toMatch(new RegExp(`^  ${code} +\\S`, 'm'));
  });
});
