/**
 * The SchemaStore set (test/realworld/schemastore/): each schema with the documents it refers to
 * (`refs/`, given beside it) and its positive and negative samples.
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { buildRoot, repoRoot } from '../../harness/paths.js';
import type { Unit } from '../../conformance/json-schema-test-suite/generate.js';

export const storeDir: string = join(repoRoot, 'test', 'realworld', 'schemastore');

export type SampleKind = 'valid' | 'invalid';

export interface Sample {
  readonly kind: SampleKind;
  /** The file name in `valid/` or `invalid/`. */
  readonly file: string;
  readonly path: string;
}

export interface StoreSchema extends Unit {
  readonly name: string;
  /** INDEX.json's kind: ci, package-manifest, linter, cloud-iac, editor-devtool, data-format. */
  readonly kind: string;
  readonly draft: string;
  readonly samples: readonly Sample[];
}

interface IndexRow {
  readonly name: string;
  readonly kind: string;
  readonly draft: string;
}

/** `<schema>/<valid|invalid>/<file>`: how the ledger names a sample (after the language). */
export function sampleId(schema: StoreSchema, sample: Sample): string {
  return `${schema.name}/${sample.kind}/${sample.file}`;
}

function jsonFiles(dir: string): string[] {
  return existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')).sort() : [];
}

function caseNameOf(name: string): string {
  return `store-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
}

/**
 * The schema and the documents it refers to side by side, as SchemaStore keeps them
 * (`.build/schemastore-inputs/<schema>/`): a relative `$ref` that does not resolve against an
 * `$id` (draft 07 ignores an `$id` beside `$ref`) names the file next to the schema.
 */
function sideBySide(name: string, schemaFile: string, refs: readonly string[]): { schemaFile: string; alongside: string[] } {
  const dir = join(buildRoot, 'schemastore-inputs', name);
  mkdirSync(dir, { recursive: true });
  const copy = (file: string): string => {
    const to = join(dir, basename(file));
    copyFileSync(file, to);
    return to;
  };
  return { schemaFile: copy(schemaFile), alongside: refs.map(copy) };
}

export function storeSchemas(): readonly StoreSchema[] {
  const rows = JSON.parse(readFileSync(join(storeDir, 'INDEX.json'), 'utf8')) as IndexRow[];
  return rows.map((row) => {
    const dir = join(storeDir, row.name);
    const { schemaFile, alongside } = sideBySide(row.name, join(dir, 'schema.json'), jsonFiles(join(dir, 'refs')).map((f) => join(dir, 'refs', f)));
    const samples = (['valid', 'invalid'] as const).flatMap((kind) =>
      jsonFiles(join(dir, kind)).map((file): Sample => ({ kind, file, path: join(dir, kind, file) })),
    );
    return { name: row.name, id: row.name, kind: row.kind, draft: row.draft, caseName: caseNameOf(row.name), schemaFile, alongside, samples };
  });
}
