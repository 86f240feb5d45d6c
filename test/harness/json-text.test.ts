import { describe, expect, it } from 'vitest';
import { jsonDifference, minifyJson, parseJsonText, sameNumber } from './json-text.js';

describe('parseJsonText', () => {
  it('keeps number text', () => {
    expect(parseJsonText('[505874924095815681, 1.50]')).toEqual({
      kind: 'array',
      items: [
        { kind: 'number', text: '505874924095815681' },
        { kind: 'number', text: '1.50' },
      ],
    });
  });

  it.each(['', '[1,]', '{"a":1,}', '01', '[1] x', '"\u0001"', 'nul', '{"a" 1}', '-'])('rejects %j', (text) => {
    expect(() => parseJsonText(text)).toThrow(SyntaxError);
  });
});

describe('sameNumber', () => {
  it('compares integers beyond 2^53 exactly', () => {
    expect(sameNumber('505874924095815681', '505874924095815680')).toBe(false);
    expect(sameNumber('505874924095815681', '505874924095815681')).toBe(true);
  });

  it('compares other numbers as doubles', () => {
    expect(sameNumber('-65.613616999999977', '-65.61361699999998')).toBe(true);
    expect(sameNumber('1.0', '1')).toBe(true);
    expect(sameNumber('1e2', '100')).toBe(true);
    expect(sameNumber('0.1', '0.2')).toBe(false);
  });
});

describe('jsonDifference', () => {
  const diff = (a: string, b: string): string | undefined => jsonDifference(parseJsonText(a), parseJsonText(b));

  it('ignores member order and whitespace', () => {
    expect(diff('{"a": 1, "b": [true, null]}', '{"b":[true,null],"a":1}')).toBeUndefined();
  });

  it('names the first difference by pointer', () => {
    expect(diff('{"a":{"b/c":[1,2]}}', '{"a":{"b/c":[1,3]}}')).toBe('/a/b~1c/1: 2 vs 3');
    expect(diff('{"a":1}', '{}')).toBe('/a: missing from the second document');
    expect(diff('{}', '{"z":1}')).toBe('/z: missing from the first document');
    expect(diff('[1]', '[1,2]')).toBe(': 1 items vs 2');
    expect(diff('"x"', '1')).toBe(': "x" vs 1');
  });

  it('reports duplicate keys', () => {
    expect(diff('{"a":1}', '{"a":1,"a":1}')).toBe(': duplicate key in the second document');
  });
});

describe('minifyJson', () => {
  it('removes whitespace outside strings only', () => {
    const input = Buffer.from(' { "a b" : [ 1 ,\t"\\" x" ] }\r\n');
    expect(minifyJson(input).toString()).toBe('{"a b":[1,"\\" x"]}');
  });

  it('keeps escapes and non-ASCII bytes verbatim', () => {
    const input = Buffer.from('[ "\\u00e9", "é\\\\" ]');
    expect(minifyJson(input).toString()).toBe('["\\u00e9","é\\\\"]');
  });
});
