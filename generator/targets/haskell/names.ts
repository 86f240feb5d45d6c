/**
 * Haskell names for a model. Types and data constructors share one namespace per module, and
 * so do functions and field selectors: both are handed out by one scope each, in declaration
 * order, so every name is unique and deterministic.
 */
import { enumPlan } from '../../plan/enum.js';
import type { Decl, DeclId, Model, NameHint } from '../../ir/types.js';
import { assertNever } from '../../ir/types.js';
import { createScope, identifierFor, type NamingRules, type Scope } from '../../naming/scope.js';
import { splitWords } from '../../naming/words.js';
import { haskellKeywords, haskellPreludeTypes, haskellPreludeValues } from './reserved.js';
import type { DeclNames as SharedNames, NameTable } from '../target.js';

const typeRules: NamingRules = {
  initialisms: new Set(),
  reserved: new Set(haskellPreludeTypes),
  escapeReserved: (name) => `${name}_`,
  emptyWord: 'Empty',
  digitPrefix: 'T',
};

const valueRules: NamingRules = {
  initialisms: new Set(),
  reserved: new Set([...haskellKeywords, ...haskellPreludeValues]),
  escapeReserved: (name) => `${name}_`,
  emptyWord: 'empty',
  digitPrefix: 'v',
};

/** Names the support module exports and the generated module re-exports. */
const runtimeTypeNames = ['DecodeError', 'DecodeOptions', 'EncodeError', 'Presence', 'Absent', 'Null', 'Present', 'RawJson'];
const runtimeValueNames = [
  'decodeErrorOffset', 'decodeErrorPointer', 'decodeErrorExpected', 'decodeErrorFound', 'decodeOptionsMaxDepth',
  'defaultDecodeOptions', 'renderDecodeError', 'encodeErrorMessage', 'rawJsonBytes',
];

export interface DeclNames {
  readonly type: string;
  readonly encode: string;
  readonly tryEncode: string;
  readonly decode: string;
  readonly decodeWith: string;
  readonly size: string;
  readonly write: string;
  readonly decoder: string;
  /** Records: the key-index function. */
  readonly keyIndex: string;
  /** Enum values or union variants, in order. */
  readonly constructors: readonly string[];
  /** Record field selectors, in order. */
  readonly fields: readonly string[];
  /** Record: the selector of the extra-members map, when the record keeps unknown keys. */
  readonly extra: string | null;
}

export type ModelNames = ReadonlyMap<DeclId, DeclNames>;

function words(text: string): string[] {
  const w = splitWords(text);
  return w.length === 0 ? ['empty'] : w;
}

function constructorHints(decl: Decl, typeName: string): NameHint[] {
  switch (decl.kind) {
    case 'enum':
    {
      const plan = enumPlan(decl);
      const members = plan.members.map((m) => [typeName, ...words(m.nameWord)]);
      return plan.open ? [...members, [typeName, 'Unknown']] : members;
    }
    case 'union':
      return decl.variants.map((v) => {
        const own = identifierFor(v.nameHint, 'pascal', typeRules);
        return own.startsWith(typeName) ? [own] : [typeName, ...v.nameHint];
      });
    case 'record':
    case 'alias':
      return [];
    default:
      return assertNever(decl);
  }
}

function claimValue(scope: Scope, hint: NameHint): string {
  return scope.claim(identifierFor(hint, 'camel', valueRules));
}

function functionNames(values: Scope, type: string): Omit<DeclNames, 'type' | 'constructors' | 'fields' | 'extra'> {
  const claim = (name: string): string => values.claim(name);
  return {
    encode: claim(`encode${type}`),
    tryEncode: claim(`tryEncode${type}`),
    decode: claim(`decode${type}`),
    decodeWith: claim(`decode${type}With`),
    size: claim(`size${type}`),
    write: claim(`write${type}`),
    decoder: claim(`decoder${type}`),
    keyIndex: claim(`key${type}`),
  };
}

/** Names every declaration of the model. */
export function nameModel(model: Model): ModelNames {
  const types = createScope(runtimeTypeNames);
  const values = createScope([...runtimeValueNames, ...valueRules.reserved]);
  const typeNames = model.decls.map((d) => types.claim(identifierFor(d.nameHint, 'pascal', typeRules)));
  const constructors = model.decls.map((d, i) =>
    constructorHints(d, typeNames[i] as string).map((h) => types.claim(identifierFor(h, 'pascal', typeRules))),
  );
  const functions = typeNames.map((t) => functionNames(values, t));
  const result = new Map<DeclId, DeclNames>();
  model.decls.forEach((decl, i) => {
    const type = typeNames[i] as string;
    const fields = decl.kind === 'record' ? decl.fields.map((f) => claimValue(values, [type, ...words(f.jsonName)])) : [];
    const extra =
      decl.kind === 'record' && decl.unknownKeys.kind === 'map'
        ? claimValue(values, [type, 'extra'])
        : null;
    result.set(decl.id, {
      type,
      ...(functions[i] as Omit<DeclNames, 'type' | 'constructors' | 'fields' | 'extra'>),
      constructors: constructors[i] as string[],
      fields,
      extra,
    });
  });
  return result;
}

const MODULE_NAME = /^[A-Z][A-Za-z0-9_']*(\.[A-Z][A-Za-z0-9_']*)*$/;

/** An error message when `name` is not a hierarchical Haskell module name, else null. */
export function checkModuleName(name: string): string | null {
  return MODULE_NAME.test(name) ? null : `"${name}" is not a Haskell module name (e.g. Acme.Model)`;
}

/** The functions every declaration gets, by role (the `aux` names of the shared table). */
const functionRoles = ['encode', 'tryEncode', 'decode', 'decodeWith', 'size', 'write', 'decoder', 'keyIndex'] as const;

/** The module's names in the shape every target shares (`../target.ts`): members are constructors or fields. */
export function nameTable(model: Model): NameTable {
  const names = nameModel(model);
  const table = new Map<DeclId, SharedNames>();
  for (const decl of model.decls) {
    const n = names.get(decl.id);
    if (n === undefined) continue;
    const aux = Object.fromEntries(functionRoles.map((r) => [r, n[r]]));
    table.set(decl.id, { type: n.type, members: decl.kind === 'record' ? n.fields : n.constructors, extra: n.extra, aux });
  }
  return table;
}

/** The view's per-declaration names, over the shared table. */
export function modelNames(model: Model, table: NameTable): ModelNames {
  const result = new Map<DeclId, DeclNames>();
  for (const decl of model.decls) {
    const n = table.get(decl.id);
    if (n === undefined) continue;
    const fn = (role: (typeof functionRoles)[number]): string => n.aux[role] ?? '';
    const record = decl.kind === 'record';
    result.set(decl.id, {
      type: n.type,
      encode: fn('encode'),
      tryEncode: fn('tryEncode'),
      decode: fn('decode'),
      decodeWith: fn('decodeWith'),
      size: fn('size'),
      write: fn('write'),
      decoder: fn('decoder'),
      keyIndex: fn('keyIndex'),
      constructors: record ? [] : n.members,
      fields: record ? n.members : [],
      extra: n.extra,
    });
  }
  return result;
}
