/** Diagnostic codes of the TypeScript front end. */
import type { CodeInfo } from '../jsonschema/codes.js';

export const TYPESCRIPT_CODES = [
  { code: 'E_TS_PROGRAM', meaning: 'TypeScript: an input file cannot be read, or the tsconfig given with --tsconfig cannot be read' },
  { code: 'E_TS_TYPE_NOT_FOUND', meaning: 'TypeScript: --type names no exported declaration of the inputs' },
  { code: 'E_TS_FUNCTION', meaning: 'TypeScript: a function type, a method or a class with methods has no JSON form' },
  { code: 'E_TS_UNSUPPORTED_TYPE', meaning: 'TypeScript: Map, Set, Promise, symbol, undefined, void, never or another type with no JSON form' },
  { code: 'E_TS_UNRESOLVED', meaning: 'TypeScript: a conditional, mapped, indexed-access or `keyof` type the checker cannot reduce to a finite object, or a type parameter' },
  { code: 'E_TS_TEMPLATE_LITERAL', meaning: 'TypeScript: a template-literal type (`${string}-id`)' },
  { code: 'E_TS_TYPEOF', meaning: 'TypeScript: `typeof` of a value (declare the type instead)' },
  { code: 'E_TS_INTERSECTION', meaning: 'TypeScript: an intersection of a primitive with another primitive, or of a primitive with a non-brand object' },
  { code: 'E_TS_UNION', meaning: 'TypeScript: a union the decoders cannot tell apart (e.g. two enums of one kind)' },
  { code: 'E_TS_TAG', meaning: 'TypeScript: a JSDoc validation tag or typia tag with a value of the wrong kind (`@minimum abc`)' },
  { code: 'W_TS_TAG_IGNORED', meaning: 'TypeScript: a validation tag does not apply to the type it annotates, and is ignored' },
  { code: 'W_TS_GENERIC', meaning: 'TypeScript: a generic declaration is generated only where it is instantiated with concrete arguments' },
] as const satisfies readonly CodeInfo[];

export type TypeScriptCode = (typeof TYPESCRIPT_CODES)[number]['code'];
