/**
 * The schema-program compiler and reference interpreter against the JSON-Schema-Test-Suite,
 * without generated code: every group compiles and every test is decided as the suite says,
 * except the lines of `suite-ledger.txt` (each must still be a deviation: a line that now agrees
 * fails the test until removed).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { judge, suiteProgramGroups } from './suite-programs.js';

function ledger(): Map<string, string> {
  const lines = readFileSync(join(import.meta.dirname, 'suite-ledger.txt'), 'utf8').split('\n');
  const entries = new Map<string, string>();
  for (const line of lines) {
    if (line.trim() === '' || line.startsWith('#')) continue;
    const [id = '', ...reason] = line.split(/\s{2,}/);
    entries.set(id, reason.join('  '));
  }
  return entries;
}

describe('schema programs on the JSON-Schema-Test-Suite', () => {
  const groups = suiteProgramGroups();
  const known = ledger();

  it('compiles every group and decides every test as the suite does, but the ledgered ones', () => {
    const deviations: string[] = [];
    let agreed = 0;
    for (const g of groups) {
      if (typeof g.program === 'string') {
        deviations.push(g.id);
        continue;
      }
      for (const t of g.tests) {
        if (judge(g.program, t.data).valid === t.valid) agreed++;
        else deviations.push(t.id);
      }
    }
    const unexpected = deviations.filter((id) => !known.has(id));
    const stale = [...known.keys()].filter((id) => !deviations.includes(id));
    expect(unexpected, 'deviations not in the ledger').toEqual([]);
    expect(stale, 'ledger lines that now agree (remove them)').toEqual([]);
    expect(agreed).toBeGreaterThan(4700);
  });
});
