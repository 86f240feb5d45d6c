/**
 * A member's key as a decoder compares it where it stands (see the targets' READMEs, "Keys in
 * declaration order"): the key as the encoders write it, `"key"` with its quotes, in UTF-8, as
 * little-endian 64-bit words. Targets lay the words out as literals of their own language.
 */
import { jsonString, utf8Bytes } from './json-text.js';

/** The words of a quoted key: one to `maxKeyWords`, read at `offsets`; `mask` keeps a short key's bytes of its one word. */
export interface QuotedKeyWords {
  /** The bytes of the key with its quotes. */
  readonly length: number;
  /** Unsigned words, each the eight bytes at its offset (fewer for a key under eight bytes, zero above). */
  readonly words: readonly bigint[];
  /** Where each word is read: 0, 8, 16, ..., then `length - 8` for the last (it may overlap the one before). */
  readonly offsets: readonly number[];
  /** The bytes of the first word that belong to the key: all ones from eight bytes on. */
  readonly mask: bigint;
}

/** Keys compared in at most this many words (32 bytes with their quotes); longer keys are read in general. */
export const maxKeyWords = 4;

/** The words of `jsonName`'s quoted key, or undefined when it takes more than `maxKeyWords` words. */
export function quotedKeyWords(jsonName: string): QuotedKeyWords | undefined {
  const bytes = utf8Bytes(jsonString(jsonName));
  const n = bytes.length;
  if (n > 8 * maxKeyWords) return undefined;
  const offsets = n <= 8 ? [0] : [...[0, 8, 16].filter((at) => at + 8 < n), n - 8];
  return {
    length: n,
    words: offsets.map((at) => littleEndianWord(bytes, at)),
    offsets,
    mask: n >= 8 ? (1n << 64n) - 1n : (1n << BigInt(8 * n)) - 1n,
  };
}

/** Up to `width` (at most eight) bytes from `at` as an unsigned little-endian integer. */
export function littleEndianWord(bytes: Uint8Array, at: number, width = 8): bigint {
  // two 32-bit halves in plain numbers, then one BigInt: a BigInt step per byte allocates each time
  let low = 0;
  let high = 0;
  for (let i = Math.min(at + width, bytes.length) - 1; i >= at; i--) {
    if (i - at >= 4) high = high * 256 + (bytes[i] as number);
    else low = low * 256 + (bytes[i] as number);
  }
  return high === 0 ? BigInt(low) : (BigInt(high) << 32n) | BigInt(low);
}
