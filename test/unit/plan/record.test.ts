import { describe, expect, it } from 'vitest';
import type { Field, IrType, RecordDecl } from '../../../generator/ir/types.js';
import { presenceOf, valueTypeOf } from '../../../generator/plan/presence.js';
import { IN_ORDER_LIMIT, recordPlan } from '../../../generator/plan/record.js';

const origin = { file: 's.json', pointer: '' };
const str: IrType = { kind: 'string' };
const field = (jsonName: string, required: boolean, type: IrType = str): Field => ({ jsonName, type, required, origin });

describe('presence', () => {
  it('keeps absent, null and value apart', () => {
    expect(presenceOf(field('a', true))).toEqual({ kind: 'required', type: str });
    expect(presenceOf(field('a', true, { kind: 'nullable', inner: str }))).toEqual({ kind: 'required', type: { kind: 'nullable', inner: str } });
    expect(presenceOf(field('a', false))).toEqual({ kind: 'optional', type: str });
    expect(presenceOf(field('a', false, { kind: 'nullable', inner: str }))).toEqual({ kind: 'optionalNullable', inner: str });
  });
});

describe('record plan', () => {
  const decl = (fields: readonly Field[]): RecordDecl => ({ kind: 'record', id: 's.json#', origin, nameHint: ['R'], fields, unknownKeys: { kind: 'skip' }, minProperties: 1 });

  it('lists members in declaration order, the required ones, and the record checks', () => {
    const plan = recordPlan(decl([field('b', false), field('a', true), field('c', true)]));
    expect(plan.members.map((m) => m.field.jsonName)).toEqual(['b', 'a', 'c']);
    expect(plan.required.map((m) => m.index)).toEqual([1, 2]);
    expect(plan.checks.map((c) => c.kind)).toEqual(['minProperties']);
  });

  it('tries the leading members where they stand, short keys only', () => {
    const many = Array.from({ length: IN_ORDER_LIMIT + 2 }, (_, i) => field(`k${i}`, true));
    const plan = recordPlan(decl([field('x'.repeat(31), true), ...many]));
    expect(plan.members[0]?.inOrder).toBeUndefined();
    expect(plan.members[1]?.inOrder?.length).toBe(4);
    expect(plan.members.filter((m) => m.inOrder !== undefined)).toHaveLength(IN_ORDER_LIMIT - 1);
  });
});

describe('the value type of a present member', () => {
  it('is the inner type of an optional nullable member, else the field type', () => {
    const nullable: IrType = { kind: 'nullable', inner: str };
    expect(valueTypeOf(presenceOf(field('a', false, nullable)))).toEqual(str);
    expect(valueTypeOf(presenceOf(field('a', true, nullable)))).toEqual(nullable);
    expect(valueTypeOf(presenceOf(field('a', false)))).toEqual(str);
  });
});
