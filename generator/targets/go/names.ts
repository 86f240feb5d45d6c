import { identifierFor, type NamingRules } from '../../naming/scope.js';
import type { NameHint } from '../../ir/types.js';
import { goKeywords, goPredeclared } from './reserved.js';

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
