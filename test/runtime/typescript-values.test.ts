/**
 * The TypeScript runtime's strings and numbers (runtime/typescript/src/), imported directly: the
 * Go runtime's cases (escapes, surrogates, invalid UTF-8, integer bounds, exponents, -0, doubles,
 * big integers, multipleOf), each against the platform as the oracle (TextDecoder, Number, BigInt,
 * JSON.stringify) on random inputs.
 */
import { describe, expect, it } from 'vitest';
import { DecodeError, Decoder, bigMultipleOf, codePointLength, compareBig, decode, floatMultipleOf, integerText, isIntegral } from '../../runtime/typescript/src/jsongen_runtime.js';
import { isAscii } from '../../runtime/typescript/src/jsongen_runtime_utf8.js';
import { bytesOf, rng, utf8 } from './typescript-helpers.js';

function whole<T>(input: string | Uint8Array, read: (d: Decoder) => T): T | DecodeError {
  const r = decode(input, read);
  return r.ok ? r.value : r.error;
}
const str = (d: Decoder): string => d.decodeString();

describe('strings', () => {
  const long = 'abcdefghijklmnop'.repeat(5);
  it('decodes escapes, surrogate pairs and UTF-8', () => {
    const good: Array<[string, string]> = [
      ['""', ''], ['"a"', 'a'], ['"\\""', '"'], ['"\\\\"', '\\'], ['"\\/"', '/'], ['"\\b\\f\\n\\r\\t"', '\b\f\n\r\t'],
      ['"\\u0041\\u00e9\\u20AC"', 'Aé€'], ['"\\u0000"', '\x00'], ['"\\ud83d\\ude00"', '😀'], ['"\\uD83D\\uDE00x"', '😀x'],
      ['"\\uffff"', '\uffff'], ['"é😀€"', 'é😀€'], ['"\x7f"', '\x7f'], [`"${long}"`, long],
      [`"${long}\\n${long}"`, `${long}\n${long}`], [`"${long}é${long}"`, `${long}é${long}`], [' "x" ', 'x'], ['"\ufeffx"', '\ufeffx'], ['"a\ufffdb"', 'a\ufffdb'],
    ];
    for (const [input, want] of good) {
      expect(whole(input, str), input).toBe(want);
      expect(whole(utf8(input), str), input).toBe(want);
    }
  });

  it('rejects malformed strings where the Go runtime does, with its messages', () => {
    const bad: Array<[string, number, string, string]> = [
      ['"abc', 4, `'"'`, 'end of input'],
      ['"\\', 2, 'escape sequence', 'end of input'],
      ['"\\x"', 1, 'escape sequence', `'\\x'`],
      ['"\\u12"', 1, '\\u and four hex digits', 'malformed escape'],
      ['"\\u12G4"', 1, '\\u and four hex digits', 'malformed escape'],
      ['"\\udc00"', 1, 'UTF-16 high surrogate before a low one', 'lone low surrogate'],
      ['"a\\uDFFF"', 2, 'UTF-16 high surrogate before a low one', 'lone low surrogate'],
      ['"\\ud800"', 1, 'UTF-16 low surrogate after a high one', 'lone high surrogate'],
      ['"\\ud800\\u0041"', 1, 'UTF-16 low surrogate after a high one', 'lone high surrogate'],
      ['"\\ud800\\ud800"', 1, 'UTF-16 low surrogate after a high one', 'lone high surrogate'],
      ['"a\x01"', 2, 'string character', 'control character 0x1'],
      ['"a\n"', 2, 'string character', 'control character 0xa'],
      ['"\xff"', 1, 'UTF-8 text', 'byte 0xff'],
      ['"ab\xc0\x80"', 3, 'UTF-8 text', 'byte 0xc0'],
      ['"\xe0\x80\xaf"', 1, 'UTF-8 text', 'byte 0xe0'],
      ['"\xf0\x82\x82\xac"', 1, 'UTF-8 text', 'byte 0xf0'],
      ['"\xed\xa0\x80"', 1, 'UTF-8 text', 'byte 0xed'],
      ['"\xed\xbf\xbf"', 1, 'UTF-8 text', 'byte 0xed'],
      ['"\xf4\x90\x80\x80"', 1, 'UTF-8 text', 'byte 0xf4'],
      ['"\x80"', 1, 'UTF-8 text', 'byte 0x80'],
      ['"\xc3"', 1, 'UTF-8 text', 'byte 0xc3'],
      ['"\xc3\xa9\xe2\x82"', 3, 'UTF-8 text', 'byte 0xe2'],
      [`"${long}\xed\xa0\x80${long}"`, 81, 'UTF-8 text', 'byte 0xed'],
      [`"${long}\\n\xc0\xaf"`, 83, 'UTF-8 text', 'byte 0xc0'],
      ['1', 0, 'string', 'number'],
    ];
    for (const [input, offset, expected, found] of bad) {
      const e = whole(bytesOf(input), str);
      expect(e instanceof DecodeError ? [e.offset, e.expected, e.found] : e, JSON.stringify(input)).toEqual([offset, expected, found]);
    }
  });

  /** Mostly text with some invalid UTF-8, escapes and control bytes mixed in (as bytes). */
  function randomBytes(r: ReturnType<typeof rng>, n: number): Uint8Array {
    const pieces = ['a', 'Z', ' ', 'é', '€', '😀', '\u2028', '\x7f', '"', '\\', '\n', '\x00', '\x1f'].map(utf8).concat(
      ['\xff', '\xc0\x80', '\xed\xa0\x80', '\xe0\x80', '\xf4\x90\x80\x80', '\xef\xbf\xbf', '\xf0\x9f', '\x80'].map(bytesOf),
    );
    const out: number[] = [];
    while (out.length < n) {
      if (r.int(3) === 0) out.push(...(pieces[r.int(pieces.length)] as Uint8Array));
      else out.push('abcdefghij'.charCodeAt(r.int(10)));
    }
    return Uint8Array.from(out);
  }

  it('agrees with a strict UTF-8 decoder and JSON.parse on random string bodies', () => {
    const r = rng(5);
    const fatal = new TextDecoder('utf-8', { fatal: true });
    for (let i = 0; i < 20000; i++) {
      const body = randomBytes(r, r.int(100));
      const doc = Uint8Array.from([0x22, ...body, 0x22]);
      let want: string | null;
      try {
        want = JSON.parse(fatal.decode(doc)) as string;
      } catch {
        want = null;
      }
      const got = whole(doc, str);
      if (want === null) expect(got).toBeInstanceOf(DecodeError);
      else expect(got).toBe(want);
    }
  });

  it('reads back every valid string written with \\u escapes', () => {
    const r = rng(8);
    for (let i = 0; i < 5000; i++) {
      const s = Array.from({ length: r.int(30) }, () => ['a', 'é', '😀', '\u2028', '"', '\\', '\n', '\x00', '€'][r.int(9)]).join('');
      expect(whole(JSON.stringify(s), str)).toBe(s);
      const escaped = '"' + Array.from(s, (c) => [...c].map(() => '').join('') + Array.from({ length: c.length }, (_, k) => '\\u' + c.charCodeAt(k).toString(16).padStart(4, '0')).join('')).join('') + '"';
      expect(whole(escaped, str)).toBe(s);
    }
  });

  it('tells ASCII input from other bytes, at every position and alignment', () => {
    const buf = new Uint8Array(300).fill(0x61);
    for (const offset of [0, 1, 2, 3, 4]) {
      for (const length of [0, 1, 15, 16, 17, 64, 255, 260, 295]) {
        const b = buf.subarray(offset, offset + length);
        expect(isAscii(b)).toBe(true);
        for (const at of [0, 3, length >> 1, length - 1]) {
          if (at < 0 || at >= length) continue;
          b[at] = 0x80;
          expect(isAscii(b), `${offset} ${length} ${at}`).toBe(false);
          b[at] = 0x61;
        }
      }
    }
  });

  it('counts code points', () => {
    expect(['', 'a', 'é', '😀', 'a😀b', '€😀😀'].map(codePointLength)).toEqual([0, 1, 1, 1, 3, 3]);
  });
});

describe('integers', () => {
  const int64 = (input: string): bigint | DecodeError => whole(input, (d) => d.decodeInt64());
  it('reads 64-bit integers, 1.0 and 1e2 included', () => {
    const good: Array<[string, bigint]> = [
      ['0', 0n], ['-0', 0n], ['7', 7n], ['-7', -7n], [' 42 ', 42n], ['9223372036854775807', 2n ** 63n - 1n], ['-9223372036854775808', -(2n ** 63n)],
      ['999999999999999999', 999999999999999999n], ['1000000000000000000', 1000000000000000000n], ['-999999999999999999', -999999999999999999n],
      ['1e2', 100n], ['1E+2', 100n], ['1.0', 1n], ['-2.50e1', -25n], ['0.0', 0n], ['-0.0e5', 0n], ['120e-1', 12n], ['9.223372036854775807e18', 2n ** 63n - 1n], ['0e999999', 0n],
    ];
    for (const [input, want] of good) expect(int64(input), input).toBe(want);
    const bad: Array<[string, string]> = [
      ['9223372036854775808', 'integer in the 64-bit range'], ['-9223372036854775809', 'integer in the 64-bit range'], ['18446744073709551616', 'integer in the 64-bit range'],
      ['1e19', 'integer in the 64-bit range'], ['1.5', 'integer'], ['1e-1', 'integer'], ['123456789012345678901', 'integer'], ['1e400', 'integer'], ['"1"', 'integer'],
      ['true', 'integer'], ['01', 'number without leading zeros'], ['1.', "digit after '.'"],
    ];
    for (const [input, expected] of bad) {
      const e = int64(input);
      expect(e instanceof DecodeError ? e.expected : e, input).toBe(expected);
    }
  });

  it('agrees with BigInt around the bounds', () => {
    const r = rng(2);
    for (let i = 0; i < 20000; i++) {
      const digits = String(r.int(10) + 1) + Array.from({ length: r.int(20) }, () => r.int(10)).join('');
      const s = (r.int(2) === 0 ? '-' : '') + digits;
      const v = BigInt(s);
      // More than 20 digits is no 64-bit integer text at all (as in the Go runtime).
      const want = v >= -(2n ** 63n) && v < 2n ** 63n ? v : digits.length > 20 ? 'integer' : 'integer in the 64-bit range';
      const got = int64(s);
      expect(got instanceof DecodeError ? got.expected : got, s).toBe(want);
    }
  });

  it('reads ranges within ±2^53 as numbers; beyond as ±Infinity for the range check', () => {
    const int53 = (input: string): number | DecodeError => whole(input, (d) => d.decodeInt53());
    expect(['0', '-0', '42', '-9007199254740991', '9007199254740991', '1e15', '1.5e1'].map(int53)).toEqual([0, 0, 42, -9007199254740991, 9007199254740991, 1e15, 15]);
    expect(Object.is(int53('-0'), 0)).toBe(true);
    expect(['9007199254740992', '-9007199254740993', '9223372036854775807'].map(int53)).toEqual([Infinity, -Infinity, Infinity]);
    const e = int53('9223372036854775808');
    expect(e instanceof DecodeError && e.expected).toBe('integer in the 64-bit range');
  });

  it('reads integers of any size', () => {
    const big = (input: string): bigint | DecodeError => whole(input, (d) => d.decodeBig());
    const huge = '123456789' + '0'.repeat(100);
    const good: Array<[string, bigint]> = [
      ['0', 0n], ['-0', 0n], ['-0.0', 0n], ['12', 12n], ['-12', -12n], ['9223372036854775808', 9223372036854775808n], ['-9223372036854775809', -9223372036854775809n],
      ['1e20', 10n ** 20n], ['1.5e1', 15n], ['-1.23e2', -123n], ['1.23456789e108', BigInt(huge)], ['12000e-3', 12n], [huge, BigInt(huge)],
    ];
    for (const [input, want] of good) expect(big(input), input).toBe(want);
    for (const input of ['1.5', '1e-1', '1e1000001', '"1"', '01']) expect(big(input), input).toBeInstanceOf(DecodeError);
    expect(compareBig(-5n, 3n)).toBe(-1);
    expect(bigMultipleOf(10n ** 40n, 25n) && !bigMultipleOf(101n, 25n) && !bigMultipleOf(5n, 0n)).toBe(true);
  });

  it('knows integral number text', () => {
    const integral: Array<[string, boolean]> = [['1', true], ['1.0', true], ['1e2', true], ['1.5e1', true], ['1.25e1', false], ['0.0', true], ['-0', true], ['1e-1', false], ['100e-2', true], ['1.5', false]];
    for (const [s, want] of integral) expect(isIntegral(s), s).toBe(want);
    const texts: Array<[string, string]> = [['1e2', '100'], ['-0', '0'], ['-0.0e7', '0'], ['00.5e1', '5'], ['-12.30e1', '-123']];
    for (const [s, want] of texts) expect(integerText(s, 20)).toBe(want);
    expect(integerText('1e20', 20)).toBeNull();
  });
});

describe('doubles', () => {
  const float = (input: string): number | DecodeError => whole(input, (d) => d.decodeFloat());
  it('reads the nearest double, as Number does', () => {
    const good = [
      '0', '-0', '0.0', '-0.0', '1', '1.5', '-1.5', '1e0', '1E+0', '1e-0', '123.456e-7', '0.1', '0.3', '9007199254740993', '9007199254740992', '18446744073709551615',
      '18446744073709551616', '1.7976931348623157e308', '2.2250738585072014e-308', '4.9406564584124654e-324', '5e-324', '2.4703282292062328e-324',
      '2.4703282292062327e-324', '1e-400', '-1e-400', '0e400', '0.000000000000000000000000000000000000000000001', '1' + '0'.repeat(400) + 'e-400',
      '3.14159265358979323846264338327950288419716939937510', '1.00000000000000011102230246251565404236316680908203125',
      '1.00000000000000011102230246251565404236316680908203124', '7.2057594037927933e16', '1e23', '8.41e21', '1e22', '123456789012345e-22', '123456789012345e22',
    ];
    for (const s of good) expect(Object.is(float(s), Number(s)), s).toBe(true);
    for (const s of ['1e309', '-1e309', '1' + '0'.repeat(309)]) {
      const e = float(s);
      expect(e instanceof DecodeError ? [e.expected, e.offset] : e, s).toEqual(['number within the double range', 0]);
    }
    for (const s of ['NaN', 'Infinity', '-Infinity', '.5', '1.', '+1', '0x10', '1e', '--1']) expect(float(s), s).toBeInstanceOf(DecodeError);
  });

  it('rounds random decimals as Number does', () => {
    const r = rng(3);
    const buf = new Float64Array(1);
    const bits = new Uint32Array(buf.buffer);
    for (let i = 0; i < 50000; i++) {
      let s: string;
      if (i % 3 === 0) {
        bits[0] = r.int(2 ** 32);
        bits[1] = r.int(2 ** 31);
        s = String(buf[0]);
        if (!Number.isFinite(buf[0])) continue;
      } else if (i % 3 === 1) {
        s = String(r.int(2 ** 32) * 2 ** r.int(21)) + 'e' + (r.int(60) - 30);
      } else {
        const digits = String(r.int(2 ** 32)) + String(r.int(2 ** 32)) + String(r.int(2 ** 32));
        const cut = 1 + r.int(digits.length - 1);
        s = (digits.slice(0, cut).replace(/^0+/, '') || '0') + '.' + digits.slice(cut);
      }
      if (r.int(2) === 0) s = '-' + s;
      const got = float(s);
      if (!Object.is(got, Number(s))) throw new Error(`${s}: ${String(got)}, want ${Number(s)}`);
    }
  });

  it('tells multiples of decimal steps exactly, by the shortest digits', () => {
    const cases: Array<[number, bigint, number, boolean]> = [
      [0.3, 1n, -1, true], [0.35, 1n, -1, false], [-0.7, 1n, -1, true], [0, 7n, -300, true], [10, 25n, -1, true], [10.5, 25n, -1, false], [1e308, 1n, -308, true],
      [5e-324, 5n, -324, true], [5e-324, 1n, -323, false], [1e21, 1n, 21, true], [1e21, 3n, 0, false], [123456789012345680000, 1n, 4, true], [0.0003, 1n, -4, true],
      [0.00035, 1n, -4, false], [4.5, 15n, -1, true], [6, 15n, -1, true], [7.5, 15n, -1, true], [8, 15n, -1, false], [1e-7, 1n, -8, true], [1.5e-7, 3n, -8, true],
      [1.5e-7, 2n, -8, false], [1e300, 7n, 0, false], [7e300, 7n, 0, true], [Number.MAX_VALUE, 1n, 292, true], [Number.MAX_VALUE, 1n, 293, false], [0.30000000000000004, 1n, -1, false],
      [1e31, 10n ** 30n, 0, true], [1e30 + 1e15, 10n ** 30n, 0, false], [0.1, 10n ** 30n, -31, true], [Infinity, 1n, 0, false], [NaN, 1n, 0, false],
    ];
    for (const [x, c, e, want] of cases) expect(floatMultipleOf(x, c, e), `${x} ${c}e${e}`).toBe(want);
  });
});
