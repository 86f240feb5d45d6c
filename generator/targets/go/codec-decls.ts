import type { AliasDecl, IrType } from '../../ir/types.js';
import { decodeOf, placeAt, sizeOf, writeOf, type CodecContext } from './codec.js';
import { goAppendArgs, goEncoded, goString } from './literals.js';
import { jsonString } from '../../wire/json-text.js';
import { dropUnusedLocal } from './helpers.js';
import { goType } from './types.js';

/** The size / write / decode method bodies of one named type. */
export interface Bodies {
  readonly size: readonly string[];
  readonly write: readonly string[];
  readonly decode: readonly string[];
}

export interface EnumMember {
  readonly constName: string;
  readonly value: string;
}

export function enumBodies(typeName: string, members: readonly EnumMember[]): Bodies {
  const encoded = members.map((m) => ({ ...m, json: goEncoded(jsonString(m.value)) }));
  const allowed = members.map((m) => jsonString(m.value)).join(', ');
  return {
    size: [
      '\tswitch *v {',
      ...encoded.flatMap((m) => [`\tcase ${m.constName}:`, `\t\treturn ${m.json.length}`]),
      '\t}',
      `\te.fail(${goString(`value outside the enum ${typeName}`)})`,
      '\treturn 0',
    ],
    write: [
      '\tswitch *v {',
      ...encoded.flatMap((m) => [`\tcase ${m.constName}:`, `\t\treturn append(dst, ${goAppendArgs(jsonString(m.value))})`]),
      '\t}',
      '\treturn dst',
    ],
    decode: [
      '\tb, err := d.stringToken()',
      '\tif err != nil {',
      '\t\treturn err',
      '\t}',
      '\tswitch string(b) {',
      ...members.flatMap((m) => [`\tcase ${goString(m.value)}:`, `\t\t*v = ${m.constName}`]),
      '\tdefault:',
      `\t\treturn d.errToken(d.tok, ${goString(`one of ${allowed}`)})`,
      '\t}',
      '\treturn nil',
    ],
  };
}

/** The Go type an alias is defined as (a top-level reference is never a pointer). */
export function aliasGoType(decl: AliasDecl, ctx: CodecContext): string {
  return decl.type.kind === 'ref' ? ctx.typeName(decl.type.target) : goType(decl.type, ctx);
}

export function aliasBodies(decl: AliasDecl, ctx: CodecContext): Bodies {
  const inner: IrType = decl.type;
  const byValue = inner.kind !== 'ref';
  const conv = `\tp := (*${aliasGoType(decl, ctx)})(v)`;
  const place = placeAt('p');
  return {
    size: dropUnusedLocal([conv, `\treturn ${sizeOf(inner, place, ctx, byValue)}`], 'p'),
    write: dropUnusedLocal([conv, ...writeOf(inner, place, ctx, byValue).map((l) => `\t${l}`), '\treturn dst'], 'p'),
    decode: dropUnusedLocal([conv, ...decodeOf(inner, place, ctx, '', byValue).map((l) => `\t${l}`), '\treturn nil'], 'p'),
  };
}
