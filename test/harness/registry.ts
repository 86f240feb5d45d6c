import { targets, type TargetName } from '../../generator/targets/registry.js';
import { goHarness } from './go/index.js';
import { haskellHarness } from './haskell/index.js';
import { scalaHarness } from './scala/index.js';
import { typescriptHarness } from './typescript/index.js';
import type { LanguageHarness } from './protocol.js';

/** One harness per registered target: a target without one does not type-check. */
const byTarget: { readonly [L in TargetName]: LanguageHarness } = {
  go: goHarness,
  haskell: haskellHarness,
  scala: scalaHarness,
  typescript: typescriptHarness,
};

/** Every language harness, in the registry's `--lang` order; the compiled tests and the goldens run once per entry. */
export const harnesses: readonly LanguageHarness[] = targets.map((t) => byTarget[t.name]);

export function harnessByLang(lang: string): LanguageHarness | undefined {
  return harnesses.find((h) => h.lang === lang);
}
