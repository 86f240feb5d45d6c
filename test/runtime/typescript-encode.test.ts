/**
 * The TypeScript runtime's encoder and checks (runtime/typescript/src/), imported directly:
 * string escaping and sizes (against JSON.stringify on random strings), integers, doubles
 * (every value written by both writers, the Encoder's bytes and the StringWriter's string, which
 * must agree)
 * against the shared table runtime/go/src/testdata/doubles.txt, raw JSON, map key order; the
 * format checks, value keys, and the regex VM against the shared conformance vectors
 * test/data/regex-vectors.json (every verdict and step count).
 */
import { readFileSync } from 'node:fs';
import { wellFormedScan } from '../../runtime/typescript/src/jsongen_runtime_encoder.js';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  EncodeError,
  Encoder,
  RawJSON,
  StringWriter,
  REGEX_MATCH,
  REGEX_NO_MATCH,
  REGEX_TOO_COMPLEX,
  decode,
  formatDouble,
  intText,
  jsonString,
  isDate,
  isDateTime,
  isTime,
  isUUID,
  regexExpected,
  regexSearch,
  sizeInt,
  sizeString,
  sortedKeys,
  valueKeyOf,
  type RegexProgram,
  type Writer,
} from '../../runtime/typescript/src/jsongen_runtime.js';
import { compilePattern } from '../../generator/plan/regex/index.js';
import { repoRoot } from '../harness/paths.js';
import { rng, utf8 } from './typescript-helpers.js';

const text = (b: Uint8Array): string => new TextDecoder().decode(b);

type Item = { s: string } | { x: number } | { i: number } | { b: bigint } | { r: RawJSON };

/** The write pass over the values, into either writer. */
function writeItems(w: Writer, items: readonly Item[]): void {
  for (const it of items) {
    if ('s' in it) w.writeString(it.s);
    else if ('x' in it) w.writeDouble(it.x);
    else if ('i' in it) w.writeInt(it.i);
    else if ('b' in it) w.writeBigInt(it.b);
    else w.writeRaw(it.r);
  }
}

/** Writes values as the generated string encoders do: the write pass alone, into a string. */
function writeAllToString(items: readonly Item[]): string {
  const w = new StringWriter();
  writeItems(w, items);
  return w.text();
}

/** Writes values with the two passes, as a generated encoder does, and checks the string form writes the same text. */
function encodeAll(items: readonly Item[]): Uint8Array {
  const out = encodeBytes(items);
  expect(writeAllToString(items)).toBe(text(out));
  return out;
}

function encodeBytes(items: readonly Item[]): Uint8Array {
  const e = new Encoder();
  let n = 0;
  for (const it of items) {
    if ('s' in it) n += sizeString(it.s);
    else if ('x' in it) n += e.sizeDouble(it.x);
    else if ('i' in it) n += sizeInt(it.i);
    else if ('b' in it) n += e.sizeBigInt(it.b);
    else n += e.sizeRaw(it.r);
  }
  e.begin(n);
  writeItems(e, items);
  return e.bytes();
}

describe('writing strings', () => {
  it('escapes ", \\ and U+0000–U+001F only, as SPEC says', () => {
    const cases: Array<[string, string]> = [
      ['', '""'], ['a', '"a"'], ['"\\/\b\f\n\r\t', '"\\"\\\\/\\b\\f\\n\\r\\t"'], ['\x00\x01\x1f\x7f', '"\\u0000\\u0001\\u001f\x7f"'], ['é😀\u2028<>&', '"é😀\u2028<>&"'],
      ...['é'.repeat(40), 'abc' + '😀'.repeat(30), 'x'.repeat(5) + '€'.repeat(20) + 'y', 'é'.repeat(20) + '\n', '\u07ff\u0800\uffff'.repeat(9)].map((s): [string, string] => [s, JSON.stringify(s)]),
    ];
    for (const [s, want] of cases) expect(text(encodeAll([{ s }]))).toBe(want);
  });

  it('sizes exactly and writes what JSON.stringify writes, for random strings one after another', () => {
    const r = rng(6);
    const alphabet = ['a', 'Z', ' ', 'é', '€', '😀', '\u2028', '\x7f', '"', '\\', '\n', '\x00', '\x1f', '\uffff', '\u07ff', '\u0800'];
    for (let round = 0; round < 300; round++) {
      const strings = Array.from({ length: r.int(40) }, () => Array.from({ length: r.int(60) }, () => alphabet[r.int(alphabet.length)]).join(''));
      const out = encodeAll(strings.map((s) => ({ s })));
      expect(text(out)).toBe(strings.map((s) => JSON.stringify(s)).join(''));
      expect(out.length).toBe(utf8(strings.map((s) => JSON.stringify(s)).join('')).length);
      expect(strings.map(jsonString).join('')).toBe(strings.map((s) => JSON.stringify(s)).join(''));
    }
  });

  it('refuses a lone surrogate', () => {
    for (const s of ['\ud800', 'a\udc00', '\ud83d', '\ude00\ud83d', 'x\ud83d\ude00\ud83d']) {
      expect(() => sizeString(s)).toThrow(EncodeError);
      expect(() => jsonString(s)).toThrow(EncodeError);
      expect(() => new StringWriter().writeString(s)).toThrow(EncodeError);
    }
    expect(jsonString('\ud83d\ude00')).toBe('"😀"');
    expect(sizeString('\ud83d\ude00')).toBe(6);
  });

  it('finds lone surrogates by a scan where the platform has no isWellFormed, as isWellFormed does', () => {
    const r = rng(7);
    const alphabet = ['a', '\ud800', '\udbff', '\udc00', '\udfff', '\ud83d', '\ude00', 'é', '😀'];
    let lone = 0;
    for (let round = 0; round < 2000; round++) {
      const s = Array.from({ length: r.int(8) }, () => alphabet[r.int(alphabet.length)]).join('');
      const platform = (s as unknown as { isWellFormed(): boolean }).isWellFormed();
      if (!platform) lone++;
      expect(wellFormedScan(s)).toBe(platform);
    }
    expect(lone).toBeGreaterThan(100);
  });

  it('orders map keys by UTF-8 bytes', () => {
    expect(sortedKeys({ b: 1, a: 2, '\uffff': 3, '😀': 4, '\ue000': 5, '10': 6, '9': 7, '': 8 })).toEqual(['', '10', '9', 'a', 'b', '\ue000', '\uffff', '😀']);
  });
});

describe('writing numbers', () => {
  it('writes integers and bigints in decimal', () => {
    const ints = [0, -0, 1, -1, 9, 10, 99, 100, -100, 12345678, 123456789, 2 ** 53 - 1, -(2 ** 53 - 1), 2147483647, -2147483648, 1e21, -1e21];
    for (let p = 1; p < 2 ** 53; p *= 10) ints.push(p, p - 1, -p, -(p - 1), p + 1);
    for (const i of ints) expect(sizeInt(i), String(i)).toBe(String(i).length);
    expect(text(encodeAll(ints.map((i) => ({ i }))))).toBe(ints.map(String).join(''));
    const bigs = [0n, -1n, 2n ** 63n - 1n, -(2n ** 63n), 10n ** 40n];
    expect(text(encodeAll(bigs.map((b) => ({ b }))))).toBe(bigs.map(String).join(''));
  });

  it('writes doubles as the shared table says (ECMAScript Number.prototype.toString)', () => {
    const lines = readFileSync(join(repoRoot, 'runtime', 'go', 'src', 'testdata', 'doubles.txt'), 'utf8').trim().split('\n');
    expect(lines.length).toBeGreaterThan(4000);
    const buf = new DataView(new ArrayBuffer(8));
    const xs: number[] = [];
    const want: string[] = [];
    for (const line of lines) {
      const [hex, s] = line.split(' ') as [string, string];
      buf.setBigUint64(0, BigInt('0x' + hex));
      const x = buf.getFloat64(0);
      expect(formatDouble(x), hex).toBe(s);
      xs.push(x);
      want.push(s);
    }
    expect(text(encodeAll(xs.map((x) => ({ x }))))).toBe(want.join(''));
  });

  it('writes mixed values in the order sized (doubles formatted at once)', () => {
    const r = rng(4);
    for (let round = 0; round < 200; round++) {
      const items = Array.from({ length: r.int(30) }, () => {
        switch (r.int(5)) {
          case 0:
            return { x: (r.float() - 0.5) * 10 ** (r.int(40) - 20) };
          case 1:
            return { x: r.int(12) };
          case 2:
            return { i: r.int(2 ** 31) - 2 ** 30 };
          case 3:
            return { b: BigInt(r.int(2 ** 31)) ** 3n };
          default:
            return { s: 'é,]"'.slice(r.int(4)) };
        }
      });
      const want = items.map((it) => ('s' in it ? JSON.stringify(it.s) : 'x' in it ? String(it.x) : 'i' in it ? String(it.i) : String(it.b))).join('');
      expect(text(encodeAll(items))).toBe(want);
    }
  });

  it('writes arrays of doubles whole, in both forms, as JSON.stringify does', () => {
    const r = rng(8);
    for (let round = 0; round < 200; round++) {
      const xs = Array.from({ length: r.int(8) }, () => (r.int(3) === 0 ? r.int(12) : (r.float() - 0.5) * 10 ** (r.int(40) - 20)));
      const e = new Encoder();
      let n = 2 + Math.max(0, xs.length - 1);
      for (const x of xs) n += e.sizeDouble(x);
      e.begin(n);
      e.writeDoubles(xs);
      const w = new StringWriter();
      w.writeDoubles(xs);
      expect(text(e.bytes())).toBe(JSON.stringify(xs));
      expect(w.text()).toBe(JSON.stringify(xs));
    }
    for (const xs of [[NaN], [1, Infinity], [-Infinity, 2], [1, , 3]]) expect(() => new StringWriter().writeDoubles(xs as number[])).toThrow(EncodeError);
  });

  it('refuses non-finite doubles', () => {
    for (const x of [NaN, Infinity, -Infinity]) {
      expect(() => new Encoder().sizeDouble(x)).toThrow(EncodeError);
      expect(() => new StringWriter().writeDouble(x)).toThrow(EncodeError);
    }
  });

  it('refuses an integer that is not one (a fraction, NaN, an infinity)', () => {
    for (const i of [0.5, -1.5, 1e15 + 0.5, NaN, Infinity, -Infinity]) {
      expect(() => sizeInt(i), String(i)).toThrow(EncodeError);
      expect(() => new StringWriter().writeInt(i), String(i)).toThrow(EncodeError);
    }
    for (const i of [1e20, -(2 ** 60), 2 ** 53 + 2, 1e300]) expect(text(encodeAll([{ i }]))).toBe(intText(i));
    expect(intText(1e20)).toBe('100000000000000000000');
  });
});

describe('raw JSON', () => {
  it('is kept compact and written as kept', () => {
    const cases: Array<[string, string]> = [
      [' { "a" : [ 1 , "b c" , {"\\"" : null} ] } ', '{"a":[1,"b c",{"\\"":null}]}'],
      ['\t"x \\" y"\n', '"x \\" y"'],
      ['-1.5E+3', '-1.5E+3'],
      ['[ "é😀" , 1.0 ]', '["é😀",1.0]'],
    ];
    for (const [input, want] of cases) {
      const r = decode(input, (d) => d.decodeRaw());
      expect(r.ok && r.value.json).toBe(want);
      expect(text(encodeAll([{ r: new RawJSON(input) }]))).toBe(want);
    }
    for (const input of ['', '{', '1 2', '[1,]', '"\\u12"']) {
      expect(decode(input, (d) => d.decodeRaw()).ok, input).toBe(false);
      expect(() => new Encoder().sizeRaw(new RawJSON(input))).toThrow(EncodeError);
      expect(() => new StringWriter().writeRaw(new RawJSON(input))).toThrow(EncodeError);
    }
  });
});

describe('format checks', () => {
  const checks: Array<[string, (s: string) => boolean, string[], string[]]> = [
    ['date', isDate, ['2024-02-29', '2000-02-29', '1999-12-31', '0000-01-01', '2023-04-30', '9999-12-31'],
      ['2023-02-29', '1900-02-29', '2023-04-31', '2023-13-01', '2023-00-10', '2023-01-00', '2023-1-01', '2023-01-1', '20230101', '2023/01/01', '2023-01-01T', ' 2023-01-01', '2023-01-0a', '', '２０２３-01-01']],
    ['time', isTime, ['00:00:00Z', '23:59:59z', '23:59:60Z', '12:34:56.789Z', '12:34:56+01:00', '12:34:56.1-23:59', '00:00:00.000000001+00:00'],
      ['24:00:00Z', '12:60:00Z', '12:00:61Z', '12:00:00', '12:00:00.Z', '12:00:00+1:00', '12:00:00+01:60', '12:00:00+24:00', '12:00:00+0100', '12:00Z', '1:00:00Z', '12:00:00ZZ', '12:00:00Z ', '12:00:00+01:00x', '']],
    ['date-time', isDateTime, ['2024-02-29T12:00:00Z', '2024-02-29t12:00:00.5+05:30', '1985-04-12T23:20:50.52Z', '1990-12-31T23:59:60Z'],
      ['2024-02-30T12:00:00Z', '2024-02-29 12:00:00Z', '2024-02-29T12:00:00', '2024-02-29T', '2024-02-29', '2024-02-29T25:00:00Z', '2024-02-29TZ', '']],
    ['uuid', isUUID, ['123e4567-e89b-12d3-a456-426614174000', '00000000-0000-0000-0000-000000000000', 'ABCDEF01-2345-6789-abcd-EF0123456789'],
      ['123e4567e89b12d3a456426614174000', '123e4567-e89b-12d3-a456-42661417400', '123e4567-e89b-12d3-a456-4266141740000', 'g23e4567-e89b-12d3-a456-426614174000', '123e4567-e89b-12d3-a456_426614174000', '{123e4567-e89b-12d3-a456-426614174000}', '']],
  ];
  it.each(checks)('%s', (_name, check, good, bad) => {
    for (const s of good) expect(check(s), s).toBe(true);
    for (const s of bad) expect(check(s), s).toBe(false);
  });

  it('allows a leap second only at 23:59 UTC', () => {
    const cases: Array<[string, boolean]> = [
      ['23:59:60Z', true], ['23:59:60z', true], ['22:59:60Z', false], ['23:58:60Z', false], ['23:59:60+01:00', false], ['00:59:60+01:00', true],
      ['22:59:60-01:00', true], ['23:59:60-01:00', false], ['15:59:60.123-08:00', true], ['23:59:59+05:30', true], ['05:29:60+05:30', true],
    ];
    for (const [s, want] of cases) expect(isTime(s), s).toBe(want);
    expect(isDateTime('1998-12-31T23:58:60Z')).toBe(false);
    expect(isDateTime('1998-12-31T23:59:60Z')).toBe(true);
  });
});

describe('value keys', () => {
  const key = (s: string): string => valueKeyOf(s);
  it('are equal for equal JSON values and only for them', () => {
    const same = [['1.0', '1'], ['1.00', '1e0'], ['100', '1e2'], ['0.001', '1E-3'], ['-0', '0'], ['0.0e5', '0'], ['{"a":1,"b":2}', '{"b":2,"a":1}'], ['"\\u0061"', '"a"'],
      ['[1.0, {"x":"\\""}]', '[1,{"x":"\\u0022"}]'], ['{"a":{"c":1,"b":[2.50]}}', '{"a":{"b":[25e-1],"c":1}}']];
    for (const [a, b] of same) expect(key(a as string), `${a} ${b}`).toBe(key(b as string));
    const differ = [['1', '2'], ['1', '"1"'], ['[1,2]', '[2,1]'], ['{"a":1}', '{"a":1,"b":1}'], ['true', '1'], ['10', '1'], ['0.1', '1'], ['-1', '1'], ['[]', '{}'],
      ['null', 'false'], ['"a\\\\"', '"a\\""'], ['[[1],2]', '[[1,2]]'], ['{"a":[1]}', '{"a":1}'], ['9007199254740993', '9007199254740992']];
    for (const [a, b] of differ) expect(key(a as string), `${a} ${b}`).not.toBe(key(b as string));
    expect(valueKeyOf('[1, 1.0]', 4, 7)).toBe(key('1'));
    expect(valueKeyOf(utf8('["é", {"b":1,"a":"😀"}]'))).toBe(key('["\\u00e9",{"a":"😀","b":1}]'));
    expect(valueKeyOf(utf8('["é", 1.0]'), 7, 10)).toBe(key('1'));
  });
});

interface Vectors {
  readonly stepLimit: number;
  readonly patterns: ReadonlyArray<{ readonly pattern: string; readonly program: RegexProgram; readonly vectors: ReadonlyArray<readonly [string, 'match' | 'noMatch' | 'tooComplex', number]> }>;
}

describe('the regex VM', () => {
  const data = JSON.parse(readFileSync(join(repoRoot, 'test', 'data', 'regex-vectors.json'), 'utf8')) as Vectors;
  const verdicts = { match: REGEX_MATCH, noMatch: REGEX_NO_MATCH, tooComplex: REGEX_TOO_COMPLEX } as const;

  it('gives every shared vector its verdict and step count', () => {
    let n = 0;
    for (const p of data.patterns) {
      for (const [input, verdict, steps] of p.vectors) {
        const got = regexSearch(p.program, input, data.stepLimit);
        if (got.verdict !== verdicts[verdict] || got.steps !== steps) throw new Error(`${p.pattern} on ${JSON.stringify(input)}: ${got.verdict}/${got.steps}, want ${verdict}/${steps}`);
        n++;
      }
    }
    expect(n).toBeGreaterThan(1000);
  });

  it('gives up on a search past its budget, and marks the check as too complex', () => {
    const compiled = compilePattern('^(a+)+\\1$');
    if (!compiled.ok) throw new Error('the pattern compiles');
    const program = compiled.program as RegexProgram;
    const r = regexSearch(program, 'a'.repeat(40) + '!', 1_000_000);
    expect(r.verdict).toBe(REGEX_TOO_COMPLEX);
    expect(r.steps).toBe(1_000_001);
    expect(regexExpected(REGEX_TOO_COMPLEX, 'x')).toBe('x (too complex to check)');
    expect(regexExpected(REGEX_NO_MATCH, 'x')).toBe('x');
  });
});
