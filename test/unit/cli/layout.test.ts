import { describe, expect, it } from 'vitest';
import { layOut, shownPath, stdoutPieces } from '../../../generator/cli/layout.js';
import { buildManifest, manifestText, parseManifest } from '../../../generator/emit/manifest.js';
import type { LanguageOutput } from '../../../generator/pipeline.js';

const go: LanguageOutput = {
  lang: 'go',
  files: [
    { path: 'types.go', content: 'package model\n', role: 'code' },
    { path: 'internal/rt.go', content: 'package rt', role: 'runtime' },
  ],
  manifest: [{ id: 's.json#', name: 'Root', file: 'types.go', root: true }],
};
const scala: LanguageOutput = {
  lang: 'scala',
  files: [{ path: 'com/acme/Root.scala', content: 'package com.acme\n', role: 'code' }],
  manifest: [{ id: 's.json#/$defs/a', name: 'A', file: 'com/acme/Root.scala', root: false }],
};

describe('layOut', () => {
  it('puts a single language straight into the output folder', () => {
    const laid = layOut([go]);
    expect(laid.files.map((f) => f.path)).toEqual(['types.go', 'internal/rt.go']);
    expect(laid.manifest).toEqual({ go: go.manifest });
  });

  it('puts each of several languages into its own folder, manifest paths included', () => {
    const laid = layOut([go, scala]);
    expect(laid.files.map((f) => f.path)).toEqual(['go/types.go', 'go/internal/rt.go', 'scala/com/acme/Root.scala']);
    expect(laid.manifest['scala']).toEqual([{ id: 's.json#/$defs/a', name: 'A', file: 'scala/com/acme/Root.scala', root: false }]);
    expect(laid.manifest['go']?.[0]?.file).toBe('go/types.go');
  });
});

describe('stdoutPieces', () => {
  it('prints every file after a header line, ending each with a newline', () => {
    expect(stdoutPieces(layOut([go]).files).join('')).toBe('// ==> types.go\npackage model\n// ==> internal/rt.go\npackage rt\n');
  });

  it('prints nothing for no files', () => {
    expect(stdoutPieces([]).join('')).toBe('');
  });
});

describe('shownPath', () => {
  it('joins with forward slashes', () => {
    expect(shownPath('gen', 'go/a.go')).toBe('gen/go/a.go');
    expect(shownPath('./gen/', 'a.go')).toBe('gen/a.go');
    expect(shownPath('.', 'a.go')).toBe('a.go');
  });
});

describe('manifest', () => {
  it('has the documented shape and reads back', () => {
    const laid = layOut([go, scala]);
    const manifest = buildManifest(laid.manifest, laid.files.map((f) => f.path), 'gen');
    const text = manifestText(manifest);
    expect(JSON.parse(text)).toEqual({
      version: 1,
      out: 'gen',
      languages: {
        go: [{ id: 's.json#', name: 'Root', file: 'go/types.go', root: true }],
        scala: [{ id: 's.json#/$defs/a', name: 'A', file: 'scala/com/acme/Root.scala', root: false }],
      },
      files: ['go/types.go', 'go/internal/rt.go', 'scala/com/acme/Root.scala'],
    });
    expect(text.endsWith('}\n')).toBe(true);
    expect(parseManifest(text)).toEqual(manifest);
  });

  it('does not take other JSON for a manifest', () => {
    expect(parseManifest('not json')).toBeUndefined();
    expect(parseManifest('[]')).toBeUndefined();
    expect(parseManifest('{"version": 2, "languages": {}}')).toBeUndefined();
  });
});
