/**
 * One random document for a schema's root declaration, from a seed: its text (varied
 * whitespace, member order and number/string spellings) and the canonical bytes every target
 * must re-encode it to.
 */
import { fail, error, ok, type Result } from '../../../generator/diagnostics.js';
import type { DeclId, Model } from '../../../generator/ir/types.js';
import { declText } from './canonical.js';
import { contextFor } from './context.js';
import { declDoc } from './generate.js';
import { chance, pick, seededRng } from './rng.js';
import { rendered } from './spelled.js';

export interface RandomDocument {
  readonly seed: string;
  readonly text: string;
  /** The canonical re-encoding (test/cases/README.md wire rules). */
  readonly expected: string;
}

const edges = ['', '', ' ', '\n', '\t', '\r\n', '  \n'] as const;

export function randomDocument(model: Model, root: DeclId, seed: string): Result<RandomDocument> {
  const rng = seededRng(seed);
  const ctx = contextFor(model, rng);
  const doc = declDoc(ctx, root);
  if (ctx.problem !== undefined) return fail([error('E_RANDOM_UNSATISFIABLE', ctx.problem, root, '')]);
  const text = `${pick(rng, edges)}${rendered(doc, rng, chance(rng, 0.4))}${pick(rng, edges)}`;
  const expected = declText(ctx.decls, root, doc);
  if (expected === undefined) {
    return fail([error('E_RANDOM_NOT_DECODABLE', `the generated document is not a value of its type: ${text.slice(0, 400)}`, root, '')]);
  }
  return ok({ seed, text, expected });
}
