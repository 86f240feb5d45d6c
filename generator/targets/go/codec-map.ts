import type { MapType } from '../../ir/types.js';
import { decodeOf, placeOf, sizeOf, writeOf, type CodecContext } from './codec.js';
import { countFound, indent, limit } from './codec-composite.js';
import { patternExpected, patternFails, patternVariable } from './patterns.js';
import { goType } from './types.js';
import { createLocal } from './symbols.js';

function mapSize(id: number, type: MapType, elem: string, ctx: CodecContext): string[] {
  return [
    `func size${id}(e *encoder, p *map[string]${elem}) int {`,
    '\tm := *p',
    '\tn := 2',
    '\tif len(m) > 1 {',
    '\t\tn += len(m) - 1',
    '\t}',
    '\tfirst := e.sized',
    '\tfor k, x := range m {',
    `\t\tn += sizeString(e, k) + 1 + ${sizeOf(type.values, placeOf('x'), ctx, false)}`,
    '\t}',
    '\te.unordered(first)',
    '\treturn n',
    '}',
  ];
}

function mapWrite(id: number, type: MapType, elem: string, ctx: CodecContext): string[] {
  return [
    `func write${id}(e *encoder, dst []byte, p *map[string]${elem}) []byte {`,
    '\tm := *p',
    "\tdst = append(dst, '{')",
    '\tfor i, k := range sortedKeys(m) {',
    '\t\tif i > 0 {',
    "\t\t\tdst = append(dst, ',')",
    '\t\t}',
    '\t\tdst = writeString(e, dst, k)',
    "\t\tdst = append(dst, ':')",
    '\t\tx := m[k]',
    ...indent(writeOf(type.values, placeOf('x'), ctx, false), 2),
    '\t}',
    "\treturn append(dst, '}')",
    '}',
  ];
}

function keyChecks(type: MapType, ctx: CodecContext): string[] {
  const keyPattern = type.keyPattern === undefined ? null : patternVariable(type.keyPattern, ctx);
  return [
    '\t\tif _, dup := m[k]; dup {',
    '\t\t\treturn d.errAt(d.tok, "unique keys", "a repeated key").in(k)',
    '\t\t}',
    ...(keyPattern === null
      ? []
      : [
          `\t\tif ${patternFails(keyPattern, 'k')} {`,
          `\t\t\treturn d.errAt(d.tok, ${patternExpected(`a key matching /${type.keyPattern ?? ''}/`)}, "key "+${ctx.qualify('strconv', 'Quote')}(k)).in(k)`,
          '\t\t}',
        ]),
  ];
}

function mapDecode(id: number, type: MapType, elem: string, ctx: CodecContext): string[] {
  const { minProperties, maxProperties } = type;
  const start = createLocal('start');
  const checks = [
    ...(minProperties !== undefined && minProperties > 0 ? limit(`len(m) < ${minProperties}`, start.ref(), `at least ${minProperties} properties`, countFound('len(m)', ctx)) : []),
    ...(maxProperties !== undefined ? limit(`len(m) > ${maxProperties}`, start.ref(), `at most ${maxProperties} properties`, countFound('len(m)', ctx)) : []),
  ];
  return [
    `func decode${id}(d *decoder, p *map[string]${elem}) *DecodeError {`,
    '\tif err := d.beginObject(); err != nil {',
    '\t\treturn err',
    '\t}',
    ...start.declare('\tstart := d.pos - 1'),
    `\tm := make(map[string]${elem})`,
    '\tfor first := true; ; first = false {',
    '\t\tkey, more, err := d.nextKey(first)',
    '\t\tif err != nil {',
    '\t\t\treturn err',
    '\t\t}',
    '\t\tif !more {',
    '\t\t\tbreak',
    '\t\t}',
    '\t\tk := d.str(key)',
    ...keyChecks(type, ctx),
    `\t\tvar x ${elem}`,
    ...indent(decodeOf(type.values, placeOf('x'), ctx, '.in(k)', false), 2),
    '\t\tm[k] = x',
    '\t}',
    ...checks,
    '\t*p = m',
    '\treturn nil',
    '}',
  ];
}

/** size / write / decode helpers of a map (keys encoded in UTF-8 byte order). */
export function mapHelper(type: MapType, ctx: CodecContext): number {
  const elem = goType(type.values, ctx, false);
  return ctx.helpers.use(`map:${elem}:${JSON.stringify(type)}`, (id) => [
    `// map[string]${elem}`,
    ...mapSize(id, type, elem, ctx),
    '',
    ...mapWrite(id, type, elem, ctx),
    '',
    ...mapDecode(id, type, elem, ctx),
  ]);
}
