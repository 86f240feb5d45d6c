import { EMIT_CODES } from '../emit/codes.js';
import { JSON_SCHEMA_CODES } from '../input/jsonschema/codes.js';
import { JTD_CODES } from '../input/jtd/codes.js';
import { TYPESCRIPT_CODES } from '../input/typescript/codes.js';
import { PASS_CODES } from '../ir/passes/codes.js';
import { PLAN_CODES } from '../plan/codes.js';
import { ExitCode } from './exit.js';
import { TARGET_CODES } from './target-codes.js';

interface CodeInfo {
  readonly code: string;
  readonly meaning: string;
}

/** Every stage's codes, each code once (the first stage that documents it wins). */
function uniqueCodes(lists: readonly (readonly CodeInfo[])[]): CodeInfo[] {
  const seen = new Set<string>();
  return lists.flat().filter((c) => !seen.has(c.code) && seen.add(c.code) !== undefined);
}

/** Diagnostic codes users meet, with what they mean. Shown in `--help`. */
export const diagnosticCodes: readonly CodeInfo[] = uniqueCodes([JSON_SCHEMA_CODES, JTD_CODES, TYPESCRIPT_CODES, PASS_CODES, PLAN_CODES, TARGET_CODES, EMIT_CODES]);

/** Usage examples; the several-languages one names every language given (the registry's). */
const examples = (langs: readonly string[]): readonly (readonly [string, string])[] => [
  ['jsongen schema.json --lang go -o internal/model', 'Go types and codecs into internal/model/'],
  [`jsongen a.json b.yaml --lang ${langs.join(',')} -o gen`, 'every language into gen/<lang>/'],
  ['jsongen schema.json --lang scala --package com.acme.model --stdout', 'print the files instead of writing them'],
  ['jsongen schema.json --lang go -o model --check', 'in CI: fail (exit 3) when model/ is out of date'],
  ['jsongen api.yaml --lang go -o gen/api --components-only', 'an OpenAPI / Swagger description: its component schemas'],
  ['jsongen order.json --input jtd --lang haskell -o src', 'a JSON Type Definition (detected by content; --input when ambiguous)'],
  ['jsongen api/types.ts --lang go,haskell,scala -o gen', 'TypeScript declarations: every exported type (--type Name to pick)'],
  ['jsongen --config jsongen.config.json', 'everything from a config file (flags override it)'],
  ['jsongen schema.json --lang go -o model --manifest model/jsongen.manifest.json', 'also write the manifest'],
];

function table(rows: readonly (readonly [string, string])[], indent = '  '): string {
  const width = Math.max(...rows.map(([left]) => left.length));
  return rows.map(([left, right]) => `${indent}${left.padEnd(width)}  ${right}`).join('\n');
}

/** The text after the options in `--help`: examples, exit codes, diagnostic codes. */
export function helpEpilog(langs: readonly string[]): string {
  const exitRows: (readonly [string, string])[] = [
    [String(ExitCode.ok), 'success (also: --check found everything up to date)'],
    [String(ExitCode.diagnostics), 'the inputs have errors (diagnostics on stderr), or an internal error'],
    [String(ExitCode.usage), 'usage: bad flags, unknown language, bad package name, bad or unreadable config'],
    [String(ExitCode.checkMismatch), '--check: generated files are missing, different or stale'],
  ];
  const sections = [
    `Examples:\n${examples(langs).map(([cmd, what]) => `  $ ${cmd}\n      ${what}`).join('\n')}`,
    'Output:\n' +
      '  With one language, files go to DIR/<file>; with several, to DIR/<lang>/<file>.\n' +
      '  --stdout prints every file after a "// ==> <file>" header line.\n' +
      '  With --manifest, files an earlier run recorded there and this run no longer generates are\n' +
      '  removed (--check reports them as stale); no other file is ever deleted.\n' +
      '  The config file (JSON, schema: schemas/jsongen.config.schema.json) may set inputs, langs,\n' +
      '  out, manifest, packages (per language), keepUnknown and unsupported; paths in it are\n' +
      '  relative to the config file. Flags override it.',
    'Diagnostics (stderr, one a line):\n  <file>#<json pointer>: error[CODE]: message\n  <file>#<json pointer>: warning[CODE]: message\n  <file>:<line>:<column>: error[CODE]: message     (TypeScript input)',
    `Exit codes:\n${table(exitRows)}`,
  ];
  sections.push(`Diagnostic codes:\n${table(diagnosticCodes.map((d) => [d.code, d.meaning] as const))}`);
  return `\n${sections.join('\n\n')}\n`;
}
