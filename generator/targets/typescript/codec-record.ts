/**
 * A record's codec: members read into locals by key (absent stays `undefined`, `null` is a value
 * of its own), then one object literal; written in declaration order, absent members omitted,
 * kept unknown or extra entries after them sorted by key.
 */
import { bind, listLines, param, refersTo, signatureLines } from './layout.js';
import { assertNever, type IrType, type RecordDecl } from '../../ir/types.js';
import { droppingKeyPattern, mapChecks, type Check } from '../../plan/checks.js';
import type { MemberPlan } from '../../plan/record.js';
import { recordPlan } from '../../plan/record.js';
import { valueTypeOf } from '../../plan/presence.js';
import { jsonString } from '../../wire/json-text.js';
import { checkLines, keyCheckLines } from './checks.js';
import { constText, plus, readOf, sizeOf, writeOf, type CodecContext } from './codec.js';
import { tsMember, tsPropertyName, tsString } from './literals.js';
import { tsType } from './types.js';

export interface RecordNames {
  readonly type: string;
  readonly extra: string | null;
  readonly fns: { readonly read: string; readonly size: string; readonly write: string };
}

/** The type of the values a record's extra member holds, when it has one. */
function extraValues(decl: RecordDecl, names: RecordNames): IrType | null {
  if (names.extra === null) return null;
  return decl.unknownKeys.kind === 'map' ? decl.unknownKeys.values : { kind: 'any' };
}

/** The property lines of the record's interface. */
export function recordFields(decl: RecordDecl, names: RecordNames, ctx: CodecContext): { name: string; type: string; optional: boolean; doc: string | undefined }[] {
  const plan = recordPlan(decl);
  const fields = plan.members.map((m) => {
    const t = valueTypeOf(m.presence);
    const type = m.presence.kind === 'optionalNullable' ? `${tsType(t, ctx)} | null` : tsType(t, ctx);
    return { name: tsPropertyName(m.field.jsonName), type, optional: m.presence.kind !== 'required', doc: m.field.doc };
  });
  const extra = extraValues(decl, names);
  if (extra !== null && names.extra !== null) fields.push({ name: tsPropertyName(names.extra), type: `Record<string, ${tsType(extra, ctx)}>`, optional: true, doc: 'Members not declared by the schema, by key.' });
  return fields;
}

function local(m: MemberPlan): string {
  return `f${m.index}`;
}

function memberRead(m: MemberPlan, ctx: CodecContext): string {
  switch (m.presence.kind) {
    case 'required':
    case 'optional':
      return readOf(m.presence.type, ctx);
    case 'optionalNullable':
      return readOf({ kind: 'nullable', inner: m.presence.inner }, ctx);
    default:
      return assertNever(m.presence);
  }
}

/** The key checks of a record's extra members (none unless they are a map). */
function extraKeyChecks(decl: RecordDecl, ctx: CodecContext): Check[] {
  const u = decl.unknownKeys;
  return u.kind === 'map' ? mapChecks({ ...u, kind: 'map' }, ctx.classes).filter((c) => c.kind === 'keyPattern') : [];
}

function unknownMember(decl: RecordDecl, names: RecordNames, ctx: CodecContext): string[] {
  const u = decl.unknownKeys;
  const dup = "$rt.inKey(new $rt.DecodeError(d.tok, 'unique keys', 'a repeated key'), k);";
  const extra = extraValues(decl, names);
  if (extra !== null) {
    const keyChecks = extraKeyChecks(decl, ctx);
    return [
      '        const k = d.key();',
      `        if (x !== undefined && Object.hasOwn(x, k)) ${dup}`,
      '        try {',
      ...keyCheckLines(keyChecks, { value: 'k', key: 'k', at: 'd.tok' }, ctx.helpers, '          ', [
        'unknown ??= new Set<string>();',
        "if (unknown.has(k)) throw new $rt.DecodeError(d.tok, 'unique keys', 'a repeated key');",
        'unknown.add(k);',
        'd.skipValue();',
        'n++;',
        'break;',
      ]),
      `          x ??= Object.create(null) as Record<string, ${tsType(extra, ctx)}>;`,
      `          x[k] = ${readOf(extra, ctx)};`,
      '        } catch (e) {',
      '          $rt.inKey(e, k);',
      '        }',
      '        n++;',
      '        break;',
    ];
  }
  switch (u.kind) {
    case 'reject':
      return ['        const k = d.key();', "        $rt.inKey(new $rt.DecodeError(d.tok, 'a declared member', 'unknown member ' + JSON.stringify(k)), k);"];
    case 'skip':
    case 'map':
      return [
        '        const k = d.key();',
        '        unknown ??= new Set<string>();',
        `        if (unknown.has(k)) ${dup}`,
        '        unknown.add(k);',
        '        try {',
        '          d.skipValue();',
        '        } catch (e) {',
        '          $rt.inKey(e, k);',
        '        }',
        '        n++;',
        '        break;',
      ];
    default:
      return assertNever(u);
  }
}

/** The reader of a record. */
export function recordReader(decl: RecordDecl, names: RecordNames, ctx: CodecContext): string[] {
  const plan = recordPlan(decl);
  const keys = ctx.helpers.use(`keys:${decl.id}`, 'k', (name) =>
    listLines('', `const ${name} = $rt.keyTable(`, plan.members.map((m) => tsString(m.field.jsonName)), ');', '[', ']'),
  );
  const extra = extraValues(decl, names);
  const locals = plan.members.map((m) => {
    const t = valueTypeOf(m.presence);
    const type = m.presence.kind === 'optionalNullable' ? `${tsType(t, ctx)} | null` : tsType(t, ctx);
    return `  let ${local(m)}: ${type} | undefined;`;
  });
  /** Reads member `m` into its local, its errors under its key; then counts it. */
  const readMember = (m: MemberPlan, pad: string): string[] => [
    `${pad}try {`,
    `${pad}  ${local(m)} = ${memberRead(m, ctx)};`,
    `${pad}} catch (e) {`,
    `${pad}  $rt.inKey(e, ${tsString(m.field.jsonName)});`,
    `${pad}}`,
    `${pad}n++;`,
  ];
  const cases = plan.members.flatMap((m) => [
    `      case ${m.index}:`,
    `        if (${local(m)} !== undefined) $rt.inKey(new $rt.DecodeError(d.tok, 'unique keys', 'a repeated key'), ${tsString(m.field.jsonName)});`,
    ...readMember(m, '        '),
    '        break;',
  ]);
  // Members tried where they stand, in declaration order, before keys are read in general.
  const inOrder = plan.members
    .filter((m) => m.inOrder !== undefined)
    .flatMap((m) => {
      const key = ctx.helpers.use(`member:${m.field.jsonName}`, 'm', (n) => [`const ${n} = $rt.memberKey(${tsString(m.field.jsonName)});`]);
      return [`  if (d.atKey(first, ${key})) {`, ...readMember(m, '    '), '    first = false;', '  }'];
    });
  const missing = plan.required.map((m) => `  if (${local(m)} === undefined) d.missing(${tsString(`member ${jsonString(m.field.jsonName)}`)});`);
  const required = plan.members.filter((m) => m.presence.kind === 'required');
  const optional = plan.members.filter((m) => m.presence.kind !== 'required');
  const entries = required.map((m) => `${tsPropertyName(m.field.jsonName, true)}: ${local(m)}`);
  const setOptional = optional.map((m) =>
    m.field.jsonName === '__proto__'
      ? `  if (${local(m)} !== undefined) Object.defineProperty(o, '__proto__', { value: ${local(m)}, enumerable: true, writable: true, configurable: true });`
      : `  if (${local(m)} !== undefined) ${tsMember('o', m.field.jsonName)} = ${local(m)};`,
  );
  const setExtra = extra !== null && names.extra !== null ? [`  if (x !== undefined) ${tsMember('o', names.extra)} = x;`] : [];
  const mutable = optional.length > 0 || setExtra.length > 0;
  const lines = [
    ...signatureLines(`function ${names.fns.read}`, [`d: $rt.Decoder`], `${names.type}`),
    '  d.beginObject();',
    ...(plan.checks.length > 0 ? ['  const at = d.pos - 1;'] : []),
    ...locals,
    ...(extra !== null ? [`  let x: Record<string, ${tsType(extra, ctx)}> | undefined;`] : []),
    ...((decl.unknownKeys.kind !== 'reject' && extra === null) || droppingKeyPattern(extraKeyChecks(decl, ctx)) !== undefined ? ['  let unknown: Set<string> | undefined;'] : []),
    '  let n = 0;',
    ...(inOrder.length > 0 ? ['  let first = true;', ...inOrder, '  for (; ; first = false) {'] : ['  for (let first = true; ; first = false) {']),
    `    const i = d.nextKeyIndex(first, ${keys});`,
    '    if (i === $rt.KEY_END) break;',
    '    switch (i) {',
    ...cases,
    '      default: {',
    ...unknownMember(decl, names, ctx),
    '      }',
    '    }',
    '  }',
    ...missing,
    ...checkLines(plan.checks, { value: 'n', count: 'n', at: 'at' }, ctx.helpers),
    ...(mutable
      ? listLines('  ', 'const o = ', entries, ` as unknown as { -readonly [K in keyof ${names.type}]: ${names.type}[K] };`, '{ ', ' }')
      : listLines('  ', `const o: ${names.type} = `, entries, ';', '{ ', ' }')),
    ...setOptional,
    ...setExtra,
    '  return o;',
    '}',
  ];
  // The member count is read only by the record's own checks.
  return plan.checks.length > 0 ? lines : lines.filter((l) => l.trim() !== 'n++;' && l !== '  let n = 0;');
}

/** Whether the optional member `key` of `v` is present: defined, and its own property where objects inherit a property of that name. */
function presentTest(v: string, key: string): string {
  const get = tsMember(v, key);
  return key in Object.prototype ? `Object.hasOwn(${v}, ${tsString(key)}) && ${get} !== undefined` : `${get} !== undefined`;
}

/** The sizer of a record: constant key text plus each member present. */
export function recordSizer(decl: RecordDecl, names: RecordNames, ctx: CodecContext): string[] {
  const plan = recordPlan(decl);
  const keyLen = (k: string): number => constText(`${jsonString(k)}:`, ctx).size;
  const required = plan.members.filter((m) => m.presence.kind === 'required');
  const base = 2 + required.reduce((s, m) => s + keyLen(m.field.jsonName), 0);
  const lines = [`  let n = ${base};`, `  let c = ${required.length};`];
  for (const m of plan.members) {
    const get = tsMember('v', m.field.jsonName);
    const t = valueTypeOf(m.presence);
    switch (m.presence.kind) {
      case 'required':
        lines.push(`  n += ${sizeOf(t, get, ctx)};`);
        break;
      case 'optional':
        lines.push(`  if (${presentTest('v', m.field.jsonName)}) {`, `    n += ${plus(String(keyLen(m.field.jsonName)), sizeOf(t, get, ctx))};`, '    c++;', '  }');
        break;
      case 'optionalNullable':
        lines.push(`  if (${presentTest('v', m.field.jsonName)}) {`, `    n += ${plus(String(keyLen(m.field.jsonName)), sizeOf({ kind: 'nullable', inner: t }, get, ctx))};`, '    c++;', '  }');
        break;
      default:
        assertNever(m.presence);
    }
  }
  const extra = extraValues(decl, names);
  if (extra !== null && names.extra !== null) {
    const x = tsMember('v', names.extra);
    lines.push(`  if (${x} !== undefined) {`, `    for (const k of $rt.sortedKeys(${x})) {`, ...bind('      ', 'y', `${x}[k] as ${tsType(extra, ctx)}`, [`      n += ${plus('$rt.sizeString(k) + 1', sizeOf(extra, 'y', ctx))};`]), '      c++;', '    }', '  }');
  }
  const body = [...lines, '  return c > 1 ? n + c - 1 : n;'];
  return [...signatureLines(`function ${names.fns.size}`, [param('v', names.type, body), param('e', '$rt.Encoder', body)], `number`), ...body, '}'];
}

/** The writer of a record. */
export function recordWriter(decl: RecordDecl, names: RecordNames, ctx: CodecContext): string[] {
  const plan = recordPlan(decl);
  const lines = ['  e.writeByte(0x7b);', '  let c = 0;'];
  for (const m of plan.members) {
    const get = tsMember('v', m.field.jsonName);
    const t = valueTypeOf(m.presence);
    const k = constText(`${jsonString(m.field.jsonName)}:`, ctx).name;
    const body = ['    if (c++ > 0) e.writeByte(0x2c);', `    e.writeBytes(${k});`, `    ${writeOf(m.presence.kind === 'optionalNullable' ? { kind: 'nullable', inner: t } : t, get, ctx)}`];
    if (m.presence.kind === 'required') lines.push('  {', ...body, '  }');
    else lines.push(`  if (${presentTest('v', m.field.jsonName)}) {`, ...body, '  }');
  }
  const extra = extraValues(decl, names);
  if (extra !== null && names.extra !== null) {
    const x = tsMember('v', names.extra);
    lines.push(
      `  if (${x} !== undefined) {`,
      `    for (const k of $rt.sortedKeys(${x})) {`,
      '      if (c++ > 0) e.writeByte(0x2c);',
      '      e.writeString(k);',
      '      e.writeByte(0x3a);',
      ...bind('      ', 'y', `${x}[k] as ${tsType(extra, ctx)}`, [`      ${writeOf(extra, 'y', ctx)}`]),
      '    }',
      '  }',
    );
  }
  const body = [...lines, '  e.writeByte(0x7d);'];
  const used = refersTo(body.slice(2), 'c') ? body : body.filter((l) => l !== '  let c = 0;');
  return [...signatureLines(`function ${names.fns.write}`, [param('v', names.type, used), 'e: $rt.Encoder'], `void`), ...used, '}'];
}
