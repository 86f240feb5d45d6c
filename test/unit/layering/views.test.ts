/**
 * Templates only lay text out: a view handed to a template holds text, numbers, lists and
 * sub-views, never a boolean, so no `{{#if}}` in a template can test a decision. Presence of a
 * section is the presence of its sub-view or text. Checked on every shared case, every target.
 */
import { generateTarget } from '../../../generator/targets/render-target.js';
import { describe, expect, it } from 'vitest';
import { buildModel } from '../../../generator/pipeline.js';
import { loadTemplateSet } from '../../../generator/render/load.js';
import { createRenderer, type Renderer } from '../../../generator/render/renderer.js';
import { targets } from '../../../generator/targets/registry.js';
import { discoverCases } from '../../harness/cases.js';

/** Paths of the booleans inside a view (arrays folded to `[]`). */
export function booleanPaths(value: unknown, path = '', seen = new Set<string>()): Set<string> {
  if (typeof value === 'boolean') seen.add(path === '' ? '(view)' : path);
  else if (Array.isArray(value)) for (const item of value) booleanPaths(item, `${path}[]`, seen);
  else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) booleanPaths(item, path === '' ? key : `${path}.${key}`, seen);
  }
  return seen;
}

function spying(inner: Renderer, found: Set<string>): Renderer {
  return {
    runtime: inner.runtime,
    render(name, view) {
      for (const p of booleanPaths(view)) found.add(`${name}: ${p}`);
      return inner.render(name, view);
    },
  };
}

describe('views hold no decisions', () => {
  it('finds a boolean where there is one', () => {
    expect([...booleanPaths({ a: 'x', b: [{ c: true }], d: { e: false } })]).toEqual(['b[].c', 'd.e']);
  });

  for (const target of targets) {
    it(`${target.name}: no boolean in any view of any case`, () => {
      const found = new Set<string>();
      const renderer = spying(createRenderer(loadTemplateSet(target.name)), found);
      for (const spec of discoverCases().cases) {
        const model = buildModel([spec.schema], spec.options);
        if (!model.ok) continue;
        generateTarget(target, model.value, { package: target.capabilities.defaultPackage }, renderer);
      }
      expect([...found].sort()).toEqual([]);
    });
  }
});
