import { goString } from './literals.js';
import type { ArrayType, IrType } from '../../ir/types.js';
import { decodeOf, placeOf, sizeOf, writeOf, type CodecContext } from './codec.js';
import { arrayChecks, floatChecks, type Check } from '../../plan/checks.js';
import { checkLines, rejectAt } from './checks.js';
import { elementLoopHead, indent, sizeLoop } from './codec-composite.js';
import { encoderParam } from './encoder-use.js';
import { createLocal, type Local } from './symbols.js';
import { goType } from './types.js';

/** True for element types whose Go values compare like their canonical encodings. */
function comparable(type: IrType, ctx: CodecContext): boolean {
  switch (type.kind) {
    case 'bool':
    case 'int':
    case 'float':
    case 'string':
      return true;
    case 'ref':
      return ctx.decl(type.target).kind === 'enum';
    default:
      return false;
  }
}

function uniqueCheck(type: ArrayType, check: Check | undefined, elem: string, start: Local, ctx: CodecContext): string[] {
  if (check === undefined) return [];
  const repeated = `\t\t\treturn ${rejectAt(start)(goString(check.expected), `"item "+${ctx.qualify('strconv', 'Itoa')}(i)+" repeats an earlier one"`)}`;
  if (comparable(type.items, ctx)) {
    return [
      `\tseen := make(map[${elem}]struct{}, len(s))`,
      '\tfor i := range s {',
      '\t\tif _, dup := seen[s[i]]; dup {',
      repeated,
      '\t\t}',
      '\t\tseen[s[i]] = struct{}{}',
      '\t}',
    ];
  }
  // The items are compared by the value keys of their encodings (equal JSON values, equal keys); their write takes an encoder when it writes strings.
  return [
    '\tseen := make(map[string]struct{}, len(s))',
    ...(ctx.encoder.typeWrites(type.items) ? ['\te := &encoder{} // nothing sized: every string is scanned'] : []),
    '\tfor i := range s {',
    '\t\tvar dst []byte',
    ...indent(writeOf(type.items, placeOf('s[i]'), ctx, false), 2),
    '\t\tkey := jsonValueKey(dst)',
    '\t\tif _, dup := seen[key]; dup {',
    repeated,
    '\t\t}',
    '\t\tseen[key] = struct{}{}',
    '\t}',
  ];
}

function arraySize(id: number, type: ArrayType, elem: string, ctx: CodecContext): string[] {
  return [
    `func size${id}(e *encoder, p *[]${elem}) int {`,
    '\ts := *p',
    '\tn := 2',
    '\tif len(s) > 1 {',
    '\t\tn += len(s) - 1',
    '\t}',
    ...sizeLoop('s', (item) => sizeOf(type.items, item, ctx, false)),
    '\treturn n',
    '}',
  ];
}

function arrayWrite(id: number, type: ArrayType, elem: string, ctx: CodecContext): string[] {
  return [
    `func write${id}(${encoderParam(ctx.encoder.typeWrites(type))}dst []byte, p *[]${elem}) []byte {`,
    '\ts := *p',
    "\tdst = append(dst, '[')",
    '\tfor i := range s {',
    '\t\tif i > 0 {',
    "\t\t\tdst = append(dst, ',')",
    '\t\t}',
    ...indent(writeOf(type.items, placeOf('s[i]'), ctx, false), 2),
    '\t}',
    "\treturn append(dst, ']')",
    '}',
  ];
}

function arrayDecode(id: number, type: ArrayType, elem: string, ctx: CodecContext): string[] {
  const start = createLocal('start');
  const planned = arrayChecks(type);
  const checks = [
    ...checkLines(planned, { value: 's', count: 'len(s)' }, ctx, rejectAt(start)),
    ...uniqueCheck(type, planned.find((c) => c.kind === 'uniqueItems'), elem, start, ctx),
  ];
  // Doubles, and arrays of them, are collected in the decoder's reused buffers and copied out at
  // the end: no growth garbage, and several short arrays of doubles to one allocation
  // (keepFloats). Decoding an element never reuses the buffer it is collected in.
  const reuse = elem === 'float64' ? { from: 'd.floats', keep: 'd.keepFloats' } : elem === '[]float64' ? { from: 'd.rows', keep: 'd.keepRows' } : undefined;
  if (reuse !== undefined && type.items.kind === 'float' && floatChecks(type.items).length === 0 && checks.length === 0) {
    return [`func decode${id}(d *decoder, p *[]${elem}) *DecodeError {`, '\treturn d.decodeFloats(p)', '}'];
  }
  return [
    `func decode${id}(d *decoder, p *[]${elem}) *DecodeError {`,
    '\tif err := d.beginArray(); err != nil {',
    '\t\treturn err',
    '\t}',
    ...start.declare('\tstart := d.pos - 1'),
    reuse === undefined ? `\tvar s []${elem}` : `\ts := ${reuse.from}[:0]`,
    ...elementLoopHead(),
    '\t\t\tbreak',
    '\t\t}',
    '\t\ts = grow(s)',
    ...indent(decodeOf(type.items, placeOf('s[i]'), ctx, '.at(i)', false), 2),
    '\t}',
    ...checks,
    reuse === undefined ? '\t*p = s' : `\t*p = ${reuse.keep}(s)`,
    '\treturn nil',
    '}',
  ];
}

/** size / write / decode helpers of a slice. */
export function arrayHelper(type: ArrayType, ctx: CodecContext): number {
  const elem = goType(type.items, ctx, false);
  return ctx.helpers.use(`array:${elem}:${JSON.stringify(type)}`, (id) => [
    `// []${elem}`,
    ...arraySize(id, type, elem, ctx),
    '',
    ...arrayWrite(id, type, elem, ctx),
    '',
    ...arrayDecode(id, type, elem, ctx),
  ]);
}
