/**
 * The support matrix in README.md, derived from what the compiled suite enforces: every check of
 * every case runs in every language, and the suite fails unless exactly the checks listed in
 * `test/known-failures/<lang>.txt` fail. So "passes" below is what CI proves.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { discoverCases, instanceId } from '../../test/harness/cases.js';
import { readLedger, type Ledger } from '../../test/harness/ledger.js';
import { casesRoot } from '../../test/harness/paths.js';
import { corpora, jsonTestSuiteDir } from '../../test/compiled/extra-cases.js';
import { replaceBlock } from './readme-block.js';

export const matrixStart = '<!-- support-matrix:start (npm run matrix) -->';
export const matrixEnd = '<!-- support-matrix:end -->';

interface Row {
  readonly label: string;
  readonly about: string;
  /** Check ids of the row, and the compiled case whose `/compile` ledger line covers them. */
  readonly ids: readonly string[];
  readonly compiledCase: string;
}

function describeCase(name: string): string {
  const raw = JSON.parse(readFileSync(join(casesRoot, name, 'case.json'), 'utf8')) as { description?: unknown };
  return typeof raw.description === 'string' ? raw.description.replace(/\|/g, '\\|') : '';
}

function rows(): Row[] {
  const cases = discoverCases().cases.map((c) => ({
    label: `\`${c.name}\``,
    about: describeCase(c.name),
    ids: c.instances.map((i) => instanceId(c.name, i)),
    compiledCase: c.name,
  }));
  const suite = readdirSync(jsonTestSuiteDir).filter((f) => /^[yni]_.*\.json$/.test(f)).sort();
  const conformance = (['wrapped', 'root'] as const).flatMap((mode) =>
    (['y', 'n', 'i'] as const).map((prefix) => ({
      label: `JSONTestSuite \`${prefix}_\` (${mode})`,
      about: mode === 'wrapped' ? 'each file as the value of an any-JSON field' : 'each file as an any-JSON root value',
      ids: suite.filter((f) => f.startsWith(`${prefix}_`)).map((f) => `conformance/${mode}/${f}`),
      compiledCase: `conformance-${mode}`,
    })),
  );
  const corpus = corpora.map((c) => ({
    label: `corpus \`${c.name}.json\``,
    about: 'decodes and re-encodes to the same JSON by value',
    ids: [`corpus/${c.name}`],
    compiledCase: c.spec.name,
  }));
  return [...cases, ...conformance, ...corpus];
}

function cell(row: Row, ledger: Ledger): string {
  const failing = ledger.entries.has(`${row.compiledCase}/compile`)
    ? row.ids.length
    : row.ids.filter((id) => ledger.entries.has(id)).length;
  const passing = row.ids.length - failing;
  return `${failing === 0 ? '✅' : '❌'} ${passing}/${row.ids.length}`;
}

/** The Markdown table: one row per case (and conformance / corpus group), one column per language. */
export function supportMatrix(langs: readonly string[]): string {
  const ledgers = langs.map((lang) => readLedger(lang));
  const header = `| check | what it covers | ${langs.join(' | ')} |`;
  const rule = `| --- | --- | ${langs.map(() => '---').join(' | ')} |`;
  const body = rows().map((row) => `| ${row.label} | ${row.about} | ${ledgers.map((l) => cell(row, l)).join(' | ')} |`);
  return [header, rule, ...body].join('\n');
}

export function withMatrix(readme: string, matrix: string): string | undefined {
  return replaceBlock(readme, matrixStart, matrixEnd, matrix);
}
