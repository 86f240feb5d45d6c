/**
 * Plan type → the three pieces of a codec (exhaustive switches): an expression reading a value
 * from the decoder `d`, an expression of its exact encoded size in bytes, and a statement writing
 * it to the encoder `e`. Composite types get module-level helpers (`helpers.ts`), one per type.
 */
import { bind, listLines, param, refersTo, signatureLines } from './layout.js';
import { assertNever, type DeclId, type IrType } from '../../ir/types.js';
import { anyChecks, arrayChecks, droppingKeyPattern, floatChecks, intChecks, mapChecks, stringChecks, tupleChecks, type Check } from '../../plan/checks.js';
import type { ClassCache } from '../../plan/regex/index.js';
import { utf8Bytes } from '../../wire/json-text.js';
import { checkLines, keyCheckLines } from './checks.js';
import type { HelperSet } from './helpers.js';
import { tsString } from './literals.js';
import { intRepr, literalJson, literalTs, needsParens, tsType, type TypeContext } from './types.js';

export interface CodecContext extends TypeContext {
  readonly helpers: HelperSet;
  readonly classes: ClassCache;
  /** The reader, sizer and writer function names of a declaration. */
  readonly declFns: (id: DeclId) => { readonly read: string; readonly size: string; readonly write: string };
}

/** A constant text as a module constant (`$t1 = new $rt.ConstText('…')`) and its length in UTF-8 bytes. */
export function constText(text: string, ctx: CodecContext): { name: string; size: number } {
  const name = ctx.helpers.use(text, 't', (n) => [`const ${n} = new $rt.ConstText(${tsString(text)});`]);
  return { name, size: utf8Bytes(text).length };
}

function key(t: IrType): string {
  return JSON.stringify(t, (_k, v: unknown) => (typeof v === 'bigint' ? `${v}n` : v));
}

/** A reader helper: reads with `read` into `v`, runs `checks`, returns `v`. */
function checkedReader(t: IrType, tsT: string, read: string, checks: readonly Check[], repr: 'number' | 'bigint' | undefined, ctx: CodecContext): string {
  return ctx.helpers.use(key(t), 'r', (name) => [
    ...signatureLines(`function ${name}`, [`d: $rt.Decoder`], `${tsT}`),
    '  d.peek();',
    '  const at = d.pos;',
    `  const v = ${read};`,
    ...checkLines(checks, repr === undefined ? { value: 'v', at: 'at' } : { value: 'v', at: 'at', repr }, ctx.helpers),
    '  return v;',
    '}',
  ]);
}

function intReader(t: IrType & { kind: 'int' }): string {
  if (t.repr === 'big') return 'd.decodeBig()';
  return intRepr(t) === 'number' ? 'd.decodeInt53()' : 'd.decodeInt64()';
}

/** An expression reading a value of type `t`. */
export function readOf(t: IrType, ctx: CodecContext): string {
  switch (t.kind) {
    case 'bool':
      return 'd.decodeBool()';
    case 'int': {
      const checks = intChecks(t);
      return checks.length === 0 ? intReader(t) : `${checkedReader(t, intRepr(t), intReader(t), checks, intRepr(t), ctx)}(d)`;
    }
    case 'float': {
      const checks = floatChecks(t);
      return checks.length === 0 ? 'd.decodeFloat()' : `${checkedReader(t, 'number', 'd.decodeFloat()', checks, undefined, ctx)}(d)`;
    }
    case 'string': {
      const checks = stringChecks(t, ctx.classes);
      return checks.length === 0 ? 'd.decodeString()' : `${checkedReader(t, 'string', 'd.decodeString()', checks, undefined, ctx)}(d)`;
    }
    case 'any': {
      const checks = anyChecks(t);
      return checks.length === 0 ? 'd.decodeRaw()' : `${checkedReader(t, '$rt.RawJSON', 'd.decodeRaw()', checks, undefined, ctx)}(d)`;
    }
    case 'literal':
      return `${literalReader(t, ctx)}(d)`;
    case 'ref':
      return `${ctx.declFns(t.target).read}(d)`;
    case 'nullable':
      return `d.tryNull() ? null : ${readOf(t.inner, ctx)}`;
    case 'array':
      return `${arrayReader(t, ctx)}(d)`;
    case 'map':
      return `${mapReader(t, ctx)}(d)`;
    case 'tuple':
      return `${tupleReader(t, ctx)}(d)`;
    default:
      return assertNever(t);
  }
}

function literalReader(t: IrType & { kind: 'literal' }, ctx: CodecContext): string {
  return ctx.helpers.use(key(t), 'r', (name) => {
    const v = t.value;
    const expected = tsString(literalJson(t));
    const head = signatureLines(`function ${name}`, [`d: $rt.Decoder`], `${literalTs(t)}`);
    if (v === null) return [...head, '  return d.decodeNull();', '}'];
    const read = typeof v === 'string' ? 'd.decodeString()' : typeof v === 'boolean' ? 'd.decodeBool()' : 'd.decodeFloat()';
    return [...head, '  d.peek();', '  const at = d.pos;', `  if (${read} !== ${literalTs(t)}) d.failToken(at, ${expected});`, `  return ${literalTs(t)};`, '}'];
  });
}

function arrayReader(t: IrType & { kind: 'array' }, ctx: CodecContext): string {
  return ctx.helpers.use(key(t), 'r', (name) => {
    const item = tsType(t.items, ctx);
    const checks = arrayChecks(t);
    const unique = checks.some((c) => c.kind === 'uniqueItems')
      ? [`  if (!${uniqueHelper(t.items, ctx)}(a)) d.failAt(at, 'unique items', 'a repeated item');`]
      : [];
    return [
      ...signatureLines(`function ${name}`, [`d: $rt.Decoder`], `${tsType(t, ctx)}`),
      '  d.beginArray();',
      ...(checks.length > 0 ? ['  const at = d.pos - 1;'] : []),
      `  const a: ${needsParens(t.items) ? `(${item})` : item}[] = [];`,
      '  for (let i = 0; ; i++) {',
      '    try {',
      '      if (!d.nextElem(i === 0)) break;',
      `      a.push(${readOf(t.items, ctx)});`,
      '    } catch (e) {',
      '      $rt.atIndex(e, i);',
      '    }',
      '  }',
      ...checkLines(checks, { value: 'a', count: 'a.length', at: 'at' }, ctx.helpers),
      ...unique,
      '  return a;',
      '}',
    ];
  });
}

function mapReader(t: IrType & { kind: 'map' }, ctx: CodecContext): string {
  return ctx.helpers.use(key(t), 'r', (name) => {
    const checks = mapChecks(t, ctx.classes);
    const keyChecks = checks.filter((c) => c.kind === 'keyPattern');
    const counts = checks.filter((c) => c.kind !== 'keyPattern');
    return [
      ...signatureLines(`function ${name}`, [`d: $rt.Decoder`], `${tsType(t, ctx)}`),
      '  d.beginObject();',
      ...(counts.length > 0 ? ['  const at = d.pos - 1;'] : []),
      `  const m: Record<string, ${tsType(t.values, ctx)}> = Object.create(null);`,
      ...(counts.length > 0 ? ['  let n = 0;'] : []),
      ...(droppingKeyPattern(keyChecks) !== undefined ? ['  let skipped: Set<string> | undefined;'] : []),
      '  for (let first = true; ; first = false) {',
      '    const k = d.nextKey(first);',
      '    if (k === null) break;',
      "    if (Object.hasOwn(m, k)) $rt.inKey(new $rt.DecodeError(d.tok, 'unique keys', 'a repeated key'), k);",
      '    try {',
      ...keyCheckLines(keyChecks, { value: 'k', key: 'k', at: 'd.tok' }, ctx.helpers, '      ', [
        'skipped ??= new Set<string>();',
        "if (skipped.has(k)) throw new $rt.DecodeError(d.tok, 'unique keys', 'a repeated key');",
        'skipped.add(k);',
        'd.skipValue();',
        ...(counts.length > 0 ? ['n++;'] : []),
        'continue;',
      ]),
      `      m[k] = ${readOf(t.values, ctx)};`,
      '    } catch (e) {',
      '      $rt.inKey(e, k);',
      '    }',
      ...(counts.length > 0 ? ['    n++;'] : []),
      '  }',
      ...checkLines(counts, { value: 'm', count: 'n', at: 'at' }, ctx.helpers),
      '  return m;',
      '}',
    ];
  });
}

/**
 * The reader of a tuple of fixed length (every element required, none after them): the elements
 * read into locals, one after the other, then one array literal of exactly that length.
 */
function fixedTupleReader(t: IrType & { kind: 'tuple' }, ctx: CodecContext): string {
  return ctx.helpers.use(key(t), 'r', (name) => {
    const n = t.prefix.length;
    const locals = t.prefix.map((p, i) => `  let x${i}: ${tsType(p, ctx)} | undefined;`);
    const reads = t.prefix.flatMap((p, i) => [
      '  try {',
      `    more = d.nextElem(${i === 0 ? 'true' : 'false'});`,
      '  } catch (e) {',
      `    $rt.atIndex(e, ${i});`,
      '  }',
      `  if (!more) d.failAt(at, 'at least ${n} items', '${i} items');`,
      '  try {',
      `    x${i} = ${readOf(p, ctx)};`,
      '  } catch (e) {',
      `    $rt.atIndex(e, ${i});`,
      '  }',
    ]);
    const elems = t.prefix.map((p, i) => `x${i} as ${tsType(p, ctx)}`);
    return [
      ...signatureLines(`function ${name}`, ['d: $rt.Decoder'], tsType(t, ctx)),
      '  d.beginArray();',
      '  const at = d.pos - 1;',
      ...locals,
      '  let more = false;',
      ...reads,
      '  try {',
      `    more = d.nextElem(${n === 0 ? 'true' : 'false'});`,
      '  } catch (e) {',
      `    $rt.atIndex(e, ${n});`,
      '  }',
      `  if (more) d.failAt(at, 'at most ${n} items', 'more items');`,
      ...listLines('  ', 'return ', elems, ';', '[', ']'),
      '}',
    ];
  });
}

function tupleReader(t: IrType & { kind: 'tuple' }, ctx: CodecContext): string {
  if (t.rest === null && t.minItems === t.prefix.length && t.maxItems === undefined) return fixedTupleReader(t, ctx);
  return ctx.helpers.use(key(t), 'r', (name) => {
    const n = t.prefix.length;
    const elems = t.prefix.map((p, i) => `${i === 0 ? '' : 'else '}if (i === ${i}) a.push(${readOf(p, ctx)});`);
    const rest = t.rest === null ? [] : [`else a.push(${readOf(t.rest, ctx)});`];
    const tooMany = t.rest === null ? [`    if (i >= ${n}) d.failAt(at, 'at most ${n} items', 'more items');`] : [];
    const counts = tupleChecks(t);
    return [
      ...signatureLines(`function ${name}`, [`d: $rt.Decoder`], `${tsType(t, ctx)}`),
      '  d.beginArray();',
      ...(tooMany.length > 0 || counts.length > 0 ? ['  const at = d.pos - 1;'] : []),
      '  const a: unknown[] = [];',
      '  for (let i = 0; ; i++) {',
      '    try {',
      '      if (!d.nextElem(i === 0)) break;',
      '    } catch (e) {',
      '      $rt.atIndex(e, i);',
      '    }',
      ...tooMany,
      '    try {',
      ...[...elems, ...rest].map((l) => `      ${l}`),
      '    } catch (e) {',
      '      $rt.atIndex(e, i);',
      '    }',
      '  }',
      ...checkLines(counts, { value: 'a', count: 'a.length', at: 'at' }, ctx.helpers),
      `  return a as unknown as ${tsType(t, ctx)};`,
      '}',
    ];
  });
}

/** The name of a function `(v: T, e: Encoder) => number` giving the encoded size of a `t`. */
export function sizerOf(t: IrType, ctx: CodecContext): string {
  if (t.kind === 'ref') return ctx.declFns(t.target).size;
  return ctx.helpers.use(key(t), 's', (name) => {
    const body = sizeBody(t, 'v', ctx);
    return [...signatureLines(`function ${name}`, [param('v', tsType(t, ctx), body), param('e', '$rt.Encoder', body)], `number`), ...body, '}'];
  });
}

/** The name of a function `(v: T, e: Encoder) => void` writing a `t`. */
export function writerOf(t: IrType, ctx: CodecContext): string {
  if (t.kind === 'ref') return ctx.declFns(t.target).write;
  return ctx.helpers.use(key(t), 'w', (name) => {
    const body = writeBody(t, 'v', ctx);
    return [...signatureLines(`function ${name}`, [param('v', tsType(t, ctx), body), 'e: $rt.Writer'], `void`), ...body, '}'];
  });
}

function intSize(t: IrType & { kind: 'int' }, v: string): string {
  return intRepr(t) === 'number' ? `$rt.sizeInt(${v})` : `e.sizeBigInt(${v})`;
}

/** `a + b` where `b` may be a conditional expression. */
export function plus(a: string, b: string): string {
  return `${a} + ${b.includes(' ? ') ? `(${b})` : b}`;
}

/** An expression of the encoded size of `v`, a `t`. */
export function sizeOf(t: IrType, v: string, ctx: CodecContext): string {
  switch (t.kind) {
    case 'bool':
      return `${v} ? 4 : 5`;
    case 'int':
      return intSize(t, v);
    case 'float':
      return `e.sizeDouble(${v})`;
    case 'string':
      return `$rt.sizeString(${v})`;
    case 'any':
      return `e.sizeRaw(${v})`;
    case 'literal':
      return String(utf8Bytes(literalJson(t)).length);
    case 'nullable':
    case 'ref':
    case 'array':
    case 'map':
    case 'tuple':
      return `${sizerOf(t, ctx)}(${v}, e)`;
    default:
      return assertNever(t);
  }
}

/** A statement writing `v`, a `t`, to `e`. */
export function writeOf(t: IrType, v: string, ctx: CodecContext): string {
  switch (t.kind) {
    case 'bool':
      return `e.writeBool(${v});`;
    case 'int':
      return intRepr(t) === 'number' ? `e.writeInt(${v});` : `e.writeBigInt(${v});`;
    case 'float':
      return `e.writeDouble(${v});`;
    case 'string':
      return `e.writeString(${v});`;
    case 'any':
      return `e.writeRaw(${v});`;
    case 'literal':
      return `e.writeConst(${constText(literalJson(t), ctx).name});`;
    case 'nullable':
    case 'ref':
    case 'array':
    case 'map':
    case 'tuple':
      return `${writerOf(t, ctx)}(${v}, e);`;
    default:
      return assertNever(t);
  }
}

function sizeBody(t: IrType, v: string, ctx: CodecContext): string[] {
  switch (t.kind) {
    case 'nullable':
      return [`  return ${v} === null ? 4 : ${sizeOf(t.inner, v, ctx)};`];
    case 'array': {
      const item = sizeOf(t.items, 'x', ctx);
      const head = `  let n = ${v}.length === 0 ? 2 : ${v}.length + 1;`;
      if (!/\bx\b/.test(item)) return [`  return ${v}.length === 0 ? 2 : ${v}.length * ${item.includes(' ') ? `(${item} + 1)` : `${Number(item) + 1}`} + 1;`];
      return [head, `  for (const x of ${v}) n += ${item};`, '  return n;'];
    }
    case 'map':
      return [
        `  const keys = $rt.sortedKeys(${v});`,
        '  let n = keys.length === 0 ? 2 : keys.length + 1;',
        '  for (const k of keys) {',
        ...bind('    ', 'x', `${v}[k] as ${tsType(t.values, ctx)}`, [`    n += ${plus('$rt.sizeString(k) + 1', sizeOf(t.values, 'x', ctx))};`]),
        '  }',
        '  return n;',
      ];
    case 'tuple': {
      const lines = [`  const len: number = ${v}.length;`, '  let n = len === 0 ? 2 : len + 1;'];
      t.prefix.forEach((p, i) => {
        const x = `x${i}`;
        const body = bind('', x, `${v}[${i}] as ${tsType(p, ctx)}`, [`n += ${sizeOf(p, x, ctx)};`]);
        if (i < t.minItems) lines.push(...body.map((l) => `  ${l}`));
        else lines.push(`  if (len > ${i}) {`, ...body.map((l) => `    ${l}`), '  }');
      });
      // A tuple longer than its items (no rest) is refused by the writer, which both forms run.
      if (t.rest !== null) {
        lines.push(`  for (let i = ${t.prefix.length}; i < len; i++) {`, ...bind('    ', 'x', `${v}[i] as ${tsType(t.rest, ctx)}`, [`    n += ${sizeOf(t.rest, 'x', ctx)};`]), '  }');
      }
      return [...lines, '  return n;'];
    }
    default:
      return [`  return ${sizeOf(t, v, ctx)};`];
  }
}

function writeBody(t: IrType, v: string, ctx: CodecContext): string[] {
  switch (t.kind) {
    case 'nullable':
      return [`  if (${v} === null) e.writeNull();`, `  else ${writeOf(t.inner, v, ctx)}`];
    case 'array':
      if (t.items.kind === 'float') return [`  e.writeDoubles(${v});`];
      return [
        '  e.writeByte(0x5b);',
        `  for (let i = 0; i < ${v}.length; i++) {`,
        '    if (i > 0) e.writeByte(0x2c);',
        ...bind('    ', 'x', `${v}[i] as ${tsType(t.items, ctx)}`, [`    ${writeOf(t.items, 'x', ctx)}`]),
        '  }',
        '  e.writeByte(0x5d);',
      ];
    case 'map':
      return [
        `  const keys = $rt.sortedKeys(${v});`,
        '  e.writeByte(0x7b);',
        '  for (let i = 0; i < keys.length; i++) {',
        '    if (i > 0) e.writeByte(0x2c);',
        '    const k = keys[i] as string;',
        '    e.writeString(k);',
        '    e.writeByte(0x3a);',
        ...bind('    ', 'x', `${v}[k] as ${tsType(t.values, ctx)}`, [`    ${writeOf(t.values, 'x', ctx)}`]),
        '  }',
        '  e.writeByte(0x7d);',
      ];
    case 'tuple': {
      // Refused here, not in the sizer: the string form has no size pass.
      const tooLong = t.rest === null ? [`  if (${v}.length > ${t.prefix.length}) throw new $rt.EncodeError('a tuple of at most ${t.prefix.length} items');`] : [];
      if (t.prefix.every((p) => p.kind === 'float') && (t.rest === null || t.rest.kind === 'float')) return [...tooLong, `  e.writeDoubles(${v});`];
      const lines = ['  e.writeByte(0x5b);'];
      t.prefix.forEach((p, i) => {
        const x = `x${i}`;
        const write = [...(i > 0 ? ['e.writeByte(0x2c);'] : []), ...bind('', x, `${v}[${i}] as ${tsType(p, ctx)}`, [writeOf(p, x, ctx)])];
        if (i < t.minItems) lines.push(...write.map((w) => `  ${w}`));
        else lines.push(`  if (len > ${i}) {`, ...write.map((w) => `    ${w}`), '  }');
      });
      if (t.rest !== null) {
        lines.push(
          `  for (let i = ${t.prefix.length}; i < len; i++) {`,
          `    ${t.prefix.length === 0 ? 'if (i > 0) ' : ''}e.writeByte(0x2c);`,
          ...bind('    ', 'x', `${v}[i] as ${tsType(t.rest, ctx)}`, [`    ${writeOf(t.rest, 'x', ctx)}`]),
          '  }',
        );
      }
      return [...tooLong, ...(refersTo(lines, 'len') ? [`  const len: number = ${v}.length;`] : []), ...lines, '  e.writeByte(0x5d);'];
    }
    default:
      return [`  ${writeOf(t, v, ctx)}`];
  }
}

/** A helper telling whether no two items of an array are equal JSON values (their encodings' value keys differ). */
function uniqueHelper(item: IrType, ctx: CodecContext): string {
  return ctx.helpers.use(key(item), 'u', (name) => [
    `function ${name}(a: readonly ${needsParens(item) ? `(${tsType(item, ctx)})` : tsType(item, ctx)}[]): boolean {`,
    '  const seen = new Set<string>();',
    '  for (const x of a) {',
    '    const e = new $rt.Encoder();',
    `    e.begin(${sizeOf(item, 'x', ctx)});`,
    `    ${writeOf(item, 'x', ctx)}`,
    '    const k = $rt.valueKeyOf(e.bytes());',
    '    if (seen.has(k)) return false;',
    '    seen.add(k);',
    '  }',
    '  return true;',
    '}',
  ]);
}
