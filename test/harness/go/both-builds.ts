/**
 * The generated runtime has vector code for amd64 (jsongen_runtime_amd64.s) and portable Go for
 * every other architecture (jsongen_runtime_other.go, also chosen by the build tag `purego`).
 * This harness builds the driver both ways; every request runs through both builds, which must
 * agree, and the checks judge the first.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { commandDriver } from '../driver.js';
import type { Driver, HarnessCase, InstanceRequest, InstanceResult, LanguageHarness } from '../protocol.js';
import { go, goHarness } from './index.js';

const portableDriver = 'driver-purego';

async function buildPortable(workDir: string): Promise<void> {
  await go(['go', 'vet', '-tags', 'purego', './...'], workDir);
  await go(['go', 'build', '-tags', 'purego', '-o', portableDriver, '.'], workDir);
}

function sameResult(a: InstanceResult, b: InstanceResult): boolean {
  if (a.ok && b.ok) return a.output.equals(b.output);
  if (!a.ok && !b.ok) return a.offset === b.offset && a.pointer === b.pointer && a.message === b.message;
  return false;
}

function describeResult(r: InstanceResult | undefined): string {
  if (r === undefined) return 'nothing';
  return r.ok ? `output ${r.output.toString('utf8').slice(0, 200)}` : `error at ${r.offset} ${r.pointer}: ${r.message}`;
}

/** Runs requests through the amd64 and the purego driver; a disagreement is an error. */
function bothBuilds(workDir: string): Driver {
  const vector = commandDriver(join(workDir, 'driver'), [], workDir);
  const portable = commandDriver(join(workDir, portableDriver), [], workDir);
  let built: Promise<void> | undefined;
  return {
    async run(requests: readonly InstanceRequest[]): Promise<InstanceResult[]> {
      if (!existsSync(join(workDir, portableDriver))) built ??= buildPortable(workDir);
      await built;
      const [a, b] = await Promise.all([vector.run(requests), portable.run(requests)]);
      requests.forEach((r, i) => {
        const x = a[i];
        const y = b[i];
        if (x === undefined || y === undefined || !sameResult(x, y)) {
          throw new Error(`the purego build disagrees on ${r.caseName} ${r.path}: ${describeResult(y)}, amd64 ${describeResult(x)}`);
        }
      });
      return a;
    },
  };
}

export const goBothBuildsHarness = {
  ...goHarness,
  async build(cases: readonly HarnessCase[], workDir: string): Promise<Driver> {
    await goHarness.build(cases, workDir);
    await buildPortable(workDir);
    return bothBuilds(workDir);
  },
  reopen: bothBuilds,
} satisfies LanguageHarness & { reopen(workDir: string): Driver };
