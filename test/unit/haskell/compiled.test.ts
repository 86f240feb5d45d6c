/**
 * The Haskell target end to end on hand-built IR: generate, build every model into one cabal
 * package with the real GHC (-Wall -Werror), then decode and re-encode each instance through
 * the driver. The shared unit models (test/unit/go) hold the same inputs and expected bytes
 * as the Go target's tests, so both targets are held to the same wire behaviour.
 */
import { generateTarget } from '../../../generator/targets/render-target.js';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { hasErrors } from '../../../generator/diagnostics.js';
import { loadTemplateSet } from '../../../generator/render/load.js';
import { createRenderer } from '../../../generator/render/renderer.js';
import { haskellTarget } from '../../../generator/targets/haskell/index.js';
import { haskellHarness } from '../../harness/haskell/index.js';
import { buildRoot } from '../../harness/paths.js';
import type { Driver, HarnessCase, InstanceResult } from '../../harness/protocol.js';
import { unitModels } from '../go/cases.js';
import { floatModel } from '../go/floats.js';
import type { UnitInstance, UnitModel } from '../go/models.js';
import { haskellModels } from './models.js';

const workDir = join(buildRoot, 'unit-haskell');
/**
 * The shared Go data accepts `{"look":"xyz"}` against `^(?!x)` because Go does not check
 * lookaheads yet; Haskell runs every pattern on the shared regex VM and rejects it, as ECMAScript does.
 */
function withVmVerdicts(m: UnitModel): UnitModel {
  if (m.name !== 'constraints') return m;
  return { ...m, instances: m.instances.map((inst) => (inst.input === '{"look":"xyz"}' ? { input: inst.input, output: null, pointer: '/look' } : inst)) };
}

const models: readonly UnitModel[] = [...unitModels.map(withVmVerdicts), floatModel, ...haskellModels];

function generateCase(m: UnitModel): HarnessCase {
  const pkg = haskellHarness.packageFor(`unit-${m.name}`);
  const result = generateTarget(haskellTarget, m.model, { package: pkg }, createRenderer(loadTemplateSet('haskell')));
  if (!result.ok || hasErrors(result.diagnostics)) throw new Error(`${m.name}: ${JSON.stringify(result.diagnostics)}`);
  const root = result.value.manifest.find((e) => e.root);
  if (root === undefined) throw new Error(`${m.name}: no root in the manifest`);
  return { name: m.name, package: pkg, rootType: root.name, files: result.value.files };
}

function expectation(inst: UnitInstance): { output: string } | { pointer: string } {
  return inst.output !== null ? { output: inst.output } : { pointer: inst.pointer ?? '' };
}

describe('Haskell target on hand-built IR (compiled)', () => {
  let driver: Driver;
  const results = new Map<string, InstanceResult[]>();

  beforeAll(async () => {
    driver = await haskellHarness.build(models.map(generateCase), workDir);
    const requests = models.flatMap((m) =>
      m.instances.map((inst, i) => {
        const dir = join(workDir, 'inputs', m.name);
        mkdirSync(dir, { recursive: true });
        const path = join(dir, `${i}.json`);
        writeFileSync(path, inst.input);
        return { caseName: m.name, path };
      }),
    );
    const answers = await driver.run(requests);
    let n = 0;
    for (const m of models) results.set(m.name, m.instances.map(() => answers[n++] as InstanceResult));
  }, 1_800_000);

  for (const m of models) {
    describe(m.name, () => {
      m.instances.forEach((inst, i) => {
        const label = `${i}: ${inst.input.length > 70 ? `${inst.input.slice(0, 70)}…` : inst.input}`;
        it(label, () => {
          const r = results.get(m.name)?.[i];
          expect(r).toBeDefined();
          const want = expectation(inst);
          if ('output' in want) {
            expect(r?.ok ? r.output.toString('utf8') : r).toEqual(want.output);
          } else {
            expect(r?.ok ? `accepted: ${r.output.toString('utf8')}` : r?.pointer).toEqual(want.pointer);
            if (r !== undefined && !r.ok) expect(r.offset).toBeGreaterThanOrEqual(0);
          }
        });
      });
    });
  }
});
