/**
 * The key plan of a record, decided once for every target: members in declaration order with
 * their presence and quoted-key words, which members a decoder tries where they stand, what
 * happens to an unknown key, and the record's own checks.
 */
import type { Field, RecordDecl, UnknownKeys } from '../ir/types.js';
import { quotedKeyWords, type QuotedKeyWords } from '../wire/key-words.js';
import { recordChecks, type Check } from './checks.js';
import { presenceOf, type Presence } from './presence.js';

/** Decoders try at most this many leading members where they stand before reading keys in general. */
export const IN_ORDER_LIMIT = 48;

export interface MemberPlan {
  readonly field: Field;
  /** Index in declaration order (the encode order). */
  readonly index: number;
  readonly presence: Presence;
  /** Whether decoders try the member where it stands, before reading keys in general (the first `IN_ORDER_LIMIT`). */
  readonly triedInOrder: boolean;
  /**
   * The quoted key's words, for decoders that compare keys a word at a time (see
   * `wire/key-words.ts`): set when the member is tried in order and its key fits `maxKeyWords`;
   * such decoders compare a longer key whole.
   */
  readonly inOrder?: QuotedKeyWords;
}

export interface RecordPlan {
  readonly decl: RecordDecl;
  readonly members: readonly MemberPlan[];
  /** Members a decoder must see (each sets a bit; a missing one is reported at the object). */
  readonly required: readonly MemberPlan[];
  readonly unknownKeys: UnknownKeys;
  readonly checks: readonly Check[];
}

export function recordPlan(decl: RecordDecl): RecordPlan {
  const members = decl.fields.map((field, index): MemberPlan => {
    const triedInOrder = index < IN_ORDER_LIMIT;
    const words = triedInOrder ? quotedKeyWords(field.jsonName) : undefined;
    return { field, index, presence: presenceOf(field), triedInOrder, ...(words !== undefined ? { inOrder: words } : {}) };
  });
  return {
    decl,
    members,
    required: members.filter((m) => m.presence.kind === 'required'),
    unknownKeys: decl.unknownKeys,
    checks: recordChecks(decl),
  };
}
