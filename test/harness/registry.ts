import { goHarness } from './go/index.js';
import { haskellHarness } from './haskell/index.js';
import { scalaHarness } from './scala/index.js';
import type { LanguageHarness } from './protocol.js';

/** Every language harness; the compiled tests and the goldens run once per entry. */
export const harnesses = [goHarness, haskellHarness, scalaHarness] as const satisfies readonly LanguageHarness[];

export function harnessByLang(lang: string): LanguageHarness | undefined {
  return harnesses.find((h) => h.lang === lang);
}
