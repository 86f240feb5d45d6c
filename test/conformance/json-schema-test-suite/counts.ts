/** The per-draft totals README.md shows, between its json-schema-suite markers. */
import { drafts, testId, type Group } from './groups.js';

export type Verdict = 'right' | 'wrong' | 'not run';

export interface LanguageVerdicts {
  readonly lang: string;
  /** Test id → verdict; tests of refused groups and of groups left out of the build are 'not run'. */
  readonly verdicts: ReadonlyMap<string, Verdict>;
  /** Group ids refused in this language. */
  readonly refused: ReadonlySet<string>;
}

const start = '<!-- json-schema-suite:start (JSONGEN_UPDATE_LEDGERS=1 npx vitest run test/conformance/json-schema-test-suite) -->';
const end = '<!-- json-schema-suite:end -->';

export function countsTable(groups: readonly Group[], languages: readonly LanguageVerdicts[]): string {
  const header = `| draft | groups | refused | tests | ${languages.map((l) => `${l.lang}: right / wrong / not run`).join(' | ')} |`;
  const rule = `|---|---:|---:|---:|${languages.map(() => '---:|').join('')}`;
  const rows = [...drafts.map((d) => groups.filter((g) => g.draft === d)), groups].map((gs, n) => {
    const name = n < drafts.length ? (drafts[n]?.folder ?? '') : '**all**';
    const tests = gs.flatMap((g) => g.tests.map((t) => testId(g, t)));
    const refused = gs.filter((g) => languages.every((l) => l.refused.has(g.id))).length;
    const cells = languages.map((l) => {
      const count = (v: Verdict): number => tests.filter((id) => (l.verdicts.get(id) ?? 'not run') === v).length;
      return `${count('right')} / ${count('wrong')} / ${count('not run')}`;
    });
    return `| ${name} | ${gs.length} | ${refused} | ${tests.length} | ${cells.join(' | ')} |`;
  });
  return [header, rule, ...rows].join('\n');
}

/** The README with its table replaced, or undefined when it has no markers. */
export function withCounts(readme: string, table: string): string | undefined {
  const a = readme.indexOf(start);
  const b = readme.indexOf(end);
  if (a < 0 || b < a) return undefined;
  return `${readme.slice(0, a)}${start}\n${table}\n${readme.slice(b)}`;
}
