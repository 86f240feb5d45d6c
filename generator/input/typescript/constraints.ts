/**
 * Validation written on a type: the JSDoc tags of ts-json-schema-generator and
 * typescript-json-schema (`@minimum 0`, `@pattern ^a`, `@type int32`, `@asType integer`) and
 * typia's type tags (`tags.Minimum<0>`, `tags.Format<"uuid">`, `tags.Type<"int64">`), applied
 * to the lowered type.
 */
import type { ts } from 'ts-morph';
import type { ArrayType, Bound, CheckedFormat, FloatType, IntType, IrType, StringType } from '../../ir/types.js';
import { INTEGER_FORMATS, integerRepr } from '../jsonschema/numbers.js';
import { report, warn, type Site, type TsContext } from './context.js';

export interface Constraint {
  /** The JSON Schema keyword the tag stands for (`minimum`, `format`, `type`, ...). */
  readonly name: string;
  readonly value: string;
}

const NUMERIC = new Set(['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf']);
const STRING = new Set(['minLength', 'maxLength', 'pattern', 'format']);
const ARRAY = new Set(['minItems', 'maxItems', 'uniqueItems']);
/** Tag names that are validation (others are documentation). */
export const CONSTRAINT_TAGS = new Set([...NUMERIC, ...STRING, ...ARRAY, 'type', 'asType']);
const CHECKED_FORMATS = new Set<string>(['date-time', 'date', 'time', 'uuid']);
/** typia's tag types, by name, and the keyword each stands for. */
const TYPIA_TAGS: ReadonlyMap<string, string> = new Map([
  ['Minimum', 'minimum'],
  ['Maximum', 'maximum'],
  ['ExclusiveMinimum', 'exclusiveMinimum'],
  ['ExclusiveMaximum', 'exclusiveMaximum'],
  ['MultipleOf', 'multipleOf'],
  ['MinLength', 'minLength'],
  ['MaxLength', 'maxLength'],
  ['Pattern', 'pattern'],
  ['Format', 'format'],
  ['MinItems', 'minItems'],
  ['MaxItems', 'maxItems'],
  ['UniqueItems', 'uniqueItems'],
  ['Type', 'type'],
]);

const JSON_NUMBER = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?$/;
const COUNT = /^(0|[1-9][0-9]*)$/;

/** The typia tag a member of an intersection is (`tags.Minimum<0>`), if it is one. */
export function typiaTag(ctx: TsContext, type: ts.Type): Constraint | undefined {
  const alias = type.aliasSymbol;
  const name = alias === undefined ? undefined : TYPIA_TAGS.get(alias.name);
  if (name === undefined || !(type.flags & ctx.ts.TypeFlags.Object)) return undefined;
  const [arg] = type.aliasTypeArguments ?? [];
  if (arg === undefined) return name === 'uniqueItems' ? { name, value: 'true' } : undefined;
  if (arg.isStringLiteral() || arg.isNumberLiteral()) return { name, value: String(arg.value) };
  if (arg.flags & ctx.ts.TypeFlags.BooleanLiteral) return { name, value: ctx.checker.typeToString(arg) };
  return undefined;
}

/** The validation tags among a symbol's JSDoc tags (`asType` read as `type`). */
export function jsdocConstraints(tags: readonly { readonly name: string; readonly text: string }[]): Constraint[] {
  return tags.filter((t) => CONSTRAINT_TAGS.has(t.name)).map((t) => ({ name: t.name === 'asType' ? 'type' : t.name, value: t.text }));
}

interface Apply {
  readonly ctx: TsContext;
  readonly site: Site;
}

function bad(a: Apply, c: Constraint, what: string): void {
  report(a.ctx, a.site, 'E_TS_TAG', `@${c.name} ${JSON.stringify(c.value)}: ${what}`);
}

function number(a: Apply, c: Constraint): string | undefined {
  if (JSON_NUMBER.test(c.value)) return c.value;
  bad(a, c, 'expects a number');
  return undefined;
}

function count(a: Apply, c: Constraint): number | undefined {
  if (COUNT.test(c.value)) return Number(c.value);
  bad(a, c, 'expects a non-negative integer');
  return undefined;
}

/** `@type` / `tags.Type`: an integer kind turns a number into an integer with its range. */
function integerKind(a: Apply, type: FloatType | IntType, c: Constraint): IrType {
  if (c.value === 'number' || c.value === 'float' || c.value === 'double') return type;
  const range = c.value === 'integer' ? undefined : INTEGER_FORMATS[c.value];
  if (c.value !== 'integer' && range === undefined) {
    bad(a, c, 'expects integer, int32, uint32, int64, uint64, float or double');
    return type;
  }
  const minimum: Bound | undefined = range === undefined ? type.minimum : { value: range[0], exclusive: false };
  const maximum: Bound | undefined = range === undefined ? type.maximum : { value: range[1], exclusive: false };
  return {
    kind: 'int',
    repr: integerRepr(minimum, maximum),
    ...(minimum !== undefined ? { minimum } : {}),
    ...(maximum !== undefined ? { maximum } : {}),
    ...(type.multipleOf !== undefined ? { multipleOf: type.multipleOf } : {}),
  };
}

function numeric(a: Apply, type: FloatType | IntType, c: Constraint): IrType {
  if (c.name === 'type') return integerKind(a, type, c);
  const value = number(a, c);
  if (value === undefined) return type;
  switch (c.name) {
    case 'minimum':
    case 'exclusiveMinimum':
      return { ...type, minimum: { value, exclusive: c.name === 'exclusiveMinimum' } };
    case 'maximum':
    case 'exclusiveMaximum':
      return { ...type, maximum: { value, exclusive: c.name === 'exclusiveMaximum' } };
    default:
      if (Number(value) > 0) return { ...type, multipleOf: value };
      bad(a, c, 'expects a positive number');
      return type;
  }
}

function stringy(a: Apply, type: StringType, c: Constraint): StringType {
  switch (c.name) {
    case 'format':
      return CHECKED_FORMATS.has(c.value) ? { ...type, format: c.value as CheckedFormat } : type;
    case 'pattern':
      try {
        new RegExp(c.value, 'u');
        return { ...type, pattern: c.value };
      } catch {
        bad(a, c, 'is not a regular expression');
        return type;
      }
    default: {
      const n = count(a, c);
      if (n === undefined) return type;
      return c.name === 'minLength' ? { ...type, minLength: n } : { ...type, maxLength: n };
    }
  }
}

function arrayish(a: Apply, type: ArrayType, c: Constraint): ArrayType {
  if (c.name === 'uniqueItems') return { ...type, uniqueItems: c.value === '' || c.value === 'true' };
  const n = count(a, c);
  if (n === undefined) return type;
  return c.name === 'minItems' ? { ...type, minItems: n } : { ...type, maxItems: n };
}

function applyOne(a: Apply, type: IrType, c: Constraint): IrType {
  if (type.kind === 'nullable') return { kind: 'nullable', inner: applyOne(a, type.inner, c) };
  if ((type.kind === 'float' || type.kind === 'int') && (NUMERIC.has(c.name) || c.name === 'type')) return numeric(a, type, c);
  if (type.kind === 'string' && STRING.has(c.name)) return stringy(a, type, c);
  if (type.kind === 'string' && c.name === 'type' && c.value === 'string') return type;
  if (type.kind === 'array' && ARRAY.has(c.name)) return arrayish(a, type, c);
  if (c.name === 'format' && !CHECKED_FORMATS.has(c.value)) return type;
  warn(a.ctx, a.site, 'W_TS_TAG_IGNORED', `@${c.name} does not apply to a ${type.kind === 'ref' ? 'named type' : type.kind}; ignored`);
  return type;
}

/** The type with the constraints applied in order (`@type` first, so bounds land on the integer). */
export function applyConstraints(ctx: TsContext, site: Site, type: IrType, constraints: readonly Constraint[]): IrType {
  const ordered = [...constraints.filter((c) => c.name === 'type'), ...constraints.filter((c) => c.name !== 'type')];
  return ordered.reduce((t, c) => applyOne({ ctx, site }, t, c), type);
}
