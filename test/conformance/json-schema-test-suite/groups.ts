/**
 * The suite's groups as jsongen meets them: each group's schema (its numbers' text kept, and
 * `$schema` set to the folder's draft when the group names none) and each test's instance,
 * written as files under `.build/json-schema-suite/`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FrontEndOptions } from '../../../generator/input/options.js';
import { defaultFrontEnd } from '../../harness/cases.js';
import { writeIfChanged } from '../../harness/files.js';
import { buildRoot, repoRoot } from '../../harness/paths.js';
import { parseJsonText, type JsonText } from '../../harness/json-text.js';
import { assertNever } from '../../../generator/ir/types.js';

export const suiteDir: string = join(repoRoot, 'test', 'conformance', 'json-schema-test-suite');
export const workRoot: string = join(buildRoot, 'json-schema-suite');

/** The suite's remote documents, which its tests address at `http://localhost:1234/` (read from `remotes/`, never fetched). */
const suiteFrontEnd: FrontEndOptions = { ...defaultFrontEnd, refMap: [{ prefix: 'http://localhost:1234/', dir: join(suiteDir, 'remotes') }] };

export interface Draft {
  /** The folder under tests/. */
  readonly folder: string;
  /** A short name used in case names. */
  readonly short: string;
  readonly uri: string;
}

export const drafts: readonly Draft[] = [
  { folder: 'draft4', short: 'd4', uri: 'http://json-schema.org/draft-04/schema#' },
  { folder: 'draft6', short: 'd6', uri: 'http://json-schema.org/draft-06/schema#' },
  { folder: 'draft7', short: 'd7', uri: 'http://json-schema.org/draft-07/schema#' },
  { folder: 'draft2019-09', short: 'd2019', uri: 'https://json-schema.org/draft/2019-09/schema' },
  { folder: 'draft2020-12', short: 'd2020', uri: 'https://json-schema.org/draft/2020-12/schema' },
];

export interface SuiteTest {
  readonly index: number;
  readonly description: string;
  /** The instance's JSON text, numbers as the suite spells them. */
  readonly data: string;
  readonly valid: boolean;
}

export interface Group {
  /** `<draft folder>/<file>#<index>`: how ledgers name the group. */
  readonly id: string;
  readonly draft: Draft;
  readonly description: string;
  /** The compiled case holding this group's code. */
  readonly caseName: string;
  /** The schema file handed to jsongen (absolute). */
  readonly schemaFile: string;
  readonly frontEnd: FrontEndOptions;
  readonly tests: readonly SuiteTest[];
}

/** `<group id>/<test index>`: how the wrong-verdict ledger names a test. */
export function testId(group: Group, test: SuiteTest): string {
  return `${group.id}/${test.index}`;
}

export function instanceFile(group: Group, test: SuiteTest): string {
  return join(workRoot, 'data', group.caseName, `${test.index}.json`);
}

/** JSON text again, numbers as read. */
export function jsonTextString(v: JsonText): string {
  switch (v.kind) {
    case 'null':
      return 'null';
    case 'bool':
      return v.value ? 'true' : 'false';
    case 'number':
      return v.text;
    case 'string':
      return JSON.stringify(v.value);
    case 'array':
      return `[${v.items.map(jsonTextString).join(',')}]`;
    case 'object':
      return `{${v.members.map(([k, m]) => `${JSON.stringify(k)}:${jsonTextString(m)}`).join(',')}}`;
    default:
      return assertNever(v);
  }
}

function member(v: JsonText, key: string): JsonText | undefined {
  return v.kind === 'object' ? v.members.find(([k]) => k === key)?.[1] : undefined;
}

function stringMember(v: JsonText, key: string): string {
  const m = member(v, key);
  return m?.kind === 'string' ? m.value : '';
}

/** The schema with the draft's `$schema` added when it names none (the folder chooses the draft). */
function withDraft(schema: JsonText, draft: Draft): JsonText {
  if (schema.kind !== 'object' || schema.members.some(([k]) => k === '$schema')) return schema;
  return { kind: 'object', members: [['$schema', { kind: 'string', value: draft.uri }], ...schema.members] };
}

function caseNameOf(draft: Draft, file: string, index: number): string {
  const stem = file.replace(/\.json$/, '').replace(/[^A-Za-z0-9]+/g, '').toLowerCase();
  return `jsts-${draft.short}-${stem}-${index}`;
}

function readGroups(draft: Draft, file: string): { readonly group: Group; readonly schema: JsonText }[] {
  const text = readFileSync(join(suiteDir, 'tests', draft.folder, file), 'utf8');
  const top = parseJsonText(text);
  if (top.kind !== 'array') throw new Error(`${draft.folder}/${file}: not an array of groups`);
  return top.items.map((g, index) => {
    const caseName = caseNameOf(draft, file, index);
    const schema = member(g, 'schema');
    const tests = member(g, 'tests');
    if (schema === undefined || tests?.kind !== 'array') throw new Error(`${draft.folder}/${file}#${index}: no schema or tests`);
    const group: Group = {
      id: `${draft.folder}/${file}#${index}`,
      draft,
      description: stringMember(g, 'description'),
      caseName,
      schemaFile: join(workRoot, 'schemas', `${caseName}.schema.json`),
      frontEnd: suiteFrontEnd,
      tests: tests.items.map((t, n) => {
        const data = member(t, 'data');
        const valid = member(t, 'valid');
        if (data === undefined || valid?.kind !== 'bool') throw new Error(`${draft.folder}/${file}#${index}/${n}: no data or valid`);
        return { index: n, description: stringMember(t, 'description'), data: jsonTextString(data), valid: valid.value };
      }),
    };
    return { group, schema: withDraft(schema, draft) };
  });
}

/** Every group of every draft's required tests, in folder and file order; writes their files. */
export function suiteGroups(): readonly Group[] {
  const groups: Group[] = [];
  for (const draft of drafts) {
    const files = readdirSync(join(suiteDir, 'tests', draft.folder)).filter((f) => f.endsWith('.json')).sort();
    for (const file of files) {
      for (const { group, schema } of readGroups(draft, file)) {
        writeIfChanged(group.schemaFile, `${jsonTextString(schema)}\n`);
        for (const t of group.tests) writeIfChanged(instanceFile(group, t), t.data);
        groups.push(group);
      }
    }
  }
  return groups;
}
