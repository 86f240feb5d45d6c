/** The JSON Type Definition suite's schemas as cases (test/conformance/jtd/): each distinct `validation.json` schema once, and every `codegen-schemas/` schema. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultFrontEnd, schemaCase, type CaseSpec } from '../harness/cases.js';
import { writeIfChanged } from '../harness/files.js';
import { buildRoot, repoRoot } from '../harness/paths.js';

export const jtdDir = join(repoRoot, 'test', 'conformance', 'jtd');
const jtdOptions = { ...defaultFrontEnd, input: 'jtd' } as const;
/** Validation cases keep unknown keys, so that `additionalProperties: true` instances re-encode unchanged. */
const validationOptions = { ...jtdOptions, keepUnknown: true } as const;

export interface ValidationCase {
  readonly name: string;
  readonly schema: unknown;
  readonly instance: unknown;
  readonly valid: boolean;
  readonly caseName: string;
}

function readValidation(): { cases: ValidationCase[]; specs: CaseSpec[] } {
  const data = JSON.parse(readFileSync(join(jtdDir, 'validation.json'), 'utf8')) as Record<string, { schema: unknown; instance: unknown; errors: unknown[] }>;
  const bySchema = new Map<string, string>();
  const specs: CaseSpec[] = [];
  const cases = Object.entries(data).map(([name, c]) => {
    const text = JSON.stringify(c.schema);
    let caseName = bySchema.get(text);
    if (caseName === undefined) {
      caseName = `jtd-validation-${String(bySchema.size + 1).padStart(2, '0')}`;
      bySchema.set(text, caseName);
      const path = join(buildRoot, 'jtd', 'schemas', `${caseName}.json`);
      writeIfChanged(path, `${text}\n`);
      specs.push(schemaCase(caseName, path, validationOptions));
    }
    return { name, schema: c.schema, instance: c.instance, valid: c.errors.length === 0, caseName };
  });
  return { cases, specs };
}

export const validation = readValidation();

function codegenSpecs(): CaseSpec[] {
  const root = join(jtdDir, 'codegen-schemas');
  return ['roundtrip_strict', 'roundtrip_loose'].flatMap((dir) =>
    readdirSync(join(root, dir))
      .filter((f) => f.endsWith('.jtd.json'))
      .sort()
      .map((f) => schemaCase(`jtd-codegen-${f.replace(/\.jtd\.json$/, '').replace(/_/g, '-')}`, join(root, dir, f), jtdOptions)),
  );
}

export const codegen = codegenSpecs();

/** The cases compiled into every driver for JTD conformance. */
export const jtdCases: readonly CaseSpec[] = [...validation.specs, ...codegen];
