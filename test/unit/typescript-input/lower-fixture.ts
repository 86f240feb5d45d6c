/** Lowers TypeScript source written to a temporary file, for the front end's unit tests. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Decl, Field, Model, RecordDecl } from '../../../generator/ir/types.js';
import { readTypeScript, type TypeScriptRead } from '../../../generator/input/typescript/lower.js';
import type { FrontEndOptions } from '../../../generator/input/options.js';
import { normalize } from '../../../generator/ir/passes/index.js';

const dir = mkdtempSync(join(tmpdir(), 'jsongen-ts-'));
let counter = 0;

export const defaults: FrontEndOptions = { keepUnknown: false, unsupported: 'error' };

/** Writes the source as `types<N>.ts` and returns its path. */
export function sourceFile(source: string, name?: string): string {
  counter++;
  const path = join(dir, name ?? `types${counter}.ts`);
  writeFileSync(path, source);
  return path;
}

export function read(source: string, options: Partial<FrontEndOptions> = {}): TypeScriptRead & { file: string } {
  const file = sourceFile(source);
  const result = readTypeScript([file], { ...defaults, ...options });
  if (!result.ok) throw new Error(`not read: ${JSON.stringify(result.diagnostics)}`);
  return { ...result.value, file };
}

/** The normalized model of source whose every root must generate. */
export function model(source: string, options: Partial<FrontEndOptions> = {}): Model {
  const r = read(source, options);
  const refused = r.roots.filter((o) => o.status === 'refused');
  if (refused.length > 0) throw new Error(`refused: ${JSON.stringify(refused)}`);
  const normalized = normalize(r.model);
  if (!normalized.ok) throw new Error(`not normalized: ${JSON.stringify(normalized.diagnostics)}`);
  return normalized.value;
}

export function declNamed(m: Model, name: string): Decl {
  const decl = m.decls.find((d) => d.id.endsWith(`#/${name}`));
  if (decl === undefined) throw new Error(`no declaration ${name} among ${m.decls.map((d) => d.id).join(', ')}`);
  return decl;
}

export function recordNamed(m: Model, name: string): RecordDecl {
  const decl = declNamed(m, name);
  if (decl.kind !== 'record') throw new Error(`${name} is a ${decl.kind}`);
  return decl;
}

export function fieldOf(record: RecordDecl, name: string): Field {
  const field = record.fields.find((f) => f.jsonName === name);
  if (field === undefined) throw new Error(`${record.id} has no field ${name}`);
  return field;
}
