/**
 * One build per language of every accepted group, without optimisation or linters, into
 * `.build/json-schema-suite/<lang>` (or the folder given) (reused while its inputs are unchanged). A group whose code
 * does not build is left out and the build is tried again, so one such group cannot hide the
 * verdicts of the others; the groups left out are reported as `<group>/compile`.
 */
import { join } from 'node:path';
import { driverFor } from '../../harness/build-cache.js';
import type { Driver, HarnessCase, InstanceRequest, InstanceResult, LanguageHarness } from '../../harness/protocol.js';
import { workRoot } from './groups.js';

export interface SuiteBuild {
  readonly driver: Driver | undefined;
  /** Case name → the build error naming it. */
  readonly leftOut: ReadonlyMap<string, string>;
  /** Why no driver could be built, when `driver` is undefined. */
  readonly error: string | undefined;
}

/** Builds retried at most this often (each retry leaves out the cases the last error named). */
const maxRounds = 40;

/** The folder of a case's sources as a build error names it. */
function sourceDir(lang: string, pkg: string): string {
  const path = pkg.split('.').join('/');
  return lang === 'go' ? `cases/${pkg}/` : lang === 'haskell' ? `src/${path}.hs` : `/${path}/`;
}

function mentions(message: string, lang: string, pkg: string): boolean {
  const dir = sourceDir(lang, pkg);
  return message.includes(dir) || (lang === 'haskell' && message.includes(`src/${pkg.split('.').join('/')}/`));
}

function excerpt(message: string, lang: string, pkg: string): string {
  const dir = sourceDir(lang, pkg);
  const line = message.split('\n').find((l) => l.includes(dir)) ?? message.split('\n')[0] ?? '';
  return line.slice(line.indexOf(dir)).replace(/\s+/g, ' ').slice(0, 300);
}

export async function buildSuite(
  harness: LanguageHarness,
  cases: readonly HarnessCase[],
  workDir: string = join(workRoot, harness.lang),
): Promise<SuiteBuild> {
  const leftOut = new Map<string, string>();
  let remaining = cases;
  for (let round = 0; round < maxRounds && remaining.length > 0; round++) {
    try {
      const driver = await driverFor(harness, remaining, workDir, { optimize: false, shareRuntime: true, lint: false });
      return { driver, leftOut, error: undefined };
    } catch (e) {
      const message = (e as Error).message;
      const named = remaining.filter((c) => mentions(message, harness.lang, c.package));
      if (named.length === 0) return { driver: undefined, leftOut, error: message.slice(0, 4000) };
      for (const c of named) leftOut.set(c.name, excerpt(message, harness.lang, c.package));
      remaining = remaining.filter((c) => !leftOut.has(c.name));
    }
  }
  return { driver: undefined, leftOut, error: `no build after ${maxRounds} rounds` };
}

/**
 * Every request's result; a driver that dies on a request is run again on each half, so the
 * request that kills it gets a result of its own (offset -2, the driver's message).
 */
export async function runAll(driver: Driver, requests: readonly InstanceRequest[]): Promise<InstanceResult[]> {
  if (requests.length === 0) return [];
  try {
    return await driver.run(requests);
  } catch (e) {
    if (requests.length === 1) return [{ ok: false, offset: -2, pointer: '', message: `driver failed: ${(e as Error).message.slice(0, 300)}` }];
    const half = Math.ceil(requests.length / 2);
    return [...(await runAll(driver, requests.slice(0, half))), ...(await runAll(driver, requests.slice(half)))];
  }
}
