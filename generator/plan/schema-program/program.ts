/**
 * The schema-check program: a subschema compiled to data (numbered nodes, each a list of keyword
 * operations) that a small interpreter in every runtime runs over a JSON value. See README.md.
 */
import type { RegexProgram } from '../regex/index.js';

export const SCHEMA_PROGRAM_VERSION = 1;

/** JSON types of the `type` operation, as bits. `integer` is a number whose value is integral. */
export const TYPE_BITS = { null: 1, boolean: 2, object: 4, array: 8, number: 16, string: 32, integer: 64 } as const;
export type TypeName = keyof typeof TYPE_BITS;

/** The formats a program asserts (every other `format` is an annotation). */
export type AssertedFormat = 'date-time' | 'date' | 'time' | 'uuid';

/** A node index; -1 where a keyword is absent. */
export type NodeRef = number;

/**
 * One keyword's operation. `at` is the keyword's schema pointer (`file#pointer`-free: the pointer
 * inside its document, with the document's key before `#` when it is not the program's own).
 */
export type Op =
  | { readonly op: 'false'; readonly at: string }
  | { readonly op: 'type'; readonly at: string; readonly types: number }
  /** `enum` / `const`: the instance's value key is one of `keys`. */
  | { readonly op: 'enum'; readonly at: string; readonly keys: readonly string[] }
  /** A number bound; `value` is JSON number text. */
  | { readonly op: 'bound'; readonly at: string; readonly value: string; readonly lower: boolean; readonly exclusive: boolean }
  | { readonly op: 'multipleOf'; readonly at: string; readonly value: string }
  | { readonly op: 'minLength' | 'maxLength' | 'minItems' | 'maxItems' | 'minProperties' | 'maxProperties'; readonly at: string; readonly n: number }
  /** `pattern`: `regex` indexes the program's regexes. */
  | { readonly op: 'pattern'; readonly at: string; readonly regex: number }
  | { readonly op: 'format'; readonly at: string; readonly format: AssertedFormat }
  | { readonly op: 'uniqueItems'; readonly at: string }
  /** Items `i < prefix.length` against `prefix[i]`, the others against `rest` (when ≥ 0). */
  | { readonly op: 'items'; readonly at: string; readonly prefix: readonly NodeRef[]; readonly rest: NodeRef; readonly restAt: string }
  /** Items matching `node` number between `min` and `max` (−1: unbounded); `annotates`: matches count as evaluated items. */
  | { readonly op: 'contains'; readonly at: string; readonly node: NodeRef; readonly min: number; readonly max: number; readonly minAt: string; readonly maxAt: string; readonly annotates: boolean }
  | { readonly op: 'required'; readonly at: string; readonly names: readonly string[] }
  | { readonly op: 'properties'; readonly at: string; readonly entries: readonly (readonly [string, NodeRef])[] }
  | { readonly op: 'patternProperties'; readonly at: string; readonly entries: readonly (readonly [number, NodeRef])[] }
  /** Members named by none of `names` and matched by none of `patterns` against `node`. */
  | { readonly op: 'additionalProperties'; readonly at: string; readonly names: readonly string[]; readonly patterns: readonly number[]; readonly node: NodeRef }
  | { readonly op: 'dependentRequired'; readonly at: string; readonly entries: readonly (readonly [string, readonly string[]])[] }
  | { readonly op: 'dependentSchemas'; readonly at: string; readonly entries: readonly (readonly [string, NodeRef])[] }
  /** Every key, as a string instance, against `node`. */
  | { readonly op: 'propertyNames'; readonly at: string; readonly node: NodeRef }
  | { readonly op: 'allOf' | 'anyOf' | 'oneOf'; readonly at: string; readonly nodes: readonly NodeRef[] }
  | { readonly op: 'not'; readonly at: string; readonly node: NodeRef }
  | { readonly op: 'if'; readonly at: string; readonly cond: NodeRef; readonly then: NodeRef; readonly else: NodeRef; readonly thenAt: string; readonly elseAt: string }
  | { readonly op: 'ref'; readonly at: string; readonly node: NodeRef }
  /**
   * `$dynamicRef` / `$recursiveRef`: `node` when `anchor` is null; otherwise the outermost
   * resource of the dynamic scope that has a dynamic anchor `anchor` gives the node, else `node`.
   */
  | { readonly op: 'dynamicRef'; readonly at: string; readonly node: NodeRef; readonly anchor: string | null }
  | { readonly op: 'unevaluatedItems'; readonly at: string; readonly node: NodeRef }
  | { readonly op: 'unevaluatedProperties'; readonly at: string; readonly node: NodeRef };

export type OpName = Op['op'];

export interface ProgramNode {
  /** The resource this node is the root of (entering it pushes it on the dynamic scope), or −1. */
  readonly resource: number;
  readonly ops: readonly Op[];
}

export interface SchemaProgram {
  readonly version: typeof SCHEMA_PROGRAM_VERSION;
  readonly root: NodeRef;
  readonly nodes: readonly ProgramNode[];
  readonly regexes: readonly RegexProgram[];
  /** Per resource: its dynamic anchors (name → node); `$recursiveAnchor: true` is the name `#`. */
  readonly resources: readonly (readonly (readonly [string, NodeRef])[])[];
}

/** The anchor name `$recursiveAnchor: true` registers and `$recursiveRef` looks up. */
export const RECURSIVE_ANCHOR = '#';

/** How deep node evaluations may nest before the value is refused (reference cycles that consume no input). */
export const EVAL_DEPTH_LIMIT = 512;
