import type { ArrayType, IrType, MapType, NullableType, TupleType } from '../../ir/types.js';
import { decodeOf, placeOf, sizeOf, writeOf, type CodecContext } from './codec.js';
import { patternVariable } from './patterns.js';
import { goType } from './types.js';

export function indent(lines: readonly string[], depth = 1): string[] {
  const tabs = '\t'.repeat(depth);
  return lines.map((l) => `${tabs}${l}`);
}

/** `if cond { return d.errAt(...) }` for a container constraint (pointer: the container). */
function limit(cond: string, offset: string, expected: string, found: string): string[] {
  return [`\tif ${cond} {`, `\t\treturn d.errAt(${offset}, "${expected}", ${found})`, '\t}'];
}

function countFound(what: string): string {
  return `strconv.Itoa(${what})`;
}

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

function uniqueCheck(type: ArrayType, elem: string, ctx: CodecContext): string[] {
  if (!type.uniqueItems) return [];
  if (comparable(type.items, ctx)) {
    return [
      `\tseen := make(map[${elem}]struct{}, len(s))`,
      '\tfor i := range s {',
      '\t\tif _, dup := seen[s[i]]; dup {',
      '\t\t\treturn d.errAt(start, "unique items", "item "+strconv.Itoa(i)+" repeats an earlier one")',
      '\t\t}',
      '\t\tseen[s[i]] = struct{}{}',
      '\t}',
    ];
  }
  return [
    '\tseen := make(map[string]struct{}, len(s))',
    '\tfor i := range s {',
    '\t\tvar dst []byte',
    ...indent(writeOf(type.items, placeOf('s[i]'), ctx, false), 2),
    '\t\tif _, dup := seen[string(dst)]; dup {',
    '\t\t\treturn d.errAt(start, "unique items", "item "+strconv.Itoa(i)+" repeats an earlier one")',
    '\t\t}',
    '\t\tseen[string(dst)] = struct{}{}',
    '\t}',
  ];
}

export function arrayHelper(type: ArrayType, ctx: CodecContext): number {
  const elem = goType(type.items, ctx, false);
  return ctx.helpers.use(`array:${elem}:${JSON.stringify(type)}`, (id) => {
    const item = placeOf('s[i]');
    const { minItems, maxItems } = type;
    return [
      `// ${'[]'}${elem}`,
      `func size${id}(e *encoder, p *[]${elem}) int {`,
      '\ts := *p',
      '\tn := 2',
      '\tif len(s) > 1 {',
      '\t\tn += len(s) - 1',
      '\t}',
      '\tfor i := range s {',
      `\t\tn += ${sizeOf(type.items, item, ctx, false)}`,
      '\t}',
      '\treturn n',
      '}',
      '',
      `func write${id}(dst []byte, p *[]${elem}) []byte {`,
      '\ts := *p',
      "\tdst = append(dst, '[')",
      '\tfor i := range s {',
      '\t\tif i > 0 {',
      "\t\t\tdst = append(dst, ',')",
      '\t\t}',
      ...indent(writeOf(type.items, item, ctx, false), 2),
      '\t}',
      "\treturn append(dst, ']')",
      '}',
      '',
      `func decode${id}(d *decoder, p *[]${elem}) *DecodeError {`,
      '\tif err := d.beginArray(); err != nil {',
      '\t\treturn err',
      '\t}',
      '\tstart := d.pos - 1',
      `\tvar zero ${elem}`,
      `\tvar s []${elem}`,
      '\tfor i := 0; ; i++ {',
      '\t\tmore, err := d.nextElem(i == 0)',
      '\t\tif err != nil {',
      '\t\t\treturn err.at(i)',
      '\t\t}',
      '\t\tif !more {',
      '\t\t\tbreak',
      '\t\t}',
      '\t\ts = append(s, zero)',
      ...indent(decodeOf(type.items, item, ctx, '.at(i)', false), 2),
      '\t}',
      ...(minItems !== undefined && minItems > 0 ? limit(`len(s) < ${minItems}`, 'start', `at least ${minItems} items`, countFound('len(s)')) : []),
      ...(maxItems !== undefined ? limit(`len(s) > ${maxItems}`, 'start', `at most ${maxItems} items`, countFound('len(s)')) : []),
      ...uniqueCheck(type, elem, ctx),
      '\t*p = s',
      '\treturn nil',
      '}',
    ];
  });
}

export function mapHelper(type: MapType, ctx: CodecContext): number {
  const elem = goType(type.values, ctx, false);
  const keyPattern = type.keyPattern === undefined ? null : patternVariable(type.keyPattern, ctx);
  return ctx.helpers.use(`map:${elem}:${JSON.stringify(type)}`, (id) => {
    const value = placeOf('x');
    const { minProperties, maxProperties } = type;
    return [
      `// map[string]${elem}`,
      `func size${id}(e *encoder, p *map[string]${elem}) int {`,
      '\tm := *p',
      '\tn := 2',
      '\tif len(m) > 1 {',
      '\t\tn += len(m) - 1',
      '\t}',
      '\tfor k, x := range m {',
      `\t\tn += sizeString(e, k) + 1 + ${sizeOf(type.values, value, ctx, false)}`,
      '\t}',
      '\treturn n',
      '}',
      '',
      `func write${id}(dst []byte, p *map[string]${elem}) []byte {`,
      '\tm := *p',
      "\tdst = append(dst, '{')",
      '\tfor i, k := range sortedKeys(m) {',
      '\t\tif i > 0 {',
      "\t\t\tdst = append(dst, ',')",
      '\t\t}',
      '\t\tdst = appendString(dst, k)',
      "\t\tdst = append(dst, ':')",
      '\t\tx := m[k]',
      ...indent(writeOf(type.values, value, ctx, false), 2),
      '\t}',
      "\treturn append(dst, '}')",
      '}',
      '',
      `func decode${id}(d *decoder, p *map[string]${elem}) *DecodeError {`,
      '\tif err := d.beginObject(); err != nil {',
      '\t\treturn err',
      '\t}',
      '\tstart := d.pos - 1',
      `\tm := make(map[string]${elem})`,
      '\tfor first := true; ; first = false {',
      '\t\tkey, more, err := d.nextKey(first)',
      '\t\tif err != nil {',
      '\t\t\treturn err',
      '\t\t}',
      '\t\tif !more {',
      '\t\t\tbreak',
      '\t\t}',
      '\t\tk := string(key)',
      '\t\tif _, dup := m[k]; dup {',
      '\t\t\treturn d.errAt(d.tok, "unique keys", "a repeated key").in(k)',
      '\t\t}',
      ...(keyPattern === null
        ? []
        : ['\t\tif !' + keyPattern + '.MatchString(k) {', `\t\t\treturn d.errAt(d.tok, "key matching the pattern", "key "+strconv.Quote(k)).in(k)`, '\t\t}']),
      `\t\tvar x ${elem}`,
      ...indent(decodeOf(type.values, value, ctx, '.in(k)', false), 2),
      '\t\tm[k] = x',
      '\t}',
      ...(minProperties !== undefined && minProperties > 0
        ? limit(`len(m) < ${minProperties}`, 'start', `at least ${minProperties} properties`, countFound('len(m)'))
        : []),
      ...(maxProperties !== undefined ? limit(`len(m) > ${maxProperties}`, 'start', `at most ${maxProperties} properties`, countFound('len(m)')) : []),
      '\t*p = m',
      '\treturn nil',
      '}',
    ];
  });
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
      `func write${id}(dst []byte, p *Null[${inner}]) []byte {`,
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
      '\tfor i := range p {',
      `\t\tn += ${sizeOf(itemType, itemPlace, ctx, byValue)}`,
      '\t}',
      '\treturn n',
      '}',
      '',
      `func write${id}(dst []byte, p *[${n}]${elem}) []byte {`,
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
      '\tfor i := 0; ; i++ {',
      '\t\tmore, err := d.nextElem(i == 0)',
      '\t\tif err != nil {',
      '\t\t\treturn err.at(i)',
      '\t\t}',
      '\t\tif !more {',
      `\t\t\tif i < ${n} {`,
      `\t\t\t\treturn d.errAt(start, "${n} items", strconv.Itoa(i)+" items")`,
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
