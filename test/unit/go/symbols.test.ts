import { generateTarget } from '../../../generator/targets/render-target.js';
import { describe, expect, it } from 'vitest';
import { loadTemplateSet } from '../../../generator/render/load.js';
import { createRenderer } from '../../../generator/render/renderer.js';
import { goTarget } from '../../../generator/targets/go/index.js';
import { createLocal, createPackageUse } from '../../../generator/targets/go/symbols.js';
import { alias, array, field, int, map, modelOf, record, ref, str } from './models.js';

const imports = (code: string): string[] => {
  const block = /^import \(\n((?:\t"[^"]+"\n)*)\)/m.exec(code);
  const single = /^import "([^"]+)"$/m.exec(code);
  if (block !== null) return [...(block[1] as string).matchAll(/"([^"]+)"/g)].map((m) => m[1] as string);
  return single === null ? [] : [single[1] as string];
};

const codecOf = (decls: Parameters<typeof modelOf>[0], root: string): string => {
  const out = generateTarget(goTarget, modelOf(decls, root), { package: 'p' }, createRenderer(loadTemplateSet('go')));
  if (!out.ok) throw new Error(out.diagnostics.map((d) => d.message).join('\n'));
  return out.value.files.find((f) => f.path === 'jsongen_codec.go')?.content ?? '';
};

describe('Go symbols', () => {
  it('packages are recorded where code names them, in import order', () => {
    const packages = createPackageUse();
    expect(packages.used()).toEqual([]);
    expect(packages.qualify('strconv', 'Itoa')).toBe('strconv.Itoa');
    expect(packages.qualify('math', 'Inf')).toBe('math.Inf');
    expect(packages.used()).toEqual(['math', 'strconv']);
  });

  it('a local is declared only once referred to', () => {
    const unused = createLocal('start');
    expect(unused.declare('start := d.pos')).toEqual([]);
    const used = createLocal('start');
    expect(`d.errAt(${used.ref()})`).toBe('d.errAt(start)');
    expect(used.used).toBe(true);
    expect(used.declare('start := d.pos')).toEqual(['start := d.pos']);
  });

  it('names of packages and selectors in keys and type names import nothing', () => {
    const code = codecOf(
      [
        record('strconv.Itoa', [field('strconv.Itoa', str), field('math.Inf', int), field('regexp.x', ref('sort.Slice'))]),
        alias('sort.Slice', array(str)),
      ],
      'strconv.Itoa',
    );
    expect(code).toContain('"strconv.Itoa"');
    expect(code).toContain('"regexp.x"');
    expect(imports(code)).toEqual([]);
  });

  it('the packages really used are imported', () => {
    const code = codecOf([record('R', [field('a', array(str, { minItems: 2 })), field('m', map(str))], { kind: 'reject' })], 'R');
    expect(imports(code)).toEqual(['strconv']);
  });
});
