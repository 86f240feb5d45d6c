/**
 * The program fuzzer's short run (`npm run fuzz -- programs` runs more): random schemas of the
 * keywords schema-check programs evaluate, in all five drafts, their instances judged by the reference interpreter,
 * @hyperjump/json-schema, ajv and the TypeScript runtime's interpreter. The seeds include those of
 * the shared schema-program vectors, so the verdicts every runtime replays are the oracle's.
 */
import { describe, expect, it } from 'vitest';
import type { SchemaProgram } from '../../generator/plan/schema-program/program.js';
import { compileSchemaValue } from '../harness/schema-program.js';
import { DIALECTS } from './program-dialects.js';
import { randomProgramCase, VECTOR_SEEDS } from './program-gen.js';
import { describeProgramFailure, runProgramFuzz } from './program-run.js';

const seeds = [...VECTOR_SEEDS, ...Array.from({ length: 150 }, (_, i) => `npm-test/${i}`)];

describe('program fuzzer', () => {
  it('makes the same case from a seed, different cases from different seeds', () => {
    expect(JSON.stringify(randomProgramCase('a', 10))).toBe(JSON.stringify(randomProgramCase('a', 10)));
    const schemas = new Set(seeds.map((s) => JSON.stringify(randomProgramCase(s, 1).schema)));
    expect(schemas.size).toBeGreaterThan(seeds.length - 5);
    const all = [...schemas].join('');
    for (const keyword of [
      '"not"',
      '"if"',
      '"contains"',
      '"unevaluatedProperties"',
      '"unevaluatedItems"',
      '"dependentSchemas"',
      '"dependencies"',
      '"additionalItems"',
      '"$ref"',
      '"oneOf"',
      '"$dynamicRef"',
      '"$recursiveRef"',
      '"$id"',
    ])
      expect(all, keyword).toContain(keyword);
    for (const d of DIALECTS) expect(all, d.name).toContain(JSON.stringify(d.uri));
  });

  it('gives the oracle verdict and the reference pointers on the fixed seeds', async () => {
    const report = await runProgramFuzz(seeds, 30);
    expect(report.failures.map(describeProgramFailure)).toEqual([]);
    expect(report.instances).toBe(seeds.length * 30);
    // both verdicts are common, so a keyword is seen passing and failing
    expect(report.accepted / report.instances).toBeGreaterThan(0.2);
    expect(report.accepted / report.instances).toBeLessThan(0.8);
  }, 120_000);

  it('fails when the programs are wrong', async () => {
    // every program without the first operation of its root node
    const faulty = (id: string, schema: unknown): SchemaProgram | string => {
      const p = compileSchemaValue(id, schema);
      if (typeof p === 'string') return p;
      return { ...p, nodes: p.nodes.map((n, i) => (i === p.root ? { ...n, ops: n.ops.slice(1) } : n)) };
    };
    const report = await runProgramFuzz(seeds.slice(0, 60), 30, faulty);
    expect(report.failures.filter((f) => f.stage === 'verdict').length).toBeGreaterThan(10);
  }, 120_000);
});
