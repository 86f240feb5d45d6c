import { generateTarget } from '../../../generator/targets/render-target.js';
import { describe, expect, it } from 'vitest';
import { loadRuntimeSources, loadTemplateSet } from '../../../generator/render/load.js';
import { createRenderer } from '../../../generator/render/renderer.js';
import { haskellTarget } from '../../../generator/targets/haskell/index.js';
import { nameModel } from '../../../generator/targets/haskell/names.js';
import { unitModels } from '../go/cases.js';
import { haskellModels } from './models.js';

const render = () => createRenderer(loadTemplateSet('haskell'));
const all = [...unitModels, ...haskellModels];

describe('Haskell target generation', () => {
  it('is deterministic: the same model gives byte-identical files', () => {
    for (const m of all) {
      const a = generateTarget(haskellTarget, m.model, { package: 'Acme.Model' }, render());
      const b = generateTarget(haskellTarget, m.model, { package: 'Acme.Model' }, render());
      expect(a.ok && b.ok).toBe(true);
      if (a.ok && b.ok) expect(a.value.files).toEqual(b.value.files);
    }
  });

  it('writes the module and its support module inside the module namespace', () => {
    const m = all[0];
    if (m === undefined) throw new Error('no model');
    const r = generateTarget(haskellTarget, m.model, { package: 'Acme.Model' }, render());
    if (!r.ok) throw new Error('generation failed');
    const [code, ...runtime] = r.value.files;
    expect(code?.path).toBe('Acme/Model.hs');
    expect(code?.role).toBe('code');
    expect(code?.content).toMatch(/^import qualified Acme\.Model\.JsonGenRuntime as R$/m);
    const facade = runtime.find((f) => f.path === 'Acme/Model/JsonGenRuntime.hs');
    expect(facade?.content).toMatch(/^module Acme\.Model\.JsonGenRuntime$/m);
    expect(runtime.length).toBeGreaterThan(1);
    for (const f of runtime) {
      expect(f.role).toBe('runtime');
      expect(f.path).toMatch(/^Acme\/Model\/JsonGenRuntime(\/[A-Z][A-Za-z]*)?\.hs$/);
      const name = f.path.slice(0, -'.hs'.length).split('/').join('.');
      expect(f.content).toMatch(new RegExp(`^module ${name.split('.').join('\\.')}\\b`, 'm'));
    }
  });

  it('reports missing runtime sources as an error', () => {
    const m = all[0];
    if (m === undefined) throw new Error('no model');
    const r = generateTarget(haskellTarget, m.model, { package: 'Acme.Model' }, createRenderer({ ...loadTemplateSet('haskell'), runtime: new Map() }));
    expect(r.diagnostics.map((d) => [d.code, d.severity])).toEqual([['E_RUNTIME', 'error']]);
  });

  it('copies every runtime source, with the placeholder set only in module and import lines', () => {
    const sources = loadRuntimeSources('haskell');
    const m = all[0];
    if (m === undefined) throw new Error('no model');
    const r = generateTarget(haskellTarget, m.model, { package: 'Acme.Model' }, render());
    if (!r.ok) throw new Error('generation failed');
    const runtime = r.value.files.filter((f) => f.role === 'runtime');
    expect(runtime.map((f) => f.path)).toEqual([...sources.keys()].map((p) => p.replace(/^JsonGenPackage\//, 'Acme/Model/')));
    for (const f of runtime) {
      const source = sources.get(f.path.replace(/^Acme\/Model\//, 'JsonGenPackage/')) ?? '';
      const before = source.split('\n');
      const after = f.content.split('\n');
      expect(after.length).toBe(before.length);
      before.forEach((line, i) => {
        if (/^(module|import( qualified)?) JsonGenPackage\./.test(line)) expect(after[i]).toBe(line.replace('JsonGenPackage.', 'Acme.Model.'));
        else expect(after[i]).toBe(line);
      });
      expect(f.content).not.toContain('JsonGenPackage');
    }
  });

  it('lists every declaration in the manifest with its Haskell type and the root flag', () => {
    for (const m of all) {
      const r = generateTarget(haskellTarget, m.model, { package: 'Acme.Model' }, render());
      if (!r.ok) throw new Error('generation failed');
      expect(r.value.manifest.map((e) => e.id)).toEqual(m.model.decls.map((d) => d.id));
      expect(r.value.manifest.filter((e) => e.root).map((e) => e.id)).toEqual(m.model.roots);
      for (const e of r.value.manifest) {
        expect(e.file).toBe('Acme/Model.hs');
        expect(e.name).toMatch(/^[A-Z][A-Za-z0-9_']*$/);
      }
    }
  });

  it('checks every pattern, lookarounds included, without warnings', () => {
    const m = unitModels.find((x) => x.name === 'constraints');
    if (m === undefined) throw new Error('no constraints model');
    const r = generateTarget(haskellTarget, m.model, { package: 'Acme.Model' }, render());
    expect(r.diagnostics).toEqual([]);
    if (!r.ok) throw new Error('generation failed');
    const code = r.value.files.find((f) => f.role === 'code')?.content ?? '';
    expect(code).toMatch(/R\.checkedPattern re'\d+ "a string matching \/\^\(\?!x\)\/"/);
  });

  it('keeps types, constructors and functions collision-free and off reserved words', () => {
    const m = haskellModels.find((x) => x.name === 'haskell-names');
    if (m === undefined) throw new Error('no names model');
    const names = [...nameModel(m.model).values()];
    const typeLevel = names.flatMap((n) => [n.type, ...n.constructors]);
    const valueLevel = names.flatMap((n) => [n.encode, n.tryEncode, n.decode, n.decodeWith, n.size, n.write, n.decoder, n.keyIndex, ...n.fields]);
    expect(new Set(typeLevel).size).toBe(typeLevel.length);
    expect(new Set(valueLevel).size).toBe(valueLevel.length);
    expect(typeLevel).not.toContain('Maybe');
    expect(typeLevel).not.toContain('Text');
    expect(typeLevel).toContain('Maybe_');
    expect(typeLevel).toContain('MaybeTrue2');
    for (const v of valueLevel) expect(['let', 'in', 'type', 'data', 'class', 'where']).not.toContain(v);
  });
});
