/**
 * The reference interpreter of schema-check programs: README.md in code. Every runtime's
 * interpreter gives the same verdict and the same error (schema pointer, instance pointer) for
 * every vector this one produces.
 */
import { pointerAppend } from '../../diagnostics.js';
import { testString } from '../regex/index.js';
import { formatHolds } from './formats.js';
import { keyOf, type JsonValue } from './json.js';
import { compareNumbers, isIntegral, isMultipleOf, parseNumber } from './numbers.js';
import { EVAL_DEPTH_LIMIT, TYPE_BITS, type NodeRef, type Op, type SchemaProgram } from './program.js';

/** Why a value fails: the failing keyword's schema pointer and the value's instance pointer. */
export interface ProgramError {
  readonly schema: string;
  readonly instance: string;
}

export type Verdict = { readonly valid: true } | { readonly valid: false; readonly error: ProgramError };

/** Evaluated members and items of one value, the annotations `unevaluated*` read. */
interface Seen {
  readonly props: Set<string>;
  readonly items: Set<number>;
}

type Outcome = ProgramError | null;

const newSeen = (): Seen => ({ props: new Set(), items: new Set() });

function merge(into: Seen, from: Seen): void {
  for (const p of from.props) into.props.add(p);
  for (const i of from.items) into.items.add(i);
}

function typeOf(v: JsonValue): number {
  switch (v.kind) {
    case 'null':
      return TYPE_BITS.null;
    case 'bool':
      return TYPE_BITS.boolean;
    case 'object':
      return TYPE_BITS.object;
    case 'array':
      return TYPE_BITS.array;
    case 'string':
      return TYPE_BITS.string;
    case 'number':
      return TYPE_BITS.number | (isIntegral(parseNumber(v.text)) ? TYPE_BITS.integer : 0);
  }
}

class Machine {
  private readonly scope: number[] = [];
  private depth = 0;

  constructor(private readonly program: SchemaProgram) {}

  /** Runs node `n` on `v` (at instance pointer `ptr`), adding what it evaluated to `seen`. */
  node(n: NodeRef, v: JsonValue, ptr: string, seen: Seen, at: string): Outcome {
    const node = this.program.nodes[n];
    if (node === undefined) return { schema: at, instance: ptr };
    if (this.depth >= EVAL_DEPTH_LIMIT) return { schema: at, instance: ptr };
    const pushed = node.resource >= 0 && this.scope.at(-1) !== node.resource;
    if (pushed) this.scope.push(node.resource);
    this.depth++;
    const own = newSeen();
    let out: Outcome = null;
    for (const op of node.ops) {
      out = this.op(op, v, ptr, own);
      if (out !== null) break;
    }
    this.depth--;
    if (pushed) this.scope.pop();
    if (out === null) merge(seen, own);
    return out;
  }

  /** Whether node `n` accepts `v`, adding its annotations to `seen` when it does. */
  private passes(n: NodeRef, v: JsonValue, ptr: string, seen: Seen, at: string): boolean {
    return this.node(n, v, ptr, seen, at) === null;
  }

  private dynamic(node: NodeRef, anchor: string | null): NodeRef {
    if (anchor === null) return node;
    for (const r of this.scope) {
      const hit = this.program.resources[r]?.find(([name]) => name === anchor);
      if (hit !== undefined) return hit[1];
    }
    return node;
  }

  private op(op: Op, v: JsonValue, ptr: string, seen: Seen): Outcome {
    const fail: ProgramError = { schema: op.at, instance: ptr };
    const check = (ok: boolean): Outcome => (ok ? null : fail);
    switch (op.op) {
      case 'false':
        return fail;
      case 'type':
        return check((typeOf(v) & op.types) !== 0);
      case 'enum':
        return check(op.keys.includes(keyOf(v)));
      case 'bound': {
        if (v.kind !== 'number') return null;
        const c = compareNumbers(parseNumber(v.text), parseNumber(op.value));
        return check(op.lower ? (op.exclusive ? c > 0 : c >= 0) : op.exclusive ? c < 0 : c <= 0);
      }
      case 'multipleOf':
        return v.kind !== 'number' ? null : check(isMultipleOf(parseNumber(v.text), parseNumber(op.value)));
      case 'minLength':
        return v.kind !== 'string' ? null : check([...v.value].length >= op.n);
      case 'maxLength':
        return v.kind !== 'string' ? null : check([...v.value].length <= op.n);
      case 'pattern':
        return v.kind !== 'string' ? null : check(this.matches(op.regex, v.value));
      case 'format':
        return v.kind !== 'string' ? null : check(formatHolds(op.format, v.value));
      case 'minItems':
        return v.kind !== 'array' ? null : check(v.items.length >= op.n);
      case 'maxItems':
        return v.kind !== 'array' ? null : check(v.items.length <= op.n);
      case 'uniqueItems':
        return v.kind !== 'array' ? null : check(new Set(v.items.map(keyOf)).size === v.items.length);
      case 'minProperties':
        return v.kind !== 'object' ? null : check(v.members.length >= op.n);
      case 'maxProperties':
        return v.kind !== 'object' ? null : check(v.members.length <= op.n);
      case 'items': {
        if (v.kind !== 'array') return null;
        for (let i = 0; i < v.items.length; i++) {
          const n = i < op.prefix.length ? (op.prefix[i] as number) : op.rest;
          if (n < 0) break;
          const out = this.node(n, v.items[i] as JsonValue, pointerAppend(ptr, i), newSeen(), i < op.prefix.length ? op.at : op.restAt);
          if (out !== null) return out;
          seen.items.add(i);
        }
        return null;
      }
      case 'contains': {
        if (v.kind !== 'array') return null;
        let count = 0;
        v.items.forEach((item, i) => {
          if (this.passes(op.node, item, pointerAppend(ptr, i), newSeen(), op.at)) {
            count++;
            if (op.annotates) seen.items.add(i);
          }
        });
        if (count < op.min) return { schema: op.minAt, instance: ptr };
        if (op.max >= 0 && count > op.max) return { schema: op.maxAt, instance: ptr };
        return null;
      }
      case 'required':
        return v.kind !== 'object' ? null : check(op.names.every((n) => has(v, n)));
      case 'properties': {
        if (v.kind !== 'object') return null;
        for (const [name, n] of op.entries) {
          for (const [k, m] of v.members) {
            if (k !== name) continue;
            const out = this.node(n, m, pointerAppend(ptr, k), newSeen(), op.at);
            if (out !== null) return out;
            seen.props.add(k);
          }
        }
        return null;
      }
      case 'patternProperties': {
        if (v.kind !== 'object') return null;
        for (const [k, m] of v.members) {
          for (const [regex, n] of op.entries) {
            if (!this.matches(regex, k)) continue;
            const out = this.node(n, m, pointerAppend(ptr, k), newSeen(), op.at);
            if (out !== null) return out;
            seen.props.add(k);
          }
        }
        return null;
      }
      case 'additionalProperties': {
        if (v.kind !== 'object') return null;
        for (const [k, m] of v.members) {
          if (op.names.includes(k) || op.patterns.some((r) => this.matches(r, k))) continue;
          const out = this.node(op.node, m, pointerAppend(ptr, k), newSeen(), op.at);
          if (out !== null) return out;
          seen.props.add(k);
        }
        return null;
      }
      case 'dependentRequired':
        if (v.kind !== 'object') return null;
        return check(op.entries.every(([name, needs]) => !has(v, name) || needs.every((n) => has(v, n))));
      case 'dependentSchemas': {
        if (v.kind !== 'object') return null;
        for (const [name, n] of op.entries) {
          if (!has(v, name)) continue;
          const out = this.node(n, v, ptr, seen, op.at);
          if (out !== null) return out;
        }
        return null;
      }
      case 'propertyNames': {
        if (v.kind !== 'object') return null;
        for (const [k] of v.members) {
          const out = this.node(op.node, { kind: 'string', value: k }, pointerAppend(ptr, k), newSeen(), op.at);
          if (out !== null) return out;
        }
        return null;
      }
      case 'allOf': {
        for (const n of op.nodes) {
          const out = this.node(n, v, ptr, seen, op.at);
          if (out !== null) return out;
        }
        return null;
      }
      case 'anyOf': {
        let any = false;
        for (const n of op.nodes) if (this.passes(n, v, ptr, seen, op.at)) any = true;
        return check(any);
      }
      case 'oneOf': {
        let count = 0;
        const first = newSeen();
        for (const n of op.nodes) if (this.passes(n, v, ptr, count === 0 ? first : newSeen(), op.at)) count++;
        if (count !== 1) return fail;
        merge(seen, first);
        return null;
      }
      case 'not':
        return check(!this.passes(op.node, v, ptr, newSeen(), op.at));
      case 'if': {
        const taken = newSeen();
        if (this.passes(op.cond, v, ptr, taken, op.at)) {
          merge(seen, taken);
          return op.then < 0 ? null : this.node(op.then, v, ptr, seen, op.thenAt);
        }
        return op.else < 0 ? null : this.node(op.else, v, ptr, seen, op.elseAt);
      }
      case 'ref':
        return this.node(op.node, v, ptr, seen, op.at);
      case 'dynamicRef':
        return this.node(this.dynamic(op.node, op.anchor), v, ptr, seen, op.at);
      case 'unevaluatedItems': {
        if (v.kind !== 'array') return null;
        for (let i = 0; i < v.items.length; i++) {
          if (seen.items.has(i)) continue;
          const out = this.node(op.node, v.items[i] as JsonValue, pointerAppend(ptr, i), newSeen(), op.at);
          if (out !== null) return out;
          seen.items.add(i);
        }
        return null;
      }
      case 'unevaluatedProperties': {
        if (v.kind !== 'object') return null;
        for (const [k, m] of v.members) {
          if (seen.props.has(k)) continue;
          const out = this.node(op.node, m, pointerAppend(ptr, k), newSeen(), op.at);
          if (out !== null) return out;
          seen.props.add(k);
        }
        return null;
      }
    }
  }

  /** A regex search; a pattern too complex to decide does not match. */
  private matches(regex: number, s: string): boolean {
    const program = this.program.regexes[regex];
    return program !== undefined && testString(program, s).verdict === 'match';
  }
}

function has(v: JsonValue & { kind: 'object' }, name: string): boolean {
  return v.members.some(([k]) => k === name);
}

/** Runs `program` over `value` (at instance pointer `ptr`). */
export function runSchemaProgram(program: SchemaProgram, value: JsonValue, ptr = ''): Verdict {
  const error = new Machine(program).node(program.root, value, ptr, newSeen(), '');
  return error === null ? { valid: true } : { valid: false, error };
}
