/**
 * The JSON Type Definition front end (RFC 8927): a checked JTD document → IR model.
 *
 * The root and every `definitions` entry become declarations (the root named from the file,
 * definitions from their keys); `properties` forms become records (unknown keys rejected unless
 * `additionalProperties: true`), `enum` forms enums, `discriminator` forms unions of records
 * whose first field is the tag, so encoders write the tag first.
 */
import { fail, hasErrors, ok, pointerAppend, warning, type Diagnostic, type Result } from '../../diagnostics.js';
import { stringLiteral } from '../../ir/literal.js';
import type { Decl, DeclId, Field, IrType, Model, NameHint, RecordDecl, UnknownKeys } from '../../ir/types.js';
import { compareOrder, orderPath, rootHintOf, type KeyPositions } from '../jsonschema/documents.js';
import type { FrontEndOptions } from '../options.js';
import { checkJtd, formOf, isJtdObject, type JtdObject } from './check.js';
import { docOfJtd, TYPE_OVERRIDE } from './docs.js';
import { JTD_INTEGER_RANGES } from './keywords.js';

interface JtdContext {
  readonly file: string;
  readonly options: FrontEndOptions;
  readonly decls: Decl[];
  readonly diagnostics: Diagnostic[];
}

function idAt(ctx: JtdContext, pointer: string): DeclId {
  return `${ctx.file}#${pointer}`;
}

function base(ctx: JtdContext, node: JtdObject, pointer: string, hint: NameHint) {
  const doc = docOfJtd(node);
  const overrides = Object.keys(isJtdObject(node['metadata']) ? node['metadata'] : {}).filter((k) => TYPE_OVERRIDE.test(k));
  for (const key of overrides) {
    ctx.diagnostics.push(warning('W_JTD_TYPE_OVERRIDE', `metadata "${key}" (a type override of another code generator) is ignored`, ctx.file, pointerAppend(pointerAppend(pointer, 'metadata'), key)));
  }
  const b = { id: idAt(ctx, pointer), origin: { file: ctx.file, pointer }, nameHint: hint };
  return doc === undefined ? b : { ...b, doc };
}

function scalar(type: string): IrType {
  const range = JTD_INTEGER_RANGES.get(type);
  if (range !== undefined) {
    return { kind: 'int', repr: 'int64', minimum: { value: String(range[0]), exclusive: false }, maximum: { value: String(range[1]), exclusive: false } };
  }
  switch (type) {
    case 'boolean':
      return { kind: 'bool' };
    case 'string':
      return { kind: 'string' };
    case 'timestamp':
      return { kind: 'string', format: 'date-time' };
    default:
      return { kind: 'float' };
  }
}

function members(node: JtdObject, key: string): [string, JtdObject][] {
  const value = node[key];
  return isJtdObject(value) ? (Object.entries(value) as [string, JtdObject][]) : [];
}

function fieldsOf(ctx: JtdContext, node: JtdObject, pointer: string, hint: NameHint): Field[] {
  const fields: Field[] = [];
  for (const [key, required] of [['properties', true], ['optionalProperties', false]] as const) {
    for (const [name, child] of members(node, key)) {
      const at = pointerAppend(pointerAppend(pointer, key), name);
      const doc = docOfJtd(child);
      const field: Field = { jsonName: name, type: lowerType(ctx, child, at, [...hint, name]), required, origin: { file: ctx.file, pointer: at } };
      fields.push(doc === undefined ? field : { ...field, doc });
    }
  }
  return fields;
}

function unknownKeysOf(ctx: JtdContext, node: JtdObject): UnknownKeys {
  if (node['additionalProperties'] !== true) return { kind: 'reject' };
  return ctx.options.keepUnknown ? { kind: 'map', values: { kind: 'any' } } : { kind: 'skip' };
}

function record(ctx: JtdContext, node: JtdObject, pointer: string, hint: NameHint, tag?: { name: string; value: string }): RecordDecl {
  const fields = fieldsOf(ctx, node, pointer, hint);
  const tagField: Field[] = tag === undefined ? [] : [{ jsonName: tag.name, type: { kind: 'literal', value: tag.value }, required: true, origin: { file: ctx.file, pointer } }];
  return { kind: 'record', ...base(ctx, node, pointer, hint), fields: [...tagField, ...fields], unknownKeys: unknownKeysOf(ctx, node) };
}

/**
 * A discriminator with an empty mapping accepts no value (the tag can match no variant): a
 * record whose tag is a string matching nothing (the regular expression `[]`).
 */
function noVariant(ctx: JtdContext, node: JtdObject, at: string, hint: NameHint): RecordDecl {
  const tag: Field = { jsonName: String(node['discriminator']), type: { kind: 'string', pattern: '[]' }, required: true, origin: { file: ctx.file, pointer: at } };
  return { kind: 'record', ...base(ctx, node, at, hint), fields: [tag], unknownKeys: { kind: 'skip' } };
}

/** A declaration at `pointer` (the form's keyword under it when nullable, so the schema's own pointer stays free for the alias). */
function declare(ctx: JtdContext, node: JtdObject, pointer: string, keyword: string, build: (at: string) => Decl): IrType {
  const at = node['nullable'] === true ? pointerAppend(pointer, keyword) : pointer;
  const decl = build(at);
  ctx.decls.push(decl);
  return { kind: 'ref', target: decl.id };
}

function lowerForm(ctx: JtdContext, node: JtdObject, pointer: string, hint: NameHint): IrType {
  const form = formOf(node) ?? 'empty';
  switch (form) {
    case 'empty':
      return { kind: 'any' };
    case 'ref':
      return { kind: 'ref', target: idAt(ctx, pointerAppend('/definitions', String(node['ref']))) };
    case 'type':
      return scalar(String(node['type']));
    case 'enum':
      return declare(ctx, node, pointer, 'enum', (at) => ({ kind: 'enum', ...base(ctx, node, at, hint), members: (node['enum'] as string[]).map((v) => ({ value: stringLiteral(v) })), open: false }));
    case 'elements':
      return { kind: 'array', items: lowerType(ctx, node['elements'] as JtdObject, pointerAppend(pointer, 'elements'), [...hint, 'Item']), uniqueItems: false };
    case 'values':
      return { kind: 'map', values: lowerType(ctx, node['values'] as JtdObject, pointerAppend(pointer, 'values'), [...hint, 'Value']) };
    case 'properties':
      return declare(ctx, node, pointer, 'properties' in node ? 'properties' : 'optionalProperties', (at) => record(ctx, node, at, hint));
    case 'discriminator':
      if (members(node, 'mapping').length === 0) return declare(ctx, node, pointer, 'mapping', (at) => noVariant(ctx, node, at, hint));
      return declare(ctx, node, pointer, 'mapping', (at) => {
        const tag = String(node['discriminator']);
        const variants = members(node, 'mapping').map(([value, child]) => {
          const variantHint = [...hint, value];
          const variant = record(ctx, child, pointerAppend(pointerAppend(pointer, 'mapping'), value), variantHint, { name: tag, value });
          ctx.decls.push(variant);
          return { type: { kind: 'ref', target: variant.id } as IrType, nameHint: variantHint, tag: stringLiteral(value) };
        });
        return { kind: 'union', ...base(ctx, node, at, hint), variants, dispatch: { kind: 'firstMatch', indices: variants.map((_, i) => i) } };
      });
  }
}

function lowerType(ctx: JtdContext, node: JtdObject, pointer: string, hint: NameHint): IrType {
  const inner = lowerForm(ctx, node, pointer, hint);
  return node['nullable'] === true && inner.kind !== 'any' ? { kind: 'nullable', inner } : inner;
}

/** The declaration of a root or a definition: the form's own declaration, else an alias. */
function declareNamed(ctx: JtdContext, node: JtdObject, pointer: string, hint: NameHint): DeclId {
  const type = lowerType(ctx, node, pointer, hint);
  const id = idAt(ctx, pointer);
  if (!(type.kind === 'ref' && type.target === id)) ctx.decls.push({ kind: 'alias', ...base(ctx, node, pointer, hint), type });
  return id;
}

/** Lowers one JTD document (checked first: an invalid schema gives diagnostics and no model). */
export function lowerJtd(json: unknown, file: string, options: FrontEndOptions): Result<Model> {
  const problems = checkJtd(json, file);
  if (problems.length > 0) return fail(problems);
  const root = json as JtdObject;
  const ctx: JtdContext = { file, options, decls: [], diagnostics: [] };
  const rootId = declareNamed(ctx, root, '', rootHintOf({}, file));
  for (const [name, child] of members(root, 'definitions')) declareNamed(ctx, child, pointerAppend('/definitions', name), [name]);
  const positions: KeyPositions = new WeakMap();
  const keyed = ctx.decls.map((decl) => ({ decl, path: orderPath(root, decl.origin.pointer, positions) }));
  const decls = keyed.sort((a, b) => compareOrder(a.path, b.path) || (a.decl.id < b.decl.id ? -1 : 1)).map((k) => k.decl);
  const diagnostics = [...new Map(ctx.diagnostics.map((d) => [`${d.code}\u0000${d.pointer}`, d])).values()];
  return hasErrors(diagnostics) ? fail(diagnostics) : ok({ decls, roots: [rootId] }, diagnostics);
}
