import { describe, expect, it } from 'vitest';
import { loadRuntimeSources } from '../../../generator/render/load.js';
import { placeRuntimeFile, runtimeFiles } from '../../../generator/targets/scala/runtime.js';
import { generateUnit } from './build.js';

const sources = loadRuntimeSources('scala');

describe('the Scala runtime copied into a generated package', () => {
  it('is every source of runtime/scala/src, by name, with role runtime', () => {
    expect([...sources.keys()]).toEqual(['JsonGenReader.scala', 'JsonGenRegex.scala', 'JsonGenRuntime.scala', 'JsonGenSchema.scala', 'JsonGenTypes.scala']);
    const runtime = generateUnit().files.filter((f) => f.role === 'runtime');
    expect(runtime.map((f) => f.path)).toEqual([...sources.keys()].map((n) => `unit/model/${n}`));
  });

  it('changes only the package clause and the private[...] scope', () => {
    const placed = runtimeFiles(sources, 'com.acme.model');
    expect(placed.diagnostics).toEqual([]);
    const files = placed.ok ? placed.value : [];
    for (const file of files) {
      const source = sources.get(file.path.slice('com/acme/model/'.length)) ?? '';
      expect(file.content).toContain('\npackage com.acme.model\n');
      expect(file.content).not.toContain('jsongen.runtime');
      expect(file.content).not.toContain('[runtime]');
      const back = file.content.replace('\npackage com.acme.model\n', '\npackage jsongen.runtime\n').replaceAll('private[model]', 'private[runtime]');
      expect(back).toBe(source);
    }
    expect(files.some((f) => f.content.includes('private[model]'))).toBe(true);
  });

  it('refuses a source that breaks the placeholder rule', () => {
    expect(placeRuntimeFile('object A\n', 'p')).toEqual({ problem: "expected one line 'package jsongen.runtime', found 0" });
    expect(placeRuntimeFile('package jsongen.runtime\npackage jsongen.runtime\n', 'p')).toHaveProperty('problem');
    expect(placeRuntimeFile('package jsongen.runtime\nval x = jsongen.runtime.A\n', 'p')).toHaveProperty('problem');
    expect(placeRuntimeFile('package jsongen.runtime\nclass A private[runtime] (x: Int)\n', 'a.b')).toEqual({ content: 'package a.b\nclass A private[b] (x: Int)\n' });
  });

  it('is an error when the runtime sources are missing', () => {
    expect(runtimeFiles(new Map(), 'p').diagnostics.map((d) => d.code)).toEqual(['E_RUNTIME']);
  });
});
