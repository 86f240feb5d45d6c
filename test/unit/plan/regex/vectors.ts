/**
 * The shared regex test vectors (`test/data/regex-vectors.json`): for each pattern of the corpus,
 * its program and inputs with the reference VM's verdict and step count. The Go, Haskell and Scala
 * VMs are tested against exactly this data. `scripts/regex-vectors.ts` writes the file; the unit
 * test rebuilds it and checks it is up to date.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compilePattern, newClassCache, type RegexProgram } from '../../../../generator/plan/regex/index.js';
import { DEFAULT_STEP_LIMIT, MEMO_LIMIT, testString, type Verdict } from '../../../../generator/plan/regex/vm.js';
import { casesRoot, repoRoot } from '../../../harness/paths.js';
import { adversarial } from './adversarial.js';
import { hasLoneSurrogate } from './oracle.js';
import { sampleInputs } from './sample.js';

export const vectorsPath = join(repoRoot, 'test/data/regex-vectors.json');

export interface CorpusPattern {
  readonly pattern: string;
  readonly source: string;
  readonly inputs: readonly string[];
}

export interface PatternVectors {
  readonly pattern: string;
  readonly source: string;
  readonly program: RegexProgram;
  readonly vectors: readonly (readonly [string, Verdict, number])[];
}

function patternsIn(value: unknown, out: string[]): void {
  if (Array.isArray(value)) value.forEach((v) => patternsIn(v, out));
  else if (typeof value === 'object' && value !== null) {
    for (const [key, v] of Object.entries(value)) {
      if (key === 'pattern' && typeof v === 'string') out.push(v);
      if (key === 'patternProperties' && typeof v === 'object' && v !== null) out.push(...Object.keys(v));
      patternsIn(v, out);
    }
  }
}

/** Every pattern of the corpus, in a fixed order, first occurrence kept. */
export function corpusPatterns(): CorpusPattern[] {
  const out: CorpusPattern[] = [];
  for (const name of readdirSync(casesRoot).sort()) {
    let schema: unknown;
    try {
      schema = JSON.parse(readFileSync(join(casesRoot, name, 'schema.json'), 'utf8'));
    } catch {
      continue;
    }
    const found: string[] = [];
    patternsIn(schema, found);
    for (const pattern of found) out.push({ pattern, source: `test/cases/${name}/schema.json`, inputs: [] });
  }
  for (const hand of adversarial) out.push({ ...hand, source: 'test/unit/plan/regex/adversarial.ts' });
  const shared = JSON.parse(readFileSync(join(repoRoot, 'test/data/regex/corpus.json'), 'utf8')) as {
    patterns: CorpusPattern[];
  };
  out.push(...shared.patterns.map((p) => ({ ...p, source: `test/data/regex/corpus.json (${p.source})` })));
  const seen = new Set<string>();
  return out.filter((p) => !seen.has(p.pattern) && seen.add(p.pattern));
}

/** Inputs per pattern in the shared file: the corpus's own, the empty string, and samples. */
export function vectorInputs(p: CorpusPattern, cache: ReturnType<typeof newClassCache>): string[] {
  const inputs = [...new Set(['', ...p.inputs.slice(0, 6), ...sampleInputs(p.pattern, 2, cache)])];
  return inputs.filter((s) => !hasLoneSurrogate(s));
}

export function buildVectors(): PatternVectors[] {
  const cache = newClassCache();
  return corpusPatterns().flatMap((p) => {
    const compiled = compilePattern(p.pattern, cache);
    if (!compiled.ok) return [];
    const vectors = vectorInputs(p, cache).map((input) => {
      const result = testString(compiled.program, input);
      return [input, result.verdict, result.steps] as const;
    });
    return [{ pattern: p.pattern, source: p.source, program: compiled.program, vectors }];
  });
}

export function renderVectors(patterns: readonly PatternVectors[]): string {
  const body = patterns.map((p) => {
    const vectors = p.vectors.map((v) => `        ${JSON.stringify(v)}`).join(',\n');
    return [
      '    {',
      `      "pattern": ${JSON.stringify(p.pattern)},`,
      `      "source": ${JSON.stringify(p.source)},`,
      `      "program": ${JSON.stringify(p.program)},`,
      `      "vectors": [\n${vectors}\n      ]`,
      '    }',
    ].join('\n');
  });
  const about =
    'Regex VM conformance vectors: [input, verdict, steps] per pattern; see generator/plan/regex/README.md. Written by scripts/regex-vectors.ts; do not edit.';
  return [
    '{',
    `  "about": ${JSON.stringify(about)},`,
    `  "version": 2,`,
    `  "stepLimit": ${DEFAULT_STEP_LIMIT},`,
    `  "memoLimit": ${MEMO_LIMIT},`,
    '  "patterns": [',
    body.join(',\n'),
    '  ]',
    '}',
    '',
  ].join('\n');
}
