import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { commentLines, goEncoded, goFloat, goString } from '../../../generator/targets/go/literals.js';
import { createPackageUse } from '../../../generator/targets/go/symbols.js';
import { checkGoPackage, exportedName } from '../../../generator/targets/go/names.js';
import { goProgram } from '../../../generator/targets/go/patterns.js';
import { compilePattern } from '../../../generator/plan/regex/index.js';

/** Reads a Go interpreted string literal back (the escapes goString emits). */
function readGoString(literal: string): string {
  expect(literal.startsWith('"') && literal.endsWith('"')).toBe(true);
  const body = literal.slice(1, -1);
  expect(body).not.toMatch(/[\n\r]/);
  return body.replace(/\\(x[0-9a-f]{2}|u[0-9a-f]{4}|U[0-9a-f]{8}|n|t|"|\\)/g, (_, e: string) => {
    if (e === 'n') return '\n';
    if (e === 't') return '\t';
    if (e === '"' || e === '\\') return e;
    return String.fromCodePoint(parseInt(e.slice(1), 16));
  });
}

const adversarial = ['', 'a"b\n*/', '`raw`', '\\', '\u0000\u001f\u007f', 'é😀', '\u2028\u2029', '\r\n', '{{x}}', '*/ /* //'];

describe('Go literals', () => {
  it.each(adversarial)('goString round-trips %j with only printable ASCII', (text) => {
    const literal = goString(text);
    expect(literal).toMatch(/^[\x20-\x7e]*$/);
    expect(readGoString(literal)).toBe(text);
  });

  it('goEncoded gives the UTF-8 length and a byte literal', () => {
    const e = goEncoded('"é"');
    expect(e.length).toBe(4);
    expect(e.literal).toBe('"\\"\\xc3\\xa9\\""');
    expect(goEncoded('{"a\\"b":')).toEqual({ literal: '`{"a\\"b":`', length: 8 });
    expect(goEncoded('"`"').literal).toBe('"\\"`\\""');
  });

  it('comment lines cannot end a comment, break a line or trigger gofmt doc reformatting', () => {
    const lines = commentLines('first */\r\n\n  # Heading\n\t- item\u2028next\u202e\u0000end\n');
    expect(lines).toEqual(['first */', '# Heading', '- item', 'next\u0000end'.replace('\u0000', '')]);
    for (const line of lines) expect(line).not.toMatch(/[\r\n\u2028\u2029\u202a-\u202e]/);
    expect(commentLines(undefined)).toEqual([]);
  });

  it('doc comments are as gofmt leaves them: quote pairs become the quotation marks gofmt makes of them', () => {
    const docs = ["'''", 'a ``b`` c', "it''s", '- item', '# Heading', '1. first', "x '' y ```` z"];
    const source = ['package p', '', ...docs.flatMap((d, i) => [...commentLines(d).map((l) => `// ${l}`), `type T${i} int`, ''])].join('\n');
    expect(execFileSync('gofmt', [], { input: source, encoding: 'utf8' })).toBe(source);
    expect(commentLines("'''")).toEqual(['\u201d\'']);
  });

  it('floats are Go literals of the same double; an infinity names math.Inf and records the import', () => {
    const packages = createPackageUse();
    expect(goFloat(1, packages.qualify)).toBe('1.0');
    expect(goFloat(-0, packages.qualify)).toBe('0');
    expect(goFloat(1e21, packages.qualify)).toBe('1e+21');
    expect(packages.used()).toEqual([]);
    expect(goFloat(Infinity, packages.qualify)).toBe('math.Inf(1)');
    expect(goFloat(-Infinity, packages.qualify)).toBe('math.Inf(-1)');
    expect(packages.used()).toEqual(['math']);
  });
});

describe('Go names', () => {
  it('uses the Go initialisms and avoids digits first', () => {
    expect(exportedName(['user_id'])).toBe('UserID');
    expect(exportedName(['http-url'])).toBe('HTTPURL');
    expect(exportedName(['123abc'])).toBe('X123abc');
    expect(exportedName([''])).toBe('Empty');
  });

  it('checks package names', () => {
    expect(checkGoPackage('model')).toBeNull();
    expect(checkGoPackage('type')).toMatch(/keyword/);
    expect(checkGoPackage('my-pkg')).toMatch(/identifier/);
    expect(checkGoPackage('_')).not.toBeNull();
    expect(checkGoPackage('9lives')).not.toBeNull();
  });
});

describe('pattern programs as Go literals', () => {
  it.each([
    ['^a', '&regexProgram{code: []int32{14, 1, 97, 0}, slots: 0, memo: true}'],
    ['[^]', '&regexProgram{code: []int32{3, 0, 0}, classes: [][]int32{{0, 1114111}}, slots: 0, memo: true}'],
    ['[]|(x)', '&regexProgram{code: []int32{7, 6, 3, 0, 8, 12, 9, 0, 1, 120, 9, 1, 0}, classes: [][]int32{{}}, slots: 2, memo: true}'],
    ['(a)\\1', '&regexProgram{code: []int32{9, 0, 1, 97, 9, 1, 5, 1, 0}, slots: 2}'],
  ])('%s → %s', (source, literal) => {
    const compiled = compilePattern(source);
    if (!compiled.ok) throw new Error(compiled.diagnostic.message);
    expect(goProgram(compiled.program)).toBe(literal);
  });
});
