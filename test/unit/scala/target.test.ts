import { stringLiteral } from '../../../generator/ir/literal.js';
import { generateTarget } from '../../../generator/targets/render-target.js';
import { describe, expect, it } from 'vitest';
import type { Model } from '../../../generator/ir/types.js';
import { docComment, scalaDouble, scalaString } from '../../../generator/targets/scala/literals.js';
import { assignNames, checkPackage } from '../../../generator/targets/scala/names.js';
import { scalaTypeNames } from '../../../generator/targets/scala/reserved.js';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../../harness/paths.js';
import { recursionPlan } from '../../../generator/plan/recursion.js';
import { keyTests } from '../../../generator/targets/scala/codec-record-read.js';
import { loadTemplateSet } from '../../../generator/render/load.js';
import { createRenderer } from '../../../generator/render/renderer.js';
import { scalaTarget } from '../../../generator/targets/scala/index.js';
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

  it('keeps declared types from shadowing standard names and from the runtime type and file names (case-folded)', () => {
    const model: Model = {
      decls: ['Option', 'Vector', 'JsonReader', 'Presence', 'jsongen runtime'].map((n) => ({ kind: 'enum', id: n, origin, nameHint: [n], members: [{ value: stringLiteral('a') }], open: false })),
      roots: [],
    };
    expect([...assignNames(model).decls.values()]).toEqual(['OptionValue', 'VectorValue', 'JSONReader2', 'PresenceValue', 'JsongenRuntime2']);
  });

  it('reserves every standard name the runtime uses unqualified (a type of that name in the package would shadow it)', () => {
    const dir = join(repoRoot, 'runtime', 'scala', 'src');
    const sources = readdirSync(dir).map((f) =>
      readFileSync(join(dir, f), 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/\/\/.*$/gm, '')
        .replace(/"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)'/g, '""'),
    );
    const names = (re: RegExp): Set<string> => new Set(sources.flatMap((t) => [...t.matchAll(re)].map((m) => m[1] as string)));
    const defined = names(/\b(?:class|object|trait|type|enum|val|var|def|case)\s+([A-Z]\w*)/g);
    const imported = new Set(sources.flatMap((t) => [...t.matchAll(/^\s*import\s+(.*)$/gm)].flatMap((m) => [...(m[1] as string).matchAll(/\b([A-Z]\w*)\b/g)].map((n) => n[1] as string))));
    // One-letter names are type parameters.
    const unqualified = [...names(/(?<![.\w])([A-Z]\w+)\b/g)].filter((n) => !defined.has(n) && !imported.has(n));
    expect(unqualified.length).toBeGreaterThan(10);
    expect(unqualified.filter((n) => !scalaTypeNames.has(n)).sort()).toEqual([]);
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
  const string = (pattern: string) => ({ kind: 'string' as const, pattern });
  const model: Model = {
    decls: [
      {
        kind: 'record', id: 'r', origin, nameHint: ['R'],
        unknownKeys: { kind: 'map', values: { kind: 'bool' }, keyPattern: '^x-' },
        fields: [
          { jsonName: 'a', type: string('^\\p{Lu}'), required: true, origin },
          { jsonName: 'b', type: string('^\\p{Lu}'), required: true, origin },
          { jsonName: 'c', type: { kind: 'map', values: string('^x-'), keyPattern: '(?<=\\$)\\d' }, required: true, origin },
        ],
      },
      { kind: 'alias', id: 's', origin, nameHint: ['S'], type: string('^\\p{Lu}') },
    ],
    roots: ['r', 's'],
  };
  const generated = generateTarget(scalaTarget, model, { package: 'p.q' }, createRenderer(loadTemplateSet('scala')));

  it('puts one program per distinct pattern in the package, shared by every check, and warns of nothing', () => {
    if (!generated.ok) throw new Error(JSON.stringify(generated.diagnostics));
    expect(generated.diagnostics).toEqual([]);
    const file = generated.value.files.find((f) => f.path === 'p/q/JsonGenPatterns.scala');
    expect(file?.role).toBe('code');
    expect(file?.content.match(/val pattern\d+: JsonGenRegex.Program = /g)).toHaveLength(3);
    expect(file?.content).toContain('private[q] object JsonGenPatterns:');
    const code = generated.value.files.filter((f) => f.role === 'code').map((f) => f.content).join('\n');
    for (const name of ['pattern1', 'pattern2', 'pattern3']) expect(code).toContain(`JsonGenRegex.test(JsonGenPatterns.${name}, `);
    expect(generated.value.files.map((f) => f.content).join('\n')).not.toContain('java.util.regex');
  });

  it('writes no patterns file when nothing matches a pattern', () => {
    const plain = generateTarget(scalaTarget, recordOf(['a']), { package: 'p' }, createRenderer(loadTemplateSet('scala')));
    expect(plain.ok && plain.value.files.some((f) => f.path.endsWith('JsonGenPatterns.scala'))).toBe(false);
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
    expect([...recursionPlan(model).recursiveAliases]).toEqual(['a']);
  });

  it('writes one manifest entry per declaration and the runtime file', () => {
    const out = generateUnit();
    expect(out.manifest.map((m) => m.file)).toContain('unit/model/Everything.scala');
    expect(out.manifest.filter((m) => m.root).map((m) => m.name)).toEqual(['Everything']);
    expect(out.files.filter((f) => f.role === 'runtime').map((f) => f.path)).toContain('unit/model/JsonGenRuntime.scala');
  });
});
