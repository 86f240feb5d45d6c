/**
 * Presence: how a record member stands on the wire, decided once for every target. Absent,
 * `null` and a value are three states wherever the schema allows all three; decode → encode
 * keeps which one it was.
 */
import type { Field, IrType } from '../ir/types.js';
import { assertNever } from '../ir/types.js';

export type Presence =
  /** Always present; `type` may be nullable (then `null` or a value, both present). */
  | { readonly kind: 'required'; readonly type: IrType }
  /** Absent or a value of `type` (never `null`: the type does not allow it). */
  | { readonly kind: 'optional'; readonly type: IrType }
  /** Absent, `null` or a value of `inner`: three states kept apart. */
  | { readonly kind: 'optionalNullable'; readonly inner: IrType };

export function presenceOf(field: Field): Presence {
  if (field.required) return { kind: 'required', type: field.type };
  return field.type.kind === 'nullable' ? { kind: 'optionalNullable', inner: field.type.inner } : { kind: 'optional', type: field.type };
}

/** The type of the value a member holds when present: an optional nullable member's inner type (its `null` is a state of its own). */
export function valueTypeOf(p: Presence): IrType {
  switch (p.kind) {
    case 'required':
    case 'optional':
      return p.type;
    case 'optionalNullable':
      return p.inner;
    default:
      return assertNever(p);
  }
}
