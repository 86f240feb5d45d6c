/**
 * The generated API from Haskell itself (api/ApiTest.hs): decode options and the depth limit,
 * encode errors for non-finite doubles, three-state presence, writing into a caller's buffer,
 * and the fields of a decode error. Built with the real GHC as a user's program would be.
 */
import { generateTarget } from '../../../generator/targets/render-target.js';
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { hasErrors } from '../../../generator/diagnostics.js';
import type { Model } from '../../../generator/ir/types.js';
import { loadTemplateSet } from '../../../generator/render/load.js';
import { createRenderer } from '../../../generator/render/renderer.js';
import { haskellTarget } from '../../../generator/targets/haskell/index.js';
import { cabalFile, moduleNames } from '../../harness/haskell/driver-source.js';
import { cabalBuild, writeIfChanged } from '../../harness/haskell/index.js';
import { buildRoot } from '../../harness/paths.js';
import { alias, array, field, int, modelOf, nullable, num, record, ref } from '../go/models.js';

const workDir = join(buildRoot, 'unit-haskell-api');

const model: Model = modelOf(
  [
    record('Doc', [field('n', int, false), field('x', num, false), field('p', nullable(int), false), field('tree', ref('Tree'), false)]),
    alias('Tree', array(ref('Tree'))),
  ],
  'Doc',
);

describe('the generated Haskell API', () => {
  it('behaves as documented (api/ApiTest.hs)', async () => {
    const result = generateTarget(haskellTarget, model, { package: 'Unit.Api' }, createRenderer(loadTemplateSet('haskell')));
    if (!result.ok || hasErrors(result.diagnostics)) throw new Error(JSON.stringify(result.diagnostics));
    for (const f of result.value.files) writeIfChanged(join(workDir, 'src', f.path), f.content);
    writeIfChanged(join(workDir, 'src', 'ApiTest.hs'), readFileSync(new URL('./api/ApiTest.hs', import.meta.url), 'utf8'));
    writeIfChanged(join(workDir, 'api-test-package.cabal'), cabalFile(moduleNames(result.value.files), '-O1', 'api-test', 'ApiTest.hs'));
    const exe = await cabalBuild(workDir, 'api-test');
    const { stdout } = await promisify(execFile)(exe, [], { cwd: workDir }).catch((e: { stdout?: string }) => ({ stdout: e.stdout ?? String(e) }));
    expect(stdout).toMatch(/^\d+ passed, 0 failed$/m);
    expect(stdout).not.toMatch(/^FAIL/m);
  }, 900_000);
});
