/**
 * `enum` and `const`: one scalar → literal; strings → a named enum; integers → int with
 * allowed values; numbers → float with allowed values; anything else → any with allowed
 * canonical texts. `null` among the values makes the rest nullable.
 */
import { pointerAppend } from '../../diagnostics.js';
import { stringLiteral } from '../../ir/literal.js';
import type { EnumMember, IrType, JsonKind, JsonValue, NameHint, ScalarLiteral } from '../../ir/types.js';
import { decimal, decimalText } from '../../plan/decimal.js';
import { canonicalJson, isScalar } from './canonical.js';
import { reportError, type LowerContext } from './context.js';
import { ANY, buildDecl, declBase } from './decls.js';
import type { Facts } from './facts.js';
import { memberExtras, namesMembers, opensEnum } from './enum-names.js';
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

/** Numbers a named enum holds exactly: doubles, or integers within 2^53 (a larger integer keeps today's int with allowed values). */
function numbersAllowed(f: Facts, values: readonly number[]): boolean {
  const doubles = f.kinds?.includes('number') === true || values.some((n) => !Number.isInteger(n));
  return doubles || values.every((n) => Number.isSafeInteger(n));
}

export function lowerValues(ctx: LowerContext, f: Facts, hint: NameHint): IrType {
  const values = unique((f.values ?? []).filter((v) => allowedBy(f.kinds, v)));
  if (values.length === 0) {
    reportError(ctx, 'E_ALLOF_CONFLICT', 'no value satisfies `enum`, `const` and `type` together', f.primary.doc, f.primary.pointer);
    return ANY;
  }
  const nullable = values.includes(null);
  const rest = values.filter((v) => v !== null);
  if (rest.length === 0) return nullable ? { kind: 'literal', value: null } : ANY;
  const wrap = (inner: IrType): IrType => (nullable ? { kind: 'nullable', inner } : inner);
  const extras = memberExtras(f.primary.node);
  const open = opensEnum(f.primary.node);
  const named = namesMembers(extras) || open;
  const scalarKinds = new Set(rest.map((v) => typeof v));
  const enumOf = (values: readonly ScalarLiteral[]): IrType => {
    const pointer = nullable ? pointerAppend(f.primary.pointer, 'enum') : f.primary.pointer;
    const base = declBase(f.primary, pointer, hint);
    const members = values.map((value, i): EnumMember => ({ value, ...extras.get(canonicalJson(rest[i] as JsonValue)) }));
    return wrap(buildDecl(ctx, base.id, hint, () => ({ kind: 'enum', ...base, members, open })));
  };
  const [single] = rest;
  if (rest.length === 1 && isScalar(single) && !named) return wrap({ kind: 'literal', value: single });
  if (scalarKinds.size === 1 && scalarKinds.has('string')) return enumOf((rest as string[]).map(stringLiteral));
  if (named && scalarKinds.size === 1 && scalarKinds.has('number') && numbersAllowed(f, rest as number[])) {
    return enumOf((rest as number[]).map((n) => ({ kind: 'number', text: decimalText(decimal(numberText(n))) })));
  }
  if (named && scalarKinds.size === 1 && scalarKinds.has('boolean')) return enumOf((rest as boolean[]).map((value) => ({ kind: 'boolean', value })));
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
