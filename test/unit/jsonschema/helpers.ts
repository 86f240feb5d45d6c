import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Diagnostic, Result } from '../../../generator/diagnostics.js';
import type { LoadedDocument } from '../../../generator/input/jsonschema/load.js';
import { lowerJsonSchema } from '../../../generator/input/jsonschema/lower.js';
import type { FrontEndOptions } from '../../../generator/input/options.js';
import type { Decl, DeclId, Model } from '../../../generator/ir/types.js';

export const DEFAULT_OPTIONS: FrontEndOptions = { keepUnknown: false, unsupported: 'error' };

/** An in-memory document (no filesystem): `file` is also the last segment of its `file:` URL. */
export function doc(json: unknown, file = 's.json', root = true): LoadedDocument {
  return { file, uri: pathToFileURL(`/virtual/${file}`).href, root, json };
}

export function lower(json: unknown, options: Partial<FrontEndOptions> = {}): Result<Model> {
  return lowerJsonSchema([doc(json)], { ...DEFAULT_OPTIONS, ...options });
}

export function lowered(json: unknown, options: Partial<FrontEndOptions> = {}): Model {
  const result = lower(json, options);
  if (!result.ok) throw new Error(`lowering failed: ${JSON.stringify(result.diagnostics)}`);
  return result.value;
}

export function declOf(model: Model, id: DeclId): Decl {
  const decl = model.decls.find((d) => d.id === id);
  if (decl === undefined) throw new Error(`no declaration ${id}; have ${model.decls.map((d) => d.id).join(', ')}`);
  return decl;
}

export function rootDecl(model: Model): Decl {
  return declOf(model, model.roots[0] as string);
}

export function fieldType(model: Model, id: DeclId, name: string): unknown {
  const decl = declOf(model, id);
  if (decl.kind !== 'record') throw new Error(`${id} is a ${decl.kind}`);
  const field = decl.fields.find((f) => f.jsonName === name);
  if (field === undefined) throw new Error(`${id} has no field ${name}`);
  return field.type;
}

export function codes(diagnostics: readonly Diagnostic[]): string[] {
  return diagnostics.map((d) => `${d.code} ${d.pointer}`);
}

/** Writes files into a fresh temporary folder; returns their paths by name. */
export function tempFiles(files: Record<string, string>): Record<string, string> {
  const dir = mkdtempSync(join(tmpdir(), 'jsongen-test-'));
  const paths: Record<string, string> = {};
  for (const [name, text] of Object.entries(files)) {
    const path = join(dir, name);
    writeFileSync(path, text);
    paths[name] = path;
  }
  return paths;
}
