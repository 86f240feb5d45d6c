/**
 * The harnesses the schema fuzzer builds with: the registered ones, except that Haskell is
 * compiled without optimisation (-O0): the fuzzer checks what compiles and what the code does,
 * and at -O1 GHC spends most of a batch optimising code that runs a few documents.
 */
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { commandDriver } from '../harness/driver.js';
import { cabalFile, driverMain, moduleNames } from '../harness/haskell/driver-source.js';
import { cabalBuild, haskellHarness, writeIfChanged } from '../harness/haskell/index.js';
import { shareRuntime } from '../harness/haskell/runtime-share.js';
import type { Driver, HarnessCase, LanguageHarness } from '../harness/protocol.js';
import { harnesses } from '../harness/registry.js';

const haskellUnoptimised: LanguageHarness = {
  ...haskellHarness,
  async build(cases: readonly HarnessCase[], workDir: string): Promise<Driver> {
    const sources = shareRuntime(cases);
    if (sources.mismatches.length > 0) throw new Error(`support modules differ beyond their module name in: ${sources.mismatches.join(', ')}`);
    for (const f of sources.files) writeIfChanged(join(workDir, 'src', f.path), f.content);
    writeIfChanged(join(workDir, 'src', 'Main.hs'), driverMain(cases));
    writeIfChanged(join(workDir, 'jsongen-driver-package.cabal'), cabalFile(moduleNames(sources.files), '-O0'));
    const built = await cabalBuild(workDir, 'jsongen-driver');
    mkdirSync(join(workDir, 'bin'), { recursive: true });
    copyFileSync(built, join(workDir, 'bin', 'jsongen-driver'));
    return commandDriver(join(workDir, 'bin', 'jsongen-driver'), [], workDir);
  },
};

export const schemaFuzzHarnesses: readonly LanguageHarness[] = harnesses.map((h) => (h.lang === 'haskell' ? haskellUnoptimised : h));
