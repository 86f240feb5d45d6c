/**
 * A wide Haskell record's `Eq` and `Show` (written by chunks, `generator/targets/haskell/wide-records.ts`) against GHC's
 * derived instances of the same type: the generated module is compiled beside a copy whose
 * instances are replaced by `deriving (P.Eq, P.Show)`, and one program decodes the same
 * documents with both and compares `showsPrec` at both precedences and `==` on every pair.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { generate } from '../../generator/pipeline.js';
import { defaultFrontEnd } from '../harness/cases.js';
import { buildRoot } from '../harness/paths.js';

const workDir = join(buildRoot, 'haskell-wide-instances');
const fieldCount = 70;

/** Field i's schema: every presence and a spread of types (nested record, map, array, nullable). */
function fieldSchema(i: number): object {
  const kinds: object[] = [
    { type: 'string' },
    { type: 'integer' },
    { type: 'boolean' },
    { type: ['number', 'null'] },
    { type: 'array', items: { type: 'integer' } },
    { type: 'object', additionalProperties: { type: 'string' } },
    { type: 'object', properties: { a: { type: 'integer' } }, required: ['a'] },
  ];
  return kinds[i % kinds.length] as object;
}

function schema(): object {
  const properties: Record<string, object> = {};
  for (let i = 0; i < fieldCount; i++) properties[`f${i}`] = fieldSchema(i);
  const required = Object.keys(properties).filter((_, i) => i % 3 === 0);
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title: 'Wide',
    type: 'object',
    properties,
    required,
    additionalProperties: { type: 'integer' },
  };
}

/** Field i's value in document `d` (absent for some optional fields). */
function fieldValue(i: number, d: number): unknown {
  const n = (i * 7 + d * 13) % 5;
  switch (i % 7) {
    case 0:
      return `s"${n}\n`;
    case 1:
      return -n;
    case 2:
      return n % 2 === 0;
    case 3:
      return n === 0 ? null : -n / 4;
    case 4:
      return [n, -n];
    case 5:
      return { k: `v${n}` };
    default:
      return { a: -n };
  }
}

/** Documents 0–4, where 5 repeats 0 and 6 repeats 1 with members in another order (equal values). */
function documents(): string[] {
  const docs: string[] = [];
  for (let d = 0; d < 5; d++) {
    const doc: Record<string, unknown> = {};
    for (let i = 0; i < fieldCount; i++) {
      if (i % 3 !== 0 && (i + d) % 4 === 0) continue;
      doc[`f${i}`] = fieldValue(i, d);
    }
    if (d % 2 === 1) doc['extra'] = d;
    docs.push(JSON.stringify(doc));
  }
  docs.push(docs[0] as string);
  const second = JSON.parse(docs[1] as string) as Record<string, unknown>;
  docs.push(JSON.stringify(Object.fromEntries(Object.entries(second).reverse())));
  return docs;
}

const mainSource = `module Main (main) where

import qualified Data.ByteString.Char8 as C
import qualified JsonGen.Derived as D
import qualified JsonGen.Model as W
import System.Exit (exitFailure)

main :: IO ()
main = do
  docs <- fmap C.lines (C.readFile "documents.jsonl")
  let decoded = [(w, d) | doc <- docs, Right w <- [W.decodeWide doc], Right d <- [D.decodeWide doc]]
      shows' (w, d) = [(showsPrec p w "", showsPrec p d "") | p <- [0, 11]]
      showDiffs = [pair | x <- decoded, pair@(a, b) <- shows' x, a /= b]
      eqs = [(fst x == fst y, snd x == snd y) | x <- decoded, y <- decoded]
  putStrLn ("decoded " ++ show (length decoded) ++ " of " ++ show (length docs))
  putStrLn ("equal pairs " ++ show (length (filter fst eqs)) ++ " of " ++ show (length eqs))
  mapM_ (\\(a, b) -> putStrLn ("show differs:\\n  " ++ a ++ "\\n  " ++ b)) showDiffs
  let eqDiffs = length [() | (a, b) <- eqs, a /= b]
  putStrLn ("== differs " ++ show eqDiffs)
  if null showDiffs && eqDiffs == 0 then pure () else exitFailure
`;

/** The module with its written instances replaced by GHC's derived ones, renamed `JsonGen.Derived`. */
function derivedCopy(model: string): string {
  const start = model.indexOf('\ninstance P.Eq Wide where');
  const end = model.indexOf('\nsizeWide ::');
  if (start < 0 || end < start) throw new Error('the wide record has no written Eq and Show instances');
  const withoutInstances = `${model.slice(0, start)}\n${model.slice(end)}`;
  const closing = withoutInstances.indexOf('\n  }\n', withoutInstances.indexOf('\ndata Wide = Wide'));
  return `${withoutInstances.slice(0, closing)}\n  }\n  deriving (P.Eq, P.Show)\n${withoutInstances.slice(closing + 5)}`.replace(
    'module JsonGen.Model\n',
    'module JsonGen.Derived\n',
  );
}

describe('a wide Haskell record', () => {
  it('has Eq and Show instances that agree with the derived ones', async () => {
    rmSync(workDir, { recursive: true, force: true });
    mkdirSync(workDir, { recursive: true });
    const schemaFile = join(workDir, 'schema.json');
    writeFileSync(schemaFile, JSON.stringify(schema()));
    const result = generate({ inputs: [schemaFile], langs: ['haskell'], packages: {}, frontEnd: defaultFrontEnd });
    expect(result.ok, JSON.stringify(result.diagnostics)).toBe(true);
    if (!result.ok) return;
    const files = result.value[0]?.files ?? [];
    for (const f of files) {
      mkdirSync(join(workDir, 'src', f.path, '..'), { recursive: true });
      writeFileSync(join(workDir, 'src', f.path), f.content);
    }
    const model = files.find((f) => f.path === 'JsonGen/Model.hs')?.content ?? '';
    expect(model).toContain('instance P.Show Wide where');
    writeFileSync(join(workDir, 'src', 'JsonGen', 'Derived.hs'), derivedCopy(model));
    writeFileSync(join(workDir, 'src', 'Main.hs'), mainSource);
    writeFileSync(join(workDir, 'documents.jsonl'), `${documents().join('\n')}\n`);
    const run = promisify(execFile);
    await run('ghc', ['--make', '-O0', '-isrc', '-outputdir', 'out', '-o', 'wide', 'src/Main.hs'], { cwd: workDir, maxBuffer: 64 * 1024 * 1024 });
    const { stdout } = await run(join(workDir, 'wide'), [], { cwd: workDir }).catch((e: { stdout?: string; message: string }) => {
      throw new Error(`${e.message}\n${e.stdout ?? ''}`);
    });
    expect(stdout).toContain('decoded 7 of 7');
    // 7 values, two of them equal to another: 7 + 2 * 2 equal ordered pairs of 49
    expect(stdout).toContain('equal pairs 11 of 49');
    expect(stdout).toContain('== differs 0');
  }, 600_000);
});
