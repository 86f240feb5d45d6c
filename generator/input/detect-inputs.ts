/** Reading the inputs with the front end of their format (given, or detected by content). */
import { readFileSync } from 'node:fs';
import { error, fail, ok, type Diagnostic, type Result } from '../diagnostics.js';
import type { Decl, DeclId, Model } from '../ir/types.js';
import { detectFormat, isTypeScriptFile, type InputFormat } from './detect.js';
import { loadJsonSchemaInputs } from './jsonschema/load.js';
import { lowerJsonSchema } from './jsonschema/lower.js';
import type { FrontEndOptions } from './options.js';
import { parseSchemaText, type ParsedText } from './jsonschema/parse.js';
import { lowerJtd } from './jtd/lower.js';
import { lowerOpenApi } from './openapi/lower.js';
import { lowerTypeScript } from './typescript/lower.js';

interface ReadInput {
  readonly file: string;
  readonly parsed: ParsedText;
}

function readInputs(paths: readonly string[]): Result<readonly ReadInput[]> {
  const diagnostics: Diagnostic[] = [];
  const read: ReadInput[] = [];
  for (const file of paths) {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (e) {
      diagnostics.push(error('E_READ', `cannot read file (${(e as NodeJS.ErrnoException).code ?? 'unreadable'})`, file, ''));
      continue;
    }
    const parsed = parseSchemaText(text, file);
    if (parsed.ok) read.push({ file, parsed: parsed.value });
    else diagnostics.push(...parsed.diagnostics);
  }
  return diagnostics.length > 0 ? fail(diagnostics) : ok(read);
}

/** The one format of all inputs: the `input` option, else each input's detected format (all the same). */
function formatOf(inputs: readonly ReadInput[], options: FrontEndOptions): Result<InputFormat> {
  if (options.input !== undefined) return ok(options.input);
  const formats = inputs.map((i) => detectFormat(i.parsed.json));
  const [first] = formats;
  const other = formats.findIndex((f) => f !== first);
  if (other < 0) return ok(first ?? 'jsonschema');
  const file = inputs[other]?.file ?? '';
  return fail([error('E_INPUT_MIXED', `this input reads as ${formats[other]}, the first as ${first}; give one format per run (or --input)`, file, '')]);
}

/** Several per-document models as one. */
function joinModels(models: readonly Model[]): Model {
  const decls: Decl[] = models.flatMap((m) => m.decls);
  const roots: DeclId[] = models.flatMap((m) => m.roots);
  return { decls, roots };
}

function lowerEach(inputs: readonly ReadInput[], lower: (input: ReadInput) => Result<Model>): Result<Model> {
  const results = inputs.map(lower);
  const diagnostics = results.flatMap((r) => r.diagnostics);
  const models = results.flatMap((r) => (r.ok ? [r.value] : []));
  return models.length === results.length ? ok(joinModels(models), diagnostics) : fail(diagnostics);
}

/** Inputs → IR model (before the normalize passes), by the front end of their format. */
export function readModel(paths: readonly string[], options: FrontEndOptions): Result<Model> {
  const typescript = paths.filter(isTypeScriptFile);
  if (options.input === 'typescript' || (options.input === undefined && typescript.length > 0)) {
    if (options.input === undefined && typescript.length < paths.length) {
      const other = paths.find((p) => !isTypeScriptFile(p)) ?? '';
      return fail([error('E_INPUT_MIXED', 'this input is not TypeScript, the others are; give one format per run', other, '')]);
    }
    return lowerTypeScript(paths, options);
  }
  const probe = options.input === 'jsonschema' ? ok([]) : readInputs(paths);
  if (!probe.ok) return probe;
  const format = formatOf(probe.value, options);
  if (!format.ok) return format;
  switch (format.value) {
    case 'jsonschema': {
      const loaded = loadJsonSchemaInputs(paths, options.refMap);
      if (!loaded.ok) return loaded;
      const lowered = lowerJsonSchema(loaded.value, options);
      return lowered.ok ? ok(lowered.value, [...loaded.diagnostics, ...lowered.diagnostics]) : fail([...loaded.diagnostics, ...lowered.diagnostics]);
    }
    case 'jtd':
      return lowerEach(probe.value, (input) => lowerJtd(input.parsed.json, input.file, options));
    case 'openapi':
      return lowerEach(probe.value, (input) => lowerOpenApi(input.parsed, input.file, options));
    case 'typescript':
      return lowerTypeScript(paths, options);
  }
}
