import { enumPlan } from '../../plan/enum.js';
import { createScope, identifierFor, type NamingRules, type Scope } from '../../naming/scope.js';
import { assertNever, type Decl, type DeclId, type Model, type NameHint, type RecordDecl, type UnionDecl } from '../../ir/types.js';
import type { DeclNames, NameTable } from '../target.js';
import { goKeywords, goMethodNames, goPredeclared, goRuntimeNames } from './reserved.js';

/**
 * Go's common initialisms, kept upper case in identifiers (`userID`, `HTTPURL`).
 *
 * Source: the `commonInitialisms` list of golang/lint (lint.go), as used by golint and
 * staticcheck's ST1003.
 */
export const goInitialisms: readonly string[] = [
  'ACL', 'API', 'ASCII', 'CPU', 'CSS', 'DNS', 'EOF', 'GUID', 'HTML', 'HTTP', 'HTTPS', 'ID', 'IP',
  'JSON', 'LHS', 'QPS', 'RAM', 'RHS', 'RPC', 'SLA', 'SMTP', 'SQL', 'SSH', 'TCP', 'TLS', 'TTL',
  'UDP', 'UI', 'UID', 'UUID', 'URI', 'URL', 'UTF8', 'VM', 'XML', 'XMPP', 'XSRF', 'XSS',
];

export const goNamingRules: NamingRules = {
  initialisms: new Set(goInitialisms),
  reserved: new Set([...goKeywords, ...goPredeclared]),
  escapeReserved: (name) => `${name}_`,
  emptyWord: 'Empty',
  digitPrefix: 'X',
};

/** An exported Go identifier (types, fields, constants). */
export function exportedName(hint: NameHint): string {
  return identifierFor(hint, 'pascal', goNamingRules);
}

const GO_IDENTIFIER = /^[\p{L}_][\p{L}\p{Nd}_]*$/u;

/** An error message when `name` cannot be a Go package name, else null (lower case is recommended). */
export function checkGoPackage(name: string): string | null {
  if (!GO_IDENTIFIER.test(name)) return `"${name}" is not a Go identifier`;
  if (goKeywords.includes(name)) return `"${name}" is a Go keyword`;
  if (name === '_') return 'the blank identifier cannot name a package';
  return null;
}

/** Every package-level Go name of one generated package, decided up front in model order. */
export interface PackageNames {
  readonly scope: Scope;
  readonly typeName: (id: DeclId) => string;
  /** Go field names of a record, in field order, then the extra map's name (if any). */
  readonly fieldNames: (id: DeclId) => readonly string[];
  readonly extraName: (id: DeclId) => string | null;
  readonly enumConst: (id: DeclId, index: number) => string;
  readonly unionInterface: (id: DeclId) => string;
  /** The wrapper type name of a union variant (claimed for every variant, used by wrappers). */
  readonly variantName: (id: DeclId, index: number) => string;
}

function recordFieldNames(decl: RecordDecl): { fields: string[]; extra: string | null } {
  const scope = createScope(goMethodNames);
  const fields = decl.fields.map((f) => scope.claim(exportedName([f.jsonName])));
  const hasExtra = decl.unknownKeys.kind === 'map';
  return { fields, extra: hasExtra ? scope.claim('Extra') : null };
}

function unionNames(decl: UnionDecl, typeName: string, scope: Scope): { iface: string; variants: string[] } {
  const iface = scope.claim(`${typeName}Variant`);
  const variants = decl.variants.map((v, i) => scope.claim(`${typeName}${exportedName(v.nameHint.length > 0 ? v.nameHint : [`variant${i}`])}`));
  return { iface, variants };
}

export function namePackage(model: Model): PackageNames {
  const scope = createScope(goRuntimeNames);
  const types = new Map<DeclId, string>();
  for (const decl of model.decls) types.set(decl.id, scope.claim(exportedName(decl.nameHint.length > 0 ? decl.nameHint : ['Type'])));
  const fields = new Map<DeclId, { fields: string[]; extra: string | null }>();
  const consts = new Map<DeclId, string[]>();
  const unions = new Map<DeclId, { iface: string; variants: string[] }>();
  const nameOf = (id: DeclId): string => types.get(id) ?? 'MissingDecl';
  const byKind = (decl: Decl): void => {
    const typeName = nameOf(decl.id);
    switch (decl.kind) {
      case 'record':
        fields.set(decl.id, recordFieldNames(decl));
        return;
      case 'enum':
        consts.set(decl.id, enumPlan(decl).members.map((m) => scope.claim(`${typeName}${exportedName([m.nameWord])}`)));
        return;
      case 'union':
        unions.set(decl.id, unionNames(decl, typeName, scope));
        return;
      case 'alias':
        return;
    }
  };
  model.decls.forEach(byKind);
  return {
    scope,
    typeName: nameOf,
    fieldNames: (id) => fields.get(id)?.fields ?? [],
    extraName: (id) => fields.get(id)?.extra ?? null,
    enumConst: (id, i) => consts.get(id)?.[i] ?? 'MissingConst',
    unionInterface: (id) => unions.get(id)?.iface ?? 'MissingInterface',
    variantName: (id, i) => unions.get(id)?.variants[i] ?? 'MissingVariant',
  };
}

/** The package's names in the shape every target shares (`../target.ts`); unions add `interface`. */
export function nameTable(model: Model): NameTable {
  const names = namePackage(model);
  const table = new Map<DeclId, DeclNames>();
  for (const decl of model.decls) {
    const id = decl.id;
    const type = names.typeName(id);
    switch (decl.kind) {
      case 'record':
        table.set(id, { type, members: names.fieldNames(id), extra: names.extraName(id), aux: {} });
        break;
      case 'enum':
        table.set(id, { type, members: decl.members.map((_, i) => names.enumConst(id, i)), extra: null, aux: {} });
        break;
      case 'union':
        table.set(id, { type, members: decl.variants.map((_, i) => names.variantName(id, i)), extra: null, aux: { interface: names.unionInterface(id) } });
        break;
      case 'alias':
        table.set(id, { type, members: [], extra: null, aux: {} });
        break;
      default:
        assertNever(decl);
    }
  }
  return table;
}

/**
 * The accessors the view uses, over a name table. The package scope holds every package-level
 * name of the table again (they are distinct, so each claims itself), so names claimed later
 * (tuple structs) avoid them exactly as when the table was made.
 */
export function packageNames(model: Model, table: NameTable): PackageNames {
  const scope = createScope(goRuntimeNames);
  const entry = (id: DeclId): DeclNames | undefined => table.get(id);
  for (const decl of model.decls) scope.claim(entry(decl.id)?.type ?? 'MissingDecl');
  for (const decl of model.decls) {
    const e = entry(decl.id);
    if (e === undefined || decl.kind === 'record' || decl.kind === 'alias') continue;
    if (decl.kind === 'union') scope.claim(e.aux['interface'] ?? 'MissingInterface');
    for (const m of e.members) scope.claim(m);
  }
  return {
    scope,
    typeName: (id) => entry(id)?.type ?? 'MissingDecl',
    fieldNames: (id) => entry(id)?.members ?? [],
    extraName: (id) => entry(id)?.extra ?? null,
    enumConst: (id, i) => entry(id)?.members[i] ?? 'MissingConst',
    unionInterface: (id) => entry(id)?.aux['interface'] ?? 'MissingInterface',
    variantName: (id, i) => entry(id)?.members[i] ?? 'MissingVariant',
  };
}
