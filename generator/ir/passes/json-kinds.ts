/** Which JSON kinds a type accepts (through references), for union dispatch. */
import { assertNever, type Decl, type DeclId, type IrType, type JsonKind } from '../types.js';

export const JSON_KIND_ORDER: readonly JsonKind[] = ['null', 'boolean', 'integer', 'number', 'string', 'array', 'object'];

export function kindsOfType(type: IrType, decls: ReadonlyMap<DeclId, Decl>, seen: ReadonlySet<DeclId> = new Set()): Set<JsonKind> {
  switch (type.kind) {
    case 'bool':
      return new Set(['boolean']);
    case 'int':
      return new Set(['integer']);
    case 'float':
      return new Set(['number']);
    case 'string':
      return new Set(['string']);
    case 'literal':
      return new Set([literalKind(type.value)]);
    case 'array':
    case 'tuple':
      return new Set(['array']);
    case 'map':
      return new Set(['object']);
    case 'any':
      return new Set(JSON_KIND_ORDER);
    case 'nullable':
      return new Set([...kindsOfType(type.inner, decls, seen), 'null']);
    case 'ref':
      return kindsOfDecl(type.target, decls, seen);
    default:
      return assertNever(type);
  }
}

function literalKind(value: null | boolean | number | string): JsonKind {
  if (value === null) return 'null';
  if (typeof value === 'boolean') return 'boolean';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return 'string';
}

function kindsOfDecl(id: DeclId, decls: ReadonlyMap<DeclId, Decl>, seen: ReadonlySet<DeclId>): Set<JsonKind> {
  const decl = decls.get(id);
  if (decl === undefined || seen.has(id)) return new Set();
  const inner = new Set([...seen, id]);
  switch (decl.kind) {
    case 'record':
      return new Set(['object']);
    case 'enum':
      return new Set(['string']);
    case 'union':
      return new Set(decl.variants.flatMap((v) => [...kindsOfType(v.type, decls, inner)]));
    case 'alias':
      return kindsOfType(decl.type, decls, inner);
    default:
      return assertNever(decl);
  }
}
