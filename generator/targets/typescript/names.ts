/**
 * TypeScript naming: type names (PascalCase), the codec functions of each type, enum member
 * names and union variant names. Record members are the JSON keys themselves (a property name
 * can be any string; `literals.ts` quotes it where it is not an identifier).
 */
import { enumPlan } from '../../plan/enum.js';
import type { Decl, Model } from '../../ir/types.js';
import { createScope, identifierFor, type NamingRules, type Scope } from '../../naming/scope.js';
import type { NameTable } from '../target.js';
import { globalNames, reservedSuffix, reservedWords } from './reserved.js';
import { runtimeExports } from './runtime.js';

const initialisms: ReadonlySet<string> = new Set(['ID', 'URL', 'URI', 'UUID', 'JSON', 'HTTP', 'API']);

export const typeRules: NamingRules = {
  initialisms,
  reserved: new Set([...reservedWords, ...globalNames]),
  escapeReserved: (name) => `${name}${reservedSuffix}`,
  emptyWord: 'empty',
  digitPrefix: 'T',
};

/** Enum member and variant names are property names and string values: any identifier will do. */
const memberRules: NamingRules = { ...typeRules, reserved: new Set() };

/** The functions a declaration's name gives, by role (`DeclNames.aux`). */
export const codecRoles = ['decode', 'encode', 'encodeToString'] as const;

function memberNames(decl: Decl): string[] {
  switch (decl.kind) {
    case 'record':
      return decl.fields.map((f) => f.jsonName);
    case 'enum': {
      const scope = createScope();
      return enumPlan(decl).members.map((m) => scope.claim(identifierFor([m.nameWord], 'pascal', memberRules)));
    }
    case 'union': {
      const scope = createScope();
      return decl.variants.map((v) => scope.claim(identifierFor(v.nameHint, 'pascal', memberRules)));
    }
    case 'alias':
      return [];
  }
}

/** A record's member holding kept unknown keys: a name none of its JSON keys takes. */
function extraName(decl: Decl): string | null {
  if (decl.kind !== 'record' || decl.unknownKeys.kind !== 'map') return null;
  const scope = createScope(decl.fields.map((f) => f.jsonName));
  return scope.claim('additionalProperties');
}

function claimCodecs(functions: Scope, type: string): Record<string, string> {
  return {
    decode: functions.claim(`decode${type}`),
    encode: functions.claim(`encode${type}`),
    encodeToString: functions.claim(`encode${type}ToString`),
  };
}

/** Names every declaration, in declaration order (deterministic). */
export function nameTable(model: Model): NameTable {
  const types = createScope([...runtimeExports, ...typeRules.reserved]);
  const functions = createScope([...runtimeExports, ...reservedWords, ...globalNames]);
  return new Map(
    model.decls.map((d) => {
      const type = types.claim(identifierFor(d.nameHint, 'pascal', typeRules));
      return [d.id, { type, members: memberNames(d), extra: extraName(d), aux: claimCodecs(functions, type) }];
    }),
  );
}

/** TypeScript has no package: the option names the generated module in its header only. */
export function checkPackage(name: string): string | null {
  return /^[A-Za-z_][A-Za-z0-9_.-]*$/.test(name) ? null : `"${name}" is not a module name (letters, digits, "_", "." and "-", a letter first)`;
}
