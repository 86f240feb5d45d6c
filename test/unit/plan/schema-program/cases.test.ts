/**
 * The shared cases of the keywords schema-check programs carry, judged without generated code:
 * the whole root schema compiled to one program and run by the reference interpreter, with ajv
 * as a second opinion. Every valid instance passes both; every invalid one fails both, ours at
 * the case's pointer.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { toSchemaDoc } from '../../../../generator/input/jsonschema/documents.js';
import { loadJsonSchemaInputs } from '../../../../generator/input/jsonschema/load.js';
import { programSource } from '../../../../generator/input/jsonschema/program-source.js';
import { createResolver } from '../../../../generator/input/jsonschema/resolver.js';
import { compileSchemaProgram, parseJson, runSchemaProgram } from '../../../../generator/plan/schema-program/index.js';
import { validatorFor } from '../../../harness/random/ajv.js';
import { repoRoot } from '../../../harness/paths.js';

const PROGRAM_CASES = ['not-and-if', 'contains', 'dependent', 'dependencies-draft07', 'unevaluated'];

function instances(dir: string, kind: 'valid' | 'invalid'): { name: string; text: string; pointer: string }[] {
  const folder = join(dir, kind);
  return readdirSync(folder)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => {
      const name = f.replace(/\.json$/, '');
      const pointer = kind === 'invalid' ? readFileSync(join(folder, `${name}.pointer`), 'utf8').replace(/\n$/, '') : '';
      return { name, text: readFileSync(join(folder, f), 'utf8'), pointer };
    });
}

describe.each(PROGRAM_CASES)('case %s as one schema-check program', (name) => {
  const dir = join(repoRoot, 'test', 'cases', name);
  const schemaFile = join(dir, 'schema.json');
  const loaded = loadJsonSchemaInputs([schemaFile]);
  if (!loaded.ok) throw new Error(`${name}: does not load`);
  const docs = loaded.value.map(toSchemaDoc);
  const doc = docs[0]!;
  const compiled = compileSchemaProgram(programSource(createResolver(docs), doc.file), [{ doc, pointer: '', node: doc.json, base: doc.sites.get('')?.base ?? doc.uri }]);
  if (!compiled.ok) throw new Error(`${name}: ${compiled.problems.map((p) => p.message).join('; ')}`);
  const program = compiled.program;
  const ajv = validatorFor(schemaFile);
  // Instances ajv is documented to decide wrongly (case.json `ajvRejects` / `ajvAccepts`, with the reason).
  const meta = JSON.parse(readFileSync(join(dir, 'case.json'), 'utf8')) as { ajvRejects?: Record<string, string>; ajvAccepts?: Record<string, string> };

  it.each(instances(dir, 'valid'))('accepts valid/$name', ({ name, text }) => {
    expect(runSchemaProgram(program, parseJson(text)!)).toEqual({ valid: true });
    expect(ajv(JSON.parse(text))).toBe(meta.ajvRejects?.[name] === undefined);
  });

  it.each(instances(dir, 'invalid'))('rejects invalid/$name at its pointer', ({ name, text, pointer }) => {
    const verdict = runSchemaProgram(program, parseJson(text)!);
    expect(verdict.valid ? null : verdict.error.instance).toBe(pointer);
    expect(ajv(JSON.parse(text))).toBe(meta.ajvAccepts?.[name] !== undefined);
  });
});
