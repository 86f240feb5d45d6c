import { fileURLToPath } from 'node:url';

/**
 * The folder the build writes what it compiles ahead of time into (`dist/precompiled/`): template
 * sets and meta-schema checks. Running from the TypeScript sources, it does not exist.
 */
export function precompiledDir(): string {
  return fileURLToPath(new URL('./precompiled/', import.meta.url));
}
