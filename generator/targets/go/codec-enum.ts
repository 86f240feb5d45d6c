/**
 * Enums: a named Go type over the plan's representation (`string`, `int64`, `float64`, `bool`)
 * with a constant per member. Members encode as the plan's canonical text; decoding reads a value
 * of the kind and checks membership. An open enum's type holds any value of its kind: an unknown
 * value decodes as it is and encodes through the runtime's writer of that kind.
 */
import { assertNever } from '../../ir/types.js';
import type { EnumPlan, EnumRepr } from '../../plan/enum.js';
import type { Bodies } from './codec-decls.js';
import { comment, goAppendArgs, goEncoded, goString } from './literals.js';
import { aligned, type EnumView } from './view-types.js';

interface KindCode {
  readonly goType: string;
  readonly size: string;
  readonly write: string;
  /** Reads a value into `x`, returning an error from the function. */
  readonly read: readonly string[];
  /** The value read, as the enum type (what the switch compares). */
  readonly subject: (typeName: string) => string;
  /** Where the value's token starts (for the membership error). */
  readonly start: string;
}

function kindCode(repr: EnumRepr): KindCode {
  const read = (decl: string, call: string): string[] => [`\t${decl}`, `\tif err := ${call}; err != nil {`, '\t\treturn err', '\t}'];
  switch (repr) {
    case 'string':
      return {
        goType: 'string',
        size: 'sizeString(e, string(*v))',
        write: 'writeString(e, dst, string(*v))',
        read: ['\tb, err := d.stringToken()', '\tif err != nil {', '\t\treturn err', '\t}'],
        subject: () => 'string(b)',
        start: 'd.tok',
      };
    case 'int64':
      return { goType: 'int64', size: 'sizeInt(int64(*v))', write: 'appendInt(dst, int64(*v))', read: read('var x int64', 'd.decodeInt64(&x)'), subject: (t) => `${t}(x)`, start: 'd.tok' };
    case 'double':
      return { goType: 'float64', size: 'sizeFloat(e, float64(*v))', write: 'appendFloat(dst, float64(*v))', read: read('var x float64', 'd.decodeFloat(&x)'), subject: (t) => `${t}(x)`, start: 'd.tok' };
    case 'boolean':
      return {
        goType: 'bool',
        size: 'sizeBool(bool(*v))',
        write: 'appendBool(dst, bool(*v))',
        read: ['\td.skipWS()', '\tstart := d.pos', ...read('var x bool', 'd.decodeBool(&x)')],
        subject: (t) => `${t}(x)`,
        start: 'start',
      };
    default:
      return assertNever(repr);
  }
}

/** The Go literal of a member's value (its canonical JSON text is one for numbers and booleans). */
function memberLiteral(plan: EnumPlan, i: number): string {
  const m = plan.members[i];
  if (m === undefined) return '""';
  return m.value.kind === 'string' ? goString(m.value.value) : m.json;
}

export function enumGoType(plan: EnumPlan): string {
  return kindCode(plan.repr).goType;
}

export function enumTypeView(plan: EnumPlan, name: string, constNames: readonly string[]): EnumView {
  const rows = plan.members.map((m, i) => ({ doc: comment(m.doc, '\t'), name: constNames[i] as string, rest: `${name} = ${memberLiteral(plan, i)}` }));
  return { doc: comment(plan.decl.doc, ''), name, goType: enumGoType(plan), consts: aligned(rows) };
}

/** Whether the write method takes the encoder (an open string enum writes any string). */
export function enumWritesStrings(plan: EnumPlan): boolean {
  return plan.open && plan.repr === 'string';
}

export function enumBodies(plan: EnumPlan, typeName: string, constNames: readonly string[]): Bodies {
  const code = kindCode(plan.repr);
  const members = plan.members.map((m, i) => ({ constName: constNames[i] as string, json: m.json, length: goEncoded(m.json).length }));
  const unknownSize = plan.open ? [`\treturn ${code.size}`] : [`\te.fail(${goString(`value outside the enum ${typeName}`)})`, '\treturn 0'];
  const unknownWrite = plan.open ? [`\treturn ${code.write}`] : ['\treturn dst'];
  const unknownRead = plan.open ? [`\t\t*v = ${plan.repr === 'string' ? `${typeName}(d.str(b))` : code.subject(typeName)}`] : [`\t\treturn d.errToken(${code.start}, ${goString(plan.expected)})`];
  const label = (i: number, constName: string): string => (plan.repr === 'string' ? memberLiteral(plan, i) : constName);
  return {
    size: ['\tswitch *v {', ...members.flatMap((m) => [`\tcase ${m.constName}:`, `\t\treturn ${m.length}`]), '\t}', ...unknownSize],
    write: ['\tswitch *v {', ...members.flatMap((m) => [`\tcase ${m.constName}:`, `\t\treturn append(dst, ${goAppendArgs(m.json)})`]), '\t}', ...unknownWrite],
    decode: [
      ...code.read,
      `\tswitch ${code.subject(typeName)} {`,
      ...members.flatMap((m, i) => [`\tcase ${label(i, m.constName)}:`, `\t\t*v = ${m.constName}`]),
      '\tdefault:',
      ...unknownRead,
      '\t}',
      '\treturn nil',
    ],
  };
}
