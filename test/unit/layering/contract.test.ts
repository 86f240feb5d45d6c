/**
 * The closed target contract (generator/targets/target.ts, ARCHITECTURE.md "A target is data plus
 * functions"): every registered target has exactly the contract's members, the same concept
 * files as every other target, a test harness, and renders planned facts instead of deciding them
 * again (a union's dispatch is read from the plan, never from the IR declaration).
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Decl, DeclId, UnionDecl } from '../../../generator/ir/types.js';
import { buildModel } from '../../../generator/pipeline.js';
import { planModel, type ModelPlan } from '../../../generator/plan/model.js';
import type { UnionPlan } from '../../../generator/plan/union.js';
import { targets } from '../../../generator/targets/registry.js';
import { TARGET_KEYS, type Target } from '../../../generator/targets/target.js';
import { discoverCases } from '../../harness/cases.js';
import { repoRoot } from '../../harness/paths.js';
import { harnesses } from '../../harness/registry.js';

/** Files every target folder has, one concept each, under the same name. */
export const CONCEPT_FILES = [
  'README.md', 'index.ts', 'names.ts', 'reserved.ts', 'types.ts', 'codec.ts', 'codec-record.ts', 'codec-union.ts',
  'checks.ts', 'literals.ts', 'view.ts', 'runtime.ts',
] as const;

/** Names of planned facts: a target file so named would decide one again. */
export const PLANNED_FACT_FILES = ['box.ts', 'cycles.ts', 'scc.ts', 'graph.ts', 'recursion.ts', 'dispatch.ts', 'presence.ts', 'decimal.ts'] as const;

/** Why a value does not have the contract's shape, or null. */
export function contractProblems(target: Target): string[] {
  const problems: string[] = [];
  const keys = Object.keys(target).sort();
  const expected = [...TARGET_KEYS].sort();
  if (JSON.stringify(keys) !== JSON.stringify(expected)) problems.push(`members ${keys.join(', ')}; the contract has ${expected.join(', ')}`);
  if (typeof target.naming !== 'function' || target.naming.length !== 1) problems.push('naming(plan) is not a function of the plan');
  if (typeof target.files !== 'function' || target.files.length !== 3) problems.push('files(plan, names, options) is not a function of plan, names and options');
  if (target.runtime?.lang !== target.name) problems.push(`its runtime rule is for ${String(target.runtime?.lang)}`);
  if (target.checkPackage(target.capabilities.defaultPackage) !== null) problems.push('its default package is not a valid package');
  if (!/^[a-z]+-[a-z]+$/.test(target.capabilities.packageFlag.flag)) problems.push('its package flag is not a --<lang>-<word> flag');
  return problems;
}

/** The plan with every union declaration watched: reading its `dispatch` records the union's id. */
export function watchedPlan(plan: ModelPlan, reads: DeclId[]): ModelPlan {
  const watch = (d: Decl): Decl =>
    d.kind !== 'union'
      ? d
      : new Proxy(d, {
          get(t, p, r) {
            if (p === 'dispatch') reads.push(d.id);
            return Reflect.get(t, p, r) as unknown;
          },
        });
  const decls = plan.model.decls.map(watch);
  const byId = new Map(decls.map((d) => [d.id, d]));
  const unions = new Map<DeclId, UnionPlan>(
    [...plan.unions].map(([id, u]) => [
      id,
      { ...u, decl: byId.get(id) as UnionDecl, variants: u.variants.map((v) => ({ ...v, names: v.names === null ? null : (byId.get(v.names.id) ?? v.names) })) },
    ]),
  );
  return { ...plan, model: { ...plan.model, decls }, unions };
}

describe('the target contract', () => {
  it('finds a target that does not keep to it', () => {
    const [first] = targets;
    const extended = { ...first, generate: () => null } as unknown as Target;
    expect(contractProblems(extended)).toEqual([expect.stringMatching(/^members .*generate/)]);
    const misnamed = { ...first, runtime: { ...first.runtime, lang: 'other' } } as unknown as Target;
    expect(contractProblems(misnamed)).toEqual([expect.stringMatching(/runtime rule is for other/)]);
  });

  for (const target of targets) {
    describe(target.name, () => {
      it('has exactly the contract members', () => {
        expect(contractProblems(target)).toEqual([]);
      });

      it('has every concept file and no file of a planned fact', () => {
        const files = readdirSync(join(repoRoot, 'generator/targets', target.name));
        expect(CONCEPT_FILES.filter((f) => !files.includes(f))).toEqual([]);
        expect(files.filter((f) => (PLANNED_FACT_FILES as readonly string[]).includes(f))).toEqual([]);
      });

      it('renders each union dispatch from the plan, never from the IR declaration', () => {
        const reads: DeclId[] = [];
        let unions = 0;
        for (const spec of discoverCases().cases) {
          const model = buildModel([spec.schema], spec.options);
          if (!model.ok) continue;
          const plan = planModel(model.value);
          if (!plan.ok) continue;
          unions += plan.value.unions.size;
          const watched = watchedPlan(plan.value, reads);
          target.files(watched, target.naming(watched), { package: target.capabilities.defaultPackage });
        }
        expect(unions).toBeGreaterThan(10);
        expect([...new Set(reads)]).toEqual([]);
      });
    });
  }

  it('every target has a test harness, in the registry order', () => {
    expect(harnesses.map((h) => h.lang)).toEqual(targets.map((t) => t.name));
  });
});
