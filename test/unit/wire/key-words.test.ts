import { describe, expect, it } from 'vitest';
import { jsonString, utf8Bytes } from '../../../generator/wire/json-text.js';
import { littleEndianWord, maxKeyWords, quotedKeyWords } from '../../../generator/wire/key-words.js';

/** The quoted key rebuilt from its words: each word's bytes laid at its offset, the first under its mask. */
function rebuilt(length: number, words: readonly bigint[], offsets: readonly number[], mask: bigint): number[] {
  const out = new Array<number>(Math.max(length, 8)).fill(-1);
  words.forEach((w, k) => {
    const at = offsets[k] as number;
    const kept = k === 0 ? w & mask : w;
    for (let b = 0; b < 8 && at + b < length; b++) {
      const byte = Number((kept >> BigInt(8 * b)) & 0xffn);
      const prior = out[at + b] as number;
      if (prior !== -1 && prior !== byte) throw new Error(`overlapping words disagree at ${at + b}`);
      out[at + b] = byte;
    }
  });
  return out.slice(0, length);
}

describe('a quoted key as words', () => {
  it('covers every byte of keys of 1 to 32 bytes with its quotes, in the fewest words', () => {
    const names = [...Array.from({ length: 8 * maxKeyWords }, (_, c) => 'k'.repeat(c)), 'é', 'ké😀', 'é'.repeat(15)];
    for (const name of names) {
      const bytes = utf8Bytes(jsonString(name));
      const key = quotedKeyWords(name);
      if (bytes.length > 8 * maxKeyWords) {
        expect(key).toBeUndefined();
        continue;
      }
      if (key === undefined) throw new Error(`no words for ${bytes.length} bytes`);
      expect(key.length).toBe(bytes.length);
      expect(key.words.length).toBe(Math.max(1, Math.ceil(bytes.length / 8)));
      expect(key.offsets[key.offsets.length - 1]).toBe(bytes.length <= 8 ? 0 : bytes.length - 8);
      expect(rebuilt(key.length, key.words, key.offsets, key.mask)).toEqual([...bytes]);
      for (const w of key.words) expect(w >= 0n && w < 1n << 64n).toBe(true);
    }
  });

  it('masks a short key to its own bytes and keeps all of a long one', () => {
    expect(quotedKeyWords('a')).toEqual({ length: 3, words: [0x226122n], offsets: [0], mask: 0xffffffn });
    expect(quotedKeyWords('abcdef')?.mask).toBe((1n << 64n) - 1n);
    expect(quotedKeyWords('k'.repeat(31))).toBeUndefined();
    expect(quotedKeyWords('k'.repeat(30))?.offsets).toEqual([0, 8, 16, 24]);
    expect(quotedKeyWords('q"')?.length).toBe(5);
  });

  it('reads words little-endian, short at the end of the bytes', () => {
    expect(littleEndianWord(Uint8Array.from([1, 2, 3]), 0)).toBe(0x030201n);
    expect(littleEndianWord(Uint8Array.from([0, 0, 0, 0, 0, 0, 0, 0xff, 9]), 1)).toBe(0x09ff000000000000n);
    expect(littleEndianWord(Uint8Array.from([1, 2, 3, 4, 5, 6, 7, 8]), 0)).toBe(0x0807060504030201n);
    expect(littleEndianWord(new Uint8Array(8).fill(0xff), 0)).toBe((1n << 64n) - 1n);
    expect(littleEndianWord(Uint8Array.from([0x80, 0, 0, 0, 0x80]), 0)).toBe(0x8000000080n);
  });
});
