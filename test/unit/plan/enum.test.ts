import { describe, expect, it } from 'vitest';
import type { EnumDecl, ScalarLiteral } from '../../../generator/ir/types.js';
import { enumPlan, enumProblems } from '../../../generator/plan/enum.js';

const num = (text: string): ScalarLiteral => ({ kind: 'number', text });
const decl = (values: ScalarLiteral[], names: (string | undefined)[] = [], open = false): EnumDecl => ({
  kind: 'enum',
  id: 'e.json#',
  origin: { file: 'e.json', pointer: '' },
  nameHint: ['E'],
  members: values.map((value, i) => ({ value, ...(names[i] === undefined ? {} : { name: names[i] as string }) })),
  open,
});

describe('enum plan', () => {
  it('integral members within int64 are an int64 enum; a fraction or a larger integer makes a double enum', () => {
    expect(enumPlan(decl([num('1'), num('-2'), num('9223372036854775807')])).repr).toBe('int64');
    expect(enumPlan(decl([num('1'), num('0.5')])).repr).toBe('double');
    expect(enumPlan(decl([num('1'), num('9223372036854775808')])).repr).toBe('double');
    expect(enumPlan(decl([{ kind: 'boolean', value: true }])).repr).toBe('boolean');
    expect(enumPlan(decl([{ kind: 'string', value: 'a' }])).repr).toBe('string');
  });

  it('members carry their canonical JSON text: integers plain, doubles as ECMAScript prints them, strings escaped', () => {
    expect(enumPlan(decl([num('100'), num('-1')])).members.map((m) => m.json)).toEqual(['100', '-1']);
    expect(enumPlan(decl([num('1000000000000000000000'), num('0.0000001'), num('1.5'), num('1')])).members.map((m) => m.json)).toEqual(['1e+21', '1e-7', '1.5', '1']);
    expect(enumPlan(decl([{ kind: 'string', value: 'a"\n' }])).members.map((m) => m.json)).toEqual(['"a\\"\\n"']);
  });

  it('a member is named by its given name, else by a word derived from its value', () => {
    const words = (p: ReturnType<typeof enumPlan>): string[] => p.members.map((m) => m.nameWord);
    expect(words(enumPlan(decl([num('1'), num('-2'), num('1.5'), num('-0.25')])))).toEqual(['V1', 'Neg2', 'V1Dot5', 'Neg0Dot25']);
    expect(words(enumPlan(decl([{ kind: 'boolean', value: true }, { kind: 'boolean', value: false }])))).toEqual(['True', 'False']);
    expect(words(enumPlan(decl([num('1'), num('2')], ['Low', undefined])))).toEqual(['Low', 'V2']);
  });

  it('the expected text lists the members, or the kind of an open enum', () => {
    expect(enumPlan(decl([num('1'), num('2')])).expected).toBe('one of 1, 2');
    expect(enumPlan(decl([num('1'), num('2')], [], true)).expected).toBe('an integer');
  });

  it('refuses members of several kinds and numbers that are one double', () => {
    expect(enumProblems(enumPlan(decl([num('1'), { kind: 'string', value: '1' }]))).map((d) => d.code)).toEqual(['E_ENUM_MEMBERS']);
    expect(enumProblems(enumPlan(decl([num('0.1'), num('0.10000000000000000001')]))).map((d) => d.code)).toEqual(['E_ENUM_MEMBERS']);
    expect(enumProblems(enumPlan(decl([num('0.1'), num('0.2')])))).toEqual([]);
  });
});
