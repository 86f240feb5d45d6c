/**
 * Schema-check programs (`plan/schema-program/README.md`) in generated TypeScript: each distinct
 * program is one module constant holding it as an object literal in the program's own format,
 * which the runtime's interpreter (`jsongen_runtime_schema.ts`) runs over a value's raw text.
 * The literal is laid out as the formatter lays it out (`layout.ts`).
 */
import type { SchemaProgram } from '../../plan/schema-program/program.js';
import type { HelperSet } from './helpers.js';
import { filledLines, PRINT_WIDTH, width } from './layout.js';
import { tsString } from './literals.js';

/** A literal: a number, a string, a boolean, null, an array, or an object (its properties in order). */
type Lit = number | string | boolean | null | readonly Lit[] | { readonly [key: string]: Lit };

function isArray(x: Lit): x is readonly Lit[] {
  return Array.isArray(x);
}

function isObject(x: Lit): x is { readonly [key: string]: Lit } {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

function size(x: Lit): number {
  return isArray(x) ? x.length : isObject(x) ? Object.keys(x).length : 0;
}

function oneLine(x: Lit): string {
  if (isArray(x)) return `[${x.map(oneLine).join(', ')}]`;
  if (isObject(x)) {
    const props = Object.entries(x).map(([k, v]) => `${k}: ${oneLine(v)}`);
    return props.length === 0 ? '{}' : `{ ${props.join(', ')} }`;
  }
  if (typeof x === 'string') return tsString(x);
  return String(x);
}

/**
 * Whether the formatter breaks `x` whatever the width: an array of more than one element whose
 * elements are all objects, or all arrays, of more than one entry; or anything holding one.
 */
function mustBreak(x: Lit): boolean {
  if (isArray(x)) {
    const objects = x.every((e) => isObject(e) && size(e) > 1);
    const arrays = x.every((e) => isArray(e) && size(e) > 1);
    if (x.length > 1 && (objects || arrays)) return true;
    return x.some(mustBreak);
  }
  return isObject(x) && Object.values(x).some(mustBreak);
}

/** `x` after `head` and before `tail` at `indent`: on one line when it fits, else broken. */
function print(x: Lit, indent: string, head: string, tail: string): string[] {
  const line = `${indent}${head}${oneLine(x)}${tail}`;
  if ((width(line) <= PRINT_WIDTH && !mustBreak(x)) || size(x) === 0) return [line];
  const inner = `${indent}  `;
  if (isArray(x)) {
    if (x.every((e) => typeof e === 'number')) return filledLines(indent, `${head}[`, x.map(String), tail);
    return [`${indent}${head}[`, ...x.flatMap((e) => print(e, inner, '', ',')), `${indent}]${tail}`];
  }
  if (isObject(x)) return [`${indent}${head}{`, ...Object.entries(x).flatMap(([k, v]) => print(v, inner, `${k}: `, ',')), `${indent}}${tail}`];
  return [line];
}

/** The module constant holding `program`, declared on first use (one per distinct program). */
export function schemaProgramConst(program: SchemaProgram, helpers: HelperSet): string {
  return helpers.use(JSON.stringify(program), 'v', (name) => [
    '/** A schema-check program, run by the runtime interpreter. */',
    ...print(program as unknown as Lit, '', `const ${name}: $rt.SchemaProgram = `, ';'),
  ]);
}
