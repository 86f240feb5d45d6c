import { describe, expect, it } from 'vitest';
import { jsonString, jsonStringLength, utf8Bytes } from '../../../generator/wire/json-text.js';

const adversarial = ['', 'a"b\n*/', '`raw`', '\\', '\u0000\u001f\u007f', 'é😀', '\u2028\u2029', '\r\n', '{{x}}', '*/ /* //'];

describe('wire form of JSON strings', () => {
  it('jsonString escapes exactly the wire-rule set', () => {
    expect(jsonString('"\\\b\t\n\f\r\u0001\u001f/\u007f\u2028é')).toBe('"\\"\\\\\\b\\t\\n\\f\\r\\u0001\\u001f/\u007f\u2028é"');
    expect(jsonString('\u0000\u001f"\\/\b\f\n\r\t\u007f\u2028')).toBe('"\\u0000\\u001f\\"\\\\/\\b\\f\\n\\r\\t\u007f\u2028"');
    for (const s of adversarial) expect(JSON.parse(jsonString(s))).toBe(s);
  });

  it('replaces lone surrogates by U+FFFD', () => {
    expect(jsonString('a\ud800b')).toBe('"a\ufffdb"');
    expect(Array.from(utf8Bytes('\udc00'))).toEqual([0xef, 0xbf, 0xbd]);
  });

  it('utf8Bytes gives the UTF-8 encoding, ASCII and not', () => {
    for (const s of [...adversarial, 'plain ascii \u007f', 'ascii then é']) {
      expect(Array.from(utf8Bytes(s))).toEqual(Array.from(Buffer.from(s, 'utf8')));
    }
  });

  it('jsonStringLength is the UTF-8 length of jsonString', () => {
    expect(jsonStringLength('a"\u0001é\u{1F600}')).toBe(2 + 1 + 2 + 6 + 2 + 4);
    for (const s of adversarial) expect(jsonStringLength(s)).toBe(utf8Bytes(jsonString(s)).length);
  });
});
