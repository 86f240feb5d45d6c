import { describe, expect, it } from 'vitest';
import type { Model } from '../../../generator/ir/types.js';
import { docComment, scalaDouble, scalaString } from '../../../generator/targets/scala/literals.js';
import { assignNames, checkPackage } from '../../../generator/targets/scala/names.js';
import { translatePattern } from '../../../generator/targets/scala/pattern.js';
import { cyclicAliases } from '../../../generator/targets/scala/cycles.js';
import { keyTests } from '../../../generator/targets/scala/codec-record-read.js';
import { generateUnit } from './build.js';

const origin = { file: 'x.json', pointer: '' };

function recordOf(keys: readonly string[]): Model {
  const fields = keys.map((k) => ({ jsonName: k, type: { kind: 'bool' as const }, required: true, origin }));
  return { decls: [{ kind: 'record', id: 'r', origin, nameHint: ['R'], unknownKeys: { kind: 'skip' }, fields }], roots: ['r'] };
}

describe('Scala names', () => {
  it('escapes keywords with backticks, after resolving collisions', () => {
    const names = assignNames(recordOf(['type', 'type', 'given', 'then', 'this', 'enum', 'export', 'protected'])).members.get('r');
    expect(names).toEqual(['`type`', 'type2', '`given`', '`then`', '`this`', '`enum`', '`export`', '`protected`']);
  });

  it('renames members inherited by case classes, and keeps them distinct', () => {
    const names = assignNames(recordOf(['hashCode', 'hashCodeField', 'copy', '2fa', ''])).members.get('r');
    expect(names).toEqual(['hashCodeField', 'hashCodeField2', 'copyField', 'n2fa', 'empty']);
  });

  it('keeps declared types from shadowing standard names and from the runtime file name (case-folded)', () => {
    const model: Model = {
      decls: ['Option', 'Vector', 'JsonReader', 'Presence', 'jsongen runtime'].map((n) => ({ kind: 'enum', id: n, origin, nameHint: [n], values: ['a'] })),
      roots: [],
    };
    expect([...assignNames(model).decls.values()]).toEqual(['OptionValue', 'VectorValue', 'JSONReader', 'PresenceValue', 'JsongenRuntime2']);
  });

  it('checks package names', () => {
    expect(checkPackage('acme.model')).toBeNull();
    expect(checkPackage('acme.type')).toMatch(/keyword/);
    expect(checkPackage('acme..model')).not.toBeNull();
    expect(checkPackage('1acme')).not.toBeNull();
  });
});

describe('Scala literals', () => {
  it('escapes adversarial strings', () => {
    expect(scalaString('a"b\\n\n*/$\u2028\u{1F600}')).toBe('"a\\"b\\\\n\\u000a*/$\\u2028\\ud83d\\ude00"');
    expect(docComment('x */ y /* z', '')).toEqual(['/** x * / y / * z */']);
    expect(scalaDouble(1e21)).toBe('1e21');
    expect(scalaDouble(2)).toBe('2.0');
  });

  it('compares keys as little-endian words, the last one overlapping', () => {
    expect(keyTests('id', 'h')).toEqual([`h == ${0x6469}L`]);
    expect(keyTests('é', 'h')).toEqual([`h == ${0xa9c3}L`]);
    expect(keyTests('abcdefghij', 'h')).toEqual(['h == 7523094288207667809L', 'r.keyWord(2) == 7667774633883821155L']);
  });
});

describe('Scala patterns', () => {
  it('rewrites constructs java.util.regex reads differently', () => {
    expect(translatePattern('^a.b$').source).toBe('^a[^\\n\\r\\u2028\\u2029]b\\z');
    expect(translatePattern('[$.]').source).toBe('[$.]');
    expect(translatePattern('\\p{L}').differences).not.toEqual([]);
    expect(translatePattern('^[a-z]+$').differences).toEqual([]);
  });
});

describe('Scala generation', () => {
  it('is deterministic', () => {
    expect(generateUnit()).toEqual(generateUnit());
  });

  it('boxes aliases that refer to themselves', () => {
    const model: Model = {
      decls: [{ kind: 'alias', id: 'a', origin, nameHint: ['A'], type: { kind: 'array', items: { kind: 'ref', target: 'a' }, uniqueItems: false } }],
      roots: ['a'],
    };
    expect([...cyclicAliases(model)]).toEqual(['a']);
  });

  it('writes one manifest entry per declaration and the runtime file', () => {
    const out = generateUnit();
    expect(out.manifest.map((m) => m.file)).toContain('unit/model/Everything.scala');
    expect(out.manifest.filter((m) => m.root).map((m) => m.name)).toEqual(['Everything']);
    expect(out.files.filter((f) => f.role === 'runtime').map((f) => f.path)).toContain('unit/model/JsonGenRuntime.scala');
  });
});
