/** `type` arrays with several kinds (besides `null`): a union dispatched by JSON kind. */
import { pointerAppend } from '../../diagnostics.js';
import type { IrType, JsonKind, NameHint, Variant } from '../../ir/types.js';
import type { LowerContext } from './context.js';
import { buildDecl, declBase } from './decls.js';
import type { Facts } from './facts.js';
import { lowerKind } from './lower-type.js';
import { isSchemaObject } from './walk.js';

/** The word a variant of a JSON kind is named by. */
export const KIND_WORDS: Readonly<Record<JsonKind, string>> = {
  null: 'Null',
  boolean: 'Bool',
  integer: 'Integer',
  number: 'Number',
  string: 'String',
  array: 'Array',
  object: 'Object',
};

function kindPointer(f: Facts, kind: JsonKind): string {
  const node = f.primary.node;
  const type = isSchemaObject(node) ? node['type'] : undefined;
  const at = pointerAppend(f.primary.pointer, 'type');
  return Array.isArray(type) && type.includes(kind) ? pointerAppend(at, type.indexOf(kind)) : pointerAppend(at, kind);
}

export function lowerKindUnion(ctx: LowerContext, f: Facts, kinds: readonly JsonKind[], hint: NameHint, pointer: string): IrType {
  const base = declBase(f.primary, pointer, hint);
  return buildDecl(ctx, base.id, hint, () => {
    const variants: Variant[] = kinds.map((kind) => {
      const variantHint = [...hint, KIND_WORDS[kind]];
      return { type: lowerKind(ctx, f, kind, variantHint, kindPointer(f, kind)), nameHint: variantHint };
    });
    return { kind: 'union', ...base, variants, dispatch: { kind: 'firstMatch', indices: variants.map((_, i) => i) } };
  });
}
