import { isAbsolute, join, resolve } from 'node:path';

/**
 * Resolves a generated, `/`-separated relative path inside `root`; `undefined` when the path
 * could leave `root` (absolute, `..`, empty segments, backslashes, NUL).
 */
export function resolveInside(root: string, relativePath: string): string | undefined {
  if (relativePath === '' || isAbsolute(relativePath) || /[\\\0]/.test(relativePath)) return undefined;
  const segments = relativePath.split('/');
  if (segments.some((s) => s === '' || s === '.' || s === '..')) return undefined;
  return resolve(join(root, ...segments));
}
