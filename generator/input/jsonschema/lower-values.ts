/**
 * `enum` and `const`: one scalar → literal; strings → a named enum; integers → int with
 * allowed values; numbers → float with allowed values; anything else → any with allowed
 * canonical texts. `null` among the values makes the rest nullable.
 */
import { pointerAppend } from '../../diagnostics.js';
import { stringLiteral } from '../../ir/literal.js';
import type { IrType, JsonKind, JsonValue, NameHint } from '../../ir/types.js';
import { canonicalJson, isScalar } from './canonical.js';
import type { LowerContext } from './context.js';
import { ANY, buildDecl, declBase, NEVER } from './decls.js';
import type { Facts } from './facts.js';
import { exactInteger, fitsInt64, numberText } from './numbers.js';

function kindOfValue(value: JsonValue): JsonKind {
  if (value === null) return 'null';
  if (typeof value === 'boolean') return 'boolean';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  if (typeof value === 'string') return 'string';
  return Array.isArray(value) ? 'array' : 'object';
}

function allowedBy(kinds: readonly JsonKind[] | undefined, value: JsonValue): boolean {
  if (kinds === undefined) return true;
  const kind = kindOfValue(value);
  return kinds.includes(kind) || (kind === 'integer' && kinds.includes('number'));
}

function unique(values: readonly JsonValue[]): JsonValue[] {
  const seen = new Set<string>();
  return values.filter((v) => {
    const key = canonicalJson(v);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function lowerValues(ctx: LowerContext, f: Facts, hint: NameHint): IrType {
  const values = unique((f.values ?? []).filter((v) => allowedBy(f.kinds, v)));
  if (values.length === 0) return NEVER;
  const nullable = values.includes(null);
  const rest = values.filter((v) => v !== null);
  if (rest.length === 0) return nullable ? { kind: 'literal', value: null } : ANY;
  const wrap = (inner: IrType): IrType => (nullable ? { kind: 'nullable', inner } : inner);
  const [single] = rest;
  if (rest.length === 1 && isScalar(single)) return wrap({ kind: 'literal', value: single });
  if (rest.every((v) => typeof v === 'string')) {
    const pointer = nullable ? pointerAppend(f.primary.pointer, 'enum') : f.primary.pointer;
    const base = declBase(f.primary, pointer, hint);
    return wrap(buildDecl(ctx, base.id, hint, () => ({ kind: 'enum', ...base, members: (rest as string[]).map((v) => ({ value: stringLiteral(v) })), open: false })));
  }
  if (rest.every((v) => typeof v === 'number')) {
    const allowed = (rest as number[]).map((n) => exactInteger(numberText(n)) ?? numberText(n));
    if (rest.every((v) => Number.isInteger(v) && f.kinds?.includes('number') !== true)) {
      return wrap({ kind: 'int', repr: allowed.every(fitsInt64) ? 'int64' : 'big', allowed });
    }
    return wrap({ kind: 'float', allowed: (rest as number[]).map(numberText) });
  }
  if (rest.length === 2 && rest.every((v) => typeof v === 'boolean')) return wrap({ kind: 'bool' });
  return { kind: 'any', allowed: values.map(canonicalJson) };
}
