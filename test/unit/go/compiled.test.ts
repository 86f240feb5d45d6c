/**
 * The Go target end to end on hand-built IR: generate, gofmt/vet/build with the real toolchain
 * in one module, then decode and re-encode every instance through the driver, and run the Go
 * API tests (apitest/api_test.go) against the same packages.
 */
import { generateTarget } from '../../../generator/targets/render-target.js';
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { hasErrors } from '../../../generator/diagnostics.js';
import { loadTemplateSet } from '../../../generator/render/load.js';
import { createRenderer } from '../../../generator/render/renderer.js';
import { goTarget } from '../../../generator/targets/go/index.js';
import { commandDriver } from '../../harness/driver.js';
import { checkAndBuild, goEnv, goPackageFor, writeModule } from '../../harness/go/index.js';
import { buildRoot } from '../../harness/paths.js';
import type { Driver, HarnessCase, InstanceResult } from '../../harness/protocol.js';
import { unitModels } from './cases.js';
import { floatModel } from './floats.js';
import type { UnitModel } from './models.js';

const workDir = join(buildRoot, 'unit-go');
const models: readonly UnitModel[] = [...unitModels, floatModel];

function generateCase(m: UnitModel): HarnessCase {
  const pkg = goPackageFor(m.name);
  const result = generateTarget(goTarget, m.model, { package: pkg }, createRenderer(loadTemplateSet('go')));
  if (!result.ok || hasErrors(result.diagnostics)) throw new Error(`${m.name}: ${JSON.stringify(result.diagnostics)}`);
  const root = result.value.manifest.find((e) => e.root);
  if (root === undefined) throw new Error(`${m.name}: no root in the manifest`);
  return { name: m.name, package: pkg, rootType: root.name, files: result.value.files };
}

describe('Go target on hand-built IR (compiled)', () => {
  let driver: Driver;
  const results = new Map<string, InstanceResult[]>();

  beforeAll(async () => {
    writeModule(models.map(generateCase), workDir);
    mkdirSync(join(workDir, 'apitest'), { recursive: true });
    copyFileSync(fileURLToPath(new URL('./apitest/api_test.go', import.meta.url)), join(workDir, 'apitest', 'api_test.go'));
    await checkAndBuild(workDir);
    driver = commandDriver(join(workDir, 'driver'), [], workDir);
    const requests = models.flatMap((m) =>
      m.instances.map((inst, i) => {
        const path = join(workDir, 'inputs', m.name, `${i}.json`);
        mkdirSync(join(workDir, 'inputs', m.name), { recursive: true });
        writeFileSync(path, inst.input);
        return { caseName: m.name, path };
      }),
    );
    const answers = await driver.run(requests);
    let n = 0;
    for (const m of models) results.set(m.name, m.instances.map(() => answers[n++] as InstanceResult));
  });

  for (const m of models) {
    describe(m.name, () => {
      m.instances.forEach((inst, i) => {
        const label = `${i}: ${inst.input.length > 70 ? `${inst.input.slice(0, 70)}…` : inst.input}`;
        it(label, () => {
          const r = results.get(m.name)?.[i];
          expect(r).toBeDefined();
          if (inst.output !== null) {
            expect(r?.ok ? r.output.toString('utf8') : r).toEqual(inst.output);
          } else {
            expect(r?.ok ? `accepted: ${r.output.toString('utf8')}` : r?.pointer).toEqual(inst.pointer);
            if (r !== undefined && !r.ok) expect(r.offset).toBeGreaterThanOrEqual(0);
          }
        });
      });
    });
  }

  // The runtime sizes strings three ways (amd64: AVX2 where the processor has it, SSE2 with the
  // tag jsongen_sse2; portable Go with purego): the API tests run against each.
  it.each([[''], ['jsongen_sse2'], ['purego']])('the Go API tests pass (go test ./apitest, tags "%s")', (tag) => {
    const out = execFileSync('go', ['test', '-count=1', '-tags', tag, './apitest'], { cwd: workDir, env: goEnv(), encoding: 'utf8' });
    expect(out).toMatch(/^ok\s/m);
  });
});
