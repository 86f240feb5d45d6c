/** Scala naming: identifiers for declarations, fields, enum cases and union variants. */
import { enumPlan } from '../../plan/enum.js';
import type { Decl, DeclId, Model, RecordDecl } from '../../ir/types.js';
import { createScope, identifierFor, type NamingRules, type Scope } from '../../naming/scope.js';
import type { NameTable } from '../target.js';
import { caseClassMembers, memberSuffix, runtimeTypeNames, scalaKeywords, scalaTypeNames, typeNameSuffix } from './reserved.js';

/** Acronyms kept upper-case in type and member names (common in JSON keys). */
const initialisms: ReadonlySet<string> = new Set(['ID', 'URL', 'URI', 'UUID', 'JSON', 'HTTP', 'API']);

export const typeRules: NamingRules = {
  initialisms,
  reserved: scalaTypeNames,
  escapeReserved: (name) => `${name}${typeNameSuffix}`,
  emptyWord: 'empty',
  digitPrefix: 'T',
};

export const fieldRules: NamingRules = {
  initialisms,
  reserved: new Set([...scalaKeywords, ...caseClassMembers]),
  escapeReserved: (name) => (scalaKeywords.has(name) ? `\`${name}\`` : `${name}${memberSuffix}`),
  emptyWord: 'empty',
  digitPrefix: 'n',
};

/**
 * The longest type or case name, in characters: a type is a file (`Name.scala`) and class files
 * (`Name$.class`, `Name$Case.class`), and file names are limited to 255 bytes. A longer name is
 * cut here; the scope then keeps the cut names distinct.
 */
const maxTypeName = 80;

function capped(name: string): string {
  return Array.from(name).slice(0, maxTypeName).join('');
}

/** Field rules without the reserved-word step: collisions are resolved first, then words escaped. */
const plainFieldRules: NamingRules = { ...fieldRules, reserved: new Set() };

/** Claims a field name: keywords get backticks, names of inherited members a suffix (itself claimed). */
function fieldName(scope: Scope, base: string): string {
  const name = scope.claim(base);
  if (scalaKeywords.has(name)) return `\`${name}\``;
  return caseClassMembers.has(name) ? scope.claim(`${name}${memberSuffix}`) : name;
}

export interface RecordNames {
  readonly fields: readonly string[];
  /** The extra-members field (`additionalProperties`), when the record keeps unknown keys. */
  readonly extra: string;
}

export interface Names {
  readonly decls: ReadonlyMap<DeclId, string>;
  /** Per record: field identifiers; per enum: case identifiers; per union: variant identifiers. */
  readonly members: ReadonlyMap<DeclId, readonly string[]>;
  readonly extras: ReadonlyMap<DeclId, string>;
}

function memberNames(decl: Decl, declName: string): { members: string[]; extra?: string } {
  switch (decl.kind) {
    case 'record':
      return recordNames(decl);
    case 'enum': {
      const scope = createScope([declName]);
      const plan = enumPlan(decl);
      const words = [...plan.members.map((m) => m.nameWord), ...(plan.open ? ['Unknown'] : [])];
      return { members: words.map((w) => scope.claim(capped(identifierFor([w], 'pascal', typeRules)))) };
    }
    case 'union': {
      const scope = createScope([declName]);
      return { members: decl.variants.map((v) => scope.claim(capped(identifierFor(v.nameHint, 'pascal', typeRules)))) };
    }
    case 'alias':
      return { members: [] };
  }
}

function recordNames(decl: RecordDecl): { members: string[]; extra?: string } {
  const scope = createScope();
  const members = decl.fields.map((f) => fieldName(scope, identifierFor([f.jsonName], 'camel', plainFieldRules)));
  const extra = decl.unknownKeys.kind === 'map' ? scope.claim('additionalProperties') : undefined;
  return extra === undefined ? { members } : { members, extra };
}

/** Names every declaration and member, in declaration order (deterministic). */
export function assignNames(model: Model): Names {
  const typeScope = createScope(runtimeTypeNames, true);
  const decls = new Map<DeclId, string>();
  const members = new Map<DeclId, readonly string[]>();
  const extras = new Map<DeclId, string>();
  for (const decl of model.decls) {
    const name = typeScope.claim(capped(identifierFor(decl.nameHint, 'pascal', typeRules)));
    decls.set(decl.id, name);
    const m = memberNames(decl, name);
    members.set(decl.id, m.members);
    if (m.extra !== undefined) extras.set(decl.id, m.extra);
  }
  return { decls, members, extras };
}

/** An error message when `name` is not a dotted Scala package name made of plain identifiers. */
export function checkPackage(name: string): string | null {
  const parts = name.split('.');
  for (const part of parts) {
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(part)) return `"${name}" is not a Scala package name (segment "${part}")`;
    if (scalaKeywords.has(part)) return `"${name}" uses the Scala keyword "${part}"`;
  }
  return null;
}

/** The package's names in the shape every target shares (`../target.ts`). */
export function nameTable(model: Model): NameTable {
  const names = assignNames(model);
  return new Map(
    model.decls.map((d) => [d.id, { type: names.decls.get(d.id) ?? '', members: names.members.get(d.id) ?? [], extra: names.extras.get(d.id) ?? null, aux: {} }]),
  );
}

/** The view's name maps, over the shared table. */
export function scalaNames(table: NameTable): Names {
  const decls = new Map<DeclId, string>();
  const members = new Map<DeclId, readonly string[]>();
  const extras = new Map<DeclId, string>();
  for (const [id, n] of table) {
    decls.set(id, n.type);
    members.set(id, n.members);
    if (n.extra !== null) extras.set(id, n.extra);
  }
  return { decls, members, extras };
}
