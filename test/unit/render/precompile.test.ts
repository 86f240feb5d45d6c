import { generateTarget } from '../../../generator/targets/render-target.js';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildModel } from '../../../generator/pipeline.js';
import { loadTemplateSet } from '../../../generator/render/load.js';
import { compiledFor, precompiledModule, type PrecompiledModule } from '../../../generator/render/precompile.js';
import { createRenderer, type TemplateSet } from '../../../generator/render/renderer.js';
import { targets } from '../../../generator/targets/registry.js';

const sources = (lang: string): TemplateSet => {
  const { templates, partials, runtime } = loadTemplateSet(lang);
  return { templates, partials, runtime };
};

/** The module the build would write for `set`, loaded the way the loader loads it. */
function built(set: TemplateSet, name: string): PrecompiledModule {
  const file = join(mkdtempSync(join(tmpdir(), 'jsongen-precompiled-')), `${name}.cjs`);
  writeFileSync(file, precompiledModule(set));
  return createRequire(import.meta.url)(file) as PrecompiledModule;
}

const model = buildModel(['examples/twitter.schema.json', 'examples/citm_catalog.schema.json', 'examples/petstore.schema.json'], {
  keepUnknown: false,
  unsupported: 'error',
});

describe('templates compiled ahead of time', () => {
  it.each(targets.map((t) => [t.name, t] as const))('%s: render exactly what the sources render', (name, target) => {
    if (!model.ok) throw new Error('the example model does not build');
    const set = sources(name);
    const compiled = compiledFor(set, built(set, name));
    if (compiled === undefined) throw new Error('the built module does not match its own sources');
    expect(compiled.templates.size).toBe(set.templates.size);
    expect(compiled.partials.size).toBe(set.partials.size);
    const fromSources = generateTarget(target, model.value, { package: target.capabilities.defaultPackage }, createRenderer(set));
    const fromBuild = generateTarget(target, model.value, { package: target.capabilities.defaultPackage }, createRenderer({ ...set, compiled }));
    expect(fromSources.ok).toBe(true);
    expect(fromBuild).toEqual(fromSources);
  });

  it('are not used once a template source has changed', () => {
    const set = sources('go');
    const module = built(set, 'go');
    const [name, source] = [...set.templates][0] ?? ['', ''];
    const edited = { ...set, templates: new Map([...set.templates, [name, `${source} `]]) };
    expect(compiledFor(set, module)).toBeDefined();
    expect(compiledFor(edited, module)).toBeUndefined();
  });

  it('are not used when a template was added since the build', () => {
    const set = sources('scala');
    const module = built(set, 'scala');
    const added = { ...set, partials: new Map([...set.partials, ['extra', 'x']]) };
    expect(compiledFor(added, module)).toBeUndefined();
  });

  it('are not used for another target set', () => {
    expect(compiledFor(sources('haskell'), built(sources('go'), 'go'))).toBeUndefined();
  });
});
