import { describe, expect, it } from 'vitest';
import { docLines, haskellBytes, haskellString } from '../../../generator/targets/haskell/literals.js';
import { utf8Bytes } from '../../../generator/wire/json-text.js';
import { checkModuleName } from '../../../generator/targets/haskell/names.js';

describe('Haskell literals', () => {
  it('escapes quotes, backslashes and non-printable characters in string literals', () => {
    expect(haskellString('a"b\\c')).toBe('"a\\"b\\\\c"');
    expect(haskellString('line\nnext')).toBe('"line\\nnext"');
    expect(haskellString('é😀')).toBe('"\\233\\128512"');
  });

  it('separates a numeric escape from a following digit with \\&', () => {
    expect(haskellString('é1')).toBe('"\\233\\&1"');
    expect(haskellBytes(utf8Bytes('\u00001'))).toBe('"\\0\\&1"');
  });

  it('replaces lone surrogates, which Haskell Char cannot hold as text', () => {
    expect(haskellString('\ud800')).toBe('"\\65533"');
  });

  it('writes byte literals one character per byte', () => {
    expect(haskellBytes(utf8Bytes(',"é":'))).toBe('",\\"\\195\\169\\":"');
  });

  it('keeps every documentation line a line comment', () => {
    expect(docLines('Ends {- and -} here\r\n\nsecond', '|')).toEqual(['-- | Ends {- and -} here', '--', '-- second']);
    expect(docLines('  ', '^')).toEqual([]);
  });
});

describe('Haskell module names', () => {
  it('accepts hierarchical module names', () => {
    expect(checkModuleName('Acme.Model')).toBeNull();
    expect(checkModuleName('A')).toBeNull();
  });

  it('rejects anything else', () => {
    for (const bad of ['acme.Model', 'Acme..Model', 'Acme.', '', 'Acme-Model', 'Acme.model']) {
      expect(checkModuleName(bad)).not.toBeNull();
    }
  });
});
