/**
 * The generated TypeScript encoders on values that have no JSON text: both forms, `encodeT`
 * (size pass, then write pass into bytes) and `encodeTToString` (the write pass alone, into a
 * string), throw the runtime's EncodeError for each, and write the same text for values that
 * have one. The module is generated from test/data/encode-errors/item.schema.json into .build/
 * and imported (vitest compiles it).
 */
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../generator/cli/main.js';
import { buildRoot, repoRoot } from '../harness/paths.js';

interface Generated {
  decodeItem(input: string): { ok: true; value: Record<string, unknown> } | { ok: false; error: { message: string } };
  encodeItem(v: unknown): Uint8Array;
  encodeItemToString(v: unknown): string;
  EncodeError: new (...args: never[]) => Error;
  RawJSON: new (json: string) => unknown;
}

const out = join(buildRoot, 'typescript-encode-errors');
let g: Generated;

beforeAll(async () => {
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  expect(main([join(repoRoot, 'test', 'data', 'encode-errors', 'item.schema.json'), '--lang', 'typescript', '-o', out])).toBe(0);
  g = (await import(pathToFileURL(join(out, 'index.ts')).href)) as Generated;
});

const valid = '{"pair":[1.5,-2],"count":7,"size":0.1,"name":"é\\n😀","color":"red","shape":{"kind":"square","side":2},"extra":{"a":[1,"b"]}}';

function item(): Record<string, unknown> {
  const r = g.decodeItem(valid);
  if (!r.ok) throw new Error(r.error.message);
  return { ...r.value };
}

describe('generated TypeScript encoders', () => {
  it('write the same text in both forms', () => {
    const v = item();
    expect(new TextDecoder().decode(g.encodeItem(v))).toBe(valid);
    expect(g.encodeItemToString(v)).toBe(valid);
  });

  const bad: Array<[string, (v: Record<string, unknown>) => void]> = [
    ['a tuple longer than its items', (v) => (v.pair = [1, 2, 3])],
    ['a non-finite double in a tuple', (v) => (v.pair = [1, Infinity])],
    ['a non-finite double', (v) => (v.size = NaN)],
    ['a fraction in an integer member', (v) => (v.count = 1.5)],
    ['a lone surrogate', (v) => (v.name = 'a\ud800b')],
    ['a value outside its enum', (v) => (v.color = 'blue')],
    ['a union member of no variant', (v) => (v.shape = { kind: 'triangle', side: 1 })],
    ['invalid raw JSON', (v) => (v.extra = new g.RawJSON('{"a":'))],
  ];
  for (const [what, spoil] of bad) {
    it(`refuse ${what} in both forms`, () => {
      const v = item();
      spoil(v);
      expect(() => g.encodeItem(v)).toThrow(g.EncodeError);
      expect(() => g.encodeItemToString(v)).toThrow(g.EncodeError);
    });
  }
});
