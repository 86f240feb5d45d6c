/**
 * Seeded random documents per schema, each checked by ajv and written under .build/crosslang/.
 * A schema the generator cannot serve (no value found within the attempts, the IR cannot be
 * built, no compiled driver case) is set aside with the reason; the test requires it listed in
 * test/crosslang/unsupported.txt.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { formatDiagnostic } from '../../generator/diagnostics.js';
import { buildModel } from '../../generator/pipeline.js';
import type { Dispatch, Model } from '../../generator/ir/types.js';
import { defaultFrontEnd } from '../harness/cases.js';
import { writeIfChanged } from '../harness/files.js';
import { buildRoot } from '../harness/paths.js';
import { validatorFor } from '../harness/random/ajv.js';
import { randomDocument } from '../harness/random/document.js';
import type { CrossSchema } from './schemas.js';

export interface CrossDocument {
  readonly index: number;
  readonly seed: string;
  readonly path: string;
  readonly text: string;
  readonly expected: string;
  /** Why ajv rejects the document (a generator bug), or undefined. */
  readonly ajvProblem: string | undefined;
}

export type Plan =
  | { readonly kind: 'documents'; readonly schema: CrossSchema; readonly caseName: string; readonly documents: readonly CrossDocument[] }
  | { readonly kind: 'unsupported'; readonly schema: CrossSchema; readonly why: string };

/** Attempts (with derived seeds) per document before a schema counts as one the generator cannot serve. */
const attempts = 5;

export function documentSeed(base: string, label: string, index: number): string {
  return `${base}/${label}/${index}`;
}

function ajvProblem(validate: ReturnType<typeof validatorFor>, text: string): string | undefined {
  if (validate(JSON.parse(text))) return undefined;
  return JSON.stringify(validate.errors?.slice(0, 3) ?? []);
}

/**
 * Whether the case documents that ajv decides its schema wrongly (`ajvRejects` in case.json, with
 * the reason): ajv's verdict on its documents is then no sign of a generator bug.
 */
function ajvKnownWrong(schemaFile: string): boolean {
  const caseJson = join(dirname(schemaFile), 'case.json');
  if (!existsSync(caseJson)) return false;
  const rejects = (JSON.parse(readFileSync(caseJson, 'utf8')) as { ajvRejects?: Record<string, string> }).ajvRejects;
  return rejects !== undefined && Object.keys(rejects).length > 0;
}

/** Whether a `oneOf` of the model has variants that may overlap (the decoder checks that only one matches). */
function overlappingOneOf(model: Model): boolean {
  const exclusive = (d: Dispatch): boolean =>
    d.kind === 'jsonKind' ? d.cases.some((c) => exclusive(c.then)) : (d.kind === 'firstMatch' || d.kind === 'uniqueKey') && d.exclusive === true;
  return model.decls.some((d) => d.kind === 'union' && exclusive(d.dispatch));
}

export function planFor(schema: CrossSchema, baseSeed: string, count: number): Plan {
  const unsupported = (why: string): Plan => ({ kind: 'unsupported', schema, why });
  if (schema.spec === undefined) return unsupported('no case of the compiled drivers holds this schema');
  const model = buildModel([schema.spec.schema], schema.spec.options ?? defaultFrontEnd);
  if (!model.ok) return unsupported(`the IR cannot be built: ${model.diagnostics.map(formatDiagnostic).join('; ')}`);
  const root = model.value.roots[0];
  if (root === undefined) return unsupported('the model has no root');
  const validate = validatorFor(schema.schemaFile);
  const ajvWrong = ajvKnownWrong(schema.schemaFile);
  const overlapping = overlappingOneOf(model.value);
  const tries = overlapping ? 10 * attempts : attempts;
  const documents: CrossDocument[] = [];
  for (let index = 0; index < count; index++) {
    const seed = documentSeed(baseSeed, schema.label, index);
    let last = '';
    let made = false;
    for (let attempt = 0; attempt < tries && !made; attempt++) {
      const result = randomDocument(model.value, root, attempt === 0 ? seed : `${seed}#${attempt}`);
      if (!result.ok) {
        last = result.diagnostics.map((d) => d.message).join('; ');
        continue;
      }
      const problem = ajvWrong ? undefined : ajvProblem(validate, result.value.text);
      // A value drawn from one variant of an overlapping oneOf may match another one too: draw again.
      if (problem !== undefined && overlapping && attempt < tries - 1) {
        last = `ajv rejects it: ${problem}`;
        continue;
      }
      const path = join(buildRoot, 'crosslang', 'in', schema.spec.name, `${index}.json`);
      writeIfChanged(path, result.value.text);
      documents.push({ index, seed: result.value.seed, path, text: result.value.text, expected: result.value.expected, ajvProblem: problem });
      made = true;
    }
    if (!made) return unsupported(`the generator found no value (seed ${seed}): ${last}`);
  }
  return { kind: 'documents', schema, caseName: schema.spec.name, documents };
}
