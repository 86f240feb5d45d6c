/**
 * The TypeScript runtime's decoder (runtime/typescript/src/), imported directly: the scanner on
 * valid and invalid documents (offsets, pointers, messages) — the Go runtime's cases — random
 * documents and all their prefixes, whitespace runs, the depth limit, member keys, union
 * look-ahead, and that the public entry never throws. Also that the runtime compiles under
 * `tsc --strict --noUncheckedIndexedAccess` with no type library.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DecodeError, Decoder, KEY_END, KEY_UNKNOWN, atIndex, decode, inKey, keyTable, memberKey, type DecodeOptions, type Result } from '../../runtime/typescript/src/jsongen_runtime.js';
import { repoRoot } from '../harness/paths.js';
import { bytesOf, randomJSON, rng, utf8 } from './typescript-helpers.js';

const skipAny = (d: Decoder): null => {
  d.skipValue();
  return null;
};

/** Decodes input as any value: the error, or null when accepted. */
function decodeErr(input: string | Uint8Array, options?: DecodeOptions): DecodeError | null {
  const r = decode(input, skipAny, options);
  return r.ok ? null : r.error;
}

function brief(e: DecodeError | null): unknown {
  return e === null ? null : [e.offset, e.pointer, e.expected, e.found];
}

describe('the TypeScript runtime', () => {
  it('compiles under tsc --strict --noUncheckedIndexedAccess without DOM or Node types', () => {
    const tsc = join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc');
    execFileSync(process.execPath, [tsc, '-p', join(repoRoot, 'runtime', 'typescript', 'tsconfig.json')], { stdio: 'pipe' });
  });
});

describe('DecodeError', () => {
  it('reads as one line', () => {
    const e = new DecodeError(12, 'string', 'number');
    e.pointer = '/a/0';
    expect(e.message).toBe('json: at offset 12 ("/a/0"): expected string, found number');
  });

  it('builds the pointer from tokens collected innermost first, escaped as RFC 6901 says', () => {
    const e = new DecodeError(0, '', '');
    for (const [f, x] of [[atIndex, 3], [inKey, 'a/b'], [inKey, 'm~n'], [atIndex, 0], [inKey, '']] as const) {
      expect(() => (f as (e: unknown, x: string | number) => never)(e, x)).toThrow();
    }
    expect(e.finish().pointer).toBe('//0/m~0n/a~1b/3');
    expect(e.segs).toEqual([]);
    expect(new DecodeError(0, '', '').finish().pointer).toBe('');
  });

  it('comes from nested values with their pointer', () => {
    const cases: Array<[string, string, number, string, string]> = [
      ['{"a":[1,2,{"b/c":tru}]}', '/a/2/b~1c', 17, 'value', 'boolean'],
      ['{"a":{"~":[x]}}', '/a/~0/0', 11, 'value', "'x'"],
      ['[[],[{}],[{"k":"v"},{"k":nul}]]', '/2/1/k', 25, 'value', 'null'],
      ['{"a":1,"a":}', '/a', 11, 'value', "'}'"],
    ];
    for (const [input, pointer, offset, expected, found] of cases) expect(brief(decodeErr(input)), input).toEqual([offset, pointer, expected, found]);
  });

  it('describes the input at an offset', () => {
    const d = new Decoder('"{[tfn-7x\x01\udcff é€😀\ud800', 512, true);
    const want = ['string', 'object', 'array', 'boolean', 'boolean', 'null', 'number', 'number', "'x'", 'byte 0x1', 'byte 0xff', "' '", 'byte 0xc3', 'byte 0xe2', 'byte 0xf0'];
    want.forEach((w, i) => expect(d.describe(i)).toBe(w));
    expect(d.describe(16)).toBe('byte 0xed');
    expect(d.describe(17)).toBe('end of input');
    expect(new Decoder("'\\").describe(0)).toBe("'\\''");
    expect(new Decoder("'\\").describe(1)).toBe("'\\\\'");
  });

  it('reports a long token by its first 64 bytes, an empty one by the byte there', () => {
    const long = '9'.repeat(100);
    const d = new Decoder(' ' + long + ' ');
    d.pos = 101;
    expect(() => d.failToken(1, 'x')).toThrow(expect.objectContaining({ offset: 1, found: long.slice(0, 64) }));
    d.pos = 1;
    expect(() => d.failToken(1, 'x')).toThrow(expect.objectContaining({ found: 'number' }));
  });
});

const validDocuments = [
  'null', 'true', 'false', '0', '-0', '1', '-1.5e+10', '1E-2', '0.0', '123456789012345678901234567890',
  '""', '"a"', '"\\"\\\\\\/\\b\\f\\n\\r\\t"', '"\\u0000\\uFFFF\\ud83d\\ude00"', '"é😀"',
  '[]', '{}', '[[]]', '[{}]', '{"":{}}', '[1,"a",true,null,{"k":[]}]',
  ' \t\r\n[ 1 , { "a" : [ ] , "b" : { } } ]\n\t ',
  '{\n        "deeply": {\n                "indented": [\n                        1\n                ]\n        }\n}',
  '{"a":1,"a":2}',
  '[' + ' '.repeat(100) + '1' + ' '.repeat(40) + ']',
  '{\n' + ' '.repeat(70) + '"k": 1}',
];

const invalidDocuments: Array<[string, number, string, string, string]> = [
  ['', 0, '', 'value', 'end of input'],
  ['   ', 3, '', 'value', 'end of input'],
  ['x', 0, '', 'value', "'x'"],
  ['nul', 0, '', 'value', 'null'],
  ['nulll', 4, '', 'end of input', "'l'"],
  ['True', 0, '', 'value', "'T'"],
  ['1 2', 2, '', 'end of input', 'number'],
  ['[1,]', 3, '/1', 'array element', "']'"],
  ['[1 2]', 3, '/1', "',' or ']'", 'number'],
  ['[', 1, '/0', 'value', 'end of input'],
  ['{', 1, '', 'object key', 'end of input'],
  ['{"a"}', 4, '', "':'", "'}'"],
  ['{"a":1,}', 7, '', 'object key', "'}'"],
  ['{"a":1 "b":2}', 7, '', "',' or '}'", 'string'],
  ['{a:1}', 1, '', 'object key', "'a'"],
  ['{"a":}', 5, '/a', 'value', "'}'"],
  ['"abc', 4, '', "'\"'", 'end of input'],
  ['"a\tb"', 2, '', 'string character', 'control character 0x9'],
  ['01', 1, '', 'number without leading zeros', 'digit'],
  ['-', 1, '', 'digit', 'end of input'],
  ['-a', 1, '', 'digit', "'a'"],
  ['1.', 2, '', "digit after '.'", 'end of input'],
  ['1.e5', 2, '', "digit after '.'", "'e'"],
  ['1e', 2, '', 'exponent digit', 'end of input'],
  ['1e+', 3, '', 'exponent digit', 'end of input'],
  ['.5', 0, '', 'value', "'.'"],
  ['+1', 0, '', 'value', "'+'"],
  ['[1]]', 3, '', 'end of input', "']'"],
  ['\ufeff1', 0, '', 'value', 'byte 0xef'],
  ['{"a":[{"b":[1,{"c":"\\x"}]}]}', 20, '/a/0/b/1/c', 'escape sequence', "'\\x'"],
];

describe('skipping any value', () => {
  it.each(validDocuments)('accepts %j', (doc) => {
    expect(() => JSON.parse(doc)).not.toThrow();
    expect(decodeErr(doc)).toBeNull();
  });

  it.each(invalidDocuments)('rejects %j', (input, offset, pointer, expected, found) => {
    expect(() => JSON.parse(input)).toThrow();
    expect(brief(decodeErr(input))).toEqual([offset, pointer, expected, found]);
  });

  it('accepts random documents, keeps them compact as raw JSON, rejects every proper prefix', () => {
    const r = rng(1);
    for (let i = 0; i < 300; i++) {
      const doc = randomJSON(r, 5);
      const raw = decode(doc, (d) => d.decodeRaw());
      expect(raw.ok, doc).toBe(true);
      if (raw.ok) expect(raw.value.json).toBe(compactReference(doc));
      const bytes = utf8(doc);
      for (let cut = 0; cut < bytes.length; cut++) {
        const prefix = bytes.subarray(0, cut);
        if (validJSON(prefix)) continue; // "12" of "123"
        if (decodeErr(prefix) === null) throw new Error(`prefix ${cut} of ${JSON.stringify(doc)} accepted`);
      }
    }
  });

  it('accepts exactly what the platform accepts, on random mutations of documents', () => {
    // The oracle: strict UTF-8 and JSON.parse (the documents hold no \u escape of a surrogate, which JSON.parse would keep).
    const fatal = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
    const r = rng(11);
    const alphabet = utf8('{}[]",:\\/ntrufalse0123456789-+.eE \n\té😀');
    for (let i = 0; i < 3000; i++) {
      const doc = utf8(randomJSON(r, 3));
      const bytes = Array.from(doc);
      for (let m = r.int(3); m > 0; m--) {
        const at = r.int(bytes.length + 1);
        const kind = r.int(3);
        if (kind === 0) bytes.splice(at, 1);
        else if (kind === 1) bytes.splice(at, 0, alphabet[r.int(alphabet.length)] as number);
        else bytes.splice(at, 0, [0xff, 0xc3, 0xed, 0x80][r.int(4)] as number);
      }
      const input = Uint8Array.from(bytes);
      let want: boolean;
      try {
        const text = fatal.decode(input);
        JSON.parse(text);
        want = !/\\u[dD][89a-fA-F]/.test(text);
      } catch {
        want = false;
      }
      const got = decodeErr(input);
      if ((got === null) !== want) throw new Error(`${JSON.stringify(new TextDecoder().decode(input))}: ours ${got === null ? 'accepts' : 'rejects: ' + got.message}, the oracle ${want ? 'accepts' : 'rejects'}`);
    }
  });

  it('keeps the depth limit (default 512, lowered by the caller, at least 1)', () => {
    const nested = (n: number): string => '['.repeat(n) + ']'.repeat(n);
    expect(decodeErr(nested(512))).toBeNull();
    const de = decodeErr(nested(513));
    expect(brief(de)).toEqual([512, '/0'.repeat(512), 'nesting depth at most 512', 'deeper nesting']);
    const obj = '{"a":{"b":{}}}';
    expect(decodeErr(obj, { maxDepth: 3 })).toBeNull();
    expect(brief(decodeErr(obj, { maxDepth: 2 }))).toEqual([10, '/a/b', 'nesting depth at most 2', 'deeper nesting']);
    expect(decodeErr('[]', { maxDepth: 0 })).toBeNull();
    expect(decodeErr('[[]]', { maxDepth: -5 })?.expected).toBe('nesting depth at most 1');
    expect(decodeErr('[[[]],[[]],{"a":[]},[{}]]', { maxDepth: 3 })).toBeNull();
    expect(decodeErr('1', { maxDepth: 1 })).toBeNull();
  });

  it('reports a nesting deeper than the call stack allows as an error, not an exception', () => {
    const n = 1_000_000;
    const r = decode('['.repeat(n) + ']'.repeat(n), skipAny, { maxDepth: n + 1 });
    expect(r.ok).toBe(false);
  });

  it('skips every mix of whitespace runs', () => {
    for (let n = 0; n < 80; n += 3) {
      for (const ws of [' ', '\n', '\t', '\r\n', '\n ']) {
        const pad = ws.repeat(n);
        const doc = pad + '[' + pad + '1' + pad + ',' + pad + '{' + pad + '"k"' + pad + ':' + pad + '2' + pad + '}' + pad + ']' + pad;
        expect(decodeErr(doc)).toBeNull();
        expect(decodeErr(doc + 'x')?.offset).toBe(doc.length);
      }
    }
  });

  it('reports byte offsets into the UTF-8 text, for string and byte inputs alike', () => {
    expect(brief(decodeErr('["é😀", x]'))).toEqual([11, '/1', 'value', "'x'"]);
    expect(brief(decodeErr(utf8('["é😀", x]')))).toEqual([11, '/1', 'value', "'x'"]);
    expect(brief(decodeErr(bytesOf('["\xc3\xa9\xff", x]')))).toEqual([4, '/0', 'UTF-8 text', 'byte 0xff']);
    expect(brief(decodeErr(bytesOf('["\xc3\xa9", \xff]')))).toEqual([7, '/1', 'value', 'byte 0xff']);
    expect(brief(decodeErr(bytesOf('[1 2, "\xff"]')))).toEqual([3, '/1', "',' or ']'", 'number']);
    expect(brief(decodeErr('["a\ud800b"]'))).toEqual([3, '/0', 'UTF-8 text', 'byte 0xed']);
    expect(brief(decodeErr('["a\ude00b"]'))).toEqual([3, '/0', 'UTF-8 text', 'byte 0xed']);
    expect(brief(decodeErr('["\ud83d\ude00", x]'))).toEqual([9, '/1', 'value', "'x'"]);
  });
});

/** Whether bytes are one JSON document (the platform's parser as the oracle). */
function validJSON(bytes: Uint8Array): boolean {
  try {
    JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    return true;
  } catch {
    return false;
  }
}

/** Valid JSON text without insignificant whitespace, keeping every token as written. */
function compactReference(doc: string): string {
  return doc.replace(/("(?:[^"\\]|\\.)*")|[ \t\n\r]+/g, (_m, str: string | undefined) => str ?? '');
}

describe('objects', () => {
  type Point = { x: number; y: string; rest: string[] };
  const table = keyTable(['x', 'y', 'é']);
  const KX = memberKey('x');
  const KY = memberKey('y');

  /** A record decoder as generated code would write it: known keys by table, unknown ones kept, duplicates rejected. */
  function readPoint(d: Decoder): Point {
    const p: Point = { x: 0, y: '', rest: [] };
    let seen = 0;
    d.beginObject();
    let key = '';
    try {
      for (let first = true; ; first = false) {
        key = '';
        let i: number;
        if (d.atKey(first, KX)) i = 0;
        else if (d.atKey(first, KY)) i = 1;
        else i = d.nextKeyIndex(first, table);
        if (i === KEY_END) break;
        key = i >= 0 ? (table.keys[i] as string) : d.key();
        if (i >= 0 && (seen & (1 << i)) !== 0) d.failAt(d.tok, 'unique keys', 'a repeated key');
        if (i >= 0) seen |= 1 << i;
        if (i === 0) p.x = d.decodeInt53();
        else if (i === 1) p.y = d.decodeString();
        else {
          p.rest.push(key);
          d.skipValue();
        }
      }
    } catch (e) {
      if (key === '') throw e;
      inKey(e, key);
    }
    if ((seen & 1) === 0) d.missing('x');
    return p;
  }

  const ok = (input: string): Point => {
    const r: Result<Point> = decode(input, readPoint);
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  };

  it('matches known keys with and without whitespace, escapes and in any order', () => {
    expect(ok('{"x":1,"y":"a"}')).toEqual({ x: 1, y: 'a', rest: [] });
    expect(ok(' { "y" : "a" , "x" : 2 } ')).toEqual({ x: 2, y: 'a', rest: [] });
    expect(ok('{\n  "x": 3,\n  "\\u0079": "b",\n  "z": [1, {"q": null}],\n  "é": true\n}')).toEqual({ x: 3, y: 'b', rest: ['z', 'é'] });
    expect(ok('{"xx":0,"x":4}')).toEqual({ x: 4, y: '', rest: ['xx'] });
  });

  it('reports errors at the member, repeated keys, missing members', () => {
    const err = (input: string): unknown => {
      const r = decode(input, readPoint);
      return r.ok ? null : brief(r.error);
    };
    expect(err('{"x":1,"y":2}')).toEqual([11, '/y', 'string', 'number']);
    expect(err('{"x":1,"x":2}')).toEqual([7, '/x', 'unique keys', 'a repeated key']);
    expect(err('{"y":"a"}')).toEqual([8, '', 'x', 'no such member']);
    expect(err('{"x":1 "y":2}')).toEqual([7, '', "',' or '}'", 'string']);
    expect(err('{"x" 1}')).toEqual([5, '', "':'", 'number']);
    expect(err('{"z":[1,}]}')).toEqual([8, '/z/1', 'value', "'}'"]);
    expect(err('{"x":1.5}')).toEqual([5, '/x', 'integer', '1.5']);
  });

  it('reads keys with nextKey and knows where the object ends', () => {
    const keys = (input: string): string[] =>
      (decode(input, (d) => {
        const out: string[] = [];
        d.beginObject();
        for (let first = true; ; first = false) {
          const k = d.nextKey(first);
          if (k === null) return out;
          out.push(k);
          d.skipValue();
        }
      }) as { value: string[] }).value;
    expect(keys('{}')).toEqual([]);
    expect(keys('{"a":1,"\\n":2,"é😀":3}')).toEqual(['a', '\n', 'é😀']);
    const d = new Decoder('{"a":1}');
    d.beginObject();
    expect(d.nextKeyIndex(true, keyTable(['b']))).toBe(KEY_UNKNOWN);
    d.skipValue();
    expect(d.nextKeyIndex(false, keyTable(['b']))).toBe(KEY_END);
  });

  it('looks ahead for a discriminator after other keys and reads its kind', () => {
    const d = new Decoder('{"a":[1,{"kind":2}],"kind":"circle","r":1}');
    expect(d.findKey(['kind'])).toBe(0);
    expect(d.pos).toBe(0);
    expect(d.tagAt(d.foundAt, 'kind')).toBe('circle');
    expect(d.pos).toBe(0);
    const other = new Decoder('{"kind":7}');
    expect(other.findKey(['type', 'kind'])).toBe(1);
    expect(other.tagAt(other.foundAt, 'kind')).toBeNull();
    expect(new Decoder('{"a":1}').findKey(['kind'])).toBe(-1);
    const bad = decode('{"a":[1,}', (d) => d.findKey(['kind']));
    expect(bad.ok ? null : brief(bad.error)).toEqual([8, '/a/1', 'value', "'}'"]);
    const within = ['{}', ' { "url" : 1 , "map" : {"x": [1, {"y": 2}]} } ', '{"m\\u0061p":1}', '{"url":1,"other":2}', '{"other":2,"url":1}', '[]', '{"url":1,', '{"url":}'].map((s) => {
      const w = new Decoder(s);
      return [w.keysWithin(['url', 'map']), w.pos, w.depth];
    });
    expect(within).toEqual([true, true, true, false, false, false, false, false].map((k) => [k, 0, 0]));
    const kinds = ['{}', '[]', '"s"', 'true', 'false', 'null', '1', '1.0', '1e2', '1.5', '-0', '}', ''].map((s) => new Decoder(s).peekKind());
    expect(kinds).toEqual(['object', 'array', 'string', 'boolean', 'boolean', 'null', 'integer', 'integer', 'integer', 'number', 'integer', '', '']);
  });
});

describe('literals', () => {
  it('reads booleans and null, and tells null apart', () => {
    const one = <T>(input: string, f: (d: Decoder) => T): unknown => {
      const r = decode(input, f);
      return r.ok ? r.value : brief(r.error);
    };
    expect(one(' true', (d) => d.decodeBool())).toBe(true);
    expect(one('false ', (d) => d.decodeBool())).toBe(false);
    expect(one('tru', (d) => d.decodeBool())).toEqual([0, '', 'boolean', 'boolean']);
    expect(one('1', (d) => d.decodeBool())).toEqual([0, '', 'boolean', 'number']);
    expect(one('null', (d) => d.decodeNull())).toBeNull();
    expect(one('nil', (d) => d.decodeNull())).toEqual([0, '', 'null', 'null']);
    expect(one('"x"', (d) => d.decodeNull())).toEqual([0, '', 'null', 'string']);
    expect(one(' null', (d) => d.tryNull())).toBe(true);
    expect(one('nul', (d) => d.tryNull())).toEqual([0, '', 'null', 'null']);
    expect(one('"x"', (d) => [d.tryNull(), d.decodeString()])).toEqual([false, 'x']);
  });

  it('reports anything else thrown inside as an error value', () => {
    const r = decode('[1]', () => {
      throw new TypeError('boom');
    });
    expect(r.ok ? null : [r.error.expected, r.error.found]).toEqual(['input this decoder reads', 'an internal error (TypeError: boom)']);
  });

  it('never throws out of decode, whatever the reader does with the input', () => {
    const r = rng(9);
    const readers: Array<(d: Decoder) => unknown> = [(d: Decoder) => d.decodeString(), (d: Decoder) => d.decodeFloat(), (d: Decoder) => d.decodeInt64(), (d: Decoder) => d.decodeRaw(), (d: Decoder) => d.decodeBool()];
    for (let i = 0; i < 2000; i++) {
      const bytes = new Uint8Array(r.int(12)).map(() => '{}[]",:\\0123456789-+.eEtrufalsn \n\xff\xc3'.charCodeAt(r.int(36)));
      for (const read of readers) expect(() => decode(bytes, read)).not.toThrow();
    }
  });
});
