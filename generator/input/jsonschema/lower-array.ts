/** Arrays and tuples (`prefixItems`, draft-04..2019-09 array-form `items` with `additionalItems`). */
import type { IrType, NameHint } from '../../ir/types.js';
import type { LowerContext } from './context.js';
import { ANY } from './decls.js';
import { stripUndefined, type Facts } from './facts.js';
import { lowerMerged } from './lower-type.js';

export function lowerArray(ctx: LowerContext, f: Facts, hint: NameHint): IrType {
  const itemHint = [...hint, 'Item'];
  if (f.prefix !== undefined) {
    const prefix = f.prefix.map((locs, i) => lowerMerged(ctx, locs, [...hint, 'Item', String(i + 1)]));
    const rest = f.items === false ? null : f.items === undefined ? ANY : lowerMerged(ctx, f.items, itemHint);
    const minItems = Math.min(f.minItems ?? 0, prefix.length);
    const maxItems = rest === null && f.maxItems === undefined ? undefined : f.maxItems;
    return stripUndefined({ kind: 'tuple', prefix, minItems, rest, maxItems });
  }
  if (f.items === false) return { kind: 'tuple', prefix: [], minItems: 0, rest: null };
  const items = f.items === undefined ? ANY : lowerMerged(ctx, f.items, itemHint);
  return stripUndefined({ kind: 'array', items, minItems: f.minItems, maxItems: f.maxItems, uniqueItems: f.uniqueItems });
}
