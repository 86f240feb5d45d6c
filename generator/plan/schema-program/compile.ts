/**
 * Subschema → schema-check program. Every keyword of drafts 04..2020-12 that restricts a value
 * becomes one operation; `$ref`s, dynamic references and recursion become shared nodes.
 * Errors as values: an unresolvable reference or an invalid pattern is a problem at its pointer.
 */
import { compilePattern, newClassCache, type ClassCache, type RegexProgram } from '../regex/index.js';
import { valueKeyOf } from '../value-key.js';
import { RECURSIVE_ANCHOR, SCHEMA_PROGRAM_VERSION, TYPE_BITS, type AssertedFormat, type NodeRef, type Op, type ProgramNode, type SchemaProgram } from './program.js';
import type { ProgramDraft, SchemaSource } from './source.js';

export interface ProgramProblem {
  readonly code: 'E_REF_DANGLING' | 'E_PATTERN_INVALID';
  readonly pointer: string;
  readonly message: string;
}

export type CompiledProgram = { readonly ok: true; readonly program: SchemaProgram } | { readonly ok: false; readonly problems: readonly ProgramProblem[] };

type Json = Readonly<Record<string, unknown>>;

const ASSERTED_FORMATS: ReadonlySet<string> = new Set<AssertedFormat>(['date-time', 'date', 'time', 'uuid']);

function isObject(v: unknown): v is Json {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function isSchema(v: unknown): boolean {
  return typeof v === 'boolean' || isObject(v);
}

function nonNegative(v: unknown): number | undefined {
  return typeof v === 'number' && Number.isFinite(v) && v >= 0 ? Math.min(Math.floor(v), 2 ** 31 - 1) : undefined;
}

function typeBits(v: unknown): number | undefined {
  const names = typeof v === 'string' ? [v] : Array.isArray(v) ? v : undefined;
  if (names === undefined) return undefined;
  let bits = 0;
  for (const n of names) if (typeof n === 'string' && Object.hasOwn(TYPE_BITS, n)) bits |= TYPE_BITS[n as keyof typeof TYPE_BITS];
  return bits;
}

const legacy = (d: ProgramDraft): boolean => d === 'draft-04' || d === 'draft-06' || d === 'draft-07';

/** One compilation: nodes by location key, regexes by source, resources by key. */
class Compiler<L> {
  readonly nodes: (ProgramNode | undefined)[] = [];
  readonly byKey = new Map<string, NodeRef>();
  readonly regexes: RegexProgram[] = [];
  readonly regexBySource = new Map<string, number>();
  readonly resources: (readonly (readonly [string, NodeRef])[])[] = [];
  readonly resourceByKey = new Map<string, number>();
  readonly problems: ProgramProblem[] = [];

  constructor(
    readonly src: SchemaSource<L>,
    readonly cache: ClassCache,
    readonly outer: readonly L[],
  ) {}

  regex(source: string, pointer: string): number {
    const known = this.regexBySource.get(source);
    if (known !== undefined) return known;
    const compiled = compilePattern(source, this.cache);
    if (!compiled.ok) {
      this.problems.push({ code: 'E_PATTERN_INVALID', pointer, message: `pattern ${JSON.stringify(source)} is not a valid ECMAScript regular expression: ${compiled.diagnostic.message}` });
      return this.regexNever();
    }
    this.regexes.push(compiled.program);
    this.regexBySource.set(source, this.regexes.length - 1);
    return this.regexes.length - 1;
  }

  private regexNever(): number {
    return this.regex('[]', '');
  }

  /** The resource index of a location's resource, registering its dynamic anchors. */
  resource(at: L): number {
    const root = this.src.resourceRoot(at);
    const key = this.src.key(root);
    const known = this.resourceByKey.get(key);
    if (known !== undefined) return known;
    const index = this.resources.length;
    this.resources.push([]);
    this.resourceByKey.set(key, index);
    this.resources[index] = this.anchorsOf(root).map(([name, target]) => [name, this.node(target)]);
    return index;
  }

  /** A resource's dynamic anchors as locations, `$recursiveAnchor: true` (named `#`) first. */
  private anchorsOf(root: L): [string, L][] {
    const node = this.src.node(root);
    if (!isObject(node)) return [];
    const anchors: [string, L][] = node['$recursiveAnchor'] === true ? [[RECURSIVE_ANCHOR, root]] : [];
    for (const name of dynamicAnchors(node, true)) {
      const target = this.src.resolve(`#${name}`, root);
      if (target !== undefined) anchors.push([name, target]);
    }
    return anchors;
  }

  root(roots: readonly L[]): NodeRef {
    const [only] = roots;
    if (roots.length === 1 && only !== undefined) return this.node(only);
    const index = this.nodes.length;
    this.nodes.push(undefined);
    const nodes = roots.map((r) => this.node(r));
    this.nodes[index] = { resource: -1, ops: [{ op: 'allOf', at: '', nodes }] };
    return index;
  }

  node(at: L): NodeRef {
    const key = this.src.key(at);
    const known = this.byKey.get(key);
    if (known !== undefined) return known;
    const index = this.nodes.length;
    this.nodes.push(undefined);
    this.byKey.set(key, index);
    const resource = this.resource(at);
    this.nodes[index] = { resource, ops: this.ops(at) };
    return index;
  }

  private child(at: L, keyword: string, token?: string | number): NodeRef {
    return this.node(this.src.child(at, keyword, token));
  }

  private ops(at: L): Op[] {
    const s = this.src.node(at);
    const p = (keyword: string): string => this.src.pointer(at, keyword);
    if (s === false) return [{ op: 'false', at: this.src.pointer(at, '') }];
    if (!isObject(s)) return [];
    const draft = this.src.draft(at);
    const ops: Op[] = [];
    if (typeof s['$ref'] === 'string') {
      const target = this.src.resolve(s['$ref'], at);
      if (target === undefined) this.problems.push({ code: 'E_REF_DANGLING', pointer: p('$ref'), message: `$ref ${JSON.stringify(s['$ref'])} names no schema` });
      else ops.push({ op: 'ref', at: p('$ref'), node: this.node(target) });
      if (legacy(draft)) return ops;
    }
    if (typeof s['$dynamicRef'] === 'string' && draft === '2020-12') this.dynamicRef(at, s['$dynamicRef'], '$dynamicRef', ops);
    if (typeof s['$recursiveRef'] === 'string' && draft === '2019-09') this.dynamicRef(at, s['$recursiveRef'], '$recursiveRef', ops);
    const types = typeBits(s['type']);
    if (types !== undefined) ops.push({ op: 'type', at: p('type'), types });
    if (Array.isArray(s['enum'])) ops.push({ op: 'enum', at: p('enum'), keys: [...new Set(s['enum'].map(valueKeyOf))] });
    if (Object.hasOwn(s, 'const') && draft !== 'draft-04') ops.push({ op: 'enum', at: p('const'), keys: [valueKeyOf(s['const'])] });
    this.numberOps(at, s, draft, ops);
    this.stringOps(at, s, ops);
    this.arrayOps(at, s, draft, ops);
    this.objectOps(at, s, draft, ops);
    for (const kw of ['allOf', 'anyOf', 'oneOf'] as const) {
      const list = s[kw];
      if (Array.isArray(list)) ops.push({ op: kw, at: p(kw), nodes: list.map((_, i) => this.child(at, kw, i)) });
    }
    if (isSchema(s['not'])) ops.push({ op: 'not', at: p('not'), node: this.child(at, 'not') });
    if (isSchema(s['if']) && draft !== 'draft-04' && draft !== 'draft-06') {
      const then = isSchema(s['then']) ? this.child(at, 'then') : -1;
      const otherwise = isSchema(s['else']) ? this.child(at, 'else') : -1;
      ops.push({ op: 'if', at: p('if'), cond: this.child(at, 'if'), then, else: otherwise, thenAt: p('then'), elseAt: p('else') });
    }
    if (!legacy(draft)) {
      if (isSchema(s['unevaluatedItems'])) ops.push({ op: 'unevaluatedItems', at: p('unevaluatedItems'), node: this.child(at, 'unevaluatedItems') });
      if (isSchema(s['unevaluatedProperties'])) ops.push({ op: 'unevaluatedProperties', at: p('unevaluatedProperties'), node: this.child(at, 'unevaluatedProperties') });
    }
    return ops;
  }

  private dynamicRef(at: L, ref: string, keyword: string, ops: Op[]): void {
    const target = this.src.resolve(ref, at);
    const pointer = this.src.pointer(at, keyword);
    if (target === undefined) {
      this.problems.push({ code: 'E_REF_DANGLING', pointer, message: `${keyword} ${JSON.stringify(ref)} names no schema` });
      return;
    }
    const t = this.src.node(target);
    let anchor: string | null = null;
    if (keyword === '$recursiveRef') {
      if (isObject(t) && t['$recursiveAnchor'] === true) anchor = RECURSIVE_ANCHOR;
    } else {
      const hash = ref.indexOf('#');
      const fragment = hash < 0 ? '' : ref.slice(hash + 1);
      if (fragment !== '' && !fragment.startsWith('/') && isObject(t) && t['$dynamicAnchor'] === fragment) anchor = fragment;
    }
    const outermost = anchor === null ? undefined : this.outerAnchor(anchor);
    ops.push(outermost === undefined ? { op: 'dynamicRef', at: pointer, node: this.node(target), anchor } : { op: 'ref', at: pointer, node: outermost });
  }

  /**
   * The node of dynamic anchor `name` in the outermost resource outside the program that has
   * one: every evaluation starts inside those resources, so it is the outermost of any dynamic
   * scope the program meets, and the reference is static.
   */
  private outerAnchor(name: string): NodeRef | undefined {
    for (const at of this.outer) {
      const found = this.anchorsOf(this.src.resourceRoot(at)).find(([n]) => n === name);
      if (found !== undefined) return this.node(found[1]);
    }
    return undefined;
  }

  private numberOps(at: L, s: Json, draft: ProgramDraft, ops: Op[]): void {
    const p = (k: string): string => this.src.pointer(at, k);
    const num = (k: string): string | undefined => (typeof s[k] === 'number' ? this.src.numberText(at, k) : undefined);
    const min = num('minimum');
    const max = num('maximum');
    if (draft === 'draft-04') {
      if (min !== undefined) ops.push({ op: 'bound', at: p('minimum'), value: min, lower: true, exclusive: s['exclusiveMinimum'] === true });
      if (max !== undefined) ops.push({ op: 'bound', at: p('maximum'), value: max, lower: false, exclusive: s['exclusiveMaximum'] === true });
    } else {
      if (min !== undefined) ops.push({ op: 'bound', at: p('minimum'), value: min, lower: true, exclusive: false });
      const xmin = num('exclusiveMinimum');
      if (xmin !== undefined) ops.push({ op: 'bound', at: p('exclusiveMinimum'), value: xmin, lower: true, exclusive: true });
      if (max !== undefined) ops.push({ op: 'bound', at: p('maximum'), value: max, lower: false, exclusive: false });
      const xmax = num('exclusiveMaximum');
      if (xmax !== undefined) ops.push({ op: 'bound', at: p('exclusiveMaximum'), value: xmax, lower: false, exclusive: true });
    }
    const m = num('multipleOf');
    if (m !== undefined && (s['multipleOf'] as number) > 0) ops.push({ op: 'multipleOf', at: p('multipleOf'), value: m });
  }

  private stringOps(at: L, s: Json, ops: Op[]): void {
    const p = (k: string): string => this.src.pointer(at, k);
    const minLength = nonNegative(s['minLength']);
    if (minLength !== undefined && minLength > 0) ops.push({ op: 'minLength', at: p('minLength'), n: minLength });
    const maxLength = nonNegative(s['maxLength']);
    if (maxLength !== undefined) ops.push({ op: 'maxLength', at: p('maxLength'), n: maxLength });
    if (typeof s['pattern'] === 'string') ops.push({ op: 'pattern', at: p('pattern'), regex: this.regex(s['pattern'], p('pattern')) });
    const format = s['format'];
    if (typeof format === 'string' && ASSERTED_FORMATS.has(format)) ops.push({ op: 'format', at: p('format'), format: format as AssertedFormat });
  }

  private arrayOps(at: L, s: Json, draft: ProgramDraft, ops: Op[]): void {
    const p = (k: string): string => this.src.pointer(at, k);
    const items = s['items'];
    if (draft === '2020-12') {
      const prefix = Array.isArray(s['prefixItems']) ? s['prefixItems'].map((_, i) => this.child(at, 'prefixItems', i)) : [];
      const rest = isSchema(items) ? this.child(at, 'items') : -1;
      if (prefix.length > 0 || rest >= 0) ops.push({ op: 'items', at: p(prefix.length > 0 ? 'prefixItems' : 'items'), prefix, rest, restAt: p('items') });
    } else if (Array.isArray(items)) {
      const prefix = items.map((_, i) => this.child(at, 'items', i));
      const rest = isSchema(s['additionalItems']) ? this.child(at, 'additionalItems') : -1;
      ops.push({ op: 'items', at: p('items'), prefix, rest, restAt: p('additionalItems') });
    } else if (isSchema(items)) {
      ops.push({ op: 'items', at: p('items'), prefix: [], rest: this.child(at, 'items'), restAt: p('items') });
    }
    if (isSchema(s['contains']) && draft !== 'draft-04') {
      const modern = draft === '2019-09' || draft === '2020-12';
      const min = modern ? (nonNegative(s['minContains']) ?? 1) : 1;
      const max = modern ? (nonNegative(s['maxContains']) ?? -1) : -1;
      ops.push({ op: 'contains', at: p('contains'), node: this.child(at, 'contains'), min, max, minAt: p(modern && s['minContains'] !== undefined ? 'minContains' : 'contains'), maxAt: p('maxContains'), annotates: draft === '2020-12' });
    }
    const minItems = nonNegative(s['minItems']);
    if (minItems !== undefined && minItems > 0) ops.push({ op: 'minItems', at: p('minItems'), n: minItems });
    const maxItems = nonNegative(s['maxItems']);
    if (maxItems !== undefined) ops.push({ op: 'maxItems', at: p('maxItems'), n: maxItems });
    if (s['uniqueItems'] === true) ops.push({ op: 'uniqueItems', at: p('uniqueItems') });
  }

  private objectOps(at: L, s: Json, draft: ProgramDraft, ops: Op[]): void {
    const p = (k: string): string => this.src.pointer(at, k);
    if (Array.isArray(s['required'])) {
      const names = s['required'].filter((n): n is string => typeof n === 'string');
      if (names.length > 0) ops.push({ op: 'required', at: p('required'), names });
    }
    const props = isObject(s['properties']) ? Object.keys(s['properties']).filter((k) => isSchema((s['properties'] as Json)[k])) : [];
    if (props.length > 0) ops.push({ op: 'properties', at: p('properties'), entries: props.map((k) => [k, this.child(at, 'properties', k)] as const) });
    const patternKeys = isObject(s['patternProperties']) ? Object.keys(s['patternProperties']).filter((k) => isSchema((s['patternProperties'] as Json)[k])) : [];
    const patterns = patternKeys.map((k) => this.regex(k, p('patternProperties')));
    if (patternKeys.length > 0) ops.push({ op: 'patternProperties', at: p('patternProperties'), entries: patternKeys.map((k, i) => [patterns[i] as number, this.child(at, 'patternProperties', k)] as const) });
    if (isSchema(s['additionalProperties'])) ops.push({ op: 'additionalProperties', at: p('additionalProperties'), names: props, patterns, node: this.child(at, 'additionalProperties') });
    const required: [string, string[]][] = [];
    const schemas: [string, NodeRef][] = [];
    const deps = (keyword: string, arrays: boolean, schemasToo: boolean): void => {
      const value = s[keyword];
      if (!isObject(value)) return;
      for (const name of Object.keys(value)) {
        const v = value[name];
        if (arrays && Array.isArray(v)) required.push([name, v.filter((n): n is string => typeof n === 'string')]);
        else if (schemasToo && isSchema(v)) schemas.push([name, this.child(at, keyword, name)]);
      }
    };
    if (legacy(draft)) {
      deps('dependencies', true, true);
      if (required.length > 0) ops.push({ op: 'dependentRequired', at: p('dependencies'), entries: required.splice(0) });
      if (schemas.length > 0) ops.push({ op: 'dependentSchemas', at: p('dependencies'), entries: schemas.splice(0) });
    } else {
      deps('dependentRequired', true, false);
      deps('dependentSchemas', false, true);
      if (required.length > 0) ops.push({ op: 'dependentRequired', at: p('dependentRequired'), entries: required });
      if (schemas.length > 0) ops.push({ op: 'dependentSchemas', at: p('dependentSchemas'), entries: schemas });
    }
    if (isSchema(s['propertyNames']) && draft !== 'draft-04') ops.push({ op: 'propertyNames', at: p('propertyNames'), node: this.child(at, 'propertyNames') });
    const minProperties = nonNegative(s['minProperties']);
    if (minProperties !== undefined && minProperties > 0) ops.push({ op: 'minProperties', at: p('minProperties'), n: minProperties });
    const maxProperties = nonNegative(s['maxProperties']);
    if (maxProperties !== undefined) ops.push({ op: 'maxProperties', at: p('maxProperties'), n: maxProperties });
  }
}

/** Whether a resource root's resource has a dynamic anchor (`$dynamicAnchor`, or `$recursiveAnchor: true` at its root): only those take part in dynamic scopes. */
export function hasDynamicAnchor(root: unknown): boolean {
  return (isObject(root) && root['$recursiveAnchor'] === true) || dynamicAnchors(root, true).length > 0;
}

/** `$dynamicAnchor` names of a resource (its subschemas, not entering nested `$id` resources). */
function dynamicAnchors(node: unknown, top: boolean): string[] {
  if (typeof node !== 'object' || node === null) return [];
  if (Array.isArray(node)) return node.flatMap((v) => dynamicAnchors(v, false));
  const o = node as Json;
  if (!top && typeof o['$id'] === 'string' && !o['$id'].startsWith('#')) return [];
  const own = typeof o['$dynamicAnchor'] === 'string' ? [o['$dynamicAnchor']] : [];
  return [...own, ...Object.keys(o).flatMap((k) => (k === 'enum' || k === 'const' ? [] : dynamicAnchors(o[k], false)))];
}

/**
 * Compiles the schemas at `roots`, which must all hold (one: its node is the root; several: a
 * root node holding `allOf` of theirs); pass one `cache` per generation run.
 */
/**
 * Compiles the schemas `roots` (all must hold) into one program. `outer` are the roots of the
 * schema resources the evaluation has entered before reaching them (outermost first): the
 * beginning of every dynamic scope the program runs in.
 */
export function compileSchemaProgram<L>(src: SchemaSource<L>, roots: readonly L[], cache: ClassCache = newClassCache(), outer: readonly L[] = []): CompiledProgram {
  const c = new Compiler(src, cache, outer);
  const index = c.root(roots);
  if (c.problems.length > 0) return { ok: false, problems: c.problems };
  const nodes = c.nodes.map((n) => n ?? { resource: -1, ops: [] });
  return { ok: true, program: { version: SCHEMA_PROGRAM_VERSION, root: index, nodes, regexes: c.regexes, resources: c.resources } };
}
