/**
 * Schema-check programs (`plan/schema-program/README.md`) in generated Go: each distinct program
 * is one package variable holding it as a composite literal, which the runtime's interpreter
 * (`jsongen_runtime_schema.go`) runs over a value's raw text.
 */
import { assertNever } from '../../ir/types.js';
import type { Op, SchemaProgram } from '../../plan/schema-program/program.js';
import type { CodecContext } from './codec.js';
import { comment, goString } from './literals.js';
import { goProgram } from './patterns.js';

const ints = (xs: readonly number[]): string => `[]int{${xs.join(', ')}}`;
const strs = (xs: readonly string[]): string => `[]string{${xs.map(goString).join(', ')}}`;

/** `flags: a | b`, or nothing when no flag is set. */
function flags(set: readonly (string | false)[]): string[] {
  const on = set.filter((f): f is string => f !== false);
  return on.length === 0 ? [] : [`flags: ${on.join(' | ')}`];
}

function opName(op: Op['op']): string {
  return `schemaOp${op.charAt(0).toUpperCase()}${op.slice(1)}`;
}

/** The fields of one operation beside `op` and `at`, as the runtime reads them. */
function opFields(op: Op): string[] {
  switch (op.op) {
    case 'false':
    case 'uniqueItems':
      return [];
    case 'type':
      return [`n: ${op.types}`];
    case 'enum':
      return [`names: ${strs(op.keys)}`];
    case 'bound':
      return [...flags([op.lower && 'schemaFlagLower', op.exclusive && 'schemaFlagExclusive']), `text: ${goString(op.value)}`];
    case 'multipleOf':
      return [`text: ${goString(op.value)}`];
    case 'minLength':
    case 'maxLength':
    case 'minItems':
    case 'maxItems':
    case 'minProperties':
    case 'maxProperties':
      return [`n: ${op.n}`];
    case 'pattern':
      return [`n: ${op.regex}`];
    case 'format':
      return [`text: ${goString(op.format)}`];
    case 'items':
      return [`nodes: ${ints(op.prefix)}`, `m: ${op.rest}`, `at2: ${goString(op.restAt)}`];
    case 'contains':
      return [`n: ${op.node}`, `k: ${op.min}`, `m: ${op.max}`, `at2: ${goString(op.minAt)}`, `at3: ${goString(op.maxAt)}`, ...(op.annotates ? ['flags: schemaFlagAnnotates'] : [])];
    case 'required':
      return [`names: ${strs(op.names)}`];
    case 'properties':
    case 'dependentSchemas':
      return [`entries: []schemaEntry{${op.entries.map(([name, node]) => `{name: ${goString(name)}, node: ${node}}`).join(', ')}}`];
    case 'patternProperties':
      return [`entries: []schemaEntry{${op.entries.map(([regex, node]) => `{regex: ${regex}, node: ${node}}`).join(', ')}}`];
    case 'additionalProperties':
      return [`names: ${strs(op.names)}`, `patterns: ${ints(op.patterns)}`, `n: ${op.node}`];
    case 'dependentRequired':
      return [`entries: []schemaEntry{${op.entries.map(([name, names]) => `{name: ${goString(name)}, names: ${strs(names)}}`).join(', ')}}`];
    case 'propertyNames':
    case 'not':
    case 'ref':
    case 'unevaluatedItems':
    case 'unevaluatedProperties':
      return [`n: ${op.node}`];
    case 'allOf':
    case 'anyOf':
    case 'oneOf':
      return [`nodes: ${ints(op.nodes)}`];
    case 'if':
      return [`n: ${op.cond}`, `m: ${op.then}`, `k: ${op.else}`, `at2: ${goString(op.thenAt)}`, `at3: ${goString(op.elseAt)}`];
    case 'dynamicRef':
      return op.anchor === null ? [`n: ${op.node}`] : [`n: ${op.node}`, 'flags: schemaFlagDynamic', `text: ${goString(op.anchor)}`];
    default:
      return assertNever(op);
  }
}

function goOp(op: Op): string {
  return `{${[`op: ${opName(op.op)}`, `at: ${goString(op.at)}`, ...opFields(op)].join(', ')}}`;
}

/** `&schemaProgram{…}`: the program as a Go composite literal, a node a line. */
export function goSchemaProgram(p: SchemaProgram): string {
  const nodes = p.nodes.map((n) => `\t\t{resource: ${n.resource}, ops: []schemaOp{${n.ops.map(goOp).join(', ')}}},`);
  const regexes = p.regexes.map((r) => `\t\t${goProgram(r)},`);
  const resources = p.resources.map((anchors) => `\t\t{${anchors.map(([name, node]) => `{${goString(name)}, ${node}}`).join(', ')}},`);
  return [
    '&schemaProgram{',
    `\troot: ${p.root},`,
    '\tnodes: []schemaNode{',
    ...nodes,
    '\t},',
    ...(regexes.length === 0 ? [] : ['\tregexes: []*regexProgram{', ...regexes, '\t},']),
    '\tresources: [][]schemaAnchor{',
    ...resources,
    '\t},',
    '}',
  ].join('\n');
}

/** The package variable holding a program, declared on first use (one per distinct program). */
export function schemaProgramVariable(program: SchemaProgram, ctx: CodecContext): string {
  return ctx.helpers.variable(`schema:${JSON.stringify(program)}`, (name) =>
    [...comment(`${name} is a schema-check program, run by the runtime's interpreter.`, ''), `var ${name} = ${goSchemaProgram(program)}`].join('\n'),
  );
}
