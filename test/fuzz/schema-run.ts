/**
 * One schema-fuzzer batch: random schemas (schema-gen.ts) written as cases under
 * `.build/fuzz/schemas/`, generated for every language into ONE build per language, compiled,
 * and fed seeded random valid documents (test/harness/random). Each language must accept each
 * document, re-encode it to the canonical bytes (so every language writes the same bytes), and
 * re-encode its own output unchanged. A case whose code does not compile is taken out of the
 * build (found by its path in the compiler's output) and the rest is built again.
 */
import { join } from 'node:path';
import { formatDiagnostic } from '../../generator/diagnostics.js';
import { buildModel } from '../../generator/pipeline.js';
import { defaultFrontEnd, generateCase, schemaCase, type CaseSpec } from '../harness/cases.js';
import { writeIfChanged } from '../harness/files.js';
import { buildRoot } from '../harness/paths.js';
import type { Driver, HarnessCase, InstanceRequest, InstanceResult, LanguageHarness } from '../harness/protocol.js';
import { validatorFor } from '../harness/random/ajv.js';
import { randomDocument } from '../harness/random/document.js';
import { metered } from './cpu.js';
import { randomSchema } from './schema-gen.js';

export type SchemaStage = 'ir' | 'documents' | 'ajv' | 'generate' | 'compile' | 'decode' | 'canonical' | 'fixed-point';

export interface SchemaFailure {
  readonly seed: string;
  readonly schemaFile: string;
  readonly lang: string | undefined;
  readonly stage: SchemaStage;
  readonly detail: string;
}

export interface SchemaBatchReport {
  readonly schemas: number;
  readonly documents: number;
  readonly failures: readonly SchemaFailure[];
}

interface FuzzCase {
  readonly seed: string;
  readonly spec: CaseSpec;
  readonly schemaFile: string;
  readonly documents: readonly { readonly path: string; readonly text: string; readonly expected: string }[];
}

export const schemaFuzzRoot = join(buildRoot, 'fuzz', 'schemas');

/** The case's folder in the compiler's messages (its package's path in that language). */
function casePathPattern(lang: string, pkg: string): RegExp {
  const escaped = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  if (lang === 'go') return new RegExp(`cases/${escaped(pkg)}/`);
  if (lang === 'haskell') return new RegExp(`${escaped(pkg.split('.').join('/'))}(\\.hs|/)|\\b${escaped(pkg)}\\b`);
  return new RegExp(`${escaped(pkg.split('.').join('/'))}/`);
}

function prepare(seed: string, index: number, documents: number, failures: SchemaFailure[]): FuzzCase | undefined {
  const name = `fuzz-${index}`;
  const dir = join(schemaFuzzRoot, 'cases', name);
  const schemaFile = join(dir, 'schema.json');
  writeIfChanged(schemaFile, `${JSON.stringify(randomSchema(seed), null, 1)}\n`);
  const spec = schemaCase(name, schemaFile);
  const fail = (stage: SchemaStage, detail: string): undefined => {
    failures.push({ seed, schemaFile, lang: undefined, stage, detail });
    return undefined;
  };
  const model = buildModel([spec.schema], defaultFrontEnd);
  if (!model.ok) return fail('ir', model.diagnostics.map(formatDiagnostic).join('\n'));
  const root = model.value.roots[0];
  if (root === undefined) return fail('ir', 'no root');
  let validate: ReturnType<typeof validatorFor>;
  try {
    validate = validatorFor(schemaFile);
  } catch (e) {
    return fail('ajv', `ajv cannot compile the schema: ${(e as Error).message}`);
  }
  const docs = [];
  for (let i = 0; i < documents; i++) {
    const doc = randomDocument(model.value, root, `${seed}/${i}`);
    if (!doc.ok) return fail('documents', doc.diagnostics.map((d) => d.message).join('; '));
    if (!validate(JSON.parse(doc.value.text))) {
      return fail('ajv', `ajv rejects document ${i}: ${JSON.stringify(validate.errors?.slice(0, 2))}\n${doc.value.text.slice(0, 400)}`);
    }
    const path = join(dir, 'in', `${i}.json`);
    writeIfChanged(path, doc.value.text);
    docs.push({ path, text: doc.value.text, expected: doc.value.expected });
  }
  return { seed, spec, schemaFile, documents: docs };
}

/** Builds the cases, taking out each one the compiler names, until the rest builds. */
async function buildRemoving(
  harness: LanguageHarness,
  cases: HarnessCase[],
  workDir: string,
  blame: (c: HarnessCase, detail: string) => void,
): Promise<Driver | undefined> {
  let remaining = cases;
  for (;;) {
    if (remaining.length === 0) return undefined;
    try {
      return await harness.build(remaining, workDir);
    } catch (e) {
      const message = (e as Error).message;
      const named = remaining.filter((c) => casePathPattern(harness.lang, c.package).test(message));
      const culprits = named.length > 0 ? named : remaining;
      for (const c of culprits) {
        const own = message.split('\n').filter((line) => casePathPattern(harness.lang, c.package).test(line));
        blame(c, (own.length > 0 ? own.join('\n') : message).slice(0, 6000));
      }
      remaining = remaining.filter((c) => !culprits.includes(c));
    }
  }
}

function showBytes(bytes: Buffer, limit: number): string {
  const text = bytes.toString('utf8');
  const shown = Buffer.from(text, 'utf8').equals(bytes) ? JSON.stringify(text) : `hex ${bytes.toString('hex')}`;
  return shown.length > limit ? `${shown.slice(0, limit)}… (${bytes.length} bytes)` : shown;
}

function describe(r: InstanceResult | undefined): string {
  if (r === undefined) return 'no result';
  return r.ok ? `OK ${showBytes(r.output, 300)}` : `ERR at ${r.offset} ${JSON.stringify(r.pointer)}: ${r.message.slice(0, 200)}`;
}

async function runLanguage(harness: LanguageHarness, cases: readonly FuzzCase[], failures: SchemaFailure[], cpu: Map<string, number>): Promise<void> {
  const generated: HarnessCase[] = [];
  const byName = new Map(cases.map((c) => [c.spec.name, c] as const));
  const report = (c: FuzzCase, stage: SchemaStage, detail: string): void => {
    failures.push({ seed: c.seed, schemaFile: c.schemaFile, lang: harness.lang, stage, detail });
  };
  for (const c of cases) {
    const result = generateCase(c.spec, harness);
    if (result.ok) generated.push(result.value);
    else report(c, 'generate', result.diagnostics.map(formatDiagnostic).join('\n'));
  }
  const workDir = join(schemaFuzzRoot, harness.lang);
  const driver = await metered(cpu, harness.lang, () =>
    buildRemoving(harness, generated, workDir, (hc, detail) => report(byName.get(hc.name) as FuzzCase, 'compile', detail)),
  );
  if (driver === undefined) return;
  const built = new Set(generated.map((g) => g.name));
  const compiled = cases.filter((c) => built.has(c.spec.name) && !failures.some((f) => f.lang === harness.lang && f.seed === c.seed));
  const requests: (InstanceRequest & { readonly fuzz: FuzzCase; readonly expected: string; readonly index: number })[] = compiled.flatMap((c) =>
    c.documents.map((d, index) => ({ caseName: c.spec.name, path: d.path, fuzz: c, expected: d.expected, index })),
  );
  const first = await metered(cpu, harness.lang, () => driver.run(requests));
  const again: InstanceRequest[] = [];
  const againOf: number[] = [];
  requests.forEach((r, n) => {
    const result = first[n];
    if (result === undefined || !result.ok) return;
    const path = join(schemaFuzzRoot, 'out', harness.lang, r.caseName, `${r.index}.json`);
    writeIfChanged(path, result.output);
    again.push({ caseName: r.caseName, path });
    againOf.push(n);
  });
  const second = await metered(cpu, harness.lang, () => driver.run(again));
  const secondOf = new Map(againOf.map((n, k) => [n, second[k]] as const));
  const blamed = new Set<string>();
  requests.forEach((r, n) => {
    if (blamed.has(r.caseName)) return;
    const result = first[n];
    const input = `document ${r.index} (${r.path}): ${JSON.stringify(r.fuzz.documents[r.index]?.text.slice(0, 300))}`;
    let problem: [SchemaStage, string] | undefined;
    if (result === undefined || !result.ok) problem = ['decode', `${input}\n  rejected: ${describe(result)}`];
    else if (!result.output.equals(Buffer.from(r.expected, 'utf8'))) {
      problem = ['canonical', `${input}\n  expected ${showBytes(Buffer.from(r.expected, 'utf8'), 300)}\n  got      ${describe(result)}`];
    } else {
      const back = secondOf.get(n);
      if (back === undefined || !back.ok || !back.output.equals(result.output)) problem = ['fixed-point', `${input}\n  own output gives ${describe(back)}`];
    }
    if (problem !== undefined) {
      blamed.add(r.caseName);
      report(r.fuzz, problem[0], problem[1]);
    }
  });
}

/** Generates, builds and runs one batch of seeds in every language of `harnesses` (one after the other). */
export async function runSchemaBatch(
  seeds: readonly string[],
  harnesses: readonly LanguageHarness[],
  documents: number,
  cpu: Map<string, number>,
): Promise<SchemaBatchReport> {
  const failures: SchemaFailure[] = [];
  const cases = seeds.flatMap((seed, i) => prepare(seed, i, documents, failures) ?? []);
  for (const harness of harnesses) {
    if (cases.length > 0) await runLanguage(harness, cases, failures, cpu);
  }
  return { schemas: seeds.length, documents: cases.length * documents, failures };
}

export function describeFailure(f: SchemaFailure): string {
  return `${f.lang ?? 'all'} ${f.stage} seed ${JSON.stringify(f.seed)} (${f.schemaFile}):\n  ${f.detail.split('\n').slice(0, 30).join('\n  ')}`;
}
