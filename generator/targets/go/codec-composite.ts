import type { IrType, NullableType, TupleType } from '../../ir/types.js';
import { decodeOf, placeOf, placeOfLocal, sizeOf, writeOf, type CodecContext, type Place } from './codec.js';
import { createLocal } from './symbols.js';
import { encoderParam } from './encoder-use.js';
import { goType } from './types.js';

export function indent(lines: readonly string[], depth = 1): string[] {
  const tabs = '\t'.repeat(depth);
  return lines.map((l) => `${tabs}${l}`);
}

/** The head of a decoder's loop over array elements (`i`), up to the `if !more {` that ends it. */
export function elementLoopHead(): string[] {
  return [
    '\tfor i := 0; ; i++ {',
    '\t\tmore, err := d.nextElem(i == 0)',
    '\t\tif err != nil {',
    '\t\t\treturn err.at(i)',
    '\t\t}',
    '\t\tif !more {',
  ];
}

/**
 * An encoder's sum of element sizes over slice `s`: `size` gets the element's place and the
 * index is declared only when the size reads it.
 */
export function sizeLoop(s: string, size: (item: Place) => string): string[] {
  const i = createLocal('i');
  const item: Place = {
    get value() {
      return `${s}[${i.ref()}]`;
    },
    get pointer() {
      return `&${s}[${i.ref()}]`;
    },
  };
  const sum = size(item);
  const head = i.used ? `\tfor ${i.name} := range ${s} {` : `\tfor range ${s} {`;
  return [head, `\t\tn += ${sum}`, '\t}'];
}

/** An encoder's sum of entry sizes over map `m`, key `k` and value `x` (`x` declared only when its size reads it). */
export function entrySizeLoop(m: string, size: (value: Place) => string): string[] {
  const x = createLocal('x');
  const sum = size(placeOfLocal(x, false));
  const head = x.used ? `\tfor k, ${x.name} := range ${m} {` : `\tfor k := range ${m} {`;
  return [head, `\t\tn += sizeString(e, k) + 1 + ${sum}`, '\t}'];
}

/** The write of map `m`'s value at key `k` inside the entry loop (`x` declared only when the write reads it). */
export function entryWrite(m: string, write: (value: Place) => readonly string[]): string[] {
  const x = createLocal('x');
  const lines = write(placeOfLocal(x, false));
  return indent([...x.declare(`${x.name} := ${m}[k]`), ...lines], 2);
}

/** A decoder's read of the next member key (`key`) in a loop whose `first` is set, leaving the loop at the object's end. */
export function nextKeyLines(): string[] {
  return [
    '\t\tkey, more, err := d.nextKey(first)',
    '\t\tif err != nil {',
    '\t\t\treturn err',
    '\t\t}',
    '\t\tif !more {',
    '\t\t\tbreak',
    '\t\t}',
  ];
}

export function countFound(what: string, ctx: CodecContext): string {
  return `${ctx.qualify('strconv', 'Itoa')}(${what})`;
}

export function nullableHelper(type: NullableType, ctx: CodecContext, byValue: boolean): number {
  const inner = goType(type.inner, ctx, byValue);
  return ctx.helpers.use(`nullable:${inner}:${byValue}:${JSON.stringify(type)}`, (id) => {
    const value = placeOf('p.Value');
    return [
      `// Null[${inner}]`,
      `func size${id}(e *encoder, p *Null[${inner}]) int {`,
      '\tif !p.Valid {',
      '\t\treturn 4',
      '\t}',
      `\treturn ${sizeOf(type.inner, value, ctx, byValue)}`,
      '}',
      '',
      `func write${id}(${encoderParam(ctx.encoder.typeWrites(type))}dst []byte, p *Null[${inner}]) []byte {`,
      '\tif !p.Valid {',
      '\t\treturn append(dst, "null"...)',
      '\t}',
      ...indent(writeOf(type.inner, value, ctx, byValue)),
      '\treturn dst',
      '}',
      '',
      `func decode${id}(d *decoder, p *Null[${inner}]) *DecodeError {`,
      '\tif null, err := d.tryNull(); null || err != nil {',
      '\t\tp.Valid = false',
      '\t\treturn err',
      '\t}',
      '\tp.Valid = true',
      ...indent(decodeOf(type.inner, value, ctx, '', byValue)),
      '\treturn nil',
      '}',
    ];
  });
}

/** A tuple held as a Go array `[N]T`. */
export function tupleArrayHelper(type: TupleType, ctx: CodecContext, byValue: boolean): number {
  const itemType = type.prefix[0] as IrType;
  const n = type.prefix.length;
  const elem = goType(itemType, ctx, byValue);
  return ctx.helpers.use(`tuple:${elem}:${byValue}:${JSON.stringify(type)}`, (id) => {
    const itemPlace = placeOf('p[i]');
    return [
      `// [${n}]${elem}`,
      `func size${id}(e *encoder, p *[${n}]${elem}) int {`,
      `\tn := ${n + 1}`,
      ...sizeLoop('p', (item) => sizeOf(itemType, item, ctx, byValue)),
      '\treturn n',
      '}',
      '',
      `func write${id}(${encoderParam(ctx.encoder.typeWrites(type))}dst []byte, p *[${n}]${elem}) []byte {`,
      "\tdst = append(dst, '[')",
      '\tfor i := range p {',
      '\t\tif i > 0 {',
      "\t\t\tdst = append(dst, ',')",
      '\t\t}',
      ...indent(writeOf(itemType, itemPlace, ctx, byValue), 2),
      '\t}',
      "\treturn append(dst, ']')",
      '}',
      '',
      `func decode${id}(d *decoder, p *[${n}]${elem}) *DecodeError {`,
      '\tif err := d.beginArray(); err != nil {',
      '\t\treturn err',
      '\t}',
      '\tstart := d.pos - 1',
      ...elementLoopHead(),
      `\t\t\tif i < ${n} {`,
      `\t\t\t\treturn d.errAt(start, "${n} items", ${countFound('i', ctx)}+" items")`,
      '\t\t\t}',
      '\t\t\treturn nil',
      '\t\t}',
      `\t\tif i >= ${n} {`,
      `\t\t\treturn d.errAt(start, "${n} items", "more items")`,
      '\t\t}',
      ...indent(decodeOf(itemType, itemPlace, ctx, '.at(i)', byValue), 2),
      '\t}',
      '}',
    ];
  });
}
