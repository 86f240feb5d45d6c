/**
 * The code of a record too wide for one function to match its whole constructor: GHC's code
 * generator takes time for such a function out of proportion to the field count (a record of
 * 1,000 fields at -O0: 16 s for the derived `Eq`, 15 s for `Show`, 11 s for the size and write
 * functions). Here each does its work in functions of one chunk of fields (`fieldChunks`), each
 * matching the constructor with the other fields ignored, and kept out of line (`NOINLINE`): at
 * -O1 GHC inlines a local function called once, which would put the whole constructor back in one
 * function (1,000 fields at -O1: 116 s of code generation and 10.7 GB inlined, 41 s and 7.1 GB
 * not). `show` gives exactly what the derived instance gives.
 */
import { haskellString } from './literals.js';
import { fieldChunks, outOfLine } from './slots.js';

/** The constructor applied to `prefix'i` for the fields of `chunk`, `_` for the others. */
function partialPattern(constructor: string, count: number, chunk: readonly number[], prefix: string): string {
  const own = new Set(chunk);
  return `(${[constructor, ...Array.from({ length: count }, (_, i) => (own.has(i) ? `${prefix}'${i}` : '_'))].join(' ')})`;
}

/** `name v' = R.objSize (...)` summing each chunk's sizes of `terms` (one per field, reading `f'i`). */
export function wideSize(constructor: string, name: string, terms: readonly string[]): string[] {
  const chunks = fieldChunks(terms.length);
  return [
    `${name} v' = R.objSize (${chunks.map((_, k) => `z'${k} v'`).join(' P.+ ')})`,
    '  where',
    ...chunks.flatMap((c, k) =>
      outOfLine('    ', `z'${k}`, [`    z'${k} ${partialPattern(constructor, terms.length, c, 'f')} = ${c.map((i) => terms[i] ?? '').join(' P.+ ')}`]),
    ),
  ];
}

/** `name v' p' = ...` running each chunk's `writes` (one per field, reading `f'i`, taking the position last), then closing the object. */
export function wideWrite(constructor: string, name: string, writes: readonly string[]): string[] {
  const chunks = fieldChunks(writes.length);
  return [
    `${name} v' p' =`,
    `  ${[...chunks.map((_, k) => (k === 0 ? `w'${k} v' p'` : `w'${k} v'`)), "R.objClose p'"].join('\n    P.>>= ')}`,
    '  where',
    ...chunks.flatMap((c, k) =>
      outOfLine('    ', `w'${k}`, [
        `    w'${k} ${partialPattern(constructor, writes.length, c, 'f')} q' =`,
        `      ${c.map((i, n) => (n === 0 ? `${writes[i] ?? ''} q'` : (writes[i] ?? ''))).join('\n        P.>>= ')}`,
      ]),
    ),
  ];
}

export function wideInstances(constructor: string, selectors: readonly string[]): string[] {
  const chunks = fieldChunks(selectors.length);
  const equal = chunks.flatMap((c, k) => {
    const left = partialPattern(constructor, selectors.length, c, 'x');
    const right = partialPattern(constructor, selectors.length, c, 'y');
    return outOfLine('      ', `e'${k}`, [`      e'${k} ${left} ${right} = ${c.map((i) => `x'${i} P.== y'${i}`).join(' P.&& ')}`]);
  });
  const shown = chunks.flatMap((c, k) => {
    const parts = c.map((i) => `P.showString ${haskellString(`${i === 0 ? '' : ', '}${selectors[i] ?? ''} = `)} P.. P.showsPrec 0 x'${i}`);
    return outOfLine('      ', `s'${k}`, [`      s'${k} ${partialPattern(constructor, selectors.length, c, 'x')} = ${parts.join(' P.. ')}`]);
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
