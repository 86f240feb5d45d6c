/**
 * The layering of ARCHITECTURE.md: no target imports another target; the IR, the plan, the input
 * front ends, naming and wire rules import no target; the IR and the plan know no input format;
 * a target runs no IR pass and builds no reference graph (the plan decides recursion).
 */
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../harness/paths.js';
import { importEdges, layerOf, violation } from './imports.js';

describe('layering', () => {
  const edges = importEdges(repoRoot, 'generator');

  it('reads the module graph', () => {
    expect(edges.length).toBeGreaterThan(100);
    expect(edges.some((e) => layerOf(e.from) === 'targets/go' && layerOf(e.to) === 'ir')).toBe(true);
  });

  it('has no edge that breaks a layer', () => {
    const broken = edges.flatMap((e) => {
      const why = violation(e);
      return why === null ? [] : [`${e.from} → ${e.to}: ${why}`];
    });
    expect(broken).toEqual([]);
  });

  it('names the edges it forbids', () => {
    expect(violation({ from: 'generator/targets/go/codec.ts', to: 'generator/targets/scala/literals.ts' })).toMatch(/another target/);
    expect(violation({ from: 'generator/plan/checks.ts', to: 'generator/targets/go/literals.ts' })).toMatch(/plan imports a target/);
    expect(violation({ from: 'generator/ir/passes/cycles.ts', to: 'generator/targets/registry.ts' })).toMatch(/registry/);
    expect(violation({ from: 'generator/plan/checks.ts', to: 'generator/input/jsonschema/numbers.ts' })).toMatch(/input front end/);
    expect(violation({ from: 'generator/targets/scala/view.ts', to: 'generator/ir/passes/traverse.ts' })).toMatch(/IR pass/);
    expect(violation({ from: 'generator/targets/go/view.ts', to: 'generator/plan/graph.ts' })).toMatch(/reference groups/);
    expect(violation({ from: 'generator/targets/go/codec.ts', to: 'generator/targets/target.ts' })).toBeNull();
    expect(violation({ from: 'generator/targets/go/view.ts', to: 'generator/plan/recursion.ts' })).toBeNull();
    expect(violation({ from: 'generator/targets/go/codec.ts', to: 'generator/plan/checks.ts' })).toBeNull();
  });
});
