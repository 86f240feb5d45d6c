/** What generating one corpus's code produced. */
export type GenStatus =
  | { readonly ok: true; readonly root: string; readonly pkg: string; readonly ms: number }
  | { readonly ok: false; readonly error: string };

/** The package / module name a corpus's code is generated into, per language convention. */
export function packageName(lang: string, prefix: string, leaf: string): string {
  if (lang === 'haskell') return `${prefix}${leaf.charAt(0).toUpperCase()}${leaf.slice(1)}`;
  return `${prefix}${leaf}`;
}
