import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { commandDriver } from '../harness/driver.js';
import { goEnv, goHarness } from '../harness/go/index.js';
import type { Driver, HarnessCase, InstanceRequest, InstanceResult, LanguageHarness } from '../harness/protocol.js';
import { compiledSuite } from './suite.js';

/*
 * The generated runtime has vector code for amd64 (jsongen_runtime_amd64.s) and portable Go for
 * every other architecture (jsongen_runtime_other.go, also chosen by the build tag `purego`).
 * The driver is built both ways; every request runs through both builds, which must agree, and
 * the checks judge the first.
 */
const run = promisify(execFile);
const portableDriver = 'driver-purego';

async function buildPortable(workDir: string): Promise<void> {
  const options = { cwd: workDir, env: goEnv(), maxBuffer: 64 << 20 };
  try {
    await run('go', ['vet', '-tags', 'purego', './...'], options);
    await run('go', ['build', '-tags', 'purego', '-o', portableDriver, '.'], options);
  } catch (e) {
    const err = e as { stdout?: string; stderr?: string; message: string };
    throw new Error(`the purego build failed in ${workDir}:\n${err.stdout ?? ''}${err.stderr ?? err.message}`.slice(0, 20000));
  }
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

const bothWays = {
  ...goHarness,
  async build(cases: readonly HarnessCase[], workDir: string): Promise<Driver> {
    await goHarness.build(cases, workDir);
    await buildPortable(workDir);
    return bothBuilds(workDir);
  },
  reopen: bothBuilds,
} satisfies LanguageHarness & { reopen(workDir: string): Driver };

compiledSuite(bothWays);
