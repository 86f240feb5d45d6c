/**
 * The generated runtime has vector code for amd64 (jsongen_runtime_amd64.s: AVX2 where the
 * processor has it, SSE2 otherwise or under the build tag `jsongen_sse2`) and portable Go for
 * every other architecture (jsongen_runtime_other.go, also chosen by the build tag `purego`).
 * This harness builds the driver three ways (default, `jsongen_sse2`, `purego`) and vets the
 * module for arm64 and 386; every request runs through the three builds, which must agree, and
 * the checks judge the first.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { commandDriver } from '../driver.js';
import type { Driver, HarnessCase, InstanceRequest, InstanceResult, LanguageHarness } from '../protocol.js';
import { go, goHarness } from './index.js';

/** The other builds: the driver's file name and the build tag that selects the runtime. */
const variants = [
  { driver: 'driver-sse2', tag: 'jsongen_sse2' },
  { driver: 'driver-purego', tag: 'purego' },
] as const;

async function buildVariants(workDir: string): Promise<void> {
  for (const v of variants) {
    await go(['go', 'vet', '-tags', v.tag, './...'], workDir);
    await go(['go', 'build', '-tags', v.tag, '-o', v.driver, '.'], workDir);
  }
  for (const arch of ['arm64', '386']) await go(['env', `GOARCH=${arch}`, 'go', 'vet', './...'], workDir);
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

/** Runs requests through the default driver and the other builds; a disagreement is an error. */
function allBuilds(workDir: string): Driver {
  const main = commandDriver(join(workDir, 'driver'), [], workDir);
  const others = variants.map((v) => ({ tag: v.tag, driver: commandDriver(join(workDir, v.driver), [], workDir) }));
  let built: Promise<void> | undefined;
  return {
    async run(requests: readonly InstanceRequest[]): Promise<InstanceResult[]> {
      if (variants.some((v) => !existsSync(join(workDir, v.driver)))) built ??= buildVariants(workDir);
      await built;
      const [a, ...rest] = await Promise.all([main.run(requests), ...others.map((o) => o.driver.run(requests))]);
      rest.forEach((b, k) => {
        requests.forEach((r, i) => {
          const x = a?.[i];
          const y = b[i];
          if (x === undefined || y === undefined || !sameResult(x, y)) {
            throw new Error(
              `the ${others[k]?.tag} build disagrees on ${r.caseName} ${r.path}: ${describeResult(y)}, default ${describeResult(x)}`,
            );
          }
        });
      });
      return a ?? [];
    },
    fuzz: (requests, timeoutMs) => main.fuzz(requests, timeoutMs),
  };
}

export const goAllBuildsHarness = {
  ...goHarness,
  async build(cases: readonly HarnessCase[], workDir: string): Promise<Driver> {
    await goHarness.build(cases, workDir);
    await buildVariants(workDir);
    return allBuilds(workDir);
  },
  reopen: allBuilds,
} satisfies LanguageHarness & { reopen(workDir: string): Driver };
