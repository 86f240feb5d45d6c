/**
 * Pass: a declaration whose every value would contain another value of itself (recursion
 * without an optional, nullable, empty-array, empty-map or alternative branch) has no finite
 * value: E_CYCLE_NO_BASE. Computed as a least fixpoint of "has a finite value".
 */
import { error, fail, ok, type Result } from '../../diagnostics.js';
import { assertNever, type Decl, type DeclId, type IrType, type Model } from '../types.js';

function typeInhabited(type: IrType, inhabited: ReadonlySet<DeclId>): boolean {
  switch (type.kind) {
    case 'bool':
    case 'int':
    case 'float':
    case 'string':
    case 'literal':
    case 'any':
    case 'nullable':
      return true;
    case 'array':
      return (type.minItems ?? 0) === 0 || typeInhabited(type.items, inhabited);
    case 'tuple':
      return type.prefix.slice(0, type.minItems).every((t) => typeInhabited(t, inhabited));
    case 'map':
      return (type.minProperties ?? 0) === 0 || typeInhabited(type.values, inhabited);
    case 'ref':
      return inhabited.has(type.target);
    default:
      return assertNever(type);
  }
}

function declInhabited(decl: Decl, inhabited: ReadonlySet<DeclId>): boolean {
  switch (decl.kind) {
    case 'record':
      return decl.fields.every((f) => !f.required || typeInhabited(f.type, inhabited));
    case 'enum':
      return decl.members.length > 0;
    case 'union':
      return decl.variants.some((v) => typeInhabited(v.type, inhabited));
    case 'alias':
      return typeInhabited(decl.type, inhabited);
    default:
      return assertNever(decl);
  }
}

export function checkCycles(model: Model): Result<Model> {
  const inhabited = new Set<DeclId>();
  for (let changed = true; changed; ) {
    changed = false;
    for (const decl of model.decls) {
      if (!inhabited.has(decl.id) && declInhabited(decl, inhabited)) {
        inhabited.add(decl.id);
        changed = true;
      }
    }
  }
  const diagnostics = model.decls
    .filter((d) => !inhabited.has(d.id))
    .map((d) => error('E_CYCLE_NO_BASE', 'this type refers to itself with no base case: no finite JSON value satisfies it', d.origin.file, d.origin.pointer));
  return diagnostics.length === 0 ? ok(model) : fail(diagnostics);
}
