import { fileURLToPath } from 'node:url';

/**
 * The folder of this package (the one holding `package.json`, `templates/`, `schemas/`). This module
 * sits at the top of `generator/`, and so at the top of `dist/` after `tsc` and next to the bundled
 * command `dist/jsongen.mjs`: one level below the package in every layout.
 */
export function packageRoot(): string {
  return fileURLToPath(new URL('../', import.meta.url));
}
