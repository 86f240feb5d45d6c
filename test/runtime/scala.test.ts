/**
 * The Scala runtime's own tests (runtime/scala/test/, munit under Surefire), run with the real
 * toolchain in one Maven build: the runtime and its tests compiled with the harness's warning
 * flags (-Werror), then every suite run. Offline when scripts/install/scala.sh has fetched the
 * artifacts, else online. On failure the toolchain's output is the error message.
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { buildRoot, repoRoot } from '../harness/paths.js';

const run = promisify(execFile);
const project = join(repoRoot, 'runtime', 'scala');
const buildDir = join(buildRoot, 'scala-runtime');
const reports = join(buildDir, 'surefire-reports');

async function mvn(args: readonly string[]): Promise<{ ok: boolean; output: string }> {
  try {
    const { stdout, stderr } = await run('mvn', ['-B', '-q', ...args, `-Druntime.build.dir=${buildDir}`], { cwd: project, maxBuffer: 64 << 20 });
    return { ok: true, output: `${stdout}${stderr}` };
  } catch (e) {
    const err = e as { stdout?: string; stderr?: string; message: string };
    return { ok: false, output: `${err.stdout ?? ''}${err.stderr ?? ''}` || err.message };
  }
}

/** `mvn test`, offline first; online only when an artifact is missing from the local repository. */
async function mvnTest(): Promise<{ ok: boolean; output: string }> {
  const offline = await mvn(['-o', 'test']);
  if (offline.ok || !/offline|not been downloaded|Could not find artifact|Cannot access .* in offline mode/i.test(offline.output)) return offline;
  return mvn(['test']);
}

/** Tests run per suite, from Surefire's plain-text reports. */
function suiteCounts(): Map<string, number> {
  const counts = new Map<string, number>();
  if (!existsSync(reports)) return counts;
  for (const file of readdirSync(reports).filter((f) => f.endsWith('.txt'))) {
    const m = /Tests run: (\d+)/.exec(readFileSync(join(reports, file), 'utf8'));
    counts.set(file.replace(/^jsongen\.runtime\./, '').replace(/\.txt$/, ''), Number(m?.[1] ?? 0));
  }
  return counts;
}

describe('the Scala runtime', () => {
  it('passes its munit suites, compiled without warnings', async () => {
    rmSync(reports, { recursive: true, force: true });
    const result = await mvnTest();
    if (!result.ok) throw new Error(`mvn test in runtime/scala failed:\n${result.output.slice(-30000)}`);
    const suites = readdirSync(join(project, 'test')).filter((f) => f.endsWith('Suite.scala')).map((f) => f.replace(/\.scala$/, ''));
    const counts = suiteCounts();
    expect([...counts.keys()].sort()).toEqual(suites.sort());
    for (const suite of suites) expect(counts.get(suite), suite).toBeGreaterThan(0);
  });
});
