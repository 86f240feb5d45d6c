/**
 * The shared case corpus (test/cases/, format in test/cases/README.md) is itself well-formed:
 * every case has a schema ajv compiles, every valid instance (and its canonical form) is
 * accepted by ajv, every invalid instance has a pointer that is meaningful for it and is
 * rejected by the strict JSON reader or by ajv (unless `case.json` names why ajv accepts it).
 */
import { parse as parseYaml } from 'yaml';
import { detectFormat } from '../../generator/input/detect.js';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { Ajv, type ValidateFunction } from 'ajv';
import { Ajv2019 } from 'ajv/dist/2019.js';
import { Ajv2020 } from 'ajv/dist/2020.js';
import draft06MetaSchema from 'ajv/dist/refs/json-schema-draft-06.json' with { type: 'json' };
import Ajv04Import from 'ajv-draft-04';
import addFormatsImport from 'ajv-formats';

const casesRoot = fileURLToPath(new URL('../cases/', import.meta.url));

interface CaseJson {
  readonly description: string;
  readonly options?: Record<string, unknown>;
  /** Invalid instance name → why ajv accepts it (a wire rule JSON Schema does not see). */
  readonly ajvAccepts?: Record<string, string>;
  /** Valid instance name → why ajv rejects it (ajv's double arithmetic where the wire rules are exact). */
  readonly ajvRejects?: Record<string, string>;
}

interface SchemaCompiler {
  addSchema(schema: unknown, key: string): unknown;
  getSchema(key: string): ValidateFunction | undefined;
  addKeyword(keyword: string): unknown;
}

/** CommonJS packages seen through ESM: the constructor is the default export or its `default`. */
function interop<T>(module: T): T {
  return (module as { default?: T }).default ?? module;
}

const ajvOptions = {
  strict: true,
  strictTypes: false,
  strictTuples: false,
  strictRequired: false,
  allowUnionTypes: true,
  ownProperties: true,
  allErrors: false,
  logger: false,
  validateFormats: true,
} as const;

function compilerFor(schema: unknown): SchemaCompiler {
  const addFormats = interop(addFormatsImport) as unknown as (ajv: unknown) => unknown;
  const declared = typeof schema === 'object' && schema !== null ? (schema as { $schema?: unknown }).$schema : undefined;
  const draft = typeof declared === 'string' ? declared : '2020-12';
  let ajv: SchemaCompiler;
  if (draft.includes('draft-04')) {
    const Ajv04 = interop(Ajv04Import) as unknown as new (options: object) => SchemaCompiler;
    ajv = new Ajv04(ajvOptions);
  } else if (draft.includes('draft-06')) {
    const draft06 = new Ajv(ajvOptions);
    draft06.addMetaSchema(draft06MetaSchema);
    ajv = draft06;
  } else if (draft.includes('draft-07')) {
    ajv = new Ajv(ajvOptions);
  } else {
    ajv = draft.includes('2019-09') ? new Ajv2019(ajvOptions) : new Ajv2020(ajvOptions);
    // ajv resolves `$anchor` but its strict mode does not list it as a keyword.
    ajv.addKeyword('$anchor');
  }
  addFormats(ajv);
  // Annotations the generator reads (enum member names and docs, open enums); a validator ignores them.
  for (const keyword of ['x-enum-varnames', 'x-enumNames', 'x-enum-descriptions', 'x-enumDescriptions', 'x-extensible-enum', 'x-ms-enum']) ajv.addKeyword(keyword);
  return ajv;
}

/** The strict reader's verdict: exact UTF-8, no BOM, exactly one RFC 8259 value. */
function strictParse(bytes: Buffer): { ok: true; value: unknown } | { ok: false; why: string } {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return { ok: false, why: 'invalid UTF-8' };
  }
  if (text.startsWith('\ufeff')) return { ok: false, why: 'byte order mark' };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (e) {
    return { ok: false, why: (e as Error).message };
  }
}

/** True when the JSON text has whitespace outside strings (so it cannot be canonical output). */
function hasInsignificantWhitespace(text: string): boolean {
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (inString) {
      if (ch === '\\') i++;
      else if (ch === '"') inString = false;
    } else if (ch === '"') inString = true;
    else if (ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r') return true;
  }
  return false;
}

/** The value a JSON Pointer designates, or `undefined` when it designates nothing. */
function resolvePointer(value: unknown, pointer: string): unknown {
  if (pointer === '') return value;
  let at: unknown = value;
  for (const raw of pointer.slice(1).split('/')) {
    const token = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(at)) {
      if (!/^(0|[1-9][0-9]*)$/.test(token) || Number(token) >= at.length) return undefined;
      at = at[Number(token)];
    } else if (typeof at === 'object' && at !== null && Object.prototype.hasOwnProperty.call(at, token)) {
      at = (at as Record<string, unknown>)[token];
    } else {
      return undefined;
    }
  }
  return at;
}

const pointerSyntax = /^(\/([^~/]|~[01])*)*$/u;
const siblingIgnored = new Set(['schema.json', 'case.json']);

function caseNames(): string[] {
  return readdirSync(casesRoot)
    .filter((n) => statSync(join(casesRoot, n)).isDirectory())
    .sort();
}

function filesIn(dir: string): string[] {
  return existsSync(dir) ? readdirSync(dir).sort() : [];
}

/**
 * The JSON Schema instances are judged by: the case's own, or for an OpenAPI or JTD case
 * (`schema.yaml` or a schema of another format) or a TypeScript case (`schema.ts`) the one of its twin case `<name>-twin`.
 */
function judgeSchema(name: string, dir: string): { name: string; dir: string } {
  if (existsSync(join(dir, 'schema.ts'))) return { name: `${name}-twin`, dir: join(casesRoot, `${name}-twin`) };
  const yaml = join(dir, 'schema.yaml');
  const input = existsSync(yaml) ? parseYaml(readFileSync(yaml, 'utf8')) : JSON.parse(readFileSync(join(dir, 'schema.json'), 'utf8'));
  if (detectFormat(input) === 'jsonschema') return { name, dir };
  return { name: `${name}-twin`, dir: join(casesRoot, `${name}-twin`) };
}

function loadValidator(caseName: string, caseDir: string): ValidateFunction {
  const { name, dir } = judgeSchema(caseName, caseDir);
  const schema: unknown = JSON.parse(readFileSync(join(dir, 'schema.json'), 'utf8'));
  const ajv = compilerFor(schema);
  for (const file of filesIn(dir).filter((f) => f.endsWith('.json') && !siblingIgnored.has(f))) {
    ajv.addSchema(JSON.parse(readFileSync(join(dir, file), 'utf8')), `file:///cases/${name}/${file}`);
  }
  const key = `file:///cases/${name}/schema.json`;
  ajv.addSchema(schema, key);
  const validate = ajv.getSchema(key);
  if (validate === undefined) throw new Error(`${name}: ajv did not compile schema.json`);
  return validate;
}

function readCaseJson(dir: string): CaseJson {
  const parsed = JSON.parse(readFileSync(join(dir, 'case.json'), 'utf8')) as CaseJson;
  expect(typeof parsed.description, 'case.json needs a description').toBe('string');
  expect(parsed.description.length).toBeGreaterThan(0);
  return parsed;
}

function checkValid(dir: string, validate: ValidateFunction, caseJson: CaseJson): void {
  const files = filesIn(join(dir, 'valid'));
  expect(files.filter((f) => f.endsWith('.json')).length, 'at least one valid instance').toBeGreaterThan(0);
  const rejected = caseJson.ajvRejects ?? {};
  for (const name of Object.keys(rejected)) {
    expect(files, `ajvRejects names an existing valid instance`).toContain(`${name}.json`);
  }
  for (const file of files) {
    expect(file, 'valid/ holds only .json and .canonical files').toMatch(/^[a-z0-9-]+\.(json|canonical)$/);
    const bytes = readFileSync(join(dir, 'valid', file));
    const parsed = strictParse(bytes);
    expect(parsed.ok ? 'ok' : parsed.why, `valid/${file} is strict JSON`).toBe('ok');
    if (!parsed.ok) continue;
    const base = file.replace(/\.(json|canonical)$/, '');
    const reason = rejected[base];
    const verdict = validate(parsed.value);
    expect(verdict, reason === undefined ? `valid/${file} passes ajv: ${JSON.stringify(validate.errors)}` : `valid/${file}: ajv rejects it (${reason})`).toBe(reason === undefined);
    const canonical = join(dir, 'valid', `${base}.canonical`);
    if (file.endsWith('.canonical')) {
      expect(existsSync(join(dir, 'valid', `${base}.json`)), `valid/${file} has its .json`).toBe(true);
      expect(bytes.equals(readFileSync(join(dir, 'valid', `${base}.json`))), `valid/${file} differs from its input`).toBe(false);
    }
    if (file.endsWith('.canonical') || !existsSync(canonical)) {
      const text = bytes.toString('utf8');
      expect(hasInsignificantWhitespace(text), `valid/${file} is expected output: no insignificant whitespace`).toBe(false);
    }
  }
}

function checkInvalid(dir: string, validate: ValidateFunction, caseJson: CaseJson): void {
  const files = filesIn(join(dir, 'invalid'));
  const accepted = caseJson.ajvAccepts ?? {};
  for (const name of Object.keys(accepted)) {
    expect(files, `ajvAccepts names an existing invalid instance`).toContain(`${name}.json`);
  }
  for (const file of files) {
    expect(file, 'invalid/ holds only .json and .pointer files').toMatch(/^[a-z0-9-]+\.(json|pointer)$/);
    const base = file.replace(/\.(json|pointer)$/, '');
    expect(existsSync(join(dir, 'invalid', `${base}.json`)), `invalid/${base}.json exists`).toBe(true);
    if (!file.endsWith('.json')) continue;
    const pointerFile = join(dir, 'invalid', `${base}.pointer`);
    expect(existsSync(pointerFile), `invalid/${file} has a .pointer`).toBe(true);
    if (!existsSync(pointerFile)) continue;
    const pointer = readFileSync(pointerFile, 'utf8').replace(/\n$/, '');
    expect(pointer, `invalid/${base}.pointer is a JSON Pointer`).toMatch(pointerSyntax);
    const parsed = strictParse(readFileSync(join(dir, 'invalid', file)));
    if (!parsed.ok) {
      expect(accepted[base], `invalid/${file} fails to parse; it needs no ajvAccepts entry`).toBeUndefined();
      continue;
    }
    expect(resolvePointer(parsed.value, pointer), `invalid/${base}.pointer designates a value of the instance`).not.toBe(undefined);
    const reason = accepted[base];
    expect(validate(parsed.value), `invalid/${file}: ajv ${reason === undefined ? 'rejects it' : `accepts it (${reason})`}`).toBe(
      reason !== undefined,
    );
  }
}

describe('test case corpus', () => {
  const names = caseNames();

  it('has cases', () => {
    expect(names.length).toBeGreaterThan(0);
  });

  for (const name of names) {
    it(`${name} is well-formed`, () => {
      const dir = join(casesRoot, name);
      expect(name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(['schema.json', 'schema.yaml', 'schema.ts'].some((f) => existsSync(join(dir, f))), 'schema.json, schema.yaml or schema.ts exists').toBe(true);
      const caseJson = readCaseJson(dir);
      const validate = loadValidator(name, dir);
      checkValid(dir, validate, caseJson);
      checkInvalid(dir, validate, caseJson);
    });
  }
});
