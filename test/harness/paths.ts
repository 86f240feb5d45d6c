import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

/** The repository root (this file sits in `test/harness/`). */
export const repoRoot: string = fileURLToPath(new URL('../../', import.meta.url));

export const casesRoot: string = join(repoRoot, 'test', 'cases');

/** Scratch space for builds and derived test inputs (gitignored). */
export const buildRoot: string = join(repoRoot, '.build');
