/**
 * The schema-program conformance vectors (`test/data/schema-program-vectors.json`): for each
 * program compiled from a JSON-Schema-Test-Suite group or from one of the program fuzzer's vector
 * seeds, each instance's verdict and error as the reference interpreter decides them. Every
 * runtime's tests replay them.
 */
import { join } from 'node:path';
import { SCHEMA_PROGRAM_VERSION, type SchemaProgram } from '../../../../generator/plan/schema-program/program.js';
import { EVAL_DEPTH_LIMIT } from '../../../../generator/plan/schema-program/program.js';
import { repoRoot } from '../../../harness/paths.js';
import { compileSchemaValue, judge } from '../../../harness/schema-program.js';
import { randomProgramCase, VECTOR_INSTANCES, VECTOR_SEEDS } from '../../../fuzz/program-gen.js';
import { suiteProgramGroups } from './suite-programs.js';

export const vectorsPath: string = join(repoRoot, 'test', 'data', 'schema-program-vectors.json');

/** `[instance text, valid]` or `[instance text, false, schema pointer, instance pointer]`. */
export type Vector = readonly [string, true] | readonly [string, false, string, string];

export interface ProgramVectors {
  readonly group: string;
  readonly program: SchemaProgram;
  readonly vectors: readonly Vector[];
}

function toVector(program: SchemaProgram, data: string): Vector {
  const v = judge(program, data);
  return v.valid ? [data, true] : [data, false, v.error.schema, v.error.instance];
}

/**
 * The JSON-Schema-Test-Suite's groups (`<draft>/<file>#<group>`), then the program fuzzer's
 * vector seeds (`fuzz/vectors/<n>`: random schemas of every keyword programs evaluate, their
 * verdicts checked against @hyperjump/json-schema by test/fuzz/program-fuzz.test.ts).
 */
export function buildVectors(): ProgramVectors[] {
  const out: ProgramVectors[] = [];
  for (const g of suiteProgramGroups()) {
    if (typeof g.program === 'string') continue;
    const program = g.program;
    const vectors = g.tests.map((t) => toVector(program, t.data));
    out.push({ group: g.id, program, vectors });
  }
  return [...out, ...fuzzVectors(VECTOR_SEEDS, VECTOR_INSTANCES)];
}

/** The program fuzzer's programs of `seeds` (groups `fuzz/<seed>`), each with `count` instances judged by the reference. */
export function fuzzVectors(seeds: readonly string[], count: number): ProgramVectors[] {
  return seeds.map((seed) => {
    const c = randomProgramCase(seed, count);
    const program = compileSchemaValue(`fuzz-${seed}`, c.schema);
    if (typeof program === 'string') throw new Error(`program fuzzer seed ${seed} does not compile: ${program}`);
    return { group: `fuzz/${seed}`, program, vectors: c.instances.map((text) => toVector(program, text)) };
  });
}

/** One program and its vectors a line each, so diffs stay readable. */
export function renderVectors(programs: readonly ProgramVectors[]): string {
  const head = {
    about:
      'Schema-program conformance vectors: [instance, valid, schema pointer, instance pointer] per program; see generator/plan/schema-program/README.md. Written by scripts/schema-program-vectors.ts; do not edit.',
    version: SCHEMA_PROGRAM_VERSION,
    depthLimit: EVAL_DEPTH_LIMIT,
  };
  const body = programs.map(
    (p) =>
      `    {"group": ${JSON.stringify(p.group)},\n     "program": ${JSON.stringify(p.program)},\n     "vectors": [\n${p.vectors.map((v) => `       ${JSON.stringify(v)}`).join(',\n')}]}`,
  );
  return `{\n  "about": ${JSON.stringify(head.about)},\n  "version": ${head.version},\n  "depthLimit": ${head.depthLimit},\n  "programs": [\n${body.join(',\n')}\n  ]\n}\n`;
}
