import { describe, expect, it } from 'vitest';
import type { Decl, Model } from '../../../generator/ir/types.js';
import { nameTable } from '../../../generator/targets/typescript/names.js';

function alias(id: string, hint: string): Decl {
  return { kind: 'alias', id, origin: { file: 'x.json', pointer: id }, nameHint: [hint], type: { kind: 'string' } };
}

describe('TypeScript names', () => {
  it('types never take a reserved word, a global name or a runtime export', () => {
    const hints = ['string', 'Array', 'Record', 'Uint8Array', 'DecodeError', 'RawJSON', 'Result', 'Promise', 'Object'];
    const model: Model = { decls: hints.map((h, i) => alias(`#/${i}`, h)), roots: ['#/0'] };
    const names = [...nameTable(model).values()].map((n) => n.type);
    for (const h of hints) expect(names).not.toContain(h);
    expect(new Set(names).size).toBe(names.length);
  });

  it('codec functions stay unique when type names run into each other', () => {
    const model: Model = { decls: [alias('#/a', 'Foo'), alias('#/b', 'FooToString'), alias('#/c', 'foo')], roots: ['#/a'] };
    const table = nameTable(model);
    const fns = [...table.values()].flatMap((n) => Object.values(n.aux));
    expect(new Set(fns).size).toBe(fns.length);
    expect(table.get('#/a')?.aux).toEqual({ decode: 'decodeFoo', encode: 'encodeFoo', encodeToString: 'encodeFooToString' });
  });

  it('record members are the JSON keys; the extra member takes a name no key has', () => {
    const record: Decl = {
      kind: 'record',
      id: '#/r',
      origin: { file: 'x.json', pointer: '' },
      nameHint: ['R'],
      fields: ['additionalProperties', '__proto__', ''].map((k) => ({ jsonName: k, type: { kind: 'string' }, required: false, origin: { file: 'x.json', pointer: '' } })),
      unknownKeys: { kind: 'map', values: { kind: 'string' } },
    };
    const n = nameTable({ decls: [record], roots: ['#/r'] }).get('#/r');
    expect(n?.members).toEqual(['additionalProperties', '__proto__', '']);
    expect(n?.extra).toBe('additionalProperties2');
  });
});
