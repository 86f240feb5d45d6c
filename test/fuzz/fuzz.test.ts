/**
 * The fuzzers' short runs (a fixed set of seeds; `npm run fuzz` runs more): random schemas
 * compiled and round-tripped in every language, mutated instances decoded by every language
 * with one verdict, pointer and output, and Go's native fuzzing of the generated decoders.
 * The generators themselves are checked first: deterministic per seed, and able to fail.
 */
import { describe, expect, it } from 'vitest';
import { schemaFuzzHarnesses } from './quick-builds.js';
import { harnesses } from '../harness/registry.js';
import { seededRng } from '../harness/random/rng.js';
import { describeDisagreement, fuzzLedger, runDecoderFuzz } from './decoder-run.js';
import { goBytesLiteral, runGoNativeFuzz } from './go-native.js';
import { emptyMethod } from '../../generator/targets/go/view-types.js';
import { mutate } from './mutate.js';
import { adversarialNames } from './names.js';
import { defRef, randomSchema } from './schema-gen.js';
import { describeFailure, runSchemaBatch } from './schema-run.js';

/** The seeds `npm test` runs: fixed, so a failure reproduces (`npm run fuzz -- schemas --seed ...`). */
const schemaSeeds = Array.from({ length: 10 }, (_, i) => `npm-test/${i}`);

describe('fuzzer building blocks', () => {
  it('random schemas are deterministic per seed, differ between seeds, and use the adversarial names', () => {
    expect(JSON.stringify(randomSchema('a'))).toBe(JSON.stringify(randomSchema('a')));
    const texts = new Set(schemaSeeds.map((s) => JSON.stringify(randomSchema(s))));
    expect(texts.size).toBe(schemaSeeds.length);
    const all = [...texts].join('');
    expect(['"func"', '"type"', '"regexp.x"', '"newtype"'].filter((n) => all.includes(n)).length).toBeGreaterThan(0);
    expect(adversarialNames).toContain('');
    expect(adversarialNames).toContain('strconv.Itoa');
  });

  it('random schemas define no type as a reference to itself, and no `$defs` key ajv cannot take', () => {
    // schemas-1795749926488/8/5 once gave `"init": {"$ref": "#/$defs/init"}`, 16/34 a `$defs` key `$id`
    for (const seed of ['schemas-1795749926488/8/5', 'schemas-1795749926488/16/34', ...Array.from({ length: 200 }, (_, i) => `self-ref/${i}`)]) {
      const defs = (randomSchema(seed) as { $defs?: Record<string, { $ref?: string }> }).$defs ?? {};
      for (const [name, body] of Object.entries(defs)) expect(body.$ref, `${seed}: $defs/${name}`).not.toBe(defRef(name));
      expect(Object.keys(defs), seed).not.toContain('$id');
    }
  });

  it('mutants are deterministic per seed and differ from their input', () => {
    const input = Buffer.from('{"a":[1,2,{"b":"c"}],"d":null}');
    const one = Array.from({ length: 50 }, () => mutate(seededRng('m'), input, input).toString('hex'));
    expect(new Set(one).size).toBe(1);
    const rng = seededRng('m2');
    const many = Array.from({ length: 200 }, () => mutate(rng, input, input));
    expect(many.filter((m) => !m.equals(input)).length).toBeGreaterThan(150);
  });

  it('Go byte literals hold exactly the bytes', () => {
    expect(goBytesLiteral(Buffer.from([0x22, 0x5c, 0x41, 0x0a, 0xff]))).toBe('"\\"\\\\A\\x0a\\xff"');
  });

  it('the decoder-fuzzing ledger parses', () => {
    expect([...fuzzLedger()].every((id) => /^[a-z0-9-]+\/(verdict|pointer|bytes|crash|fixed-point)$/.test(id))).toBe(true);
  });
});

describe('schema fuzzer (fixed seeds)', () => {
  it(`${schemaSeeds.length} random schemas generate, compile and round-trip byte-identically in every language`, async () => {
    const report = await runSchemaBatch(schemaSeeds, schemaFuzzHarnesses, 5, new Map());
    expect(report.failures.map(describeFailure)).toEqual([]);
    expect(report.documents).toBeGreaterThan(0);
  });
});

describe('decoder fuzzing (fixed seed)', () => {
  it('mutated instances get one verdict, pointer and output in every language, and re-decode to themselves', async () => {
    const report = await runDecoderFuzz(harnesses, 'npm-test-decoders-1', 600, new Map());
    expect(report.disagreements.map(describeDisagreement)).toEqual([]);
    expect(report.accepted).toBeGreaterThan(0);
    expect(report.rejected).toBeGreaterThan(0);
  });

  it('Go native fuzzing of the generated decoders finds no panic, foreign error or non-fixed point', async () => {
    const report = await runGoNativeFuzz(18, new Map());
    expect(report.failures).toEqual([]);
    expect(report.execs).toBeGreaterThan(0);
  });
});

describe('gofmt layout of the empty marker methods', () => {
  it('one line below 100 columns, the brace on the next line from 100 on (as gofmt)', () => {
    expect(emptyMethod('f'.repeat(99))).toBe(`${'f'.repeat(99)} {}`);
    expect(emptyMethod('f'.repeat(100))).toBe(`${'f'.repeat(100)} {\n}`);
  });
});
