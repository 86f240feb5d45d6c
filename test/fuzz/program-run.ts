/**
 * One program-fuzzer run over a list of seeds (program-gen.ts): each random schema is compiled to
 * a schema-check program and every instance is judged by the reference interpreter
 * (generator/plan/schema-program) and by two validators nobody here wrote:
 *
 * - @hyperjump/json-schema, the oracle: the reference must give its verdict;
 * - ajv, a second opinion: where it parts from both, the case is counted and shown as an ajv
 *   deviation (ajv's own bug), not a failure;
 *
 * and by the TypeScript runtime's interpreter over the instance's text (the same verdict, schema
 * pointer and instance pointer as the reference). The Go, Haskell and Scala runtimes replay the
 * reference's verdicts of a run as vectors (`npm run fuzz -- programs --runtimes`).
 */
import { registerSchema, setShouldValidateFormat, unregisterSchema, validate } from '@hyperjump/json-schema/draft-2020-12';
import '@hyperjump/json-schema/draft-2019-09';
import '@hyperjump/json-schema/draft-07';
import '@hyperjump/json-schema/draft-06';
import '@hyperjump/json-schema/draft-04';
import '@hyperjump/json-schema/formats';
import { compilerFor } from '../harness/random/ajv.js';
import type { SchemaProgram } from '../../generator/plan/schema-program/program.js';
import { compileSchemaValue, judge } from '../harness/schema-program.js';
import { runSchema } from '../../runtime/typescript/src/jsongen_runtime.js';
import type { SchemaProgram as RuntimeProgram } from '../../runtime/typescript/src/jsongen_runtime.js';
import { randomProgramCase } from './program-gen.js';

export type ProgramStage = 'compile' | 'oracle' | 'verdict' | 'runtime';

export interface ProgramFailure {
  readonly seed: string;
  readonly stage: ProgramStage;
  readonly schema: unknown;
  readonly instance: string | undefined;
  readonly detail: string;
}

export interface ProgramRunReport {
  readonly schemas: number;
  readonly instances: number;
  /** Instances the reference accepted (the rest it rejected): both should be common. */
  readonly accepted: number;
  readonly failures: readonly ProgramFailure[];
  /** Instances where ajv alone parts from the reference and the oracle (the first few kept). */
  readonly ajvDeviations: number;
  readonly ajvExamples: readonly ProgramFailure[];
}

type Judge = (v: unknown) => boolean;

/** ajv's judge; a schema ajv cannot compile gives a judge that throws why (an ajv deviation on every instance). */
function ajvJudge(schema: unknown): Judge {
  const refuse = (message: string): Judge => {
    return () => {
      throw new Error(message);
    };
  };
  try {
    const compiler = compilerFor(schema);
    compiler.addSchema(schema, 'fuzz');
    const validate = compiler.getSchema('fuzz');
    return validate === undefined ? refuse('ajv gives no validator') : (v) => validate(v) === true;
  } catch (e) {
    return refuse(`ajv cannot compile the schema: ${(e as Error).message}`);
  }
}

async function oracleJudge(uri: string, schema: Record<string, unknown>): Promise<Judge | string> {
  // formats asserted, as jsongen asserts its four in every draft that defines them
  setShouldValidateFormat(true);
  try {
    registerSchema(schema as Parameters<typeof registerSchema>[0], uri);
    const validator = await validate(uri);
    return (v) => validator(v as Parameters<typeof validator>[0]).valid;
  } catch (e) {
    return `@hyperjump/json-schema cannot compile the schema: ${(e as Error).message}`;
  }
}

/** `f()`, or what it threw. */
function attempt<T>(f: () => T): T | Error {
  try {
    return f();
  } catch (e) {
    return e instanceof Error ? e : new Error(String(e));
  }
}

interface InstanceFinding {
  readonly accepted: boolean;
  readonly failure?: readonly [ProgramStage, string];
  readonly ajvDeviation?: string;
}

/** One instance through every judge: the reference against the oracle, ajv against both, the runtime against the reference. */
function judgeInstance(program: SchemaProgram, oracle: Judge, ajv: Judge, text: string): InstanceFinding {
  const ours = attempt(() => judge(program, text));
  if (ours instanceof Error) return { accepted: false, failure: ['verdict', `the reference throws: ${ours.message}`] };
  const value = JSON.parse(text) as unknown;
  const reference = ours.valid ? 'the reference accepts' : `the reference rejects at ${ours.error.schema} (${ours.error.instance})`;
  const expected = attempt(() => oracle(value));
  const second = attempt(() => ajv(value));
  const secondSays = second instanceof Error ? `throws ${second.message.slice(0, 200)}` : second ? 'accepts' : 'rejects';
  if (expected instanceof Error) return { accepted: ours.valid, failure: ['oracle', `@hyperjump/json-schema throws: ${expected.message}`] };
  if (ours.valid !== expected)
    return { accepted: ours.valid, failure: ['verdict', `${reference}, @hyperjump/json-schema ${expected ? 'accepts' : 'rejects'} (ajv ${secondSays})`] };
  const ajvDeviation = second === expected ? undefined : `${reference}, as @hyperjump/json-schema does; ajv ${secondSays}`;
  const rt = attempt(() => runSchema(program as unknown as RuntimeProgram, text));
  const same = rt instanceof Error ? false : ours.valid ? rt === null : rt !== null && rt.schema === ours.error.schema && rt.instance === ours.error.instance;
  if (same) return { accepted: ours.valid, ...(ajvDeviation === undefined ? {} : { ajvDeviation }) };
  const runtime = rt instanceof Error ? `throws ${rt.message}` : rt === null ? 'accepts' : `rejects at ${rt.schema} (${rt.instance})`;
  return {
    accepted: ours.valid,
    failure: ['runtime', `the TypeScript runtime ${runtime}; ${reference}`],
    ...(ajvDeviation === undefined ? {} : { ajvDeviation }),
  };
}

/** A schema compiled to its program, or why not (the tests hand in a faulty one to see the run fail). */
export type ProgramCompiler = (id: string, schema: unknown) => SchemaProgram | string;

/** Judges `count` instances of each seed's schema; at most one failure a schema (its first). */
export async function runProgramFuzz(seeds: readonly string[], count: number, compile: ProgramCompiler = compileSchemaValue): Promise<ProgramRunReport> {
  const failures: ProgramFailure[] = [];
  const ajvExamples: ProgramFailure[] = [];
  let ajvDeviations = 0;
  let instances = 0;
  let accepted = 0;
  for (const seed of seeds) {
    const c = randomProgramCase(seed, count);
    const fail = (stage: ProgramStage, instance: string | undefined, detail: string): void => {
      failures.push({ seed, stage, schema: c.schema, instance, detail });
    };
    const program = compile(`fuzz-${seed}`, c.schema);
    if (typeof program === 'string') {
      fail('compile', undefined, program);
      continue;
    }
    // the root's own `$id` (draft-04: `id`) where it has one, else a folder of its own for the seed
    const declared = c.schema['$id'] ?? c.schema['id'];
    const uri = typeof declared === 'string' ? declared : `https://fuzz.jsongen.invalid/${encodeURIComponent(seed)}/schema`;
    const oracle = await oracleJudge(uri, c.schema);
    const ajv = ajvJudge(c.schema);
    try {
      if (typeof oracle === 'string') {
        fail('oracle', undefined, oracle);
        continue;
      }
      for (const text of c.instances) {
        instances++;
        const found = judgeInstance(program, oracle, ajv, text);
        if (found.accepted) accepted++;
        if (found.ajvDeviation !== undefined) {
          ajvDeviations++;
          if (ajvExamples.length < 5 && !ajvExamples.some((e) => e.seed === seed))
            ajvExamples.push({ seed, stage: 'verdict', schema: c.schema, instance: text, detail: found.ajvDeviation });
        }
        if (found.failure !== undefined) {
          fail(found.failure[0], text, found.failure[1]);
          break;
        }
      }
    } finally {
      if (typeof oracle !== 'string') unregisterSchema(uri);
    }
  }
  return { schemas: seeds.length, instances, accepted, failures, ajvDeviations, ajvExamples };
}

export function describeProgramFailure(f: ProgramFailure): string {
  const instance = f.instance === undefined ? '' : `\n  instance ${f.instance}`;
  return `${f.stage} seed ${JSON.stringify(f.seed)}: ${f.detail}${instance}\n  schema ${JSON.stringify(f.schema)}`;
}
