/**
 * Schema-check programs (`plan/schema-program/README.md`) in generated Haskell: each distinct
 * program is one top-level `R.SchemaProgram` constant built as data (`R.schemaProgram root nodes
 * regexes resources`), which the runtime's interpreter (`JsonGenRuntime/Schema.hs`) runs over a
 * value's raw text. Regexes and enum keys are the module's shared constants (`re'N`, `lit'N`).
 */
import { assertNever } from '../../ir/types.js';
import type { Op, SchemaProgram } from '../../plan/schema-program/program.js';
import { utf8Bytes } from '../../wire/json-text.js';
import type { LiteralPool } from './context.js';
import { haskellString } from './literals.js';

const int = (n: number): string => (n < 0 ? `(${n})` : `${n}`);
const ints = (xs: readonly number[]): string => `[${xs.map(int).join(', ')}]`;
const str = haskellString;
const strs = (xs: readonly string[]): string => `[${xs.map(str).join(', ')}]`;
const bool = (b: boolean): string => (b ? 'P.True' : 'P.False');

/** The constructor application of one operation (`R.Op…` with the keyword's pointer first). */
function opTerm(op: Op, pool: LiteralPool): string {
  const ctor = (...args: string[]): string => [`R.Op${op.op.charAt(0).toUpperCase()}${op.op.slice(1)}`, str(op.at), ...args].join(' ');
  switch (op.op) {
    case 'false':
    case 'uniqueItems':
      return ctor();
    case 'type':
      return ctor(int(op.types));
    case 'enum':
      return ctor(`[${op.keys.map((k) => pool.intern(utf8Bytes(k))).join(', ')}]`);
    case 'bound':
      return ctor(str(op.value), bool(op.lower), bool(op.exclusive));
    case 'multipleOf':
      return ctor(str(op.value));
    case 'minLength':
    case 'maxLength':
    case 'minItems':
    case 'maxItems':
    case 'minProperties':
    case 'maxProperties':
      return ctor(int(op.n));
    case 'pattern':
      return ctor(int(op.regex));
    case 'format':
      return ctor(str(op.format));
    case 'items':
      return ctor(ints(op.prefix), int(op.rest), str(op.restAt));
    case 'contains':
      return ctor(int(op.node), int(op.min), int(op.max), str(op.minAt), str(op.maxAt), bool(op.annotates));
    case 'required':
      return ctor(strs(op.names));
    case 'properties':
    case 'dependentSchemas':
      return ctor(`[${op.entries.map(([name, node]) => `(${str(name)}, ${int(node)})`).join(', ')}]`);
    case 'patternProperties':
      return ctor(`[${op.entries.map(([regex, node]) => `(${int(regex)}, ${int(node)})`).join(', ')}]`);
    case 'additionalProperties':
      return ctor(strs(op.names), ints(op.patterns), int(op.node));
    case 'dependentRequired':
      return ctor(`[${op.entries.map(([name, names]) => `(${str(name)}, ${strs(names)})`).join(', ')}]`);
    case 'propertyNames':
    case 'not':
    case 'ref':
    case 'unevaluatedItems':
    case 'unevaluatedProperties':
      return ctor(int(op.node));
    case 'allOf':
    case 'anyOf':
    case 'oneOf':
      return ctor(ints(op.nodes));
    case 'if':
      return ctor(int(op.cond), int(op.then), int(op.else), str(op.thenAt), str(op.elseAt));
    case 'dynamicRef':
      return ctor(int(op.node), op.anchor === null ? 'P.Nothing' : `(P.Just ${str(op.anchor)})`);
    default:
      return assertNever(op);
  }
}

/** A list laid out a line per element at `indent` (`[]` when empty). */
function lines(items: readonly string[], indent: string): string {
  if (items.length === 0) return '[]';
  return `${items.map((item, i) => `${i === 0 ? '[ ' : `${indent}, `}${item}`).join('\n')}\n${indent}]`;
}

/** `R.schemaProgram root nodes regexes resources`: the program as the runtime takes it, a node a line. */
export function haskellSchemaProgram(p: SchemaProgram, pool: LiteralPool): string {
  const indent = '    ';
  const nodes = p.nodes.map((n) => `R.SchemaNode ${int(n.resource)} [${n.ops.map((op) => opTerm(op, pool)).join(', ')}]`);
  const regexes = `[${p.regexes.map((r) => pool.regex(r)).join(', ')}]`;
  const resources = `[${p.resources.map((anchors) => `[${anchors.map(([name, node]) => `(${str(name)}, ${int(node)})`).join(', ')}]`).join(', ')}]`;
  return ['R.schemaProgram', `${indent}${int(p.root)}`, `${indent}${lines(nodes, indent)}`, `${indent}${regexes}`, `${indent}${resources}`].join('\n');
}

/** The `R.SchemaProgram` constant of a program: one per distinct program in the module. */
export function schemaProgramConstant(pool: LiteralPool, program: SchemaProgram): string {
  return pool.program(haskellSchemaProgram(program, pool));
}
