/** Schemas compiled into every driver besides test/cases: conformance and the benchmark corpora. */
import { join } from 'node:path';
import { schemaCase, type CaseSpec } from '../harness/cases.js';
import { repoRoot } from '../harness/paths.js';

export const conformanceDir = join(repoRoot, 'test', 'conformance');
export const jsonTestSuiteDir = join(conformanceDir, 'JSONTestSuite', 'test_parsing');

/** `{"v": <any JSON>}`: each JSONTestSuite file is wrapped as the value of `v`. */
export const conformanceWrapped: CaseSpec = schemaCase('conformance-wrapped', join(conformanceDir, 'schema.json'));

/** Any JSON at the root: each JSONTestSuite file as it is. */
export const conformanceRoot: CaseSpec = schemaCase('conformance-root', join(conformanceDir, 'root-any.schema.json'));

export interface Corpus {
  readonly name: string;
  readonly data: string;
  readonly spec: CaseSpec;
}

/** The benchmark corpora and their hand-written schemas in examples/. */
export const corpora: readonly Corpus[] = ['twitter', 'citm_catalog', 'canada'].map((name) => ({
  name,
  data: join(repoRoot, 'test', 'data', 'corpus', `${name}.json`),
  spec: schemaCase(`corpus-${name.replace(/_/g, '-')}`, join(repoRoot, 'examples', `${name}.schema.json`)),
}));

export const extraCases: readonly CaseSpec[] = [conformanceWrapped, conformanceRoot, ...corpora.map((c) => c.spec)];
