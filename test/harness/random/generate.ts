/**
 * The random document generator: a valid value of an IR type, spelled in varied ways.
 * Required fields always, optional ones sometimes, nullable values sometimes null, unknown keys
 * where the record allows them, every constraint of the IR honoured.
 */
import { enumPlan, type EnumPlan } from '../../../generator/plan/enum.js';
import { assertNever, type DeclId, type IrType, type StringType } from '../../../generator/ir/types.js';
import { allowedDoc, randomAny, stringDoc } from './any.js';
import { isShallow, maxDepth, neverValid, unsatisfiable, type GenContext } from './context.js';
import { randomFormatted } from './formats.js';
import { spellDouble, spellInteger } from './number-text.js';
import { randomDouble, randomInt } from './numbers.js';
import { arrayDoc, mapDoc, recordDoc, tupleDoc } from './objects.js';
import { matchingString } from './pattern.js';
import { chance, pick } from './rng.js';
import type { Spelled } from './spelled.js';
import { codePoints, randomString } from './strings.js';

function stringValue(ctx: GenContext, type: StringType): Spelled {
  const min = type.minLength ?? 0;
  const max = type.maxLength ?? Number.MAX_SAFE_INTEGER;
  if (type.pattern !== undefined) {
    const found = matchingString(ctx.rng, type.pattern, min, max);
    return found === undefined ? unsatisfiable(ctx, `no string matching /${type.pattern}/ found`) : stringDoc(ctx.rng, found);
  }
  if (type.format !== undefined) {
    const value = randomFormatted(ctx.rng, type.format);
    const n = codePoints(value);
    return n >= min && n <= max ? stringDoc(ctx.rng, value) : unsatisfiable(ctx, `format ${type.format} within ${min}..${max} code points`);
  }
  const reach = chance(ctx.rng, 0.8) ? 12 : chance(ctx.rng, 0.7) ? 40 : 300;
  return stringDoc(ctx.rng, randomString(ctx.rng, min, Math.min(max, min + reach)));
}

function literalDoc(ctx: GenContext, value: null | boolean | number | string): Spelled {
  if (value === null) return { kind: 'null' };
  if (typeof value === 'boolean') return { kind: 'bool', value };
  if (typeof value === 'string') return stringDoc(ctx.rng, value);
  return { kind: 'number', text: Number.isSafeInteger(value) ? spellInteger(ctx.rng, BigInt(value)) : spellDouble(ctx.rng, value) };
}

/** A member of the enum, or (open enums, sometimes) another value of the members' kind. */
function enumDoc(ctx: GenContext, plan: EnumPlan): Spelled {
  if (plan.members.length === 0) return unsatisfiable(ctx, 'empty enum');
  if (plan.open && chance(ctx.rng, 0.3)) {
    switch (plan.repr) {
      case 'string':
        return stringValue(ctx, { kind: 'string' });
      case 'int64':
        return typeDoc(ctx, { kind: 'int', repr: 'int64' });
      case 'double':
        return typeDoc(ctx, { kind: 'float' });
      case 'boolean':
        return typeDoc(ctx, { kind: 'bool' });
      default:
        return assertNever(plan.repr);
    }
  }
  const m = pick(ctx.rng, plan.members);
  return m.value.kind === 'string' ? stringDoc(ctx.rng, m.value.value) : literalDoc(ctx, m.value.kind === 'boolean' ? m.value.value : Number(m.value.text));
}

/** A value of `type`. */
export function typeDoc(ctx: GenContext, type: IrType): Spelled {
  switch (type.kind) {
    case 'bool':
      return { kind: 'bool', value: chance(ctx.rng, 0.5) };
    case 'int': {
      const n = randomInt(ctx.rng, type);
      return n === undefined ? unsatisfiable(ctx, 'no integer fits the constraints') : { kind: 'number', text: spellInteger(ctx.rng, n) };
    }
    case 'float': {
      const x = randomDouble(ctx.rng, type);
      return x === undefined ? unsatisfiable(ctx, 'no double fits the constraints') : { kind: 'number', text: spellDouble(ctx.rng, x) };
    }
    case 'string':
      return stringValue(ctx, type);
    case 'literal':
      return literalDoc(ctx, type.value);
    case 'array':
      return arrayDoc(ctx, type);
    case 'tuple':
      return tupleDoc(ctx, type);
    case 'map':
      return mapDoc(ctx, type);
    case 'ref':
      return declDoc(ctx, type.target);
    case 'any':
      if (type.program !== undefined) return unsatisfiable(ctx, `no random value is drawn for a schema-check program (${type.program.keywords.join(', ')} at ${type.program.pointer})`);
      if (neverValid(type)) return unsatisfiable(ctx, 'no value is valid here (a false schema or an empty enum)');
      return type.allowed === undefined ? randomAny(ctx.rng, 0) : allowedDoc(ctx.rng, type.allowed);
    case 'nullable':
      return isShallow(ctx) || chance(ctx.rng, 0.25) ? { kind: 'null' } : typeDoc(ctx, type.inner);
    default:
      return assertNever(type);
  }
}

/** Whether a type ends without going through a declaration (a safe union variant when deep). */
function terminal(type: IrType): boolean {
  return type.kind !== 'ref' && type.kind !== 'array' && type.kind !== 'tuple' && type.kind !== 'map';
}

/** A value of the declaration `id`. */
export function declDoc(ctx: GenContext, id: DeclId): Spelled {
  const decl = ctx.decls.get(id);
  if (decl === undefined) return unsatisfiable(ctx, `no declaration ${id}`);
  if (ctx.depth > maxDepth) return unsatisfiable(ctx, `recursion through ${id} does not end within ${maxDepth} levels`);
  ctx.depth++;
  try {
    switch (decl.kind) {
      case 'record':
        return recordDoc(ctx, decl);
      case 'enum':
        return enumDoc(ctx, enumPlan(decl));
      case 'union': {
        const plain = decl.variants.filter((v) => terminal(v.type));
        const variant = pick(ctx.rng, isShallow(ctx) && plain.length > 0 ? plain : decl.variants);
        return typeDoc(ctx, variant.type);
      }
      case 'alias':
        return typeDoc(ctx, decl.type);
      default:
        return assertNever(decl);
    }
  } finally {
    ctx.depth--;
  }
}
