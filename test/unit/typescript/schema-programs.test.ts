/**
 * A schema-check program's constant is laid out as the formatter lays it out, including number
 * lists longer than a line (filled) and nested ones, which the shared cases' programs are too short
 * to reach.
 */
import { readFileSync } from 'node:fs';
import * as prettier from 'prettier';
import { describe, expect, it } from 'vitest';
import { SCHEMA_PROGRAM_VERSION, type SchemaProgram } from '../../../generator/plan/schema-program/program.js';
import { createHelperSet } from '../../../generator/targets/typescript/helpers.js';
import { schemaProgramConst } from '../../../generator/targets/typescript/schema-programs.js';
import { prettierConfig } from '../../harness/typescript/index.js';

const options = { ...(JSON.parse(readFileSync(prettierConfig, 'utf8')) as prettier.Options), parser: 'typescript' };

function rendered(program: SchemaProgram): string {
  const helpers = createHelperSet();
  schemaProgramConst(program, helpers);
  return `${helpers
    .lines()
    .map((b) => b.join('\n'))
    .join('\n\n')}\n`;
}

const many = (n: number): number[] => Array.from({ length: n }, (_, i) => i * 37);

describe('TypeScript schema-check program constants', () => {
  it('fill long number lists and break nested ones as the formatter does', async () => {
    const leaf = { resource: -1, ops: [{ op: 'type' as const, at: '/type', types: 16 }] };
    const program: SchemaProgram = {
      version: SCHEMA_PROGRAM_VERSION,
      root: 0,
      nodes: [
        {
          resource: 0,
          ops: [
            { op: 'items', at: '/prefixItems', prefix: many(90).map(() => 1), rest: -1, restAt: '' },
            { op: 'additionalProperties', at: '/additionalProperties', names: ['a', 'b'], patterns: many(70), node: 1 },
            { op: 'allOf', at: '/allOf', nodes: [1, 1] },
          ],
        },
        leaf,
      ],
      regexes: [],
      resources: [[]],
    };
    const source = `import type * as $rt from './rt.js';\n\n${rendered(program)}`;
    expect(source.split('\n').filter((l) => /^ +\d+, \d+,/.test(l)).length, 'a filled number line').toBeGreaterThan(2);
    expect(await prettier.format(source, options)).toBe(source);
  });
});
