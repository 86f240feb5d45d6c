/** Checks a JTD document against RFC 8927's rules for schemas (section 2); the lowering may then assume them. */
import { error, pointerAppend, type Diagnostic } from '../../diagnostics.js';
import { FORM_KEYWORDS, JTD_KEYWORDS, JTD_TYPES, type JtdForm } from './keywords.js';

export type JtdObject = Readonly<Record<string, unknown>>;

export function isJtdObject(value: unknown): value is JtdObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const SHARED = new Set(['definitions', 'metadata', 'nullable']);

/** The form of a schema whose keywords are known; undefined when they mix forms. */
export function formOf(node: JtdObject): JtdForm | undefined {
  const present = Object.keys(node).filter((k) => !SHARED.has(k));
  if (present.length === 0) return 'empty';
  const match = FORM_KEYWORDS.find(
    (f) => f.required.every((k) => k in node) && present.every((k) => f.required.includes(k) || f.optional.includes(k)),
  );
  return match?.form;
}

interface Checker {
  readonly file: string;
  readonly definitions: ReadonlySet<string> | undefined;
  readonly diagnostics: Diagnostic[];
}

function problem(c: Checker, code: string, message: string, pointer: string): false {
  c.diagnostics.push(error(code, message, c.file, pointer));
  return false;
}

function checkMembers(c: Checker, node: JtdObject, key: string, pointer: string): boolean {
  const members = node[key];
  if (members === undefined) return true;
  const at = pointerAppend(pointer, key);
  if (!isJtdObject(members)) return problem(c, 'E_JTD_SCHEMA', `\`${key}\` must be an object of schemas`, at);
  return Object.entries(members).every(([name, child]) => checkSchema(c, child, pointerAppend(at, name), false));
}

function checkMapping(c: Checker, node: JtdObject, pointer: string): boolean {
  if (typeof node['discriminator'] !== 'string') return problem(c, 'E_JTD_SCHEMA', '`discriminator` must be a string', pointerAppend(pointer, 'discriminator'));
  const tag = node['discriminator'];
  const mapping = node['mapping'];
  const at = pointerAppend(pointer, 'mapping');
  if (!isJtdObject(mapping)) return problem(c, 'E_JTD_SCHEMA', '`mapping` must be an object of schemas', at);
  for (const [name, child] of Object.entries(mapping)) {
    const where = pointerAppend(at, name);
    if (!checkSchema(c, child, where, false)) return false;
    const variant = child as JtdObject;
    if (formOf(variant) !== 'properties') return problem(c, 'E_JTD_MAPPING', 'a `mapping` value must be of the properties form', where);
    if (variant['nullable'] === true) return problem(c, 'E_JTD_MAPPING', 'a `mapping` value must not be nullable', pointerAppend(where, 'nullable'));
    for (const key of ['properties', 'optionalProperties']) {
      if (isJtdObject(variant[key]) && tag in (variant[key] as JtdObject)) {
        return problem(c, 'E_JTD_MAPPING', `the discriminator "${tag}" must not be declared as a property of a variant`, pointerAppend(pointerAppend(where, key), tag));
      }
    }
  }
  return true;
}

function checkEnum(c: Checker, values: unknown, pointer: string): boolean {
  if (!Array.isArray(values) || !values.every((v) => typeof v === 'string')) return problem(c, 'E_JTD_SCHEMA', '`enum` must be an array of strings', pointer);
  if (values.length === 0) return problem(c, 'E_JTD_ENUM', '`enum` must not be empty', pointer);
  const duplicate = values.find((v, i) => values.indexOf(v) !== i);
  return duplicate === undefined || problem(c, 'E_JTD_ENUM', `\`enum\` lists "${String(duplicate)}" twice`, pointer);
}

function checkForm(c: Checker, node: JtdObject, form: JtdForm, pointer: string): boolean {
  const at = (key: string): string => pointerAppend(pointer, key);
  switch (form) {
    case 'empty':
      return true;
    case 'ref': {
      const ref = node['ref'];
      if (typeof ref !== 'string') return problem(c, 'E_JTD_SCHEMA', '`ref` must be a string', at('ref'));
      return c.definitions?.has(ref) === true || problem(c, 'E_JTD_REF', `\`ref\` "${ref}" names no entry of the root \`definitions\``, at('ref'));
    }
    case 'type': {
      const type = node['type'];
      if (typeof type === 'string' && JTD_TYPES.has(type)) return true;
      return problem(c, 'E_JTD_SCHEMA', `\`type\` must be one of ${[...JTD_TYPES].join(', ')}`, at('type'));
    }
    case 'enum':
      return checkEnum(c, node['enum'], at('enum'));
    case 'elements':
    case 'values':
      return checkSchema(c, node[form], at(form), false);
    case 'properties': {
      if (!checkMembers(c, node, 'properties', pointer) || !checkMembers(c, node, 'optionalProperties', pointer)) return false;
      const additional = node['additionalProperties'];
      if (additional !== undefined && typeof additional !== 'boolean') return problem(c, 'E_JTD_SCHEMA', '`additionalProperties` must be a boolean', at('additionalProperties'));
      const required = isJtdObject(node['properties']) ? node['properties'] : {};
      const shared = Object.keys(isJtdObject(node['optionalProperties']) ? node['optionalProperties'] : {}).find((k) => k in required);
      return shared === undefined || problem(c, 'E_JTD_PROPERTIES', `"${shared}" is in both \`properties\` and \`optionalProperties\``, pointerAppend(at('optionalProperties'), shared));
    }
    case 'discriminator':
      return checkMapping(c, node, pointer);
  }
}

function checkSchema(c: Checker, node: unknown, pointer: string, root: boolean): boolean {
  if (!isJtdObject(node)) return problem(c, 'E_JTD_SCHEMA', 'a JTD schema must be an object', pointer);
  const unknown = Object.keys(node).find((k) => !JTD_KEYWORDS.has(k));
  if (unknown !== undefined) return problem(c, 'E_JTD_SCHEMA', `unknown keyword "${unknown}"`, pointerAppend(pointer, unknown));
  if ('definitions' in node && !root) return problem(c, 'E_JTD_SCHEMA', '`definitions` is only allowed at the root', pointerAppend(pointer, 'definitions'));
  if ('nullable' in node && typeof node['nullable'] !== 'boolean') return problem(c, 'E_JTD_SCHEMA', '`nullable` must be a boolean', pointerAppend(pointer, 'nullable'));
  if ('metadata' in node && !isJtdObject(node['metadata'])) return problem(c, 'E_JTD_SCHEMA', '`metadata` must be an object', pointerAppend(pointer, 'metadata'));
  const form = formOf(node);
  if (form === undefined) return problem(c, 'E_JTD_FORM', `the keywords ${Object.keys(node).filter((k) => !SHARED.has(k)).join(', ')} do not make one JTD form`, pointer);
  return checkForm(c, node, form, pointer);
}

/** The diagnostics of an invalid JTD document; empty when it is a valid schema. */
export function checkJtd(json: unknown, file: string): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const definitions = isJtdObject(json) ? json['definitions'] : undefined;
  if (definitions !== undefined && !isJtdObject(definitions)) {
    return [error('E_JTD_SCHEMA', '`definitions` must be an object of schemas', file, '/definitions')];
  }
  const c: Checker = { file, definitions: definitions === undefined ? undefined : new Set(Object.keys(definitions)), diagnostics };
  if (checkSchema(c, json, '', true) && isJtdObject(json)) checkMembers(c, json, 'definitions', '');
  return diagnostics;
}
