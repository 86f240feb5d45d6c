import { goTarget } from './go/index.js';
import { haskellTarget } from './haskell/index.js';
import { scalaTarget } from './scala/index.js';
import { typescriptTarget } from './typescript/index.js';
import type { Target } from './target.js';

/** Every target, in `--lang` order. Adding a language adds one line here. */
export const targets = [goTarget, haskellTarget, scalaTarget, typescriptTarget] as const satisfies readonly Target[];

export type TargetName = (typeof targets)[number]['name'];

export const targetNames: readonly string[] = targets.map((t) => t.name);

export function targetByName(name: string): Target | undefined {
  return targets.find((t) => t.name === name);
}
