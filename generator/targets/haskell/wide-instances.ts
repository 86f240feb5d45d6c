/**
 * `Eq` and `Show` of a record too wide to derive them cheaply. GHC's derived instances match the
 * whole constructor in one function, which its code generator takes time for out of proportion
 * to the field count (a record of 1,000 fields: 16 s for `Eq` and 15 s for `Show` at -O0). These
 * instances do the same work in functions of a chunk of fields each (`fieldChunks`), every one matching the
 * constructor with the other fields ignored; `show` gives exactly what the derived instance gives.
 */
import { haskellString } from './literals.js';
import { fieldChunks } from './slots.js';

/** The constructor applied to `prefix'i` for the fields of `chunk`, `_` for the others. */
function partialPattern(constructor: string, count: number, chunk: readonly number[], prefix: string): string {
  const own = new Set(chunk);
  return `(${[constructor, ...Array.from({ length: count }, (_, i) => (own.has(i) ? `${prefix}'${i}` : '_'))].join(' ')})`;
}

export function wideInstances(constructor: string, selectors: readonly string[]): string[] {
  const chunks = fieldChunks(selectors.length);
  const equal = chunks.map((c, k) => {
    const left = partialPattern(constructor, selectors.length, c, 'x');
    const right = partialPattern(constructor, selectors.length, c, 'y');
    return `      e'${k} ${left} ${right} = ${c.map((i) => `x'${i} P.== y'${i}`).join(' P.&& ')}`;
  });
  const shown = chunks.map((c, k) => {
    const parts = c.map((i) => `P.showString ${haskellString(`${i === 0 ? '' : ', '}${selectors[i] ?? ''} = `)} P.. P.showsPrec 0 x'${i}`);
    return `      s'${k} ${partialPattern(constructor, selectors.length, c, 'x')} = ${parts.join(' P.. ')}`;
  });
  return [
    `instance P.Eq ${constructor} where`,
    `  a' == b' = ${chunks.map((_, k) => `e'${k} a' b'`).join(' P.&& ')}`,
    '    where',
    ...equal,
    '',
    `instance P.Show ${constructor} where`,
    `  showsPrec d' v' = P.showParen (d' P.>= 11) (P.showString ${haskellString(`${constructor} {`)} P.. ${chunks.map((_, k) => `s'${k} v'`).join(' P.. ')} P.. P.showChar '}')`,
    '    where',
    ...shown,
  ];
}
