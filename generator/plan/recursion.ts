/**
 * Recursion facts, decided once for every target: which declarations refer to each other
 * (groups of mutual reference), which inline references close a cycle of inline holding (a
 * language with value types must box them), and which aliases reach themselves through aliases
 * only (a language whose type synonyms cannot recurse makes them a nominal wrapper).
 */
import { typeRefs } from '../ir/passes/traverse.js';
import { assertNever, type Decl, type DeclId, type IrType, type Model } from '../ir/types.js';
import { components } from './graph.js';

export interface RecursionPlan {
  /** How many declarations are in `id`'s group of mutually referring declarations (1 when it is on no cycle). */
  readonly groupSize: (id: DeclId) => number;
  /**
   * True when `owner` holds `target` inline (a field, a nullable, a fixed tuple item; not through
   * an array, map or union) and `target` holds `owner` inline again, directly or through others.
   */
  readonly inlineCycle: (owner: DeclId, target: DeclId) => boolean;
  /** Aliases on a cycle of alias-to-alias references. */
  readonly recursiveAliases: ReadonlySet<DeclId>;
}

/** The declarations a type holds inline (not through an array, map or union). */
export function inlineRefs(type: IrType): DeclId[] {
  switch (type.kind) {
    case 'bool':
    case 'int':
    case 'float':
    case 'string':
    case 'literal':
    case 'any':
    case 'array':
    case 'map':
      return [];
    case 'ref':
      return [type.target];
    case 'nullable':
      return inlineRefs(type.inner);
    case 'tuple':
      return type.prefix.flatMap(inlineRefs);
    default:
      return assertNever(type);
  }
}

function declInlineRefs(decl: Decl): DeclId[] {
  switch (decl.kind) {
    case 'record':
      return decl.fields.flatMap((f) => inlineRefs(f.type));
    case 'alias':
      return inlineRefs(decl.type);
    case 'enum':
    case 'union':
      return [];
    default:
      return assertNever(decl);
  }
}

/** Every declaration a declaration refers to (a record's kept unknown members included). */
function declRefs(decl: Decl): DeclId[] {
  switch (decl.kind) {
    case 'record': {
      const extra = decl.unknownKeys.kind === 'map' ? typeRefs(decl.unknownKeys.values) : [];
      return [...decl.fields.flatMap((f) => typeRefs(f.type)), ...extra];
    }
    case 'alias':
      return typeRefs(decl.type);
    case 'union':
      return decl.variants.flatMap((v) => typeRefs(v.type));
    case 'enum':
      return [];
    default:
      return assertNever(decl);
  }
}

function aliasCycles(model: Model): ReadonlySet<DeclId> {
  const aliases = new Map<DeclId, Decl>(model.decls.filter((d) => d.kind === 'alias').map((d) => [d.id, d]));
  const next = (id: DeclId): DeclId[] => {
    const d = aliases.get(id);
    return d?.kind === 'alias' ? typeRefs(d.type).filter((r) => aliases.has(r)) : [];
  };
  const cyclic = new Set<DeclId>();
  for (const start of aliases.keys()) {
    const seen = new Set<DeclId>();
    const stack = next(start);
    while (stack.length > 0) {
      const id = stack.pop() as DeclId;
      if (id === start) {
        cyclic.add(start);
        break;
      }
      if (seen.has(id)) continue;
      seen.add(id);
      stack.push(...next(id));
    }
  }
  return cyclic;
}

export function recursionPlan(model: Model): RecursionPlan {
  const ids = model.decls.map((d) => d.id);
  const refs = components(ids, new Map(model.decls.map((d) => [d.id, declRefs(d)])));
  const inline = new Map<DeclId, DeclId[]>(model.decls.map((d) => [d.id, declInlineRefs(d)]));
  const held = components(ids, inline);
  return {
    groupSize: (id) => refs.size.get(refs.of.get(id) ?? -1) ?? 1,
    inlineCycle: (owner, target) =>
      held.of.get(owner) !== undefined && held.of.get(owner) === held.of.get(target) && (owner !== target || (inline.get(owner) ?? []).includes(target)),
    recursiveAliases: aliasCycles(model),
  };
}
