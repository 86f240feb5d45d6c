/** Plan type → TypeScript type expression (exhaustive switch). */
import { assertNever, type DeclId, type IntType, type IrType, type LiteralType } from '../../ir/types.js';
import { intChecks } from '../../plan/checks.js';
import { jsonString } from '../../wire/json-text.js';
import { tsString } from './literals.js';

export interface TypeContext {
  /** The TypeScript name of a declaration. */
  readonly typeName: (id: DeclId) => string;
}

const SAFE = 2n ** 53n - 1n;
const safe = (n: bigint): boolean => n >= -SAFE && n <= SAFE;

/**
 * How an integer is held: `number` when the plan's checks bound it on both sides within ±(2^53−1)
 * (or its enum lists only such values), so every value it can take is exact in a double;
 * `bigint` otherwise (64-bit and arbitrary-precision integers).
 */
export function intRepr(t: IntType): 'number' | 'bigint' {
  const checks = intChecks(t);
  let low: bigint | null = null;
  let high: bigint | null = null;
  for (const c of checks) {
    if (c.kind === 'intEnum') return c.values.every(safe) ? 'number' : 'bigint';
    if (c.kind === 'intMinimum') low = c.bound;
    if (c.kind === 'intMaximum') high = c.bound;
  }
  return low !== null && high !== null && safe(low) && safe(high) ? 'number' : 'bigint';
}

/** The canonical JSON text of a literal (what the encoder writes). */
export function literalJson(type: LiteralType): string {
  const v = type.value;
  if (v === null) return 'null';
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  if (typeof v === 'number') return Object.is(v, -0) ? '0' : String(v);
  return jsonString(v);
}

/** The TypeScript literal of a literal's value. */
export function literalTs(type: LiteralType): string {
  const v = type.value;
  if (typeof v === 'string') return tsString(v);
  if (typeof v === 'number') return Object.is(v, -0) ? '0' : String(v);
  return String(v);
}

/** Whether `t`'s expression needs parentheses before `[]` or `?` (a union, a readonly array or tuple). */
export function needsParens(t: IrType): boolean {
  return t.kind === 'nullable' || t.kind === 'array' || t.kind === 'tuple';
}

/** The type expression of `t`. */
export function tsType(t: IrType, ctx: TypeContext): string {
  switch (t.kind) {
    case 'bool':
      return 'boolean';
    case 'int':
      return intRepr(t);
    case 'float':
      return 'number';
    case 'string':
      return 'string';
    case 'literal':
      return literalTs(t);
    case 'any':
      return '$rt.RawJSON';
    case 'ref':
      return ctx.typeName(t.target);
    case 'nullable':
      return `${tsType(t.inner, ctx)} | null`;
    case 'array': {
      const item = tsType(t.items, ctx);
      return `readonly ${needsParens(t.items) ? `(${item})` : item}[]`;
    }
    case 'map':
      // An index signature, not `Record<string, T>`: a type literal may refer to the alias that holds it.
      return `{ [key: string]: ${tsType(t.values, ctx)} }`;
    case 'tuple': {
      const parts = t.prefix.map((p, i) => (i >= t.minItems ? `${needsParens(p) ? `(${tsType(p, ctx)})` : tsType(p, ctx)}?` : tsType(p, ctx)));
      if (t.rest !== null) {
        const rest = tsType(t.rest, ctx);
        parts.push(`...${needsParens(t.rest) ? `(${rest})` : rest}[]`);
      }
      return `readonly [${parts.join(', ')}]`;
    }
    default:
      return assertNever(t);
  }
}
