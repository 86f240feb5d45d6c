import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { documentDraft, type Draft } from '../../../generator/input/jsonschema/drafts.js';
import { compileMetaCheck, type MetaCheck } from '../../../generator/input/jsonschema/meta-ajv.js';
import { metaCheckFile, metaCheckFileText, metaCheckFor } from '../../../generator/input/jsonschema/meta-checks.js';

const drafts: readonly Draft[] = ['draft-04', 'draft-06', 'draft-07', '2019-09', '2020-12'];

/** Every case's schema, and schemas each draft rejects. */
const caseSchemas: readonly unknown[] = readdirSync('test/cases', { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .flatMap((e) => readdirSync(join('test/cases', e.name)).filter((f) => f.endsWith('.json')).map((f) => join('test/cases', e.name, f)))
  .map((file) => JSON.parse(readFileSync(file, 'utf8')) as unknown);
const invalid: readonly unknown[] = [
  { type: 'strin' },
  { properties: { a: { type: 'object', required: 'a' } } },
  { prefixItems: 5 },
  { $anchor: '1bad' },
  { minimum: 0, exclusiveMinimum: true },
  { exclusiveMinimum: 3, minimum: 0 },
  { items: [{ type: 'string' }, 7] },
  { enum: [] },
  { $ref: 5 },
  { $defs: { a: { pattern: 5 } }, definitions: { b: { minLength: -1 } } },
  { pattern: '[' },
  { $id: 'not a uri' },
];

function outcome(check: MetaCheck, schema: unknown): unknown {
  const valid = check(schema);
  return { valid, errors: (check.errors ?? []).map((e) => [e.instancePath, e.keyword, e.message]) };
}

/** A fresh folder inside the project, where the modules' `require`s find the installed ajv. */
function freshDir(): string {
  mkdirSync('node_modules/.cache', { recursive: true });
  return mkdtempSync(join(resolve('node_modules/.cache'), 'jsongen-meta-'));
}

/** The module the build writes for the draft, in a fresh folder. */
function built(draft: Draft, text: string = metaCheckFileText(draft)): string {
  const dir = freshDir();
  writeFileSync(metaCheckFile(draft, dir), text);
  return dir;
}

describe('meta-schema checks compiled ahead of time', () => {
  it.each(drafts)('%s: the same verdicts and errors as compiling in the process', (draft) => {
    const ahead = metaCheckFor(draft, built(draft));
    const now = compileMetaCheck(draft);
    expect(ahead).not.toBe(now);
    const ownDraft = caseSchemas.filter((s) => documentDraft(s).draft === draft);
    const verdicts = [...ownDraft, ...invalid].map((s) => outcome(ahead, s));
    expect(verdicts).toEqual([...ownDraft, ...invalid].map((s) => outcome(now, s)));
    expect(verdicts.filter((v) => (v as { valid: boolean }).valid).length).toBeGreaterThan(0);
    expect(verdicts.filter((v) => !(v as { valid: boolean }).valid).length).toBeGreaterThan(3);
  });

  it('are not used when they were built with other ajv versions', () => {
    const stale = 'module.exports = function () { return false; };\nmodule.exports.versions = "ajv@0.0.0";\n';
    expect(metaCheckFor('2020-12', built('2020-12', stale))({ type: 'string' })).toBe(true);
  });

  it('are compiled in the process when the build has none', () => {
    const empty = freshDir();
    expect(metaCheckFor('draft-07', empty)({ type: 'strin' })).toBe(false);
  });
});
