import { goString } from './literals.js';
import type { IrType, TupleType } from '../../ir/types.js';
import { decodeOf, placeOf, sizeOf, writeOf, type CodecContext } from './codec.js';
import { tupleChecks } from '../../plan/checks.js';
import { rejectAt } from './checks.js';
import { countFound, elementLoopHead, indent } from './codec-composite.js';
import { encoderParam } from './encoder-use.js';
import { goType } from './types.js';
import { createLocal } from './symbols.js';

/** The fields of the struct that holds a heterogeneous tuple, for the type declaration. */
export function tupleFields(type: TupleType, ctx: CodecContext, byValue: boolean): { name: string; goType: string }[] {
  const items = type.prefix.map((item, i) => {
    const t = goType(item, ctx, byValue);
    return { name: `Item${i}`, goType: i < type.minItems ? t : `Opt[${t}]` };
  });
  return type.rest === null ? items : [...items, { name: 'Rest', goType: `[]${goType(type.rest, ctx, false)}` }];
}

function itemPlace(type: TupleType, i: number) {
  return placeOf(i < type.minItems ? `p.Item${i}` : `p.Item${i}.Value`);
}

/**
 * The sizes of the prefix items, in order, as [first item index, expression, items covered]; two
 * required doubles in a row are sized by one call (sizeFloat2: coordinate pairs).
 */
function itemSizes(type: TupleType, ctx: CodecContext, byValue: boolean): [number, string, number][] {
  const sizes: [number, string, number][] = [];
  for (let i = 0; i < type.prefix.length; i++) {
    const item = type.prefix[i] as IrType;
    if (i + 1 < type.minItems && item.kind === 'float' && type.prefix[i + 1]?.kind === 'float') {
      sizes.push([i, `sizeFloat2(e, ${itemPlace(type, i).value}, ${itemPlace(type, i + 1).value})`, 2]);
      i++;
    } else {
      sizes.push([i, sizeOf(item, itemPlace(type, i), ctx, byValue), 1]);
    }
  }
  return sizes;
}

/** The body of the size helper: one expression when every item is required and nothing follows. */
function sizeLines(type: TupleType, ctx: CodecContext, byValue: boolean): string[] {
  const sizes = itemSizes(type, ctx, byValue);
  if (type.rest === null && type.minItems === type.prefix.length) {
    return [`\treturn ${[String(Math.max(type.prefix.length, 1) + 1), ...sizes.map(([, s]) => s)].join(' + ')}`];
  }
  const lines = ['\tn := 2'];
  sizes.forEach(([i, size, items]) => {
    const commas = (i === 0 ? 0 : 1) + items - 1;
    if (i >= type.minItems) lines.push(`\tif !p.Item${i}.Set {`, '\t\treturn n', '\t}');
    lines.push(`\tn += ${commas === 0 ? '' : `${commas} + `}${size}`);
  });
  if (type.rest !== null) {
    const size = sizeOf(type.rest, placeOf('p.Rest[i]'), ctx, false);
    lines.push(size.includes('p.Rest[i]') ? '\tfor i := range p.Rest {' : '\tfor range p.Rest {', `\t\tn += ${type.prefix.length === 0 ? '' : '1 + '}${size}`, '\t}');
    if (type.prefix.length === 0) lines.push('\tif len(p.Rest) > 1 {', '\t\tn += len(p.Rest) - 1', '\t}');
  }
  return [...lines, '\treturn n'];
}

function writeLines(type: TupleType, ctx: CodecContext, byValue: boolean): string[] {
  const lines = ["\tdst = append(dst, '[')"];
  type.prefix.forEach((item, i) => {
    if (i >= type.minItems) lines.push(`\tif !p.Item${i}.Set {`, "\t\treturn append(dst, ']')", '\t}');
    if (i > 0) lines.push("\tdst = append(dst, ',')");
    lines.push(...indent(writeOf(item, itemPlace(type, i), ctx, byValue)));
  });
  if (type.rest !== null) {
    const write = indent(writeOf(type.rest, placeOf('p.Rest[i]'), ctx, false), 2);
    const usesIndex = type.prefix.length === 0 || write.some((l) => l.includes('p.Rest[i]'));
    lines.push(usesIndex ? '\tfor i := range p.Rest {' : '\tfor range p.Rest {');
    lines.push(...(type.prefix.length === 0 ? ['\t\tif i > 0 {', "\t\t\tdst = append(dst, ',')", '\t\t}'] : ["\t\tdst = append(dst, ',')"]));
    lines.push(...write, '\t}');
  }
  return [...lines, "\treturn append(dst, ']')"];
}

/**
 * Decoding of a tuple whose items are all required and that takes no more: straight-line code,
 * one item after another, with the errors of the general loop.
 */
function fixedDecodeLines(type: TupleType, ctx: CodecContext, byValue: boolean): string[] {
  const n = type.prefix.length;
  const lines = ['\tif err := d.beginArray(); err != nil {', '\t\treturn err', '\t}', '\tstart := d.pos - 1'];
  type.prefix.forEach((item, i) => {
    lines.push(
      `\tif more, err := d.nextElem(${i === 0}); err != nil {`,
      `\t\treturn err.at(${i})`,
      '\t} else if !more {',
      `\t\treturn d.errAt(start, "at least ${n} items", "${i} items")`,
      '\t}',
      ...indent(decodeOf(item, itemPlace(type, i), ctx, `.at(${i})`, byValue)),
    );
  });
  return [
    ...lines,
    '\tif more, err := d.nextElem(false); err != nil {',
    `\t\treturn err.at(${n})`,
    '\t} else if more {',
    `\t\treturn d.errAt(start, "at most ${n} items", "more items")`,
    '\t}',
    '\treturn nil',
  ];
}

function isFixed(type: TupleType): boolean {
  const n = type.prefix.length;
  return n > 0 && type.rest === null && type.minItems === n && (type.maxItems === undefined || type.maxItems >= n);
}

function decodeLines(type: TupleType, ctx: CodecContext, byValue: boolean): string[] {
  if (isFixed(type)) return fixedDecodeLines(type, ctx, byValue);
  const n = type.prefix.length;
  const cases = type.prefix.flatMap((item, i) => [
    `\t\tcase ${i}:`,
    ...(i >= type.minItems ? [`\t\t\tp.Item${i}.Set = true`] : []),
    ...indent(decodeOf(item, itemPlace(type, i), ctx, '.at(i)', byValue), 3),
  ]);
  const rest: IrType | null = type.rest;
  const start = createLocal('start');
  const reject = rejectAt(start);
  const tooFew: string[] = [];
  const tooMany: string[] = [];
  for (const check of tupleChecks(type)) {
    if (check.kind === 'minItems') tooFew.push(`\t\t\tif i < ${check.limit} {`, `\t\t\t\treturn ${reject(goString(check.expected), `${countFound('i', ctx)}+" items"`)}`, '\t\t\t}');
    if (check.kind === 'maxItems' && check.limit < Number.MAX_SAFE_INTEGER) tooMany.push(`\t\tif i >= ${check.limit} {`, `\t\t\treturn ${reject(goString(check.expected), '"more items"')}`, '\t\t}');
  }
  const tail =
    rest === null
      ? ['\t\tdefault:', `\t\t\treturn d.errAt(${start.ref()}, "at most ${n} items", "more items")`]
      : [
          '\t\tdefault:',
          `\t\t\tvar zero ${goType(rest, ctx, false)}`,
          '\t\t\tp.Rest = append(p.Rest, zero)',
          ...indent(decodeOf(rest, placeOf(`p.Rest[i-${n}]`), ctx, '.at(i)', false), 3),
        ];
  return [
    '\tif err := d.beginArray(); err != nil {',
    '\t\treturn err',
    '\t}',
    ...start.declare('\tstart := d.pos - 1'),
    ...elementLoopHead(),
    ...tooFew,
    '\t\t\treturn nil',
    '\t\t}',
    ...tooMany,
    '\t\tswitch i {',
    ...cases,
    ...tail,
    '\t\t}',
    '\t}',
  ];
}

/** size/write/decode helpers of a heterogeneous tuple's struct. */
export function tupleStructHelper(type: TupleType, ctx: CodecContext, byValue: boolean): number {
  const name = ctx.tupleName(type);
  return ctx.helpers.use(`tupleStruct:${name}`, (id) => {
    return [
      `// ${name}`,
      `func size${id}(e *encoder, p *${name}) int {`,
      ...sizeLines(type, ctx, byValue),
      '}',
      '',
      `func write${id}(${encoderParam(ctx.encoder.typeWrites(type))}dst []byte, p *${name}) []byte {`,
      ...writeLines(type, ctx, byValue),
      '}',
      '',
      `func decode${id}(d *decoder, p *${name}) *DecodeError {`,
      `\t*p = ${name}{}`,
      ...decodeLines(type, ctx, byValue),
      '}',
    ];
  });
}
