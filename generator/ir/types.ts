/**
 * The intermediate representation every input format lowers into and every target reads.
 *
 * Read-only data: passes return new values. Every declaration is identified by the
 * location it came from (`file#/json/pointer`), which gives a deterministic order and
 * diagnostics that point into the input.
 */

import type { SchemaProgram } from '../plan/schema-program/program.js';
export type JsonValue = null | boolean | number | string | readonly JsonValue[] | { readonly [key: string]: JsonValue };

/** Where something came from: the input file (as given) and a JSON Pointer inside it. */
export interface Origin {
  readonly file: string;
  readonly pointer: string;
}

/** `file#/pointer`, unique per declaration. */
export type DeclId = string;

/** A numeric bound: the JSON number text as written in the schema (always a valid JSON number). */
export interface Bound {
  readonly value: string;
  readonly exclusive: boolean;
}

/** String formats the decoders check. Other formats are annotations (kept in `doc`). */
export type CheckedFormat = 'date-time' | 'date' | 'time' | 'uuid';

/** The kinds of JSON value, with `integer` as the integral subset of `number`. */
export type JsonKind = 'null' | 'boolean' | 'integer' | 'number' | 'string' | 'array' | 'object';

export type IrType =
  | BoolType
  | IntType
  | FloatType
  | StringType
  | LiteralType
  | ArrayType
  | TupleType
  | MapType
  | RefType
  | AnyType
  | NullableType;

export interface BoolType {
  readonly kind: 'bool';
}

/**
 * An integer. `repr` is decided once for every target: `int64` unless the schema's range
 * does not fit in a signed 64-bit integer, then `big` (arbitrary precision).
 * `allowed` lists the permitted values (canonical JSON text) when the schema has an `enum`.
 */
export interface IntType {
  readonly kind: 'int';
  readonly repr: 'int64' | 'big';
  readonly minimum?: Bound;
  readonly maximum?: Bound;
  /** A positive number, as JSON number text (plain digits when integral); a fraction restricts to multiples of its integer modulus (`plan/decimal.ts` `integerModulus`). */
  readonly multipleOf?: string;
  readonly allowed?: readonly string[];
}

/** An IEEE-754 double. */
export interface FloatType {
  readonly kind: 'float';
  readonly minimum?: Bound;
  readonly maximum?: Bound;
  /** A positive number, as JSON number text. */
  readonly multipleOf?: string;
  readonly allowed?: readonly string[];
}

export interface StringType {
  readonly kind: 'string';
  readonly format?: CheckedFormat;
  /** In Unicode code points. */
  readonly minLength?: number;
  readonly maxLength?: number;
  /** ECMAScript regular expression source. */
  readonly pattern?: string;
}

/** Exactly one scalar value (`const`, or a one-member enum). */
export interface LiteralType {
  readonly kind: 'literal';
  readonly value: null | boolean | number | string;
}

export interface ArrayType {
  readonly kind: 'array';
  readonly items: IrType;
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly uniqueItems: boolean;
}

/** `prefixItems` (or draft-04..07 array-form `items`). */
export interface TupleType {
  readonly kind: 'tuple';
  readonly prefix: readonly IrType[];
  /** How many leading prefix elements must be present (≤ prefix.length). */
  readonly minItems: number;
  /** Type of elements after the prefix; `null` when no further elements are allowed. */
  readonly rest: IrType | null;
  readonly maxItems?: number;
}

/** An object with arbitrary keys. Encoded with keys sorted by UTF-8 bytes. */
export interface MapType {
  readonly kind: 'map';
  readonly values: IrType;
  /** ECMAScript regex every key must match (`propertyNames.pattern` or a single patternProperties key). */
  readonly keyPattern?: string;
  /**
   * `skip`: a key `keyPattern` does not match is not an error; its member is checked to be JSON
   * and dropped (`patternProperties` with no `additionalProperties`). Absent: it is an error.
   */
  readonly otherKeys?: 'skip';
  readonly minProperties?: number;
  readonly maxProperties?: number;
}

export interface RefType {
  readonly kind: 'ref';
  readonly target: DeclId;
}

/**
 * Any JSON value, kept as its raw text with insignificant whitespace removed.
 * `allowed` lists permitted values (canonical JSON text) when the schema has a mixed `enum`.
 */
export interface AnyType {
  readonly kind: 'any';
  readonly allowed?: readonly string[];
  /** Keywords no typed shape expresses, checked by the schema-check program over the value's text. */
  readonly program?: SchemaCheck;
}

/** A schema-check program (`plan/schema-program/README.md`) and where its schema stands. */
export interface SchemaCheck {
  readonly program: SchemaProgram;
  readonly file: string;
  readonly pointer: string;
  /** The keywords that needed the program (diagnostics of targets without an interpreter). */
  readonly keywords: readonly string[];
}

/** `inner` or JSON `null`. Never nested: `nullable(nullable(x))` is normalized away. */
export interface NullableType {
  readonly kind: 'nullable';
  readonly inner: IrType;
}

// ---------------------------------------------------------------------------------------------
// Declarations

/**
 * Words a name is made from, most significant first, e.g. `["Tweet", "user", "entities"]`.
 * The naming engine turns them into an identifier per target.
 */
export type NameHint = readonly string[];

interface DeclBase {
  readonly id: DeclId;
  readonly origin: Origin;
  readonly nameHint: NameHint;
  /** From `title` and `description` (and `default`, `examples`, annotation formats). */
  readonly doc?: string;
}

export interface Field {
  /** The key on the wire. Any string, including empty and non-ASCII. */
  readonly jsonName: string;
  readonly type: IrType;
  readonly required: boolean;
  /** The schema's `default`, as documentation; decoding never fills it in. */
  readonly default?: JsonValue;
  readonly doc?: string;
  readonly origin: Origin;
}

/** What to do with object keys that are not declared fields. */
export type UnknownKeys =
  /** Check the value is well-formed JSON, then drop it. */
  | { readonly kind: 'skip' }
  /** `additionalProperties: false`: an unknown key is a decode error. */
  | { readonly kind: 'reject' }
  /**
   * `additionalProperties: <schema>` / `patternProperties`: kept in an extra map field; with
   * `otherKeys: 'skip'`, a key `keyPattern` does not match is dropped as under `skip`.
   */
  | { readonly kind: 'map'; readonly values: IrType; readonly keyPattern?: string; readonly otherKeys?: 'skip' };

export interface RecordDecl extends DeclBase {
  readonly kind: 'record';
  /** In schema declaration order (allOf merges keep their members' order). */
  readonly fields: readonly Field[];
  readonly unknownKeys: UnknownKeys;
  readonly minProperties?: number;
  readonly maxProperties?: number;
}

/** A scalar an enum member or a discriminator tag can be. */
export type ScalarLiteral =
  | { readonly kind: 'string'; readonly value: string }
  /** Canonical JSON number text (as `plan/decimal.ts` canonicalises it). */
  | { readonly kind: 'number'; readonly text: string }
  | { readonly kind: 'boolean'; readonly value: boolean };

export interface EnumMember {
  readonly value: ScalarLiteral;
  /** The member's own name when the input gives one (a TypeScript enum member, `x-enum-varnames`, `x-enumNames`). */
  readonly name?: string;
  readonly doc?: string;
}

/** A closed (or, when `open`, extensible) set of scalars of one kind. */
export interface EnumDecl extends DeclBase {
  readonly kind: 'enum';
  /** At least one; all of one literal kind. */
  readonly members: readonly EnumMember[];
  /** Open: a value of the members' kind that is no member decodes to an "unknown" member holding it and re-encodes unchanged. */
  readonly open: boolean;
}

export interface Variant {
  readonly type: IrType;
  readonly nameHint: NameHint;
  /** The discriminator value selecting this variant, when the union has one. */
  readonly tag?: ScalarLiteral;
}

/**
 * How a decoder picks a union variant, without backtracking where possible.
 * Indices point into `UnionDecl.variants`.
 */
export type Dispatch =
  /** Exactly this variant. */
  | { readonly kind: 'variant'; readonly index: number }
  /** By the kind of the JSON value's first byte; `integer` and `number` share `-0-9`. */
  | { readonly kind: 'jsonKind'; readonly cases: readonly { readonly jsonKind: JsonKind; readonly then: Dispatch }[] }
  /** By the scalar value of a property of an object (which may come after other keys). */
  | { readonly kind: 'discriminator'; readonly property: string; readonly cases: readonly { readonly tag: ScalarLiteral; readonly index: number }[] }
  /**
   * By a required property that only one variant declares. `exclusive` (`oneOf` of records that
   * accept unknown keys): first, a value more than one of the variants decodes is an error at the value.
   */
  | { readonly kind: 'uniqueKey'; readonly cases: readonly { readonly key: string; readonly index: number }[]; readonly exclusive?: true }
  /**
   * Try each variant in order; the first that decodes wins (a generation warning was given).
   * `exclusive` (`oneOf`): first, a value more than one of the variants decodes is an error at the value.
   * `covering` (objects, some variant dropping undeclared keys): first, in order, each of these
   * variants that keeps every key of the object is tried, so that a value keeps every member a
   * matching variant declares.
   */
  | { readonly kind: 'firstMatch'; readonly indices: readonly number[]; readonly exclusive?: true; readonly covering?: readonly CoveringVariant[] };

/**
 * A variant tried first when it keeps every key of the object: when `keys` is absent it keeps
 * all (a map, any JSON, a record that rejects or keeps unknown keys); else it keeps these (a
 * record that drops undeclared keys), compared with the decoded keys.
 */
export interface CoveringVariant {
  readonly index: number;
  readonly keys?: readonly string[];
}

export interface UnionDecl extends DeclBase {
  readonly kind: 'union';
  readonly variants: readonly Variant[];
  readonly dispatch: Dispatch;
  /** `oneOf`: a value must match exactly one variant (where the dispatch does not prove it, the decoder checks). */
  readonly exclusive?: true;
}

/** A named type that is not a record, enum or union: `type Celsius = float`. */
export interface AliasDecl extends DeclBase {
  readonly kind: 'alias';
  readonly type: IrType;
}

export type Decl = RecordDecl | EnumDecl | UnionDecl | AliasDecl;

/** The whole program: every declaration in deterministic order, and the roots (one per input). */
export interface Model {
  readonly decls: readonly Decl[];
  readonly roots: readonly DeclId[];
}

export function assertNever(value: never): never {
  throw new Error(`unexpected value: ${JSON.stringify(value)}`);
}
