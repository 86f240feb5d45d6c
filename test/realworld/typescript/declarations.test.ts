/**
 * The real declaration sets (sets.ts): each exported declaration generates or is refused with
 * a diagnostic naming the construct; the refusals are those refused.txt lists (no more, no
 * fewer), at least 95% of each set's non-generic exported declarations generate, and all of
 * them together generate in every target. The compiled suite builds them (an even sample of the
 * large sets, test/compiled/realworld.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatDiagnostic } from '../../../generator/diagnostics.js';
import { generateFor } from '../../harness/cases.js';
import { declarationSets, everyDeclarationCase, refusalLines, survey } from './sets.js';

const ledgerFile = join(import.meta.dirname, 'refused.txt');

function ledger(): string[] {
  return readFileSync(ledgerFile, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '' && !l.startsWith('#'));
}

describe('real TypeScript declaration sets', () => {
  const listed = ledger();
  for (const set of declarationSets) {
    it(`${set.name}: every exported declaration generates or is refused as refused.txt lists, ≥ 95% generate`, () => {
      const s = survey(set);
      const refused = refusalLines(s);
      for (const o of s.outcomes.filter((x) => x.status === 'refused')) {
        expect(o.errors.length, `${o.name} is refused with a diagnostic`).toBeGreaterThan(0);
        for (const e of o.errors) expect(e.position, `${o.name}: ${e.message} has a position`).toBeDefined();
      }
      expect(refused, 'refused.txt is up to date').toEqual(listed.filter((l) => l.startsWith(`${set.name}/`)));
      const generated = s.outcomes.filter((o) => o.status === 'generated').length;
      expect(generated / (generated + refused.length)).toBeGreaterThanOrEqual(0.95);
      const every = everyDeclarationCase(s, true);
      for (const lang of ['go', 'haskell', 'scala']) {
        const output = generateFor(every, lang, 'realworldts');
        expect(output.ok ? '' : output.diagnostics.map(formatDiagnostic).join('\n'), `every generated declaration generates in ${lang}`).toBe('');
      }
    });
  }
});
