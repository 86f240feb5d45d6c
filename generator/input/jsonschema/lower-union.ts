/**
 * `oneOf`/`anyOf` → a union declaration. A `null` branch makes the rest nullable; one
 * remaining branch is used directly. Keywords next to the union that shape the value are
 * merged into every branch (like `allOf`). The dispatch is a placeholder the normalize
 * passes classify.
 */
import { pointerAppend } from '../../diagnostics.js';
import type { IrType, NameHint, Variant } from '../../ir/types.js';
import type { Located, LowerContext } from './context.js';
import { collect } from './collect.js';
import { buildDecl, declBase, isNever, NEVER } from './decls.js';
import { mergeFacts, type Facts } from './facts.js';
import { KIND_WORDS } from './lower-kind-union.js';
import { lowerAt, lowerFacts } from './lower-type.js';
import { childHint, isSchemaObject } from './walk.js';

/** Whether facts (besides `type` and the union itself) constrain the value. */
function hasShape(f: Facts): boolean {
  return Object.entries(f).some(([key, value]) => {
    if (key === 'primary' || key === 'kinds' || key === 'unions') return false;
    if (value instanceof Map) return value.size > 0;
    if (Array.isArray(value)) return value.length > 0;
    return value !== undefined && value !== false;
  });
}

function variantHint(ctx: LowerContext, loc: Located, type: IrType, hint: NameHint, structural: NameHint): NameHint {
  const title = isSchemaObject(loc.node) ? loc.node['title'] : undefined;
  if (typeof title === 'string' && title !== '') return structural;
  if (type.kind === 'ref') return ctx.hints.get(type.target) ?? structural;
  const inner = type.kind === 'nullable' ? type.inner : type;
  switch (inner.kind) {
    case 'bool':
      return [...hint, KIND_WORDS.boolean];
    case 'int':
      return [...hint, KIND_WORDS.integer];
    case 'float':
      return [...hint, KIND_WORDS.number];
    case 'string':
      return [...hint, KIND_WORDS.string];
    case 'array':
    case 'tuple':
      return [...hint, KIND_WORDS.array];
    case 'map':
      return [...hint, KIND_WORDS.object];
    default:
      return structural;
  }
}

export function lowerUnion(ctx: LowerContext, f: Facts, hint: NameHint): IrType {
  // Several unions in one schema make a schema-check program (`programKeywordsOf`).
  const [union] = f.unions;
  if (union === undefined) return lowerFacts(ctx, f, hint);
  const outer: Facts = { ...f, unions: [] };
  const merge = hasShape(outer);
  let nullable = f.kinds?.includes('null') === true;
  const variants: Variant[] = [];
  union.variants.forEach((loc, i) => {
    const structural = childHint(hint, union.keyword, i, loc.node);
    const type = merge && !isNullBranch(loc)
      ? lowerFacts(ctx, mergeFacts({ ...outer, primary: loc }, collect(ctx, loc)), structural)
      : lowerAt(ctx, loc, structural);
    if (type.kind === 'literal' && type.value === null) nullable = true;
    // A branch no value meets is never taken.
    else if (!isNever(type)) variants.push({ type, nameHint: variantHint(ctx, loc, type, hint, structural) });
  });
  const wrap = (inner: IrType): IrType => (nullable && inner.kind !== 'nullable' ? { kind: 'nullable', inner } : inner);
  const [first] = variants;
  if (first === undefined) return nullable ? { kind: 'literal', value: null } : NEVER;
  if (variants.length === 1) return wrap(first.type);
  const pointer = nullable ? pointerAppend(union.owner.pointer, union.keyword) : f.primary.pointer;
  const base = declBase(f.primary, pointer, hint);
  const dispatch = { kind: 'firstMatch', indices: variants.map((_, i) => i) } as const;
  const exclusive = union.keyword === 'oneOf' ? { exclusive: true as const } : {};
  return wrap(buildDecl(ctx, base.id, hint, () => ({ kind: 'union', ...base, variants, dispatch, ...exclusive })));
}

function isNullBranch(loc: Located): boolean {
  const node = loc.node;
  return isSchemaObject(node) && !isBareRefLike(node) && (node['type'] === 'null' || (Object.hasOwn(node, 'const') && node['const'] === null));
}

function isBareRefLike(node: Readonly<Record<string, unknown>>): boolean {
  return typeof node['$ref'] === 'string';
}
