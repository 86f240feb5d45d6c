/**
 * Object types → arrays, tuples, maps and records. Properties come from the checker
 * (`extends`, intersections, `Partial`/`Pick`/`Omit`/`Record` and other mapped types already
 * flattened); `Date` is a date-time string; `Map`, `Set`, `Promise`, functions and methods are
 * refused.
 */
import type { ts } from 'ts-morph';
import { pointerAppend } from '../../diagnostics.js';
import type { Field, IrType, NameHint, RecordDecl, UnknownKeys } from '../../ir/types.js';
import { applyConstraints, jsdocConstraints } from './constraints.js';
import { anonymousDecl, declareScoped, referTo, report, siteOf, type Named, type Site, type TsContext } from './context.js';
import { docInfo } from './docs.js';
import { lowerType } from './lower-type.js';
import { isLibSymbol, namedOf } from './names.js';
import { propertyType } from './property-type.js';

const ANY: IrType = { kind: 'any' };

/** Standard-library types with no JSON form. */
const NO_JSON_FORM = new Set(['Map', 'Set', 'WeakMap', 'WeakSet', 'ReadonlyMap', 'ReadonlySet', 'Promise', 'PromiseLike', 'RegExp', 'Function', 'Symbol', 'Error', 'ArrayBuffer', 'DataView']);

function lowerTuple(ctx: TsContext, type: ts.TypeReference, site: Site, hint: NameHint): IrType {
  const target = type.target as ts.TupleType;
  const args = ctx.checker.getTypeArguments(type);
  const prefix: IrType[] = [];
  let minItems = 0;
  let rest: IrType | null = null;
  for (const [i, arg] of args.entries()) {
    const flags = target.elementFlags[i] ?? ctx.ts.ElementFlags.Required;
    const label = target.labeledElementDeclarations?.[i]?.name;
    const word = label !== undefined && ctx.ts.isIdentifier(label) ? label.text : String(i);
    if (rest !== null || flags & ctx.ts.ElementFlags.Variadic) {
      report(ctx, site, 'E_TS_UNRESOLVED', 'a tuple with elements after its rest element (or a variadic element) is not supported');
      return ANY;
    }
    if (flags & ctx.ts.ElementFlags.Rest) {
      rest = lowerType(ctx, arg, { ...site, pointer: pointerAppend(site.pointer, 'items') }, [...hint, 'Item']);
      continue;
    }
    prefix.push(lowerType(ctx, arg, { ...site, pointer: pointerAppend(pointerAppend(site.pointer, 'prefixItems'), i) }, [...hint, word]));
    if (flags & ctx.ts.ElementFlags.Required) minItems = prefix.length;
  }
  return { kind: 'tuple', prefix, minItems, rest, ...(rest === null ? { maxItems: prefix.length } : {}) };
}

function isMethod(ctx: TsContext, prop: ts.Symbol, type: ts.Type): boolean {
  return (prop.flags & ctx.ts.SymbolFlags.Method) !== 0 || type.getCallSignatures().length > 0;
}

function field(ctx: TsContext, prop: ts.Symbol, record: Site, hint: NameHint): Field | undefined {
  const decl = prop.valueDeclaration ?? prop.declarations?.[0];
  const pointer = pointerAppend(record.pointer, prop.name);
  const site = decl === undefined ? { ...record, pointer } : siteOf(ctx, decl, pointer);
  if (prop.escapedName.toString().startsWith('__@')) {
    report(ctx, site, 'E_TS_UNSUPPORTED_TYPE', `the symbol-keyed property ${prop.name} has no JSON key`);
    return undefined;
  }
  const found = propertyType(ctx, prop, decl, site);
  if (found === undefined || found === 'absent') return undefined;
  if (isMethod(ctx, prop, found.type)) {
    report(ctx, site, 'E_TS_FUNCTION', `the ${prop.flags & ctx.ts.SymbolFlags.Method ? 'method' : 'function-typed property'} ${prop.name} has no JSON form`);
    return undefined;
  }
  const info = docInfo(ctx, prop);
  const lowered = found.ref ?? lowerType(ctx, found.type, site, [...hint, prop.name]);
  const type = applyConstraints(ctx, site, lowered, jsdocConstraints(info.tags));
  return {
    jsonName: prop.name,
    type,
    required: !found.optional,
    ...(info.default !== undefined ? { default: info.default } : {}),
    ...(info.doc !== undefined ? { doc: info.doc } : {}),
    origin: { file: site.file, pointer },
  };
}

function indexValues(ctx: TsContext, type: ts.Type, site: Site, hint: NameHint): IrType | undefined {
  const infos = ctx.checker.getIndexInfosOfType(type);
  const info = infos.find((i) => i.keyType.flags & ctx.ts.TypeFlags.String) ?? infos.find((i) => i.keyType.flags & ctx.ts.TypeFlags.Number);
  if (info === undefined) return undefined;
  if (infos.some((i) => i.keyType.flags & (ctx.ts.TypeFlags.TemplateLiteral | ctx.ts.TypeFlags.ESSymbolLike))) {
    report(ctx, site, 'E_TS_TEMPLATE_LITERAL', 'an index signature keyed by a template-literal type or symbol is not supported');
  }
  return lowerType(ctx, info.type, { ...site, pointer: pointerAppend(site.pointer, 'additionalProperties') }, [...hint, 'Value']);
}

function buildRecord(ctx: TsContext, type: ts.Type, id: string, site: Site, hint: NameHint, named: Named | undefined): RecordDecl {
  const symbol = type.getSymbol();
  if (symbol !== undefined && symbol.flags & ctx.ts.SymbolFlags.Class && ctx.checker.getPropertiesOfType(type).some((p) => p.flags & ctx.ts.SymbolFlags.Method)) {
    report(ctx, site, 'E_TS_FUNCTION', `the class ${symbol.name} has methods; only plain data has a JSON form`);
  }
  const fields = ctx.checker.getPropertiesOfType(type).flatMap((p) => field(ctx, p, site, hint) ?? []);
  const extra = indexValues(ctx, type, site, hint);
  const unknownKeys: UnknownKeys =
    extra !== undefined ? { kind: 'map', values: extra } : ctx.options.keepUnknown ? { kind: 'map', values: ANY } : { kind: 'skip' };
  const doc = named === undefined ? undefined : docInfo(ctx, named.symbol).doc;
  return { kind: 'record', id, origin: { file: site.file, pointer: site.pointer }, nameHint: hint, ...(doc !== undefined ? { doc } : {}), fields, unknownKeys };
}

/** A named type's declaration (lowered once), or an anonymous one at its site. */
function declareRecord(ctx: TsContext, type: ts.Type, site: Site, hint: NameHint): IrType {
  const named = namedOf(ctx, type);
  const id = named?.id ?? `${site.file}#${site.pointer}`;
  const prior = named === undefined ? anonymousDecl(ctx, type, id) : undefined;
  if (prior !== undefined) return { kind: 'ref', target: prior };
  if (ctx.started.has(id)) {
    referTo(ctx, id);
    return { kind: 'ref', target: id };
  }
  declareScoped(ctx, id, () => buildRecord(ctx, type, id, named?.site ?? site, named?.hint ?? hint, named));
  return { kind: 'ref', target: id };
}

export function lowerObject(ctx: TsContext, type: ts.Type, site: Site, hint: NameHint): IrType {
  const symbol = type.getSymbol();
  if (symbol !== undefined && isLibSymbol(ctx, symbol)) {
    if (symbol.name === 'Date') return { kind: 'string', format: 'date-time' };
    if (NO_JSON_FORM.has(symbol.name)) {
      report(ctx, site, 'E_TS_UNSUPPORTED_TYPE', `${symbol.name} has no JSON form`);
      return ANY;
    }
  }
  if (ctx.checker.isArrayType(type)) {
    const [items] = ctx.checker.getTypeArguments(type as ts.TypeReference);
    const site2 = { ...site, pointer: pointerAppend(site.pointer, 'items') };
    return { kind: 'array', items: items === undefined ? ANY : lowerType(ctx, items, site2, [...hint, 'Item']), uniqueItems: false };
  }
  if (ctx.checker.isTupleType(type)) return lowerTuple(ctx, type as ts.TypeReference, site, hint);
  if (type.getCallSignatures().length > 0 || type.getConstructSignatures().length > 0) {
    report(ctx, site, 'E_TS_FUNCTION', `the function type \`${ctx.checker.typeToString(type)}\` has no JSON form`);
    return ANY;
  }
  if (ctx.checker.getPropertiesOfType(type).length === 0 && namedOf(ctx, type) === undefined) {
    const values = indexValues(ctx, type, site, hint);
    if (values !== undefined) return { kind: 'map', values };
  }
  return declareRecord(ctx, type, site, hint);
}
