/**
 * Copies the regular expressions of the shared third-party corpora into
 * `test/data/regex/corpus.json`, with their source and licence, so tests never read /work/shared:
 *
 *   - JSON-Schema-Test-Suite (MIT): every `pattern` and `patternProperties` key of every test
 *     file, with the test data strings (and object keys) the suite checks them against, and the
 *     strings the `format: "regex"` tests ask about (for the parser's accept/reject checks);
 *   - SchemaStore (Apache-2.0): every `pattern` and `patternProperties` key of the schemas.
 *
 *     npx tsx scripts/regex-corpus.ts [shared-root]   (default /work/shared)
 *
 * The output is deterministic (files in sorted order, first occurrence kept).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { repoRoot } from '../test/harness/paths.js';

interface Entry {
  pattern: string;
  source: string;
  inputs: string[];
}

function jsonFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? jsonFiles(join(dir, e.name)) : e.name.endsWith('.json') ? [join(dir, e.name)] : []))
    .sort();
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Every `pattern` string and `patternProperties` key under `value`. */
function patternsIn(value: unknown, out: string[]): void {
  if (Array.isArray(value)) {
    for (const v of value) patternsIn(v, out);
    return;
  }
  if (!isObject(value)) return;
  for (const [key, v] of Object.entries(value)) {
    if (key === 'pattern' && typeof v === 'string') out.push(v);
    if (key === 'patternProperties' && isObject(v)) out.push(...Object.keys(v));
    patternsIn(v, out);
  }
}

function add(entries: Map<string, Entry>, pattern: string, source: string, inputs: readonly string[]): void {
  const entry = entries.get(pattern) ?? { pattern, source, inputs: [] };
  for (const input of inputs) if (!entry.inputs.includes(input)) entry.inputs.push(input);
  entries.set(pattern, entry);
}

function suite(root: string, entries: Map<string, Entry>, syntax: Set<string>): void {
  const dir = join(root, 'conformance/JSON-Schema-Test-Suite/tests');
  for (const file of jsonFiles(dir)) {
    const source = `JSON-Schema-Test-Suite/tests/${relative(dir, file)}`;
    const groups = JSON.parse(readFileSync(file, 'utf8')) as { schema: unknown; tests: { data: unknown }[] }[];
    for (const group of groups) {
      const patterns: string[] = [];
      patternsIn(group.schema, patterns);
      const schema = isObject(group.schema) ? group.schema : {};
      const direct = typeof schema['pattern'] === 'string' || isObject(schema['patternProperties']);
      const inputs = direct
        ? group.tests.flatMap((t) => (typeof t.data === 'string' ? [t.data] : isObject(t.data) ? Object.keys(t.data) : []))
        : [];
      for (const pattern of patterns) add(entries, pattern, source, inputs);
      if (schema['format'] === 'regex') for (const t of group.tests) if (typeof t.data === 'string') syntax.add(t.data);
    }
  }
}

function schemastore(root: string, entries: Map<string, Entry>): void {
  const dir = join(root, 'realworld/schemastore');
  for (const file of jsonFiles(dir)) {
    const rel = relative(dir, file);
    if (!/(^|\/)(schema\.json|refs\/[^/]+\.json)$/.test(rel)) continue;
    const patterns: string[] = [];
    patternsIn(JSON.parse(readFileSync(file, 'utf8')), patterns);
    for (const pattern of patterns) add(entries, pattern, `schemastore/${rel}`, []);
  }
}

function main(root: string): void {
  const entries = new Map<string, Entry>();
  const syntax = new Set<string>();
  suite(root, entries, syntax);
  schemastore(root, entries);
  const corpus = {
    about:
      'Regular expressions copied from third-party test data; see SOURCES.md in this folder. Written by scripts/regex-corpus.ts.',
    patterns: [...entries.values()],
    syntax: [...syntax],
  };
  const lines = [
    '{',
    `  "about": ${JSON.stringify(corpus.about)},`,
    '  "patterns": [',
    corpus.patterns.map((e) => `    ${JSON.stringify(e)}`).join(',\n'),
    '  ],',
    '  "syntax": [',
    corpus.syntax.map((s) => `    ${JSON.stringify(s)}`).join(',\n'),
    '  ]',
    '}',
    '',
  ];
  writeFileSync(join(repoRoot, 'test/data/regex/corpus.json'), lines.join('\n'));
  process.stdout.write(`regex-corpus: ${corpus.patterns.length} patterns, ${corpus.syntax.length} syntax cases\n`);
}

main(process.argv[2] ?? '/work/shared');
