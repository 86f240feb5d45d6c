/**
 * The generated TypeScript is in the formatter's layout: prettier (its configuration:
 * test/harness/typescript/prettierrc.json) leaves every generated module of test/cases, and the
 * runtime, as they are. A file it would change is a failure unless
 * test/known-failures/typescript-format.txt lists it (`<case>` or `runtime/<file>`) with the reason;
 * a listed file that passes is stale.
 */
import { readFileSync } from 'node:fs';
import * as prettier from 'prettier';
import { beforeAll, describe, expect, it } from 'vitest';
import { discoverCases, generateCase } from '../harness/cases.js';
import { readLedger } from '../harness/ledger.js';
import { prettierConfig, typescriptHarness } from '../harness/typescript/index.js';

const ledger = readLedger('typescript-format');
const options = { ...(JSON.parse(readFileSync(prettierConfig, 'utf8')) as prettier.Options), parser: 'typescript' };

async function formatted(source: string): Promise<boolean> {
  return prettier.check(source, options);
}

function expectListed(id: string, pass: boolean): void {
  const reason = ledger.entries.get(id);
  if (reason === undefined) expect(pass, `${id}: prettier would change it (npx prettier --config test/harness/typescript/prettierrc.json)`).toBe(true);
  else expect(pass, `${id} is in the formatter's layout: remove it from ${ledger.file}`).toBe(false);
}

describe('generated TypeScript in the formatter layout', () => {
  const cases = discoverCases().cases;
  const runtime = new Map<string, string>();
  const code = new Map<string, string>();

  beforeAll(() => {
    for (const spec of cases) {
      const generated = generateCase(spec, typescriptHarness);
      if (!generated.ok) continue;
      for (const f of generated.value.files) {
        if (f.role === 'runtime') runtime.set(`runtime/${f.path}`, f.content);
        else code.set(spec.name, `${code.get(spec.name) ?? ''}${f.content}`);
      }
    }
  });

  it(`${ledger.file} is well-formed and names only cases and runtime files`, () => {
    expect(ledger.problems).toEqual([]);
    const known = new Set([...code.keys(), ...runtime.keys()]);
    expect([...ledger.entries.keys()].filter((id) => !known.has(id))).toEqual([]);
  });

  for (const spec of cases) {
    it(spec.name, async () => {
      const source = code.get(spec.name);
      expect(source, `${spec.name} generated no code`).toBeDefined();
      expectListed(spec.name, await formatted(source ?? ''));
    });
  }

  it('the runtime', async () => {
    for (const [id, source] of runtime) expectListed(id, await formatted(source));
  });
});
