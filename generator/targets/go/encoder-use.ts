import { enumPlan } from '../../plan/enum.js';
import { enumWritesStrings } from './codec-enum.js';
import { assertNever, type Decl, type DeclId, type IrType, type Model } from '../../ir/types.js';

/**
 * Which write functions take the encoder (`e *encoder`): those that write strings, directly or
 * through what they call. The size pass leaves in the encoder which strings need escapes, for
 * writeString; writes without strings do without the extra argument (measured: passing it
 * through the loops of citm_catalog.json's integer arrays cost 4% more instructions).
 */
export interface EncoderUse {
  readonly declWrites: (id: DeclId) => boolean;
  readonly typeWrites: (type: IrType) => boolean;
}

function typeWritesStrings(type: IrType, declWrites: (id: DeclId) => boolean): boolean {
  switch (type.kind) {
    case 'bool':
    case 'int':
    case 'float':
    case 'literal':
    case 'any':
      return false;
    case 'string':
    case 'map':
      return true;
    case 'array':
      return typeWritesStrings(type.items, declWrites);
    case 'nullable':
      return typeWritesStrings(type.inner, declWrites);
    case 'tuple':
      return type.prefix.some((t) => typeWritesStrings(t, declWrites)) || (type.rest !== null && typeWritesStrings(type.rest, declWrites));
    case 'ref':
      return declWrites(type.target);
    default:
      return assertNever(type);
  }
}

function declWritesStrings(decl: Decl, declWrites: (id: DeclId) => boolean): boolean {
  switch (decl.kind) {
    case 'record': {
      // Kept unknown members are written with their keys.
      const extraKeys = decl.unknownKeys.kind === 'map';
      return extraKeys || decl.fields.some((f) => typeWritesStrings(f.type, declWrites));
    }
    case 'alias':
      return typeWritesStrings(decl.type, declWrites);
    case 'union':
      return decl.variants.some((v) => typeWritesStrings(v.type, declWrites));
    case 'enum':
      return enumWritesStrings(enumPlan(decl));
    default:
      return assertNever(decl);
  }
}

/** Decides encoder use for every declaration (a fixed point: references may be recursive). */
export function planEncoderUse(model: Model): EncoderUse {
  const writes = new Set<DeclId>();
  const declWrites = (id: DeclId): boolean => writes.has(id);
  for (let changed = true; changed; ) {
    changed = false;
    for (const decl of model.decls) {
      if (!writes.has(decl.id) && declWritesStrings(decl, declWrites)) {
        writes.add(decl.id);
        changed = true;
      }
    }
  }
  return { declWrites, typeWrites: (type) => typeWritesStrings(type, declWrites) };
}

/** The leading parameter of a write function that takes the encoder, else nothing. */
export function encoderParam(takes: boolean): string {
  return takes ? 'e *encoder, ' : '';
}

/** The leading argument of a call to such a function. */
export function encoderArg(takes: boolean): string {
  return takes ? 'e, ' : '';
}
