import { writeGoAdapter } from './adapter-go.js';
import { writeHaskellAdapter } from './adapter-haskell.js';
import { writeScalaAdapter } from './adapter-scala.js';
import type { GenStatus } from './gen-status.js';

/** Per language: writes the glue that lists the generated codecs that are usable. */
export const adapters: Readonly<Record<string, (outDir: string, status: Readonly<Record<string, GenStatus>>) => void>> = {
  go: writeGoAdapter,
  scala: writeScalaAdapter,
  haskell: writeHaskellAdapter,
};
