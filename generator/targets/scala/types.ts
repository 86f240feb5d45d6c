/** IR type → Scala type expression. */
import { assertNever, type IrType } from '../../ir/types.js';
import { scalaDouble, scalaString } from './literals.js';

/** Resolves a declaration id to the name used for it in the current file. */
export type RefName = (id: string) => string;

export function literalType(value: null | boolean | number | string): string {
  if (value === null) return 'Null';
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'number') return scalaDouble(value);
  return scalaString(value);
}

export function typeExpr(t: IrType, ref: RefName): string {
  switch (t.kind) {
    case 'bool':
      return 'Boolean';
    case 'int':
      return t.repr === 'big' ? 'BigInt' : 'Long';
    case 'float':
      return 'Double';
    case 'string':
      return 'String';
    case 'literal':
      return literalType(t.value);
    case 'array':
      return `Vector[${typeExpr(t.items, ref)}]`;
    case 'tuple':
      return tupleType(t.prefix.map((p, i) => (i < t.minItems ? typeExpr(p, ref) : `Option[${typeExpr(p, ref)}]`)), t.rest === null ? null : `Vector[${typeExpr(t.rest, ref)}]`);
    case 'map':
      return `Map[String, ${typeExpr(t.values, ref)}]`;
    case 'ref':
      return ref(t.target);
    case 'any':
      return 'RawJson';
    case 'nullable':
      return `Option[${typeExpr(t.inner, ref)}]`;
    default:
      return assertNever(t);
  }
}

function tupleType(elements: readonly string[], rest: string | null): string {
  const all = rest === null ? elements : [...elements, rest];
  if (all.length === 0) return 'EmptyTuple';
  if (all.length === 1) return `Tuple1[${all[0] as string}]`;
  return `(${all.join(', ')})`;
}

/** A value to initialise a decoder's local of this type before the member is seen. */
export function zeroValue(t: IrType, expr: string): string {
  switch (t.kind) {
    case 'bool':
      return 'false';
    case 'int':
      return t.repr === 'big' ? 'null' : '0L';
    case 'float':
      return '0.0';
    case 'nullable':
      return 'None';
    default:
      return `null.asInstanceOf[${expr}]`;
  }
}
