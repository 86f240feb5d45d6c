import type { MapType } from '../../ir/types.js';
import { checked, decodeOf, placeOf, sizeOf, writeOf, type CodecContext } from './codec.js';
import { droppingKeyPattern, mapChecks, type Check } from '../../plan/checks.js';
import { checkCode, checkLines, rejectAt, splitKeyChecks, type Reject } from './checks.js';
import { goString } from './literals.js';
import { patternNoMatch } from './patterns.js';
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

/**
 * The checks of each key read (`k`, its bytes in `key`): reported at the member. A key a
 * `skip` pattern does not match is dropped: `skipped` (a `keySet`) rejects it repeated, and
 * its value is checked to be JSON; the loop goes on to the next member.
 */
export function keyCheckLines(checks: readonly Check[], ctx: CodecContext, depth: number): string[] {
  const reject: Reject = (expected, found) => `${rejectAt('d.tok')(expected, found)}.in(k)`;
  const subject = { value: 'k', key: 'k' };
  const tabs = '\t'.repeat(depth);
  return checks.flatMap((check) => {
    if (check.kind !== 'keyPattern' || check.others === 'reject') return checkLines([check], subject, ctx, reject, depth);
    const code = checkCode(check, subject, ctx);
    if (code.kind !== 'test') return [];
    return [
      `${tabs}if ${code.failing} {`,
      `${tabs}\tif ${patternNoMatch()} {`,
      `${tabs}\t\tif !skipped.add(key) {`,
      `${tabs}\t\t\treturn d.errAt(d.tok, "unique keys", "a repeated key").in(k)`,
      `${tabs}\t\t}`,
      ...indent(checked('d.skipValue()', '.in(k)'), depth + 2),
      `${tabs}\t\tcontinue`,
      `${tabs}\t}`,
      `${tabs}\treturn ${reject(code.expected ?? goString(check.expected), code.found)}`,
      `${tabs}}`,
    ];
  });
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
    ...(droppingKeyPattern(keyChecks) !== undefined ? ['\tvar skipped keySet'] : []),
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
