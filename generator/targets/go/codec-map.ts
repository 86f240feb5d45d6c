import type { MapType } from '../../ir/types.js';
import { decodeOf, placeOf, sizeOf, writeOf, type CodecContext } from './codec.js';
import { mapChecks, type Check } from '../../plan/checks.js';
import { checkLines, rejectAt, splitKeyChecks } from './checks.js';
import { entrySizeLoop, entryWrite, indent, nextKeyLines } from './codec-composite.js';
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
    ...entrySizeLoop('m', (x) => sizeOf(type.values, x, ctx, false)),
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
    ...entryWrite('m', (x) => writeOf(type.values, x, ctx, false)),
    '\t}',
    "\treturn append(dst, '}')",
    '}',
  ];
}

/** The checks of each key read (`k`): reported at the member. */
export function keyCheckLines(checks: readonly Check[], ctx: CodecContext, depth: number): string[] {
  return checkLines(checks, { value: 'k', key: 'k' }, ctx, (expected, found) => `${rejectAt('d.tok')(expected, found)}.in(k)`, depth);
}

function mapDecode(id: number, type: MapType, elem: string, ctx: CodecContext): string[] {
  const start = createLocal('start');
  const [keyChecks, valueChecks] = splitKeyChecks(mapChecks(type, ctx.classes));
  const checks = checkLines(valueChecks, { value: 'm', count: 'len(m)' }, ctx, rejectAt(start));
  return [
    `func decode${id}(d *decoder, p *map[string]${elem}) *DecodeError {`,
    '\tif err := d.beginObject(); err != nil {',
    '\t\treturn err',
    '\t}',
    ...start.declare('\tstart := d.pos - 1'),
    `\tm := make(map[string]${elem})`,
    '\tfor first := true; ; first = false {',
    ...nextKeyLines(),
    '\t\tk := d.str(key)',
    '\t\tif _, dup := m[k]; dup {',
    '\t\t\treturn d.errAt(d.tok, "unique keys", "a repeated key").in(k)',
    '\t\t}',
    ...keyCheckLines(keyChecks, ctx, 2),
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
