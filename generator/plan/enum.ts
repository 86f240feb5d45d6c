/**
 * The plan of an enum, decided once for every target: its representation (string, int64,
 * double or boolean), each member's canonical JSON text (what every encoder writes), the word a
 * member's identifier is made from (its given name, else one derived from its value), and whether
 * it is open (an unknown value of the members' kind is kept and written back unchanged).
 */
import { error, type Diagnostic } from '../diagnostics.js';
import { literalJson } from '../ir/literal.js';
import { assertNever, type EnumDecl, type ScalarLiteral } from '../ir/types.js';
import { jsonString } from '../wire/json-text.js';
import { decimal, toBigInt, toDouble } from './decimal.js';

/** `int64` when every member is an integer that fits in a signed 64-bit integer, else `double` for numbers. */
export type EnumRepr = 'string' | 'int64' | 'double' | 'boolean';

export interface EnumMemberPlan {
  readonly index: number;
  readonly value: ScalarLiteral;
  /** The canonical JSON text of the member (wire rules: integers plain, doubles as ECMAScript prints them). */
  readonly json: string;
  /** The word the member's identifier is made from: its given name, else derived from its value. */
  readonly nameWord: string;
  readonly doc?: string;
}

export interface EnumPlan {
  readonly decl: EnumDecl;
  readonly repr: EnumRepr;
  readonly members: readonly EnumMemberPlan[];
  readonly open: boolean;
  /** The decode error's expectation: `one of <member>, …` (any value of the kind when open). */
  readonly expected: string;
}

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

function fitsInt64(text: string): boolean {
  const n = toBigInt(decimal(text));
  return n !== undefined && n >= INT64_MIN && n <= INT64_MAX;
}

export function enumRepr(decl: EnumDecl): EnumRepr {
  const kinds = new Set(decl.members.map((m) => m.value.kind));
  if (kinds.has('number')) return decl.members.every((m) => m.value.kind === 'number' && fitsInt64(m.value.text)) ? 'int64' : 'double';
  return kinds.has('boolean') ? 'boolean' : 'string';
}

/** The canonical JSON text of a member in the enum's representation. */
function memberJson(value: ScalarLiteral, repr: EnumRepr): string {
  switch (value.kind) {
    case 'string':
      return jsonString(value.value);
    case 'boolean':
      return literalJson(value);
    case 'number':
      return repr === 'int64' ? String(toBigInt(decimal(value.text))) : String(toDouble(decimal(value.text)));
    default:
      return assertNever(value);
  }
}

/** A deterministic identifier word for a value: the string itself; `V1`, `Neg2`, `V1Dot5`, `V1e21` for numbers; `True`, `False`. */
export function valueWord(value: ScalarLiteral): string {
  switch (value.kind) {
    case 'string':
      return value.value;
    case 'boolean':
      return value.value ? 'True' : 'False';
    case 'number': {
      const body = value.text.replace(/^-/, '').replace('.', 'Dot').replace('e+', 'e').replace('e-', 'eNeg');
      return `${value.text.startsWith('-') ? 'Neg' : 'V'}${body}`;
    }
    default:
      return assertNever(value);
  }
}

export function enumPlan(decl: EnumDecl): EnumPlan {
  const repr = enumRepr(decl);
  const members = decl.members.map(
    (m, index): EnumMemberPlan => ({
      index,
      value: m.value,
      json: memberJson(m.value, repr),
      nameWord: m.name ?? valueWord(m.value),
      ...(m.doc === undefined ? {} : { doc: m.doc }),
    }),
  );
  const kind = repr === 'string' ? 'string' : repr === 'boolean' ? 'boolean' : repr === 'int64' ? 'integer' : 'number';
  const expected = decl.open ? `a ${kind}` : `one of ${members.map((m) => m.json).join(', ')}`;
  return { decl, repr, members, open: decl.open, expected };
}

/** Members of one kind whose canonical texts are distinct (two numbers may round to one double). */
export function enumProblems(plan: EnumPlan): Diagnostic[] {
  const { decl } = plan;
  const kinds = new Set(decl.members.map((m) => m.value.kind));
  const out: Diagnostic[] = [];
  if (decl.members.length === 0 || kinds.size > 1) out.push(error('E_ENUM_MEMBERS', 'an enum needs members, all of one kind (string, number or boolean)', decl.origin.file, decl.origin.pointer));
  const texts = plan.members.map((m) => m.json);
  if (new Set(texts).size !== texts.length) out.push(error('E_ENUM_MEMBERS', `enum members are not distinct in their representation: ${texts.join(', ')}`, decl.origin.file, decl.origin.pointer));
  return out;
}
