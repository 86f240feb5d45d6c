/** The coverage table README.md shows, between its schemastore markers: per kind of schema and in all. */
import { sampleId, type SampleKind, type StoreSchema } from './samples.js';

export type Verdict = 'right' | 'wrong' | 'not run';

export interface LanguageVerdicts {
  readonly lang: string;
  /** `<schema>/<kind>/<file>` → verdict; samples of refused or unbuilt schemas are 'not run'. */
  readonly verdicts: ReadonlyMap<string, Verdict>;
  /** Schemas refused in this language. */
  readonly refused: ReadonlySet<string>;
  /** Schemas whose code does not build in this language. */
  readonly unbuilt: ReadonlySet<string>;
}

const start = '<!-- schemastore:start (JSONGEN_UPDATE_LEDGERS=1 npx vitest run test/compiled/schemastore) -->';
const end = '<!-- schemastore:end -->';

function percent(n: number, of: number): string {
  return of === 0 ? '–' : `${((100 * n) / of).toFixed(1)}%`;
}

export function coverageTable(schemas: readonly StoreSchema[], languages: readonly LanguageVerdicts[]): string {
  const kinds = [...new Set(schemas.map((s) => s.kind))].sort();
  const header = `| kind | schemas | generated | valid | invalid | ${languages.map((l) => `${l.lang}: built · valid round-trip · invalid rejected`).join(' | ')} |`;
  const rule = `|---|---:|---:|---:|---:|${languages.map(() => '---:|').join('')}`;
  const rows = [...kinds.map((k) => schemas.filter((s) => s.kind === k)), schemas].map((group, n) => {
    const name = n < kinds.length ? `\`${kinds[n] ?? ''}\`` : '**all**';
    const ids = (kind: SampleKind): string[] => group.flatMap((s) => s.samples.filter((x) => x.kind === kind).map((x) => sampleId(s, x)));
    const valid = ids('valid');
    const invalid = ids('invalid');
    const generated = group.filter((s) => languages.every((l) => !l.refused.has(s.name))).length;
    const cells = languages.map((l) => {
      const built = group.filter((s) => !l.refused.has(s.name) && !l.unbuilt.has(s.name)).length;
      const right = (list: string[]): number => list.filter((id) => l.verdicts.get(id) === 'right').length;
      return `${built} · ${right(valid)} (${percent(right(valid), valid.length)}) · ${right(invalid)} (${percent(right(invalid), invalid.length)})`;
    });
    return `| ${name} | ${group.length} | ${generated} | ${valid.length} | ${invalid.length} | ${cells.join(' | ')} |`;
  });
  return [header, rule, ...rows].join('\n');
}

/** The README with its table replaced, or undefined when it has no markers. */
export function withCoverage(readme: string, table: string): string | undefined {
  const a = readme.indexOf(start);
  const b = readme.indexOf(end);
  if (a < 0 || b < a) return undefined;
  return `${readme.slice(0, a)}${start}\n${table}\n${readme.slice(b)}`;
}
