/**
 * Generated Go types in their ecosystem: `go test ./interop` in the compiled Go module (the same
 * build as test/compiled/go.test.ts, every case in one module) drives them through
 * encoding/json (values, pointers, interfaces, slices, maps, structs holding or embedding them,
 * json.Unmarshal and json.Decoder with the generated *DecodeError), an httptest server and
 * client, and checks that struct tags name the wire keys (test/harness/go/interop/interop_test.go).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { harnessWorkDir } from '../harness/build-cache.js';
import { goAllBuildsHarness } from '../harness/go/all-builds.js';
import { go } from '../harness/go/index.js';
import { buildAll } from './build-all.js';
import { excludedCases, readLedger } from './outcome.js';
import { compiledSpecs } from './specs.js';

describe('Go interop', () => {
  const workDir = harnessWorkDir('go');

  beforeAll(async () => {
    // The same cases as the compiled Go suite, so both share one build.
    await buildAll(goAllBuildsHarness, compiledSpecs(), excludedCases(readLedger('go')));
  });

  it('the interop test is part of the build (its case packages were generated)', () => {
    expect(existsSync(join(workDir, 'interop', 'interop_test.go'))).toBe(true);
  });

  it('go test ./interop passes (encoding/json, net/http/httptest, struct tags)', async () => {
    const out = await go(['go', 'test', '-count=1', '-v', './interop'], workDir);
    expect(out).toMatch(/^ok\s/m);
    for (const name of ['TestEncodingJSONForms', 'TestDecodeErrorsThroughEncodingJSON', 'TestHTTPHandlerAndClient', 'TestTagsNameWireKeys']) {
      expect(out).toContain(`--- PASS: ${name}`);
    }
  });
});
