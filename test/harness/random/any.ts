/** Random any-JSON values: every kind, varied number and string spellings, bounded depth. */
import { spellDouble, spellInteger } from './number-text.js';
import { below, between, chance, pick, type Rng } from './rng.js';
import type { Member, Spelled } from './spelled.js';
import { parseJsonText, type JsonText } from '../json-text.js';
import { randomString, spellString } from './strings.js';
import { assertNever } from '../../../generator/ir/types.js';

function randomNumberText(rng: Rng): string {
  switch (below(rng, 4)) {
    case 0:
      return spellInteger(rng, BigInt(between(rng, -1000, 1000)));
    case 1:
      return pick(rng, ['123456789012345678901234567890', '-9223372036854775809', '18446744073709551616', '1E400', '1e-400', '0.1e1', '-0.0']);
    case 2:
      return spellDouble(rng, Number(`${between(rng, -99999, 99999)}e${between(rng, -30, 30)}`));
    default:
      return spellDouble(rng, (rng.u32() - 2147483648) / pick(rng, [1, 3, 1024]));
  }
}

/** A string value and its spelling. */
export function stringDoc(rng: Rng, value: string): Spelled {
  return { kind: 'string', value, text: spellString(rng, value) };
}

export function randomKey(rng: Rng, avoid: ReadonlySet<string>): string {
  for (;;) {
    const key = chance(rng, 0.5) ? `x${randomString(rng, 0, 6)}` : randomString(rng, 0, 8);
    if (!avoid.has(key)) return key;
  }
}

function randomMembers(rng: Rng, depth: number): Member[] {
  const members: Member[] = [];
  const used = new Set<string>();
  for (let n = between(rng, 0, 4); n > 0; n--) {
    const key = randomKey(rng, used);
    used.add(key);
    members.push({ key, keyText: spellString(rng, key), value: randomAny(rng, depth + 1) });
  }
  return members;
}

/** A random JSON value; containers get rarer with depth. */
export function randomAny(rng: Rng, depth: number): Spelled {
  const containers = depth < 4 && chance(rng, 0.5 / (depth + 1));
  if (containers) {
    if (chance(rng, 0.5)) return { kind: 'array', items: Array.from({ length: between(rng, 0, 4) }, () => randomAny(rng, depth + 1)) };
    return { kind: 'object', members: randomMembers(rng, depth) };
  }
  switch (below(rng, 4)) {
    case 0:
      return chance(rng, 0.5) ? { kind: 'null' } : { kind: 'bool', value: chance(rng, 0.5) };
    case 1:
      return { kind: 'number', text: randomNumberText(rng) };
    default:
      return stringDoc(rng, randomString(rng, 0, 10));
  }
}

function fromJsonText(value: JsonText): Spelled {
  switch (value.kind) {
    case 'null':
    case 'bool':
    case 'number':
      return value;
    case 'string':
      return { kind: 'string', value: value.value, text: JSON.stringify(value.value) };
    case 'array':
      return { kind: 'array', items: value.items.map(fromJsonText) };
    case 'object':
      return { kind: 'object', members: value.members.map(([key, v]) => ({ key, keyText: JSON.stringify(key), value: fromJsonText(v) })) };
    default:
      return assertNever(value);
  }
}

/** One of the texts a mixed `enum` allows, spelled exactly as listed. */
export function allowedDoc(rng: Rng, allowed: readonly string[]): Spelled {
  return fromJsonText(parseJsonText(pick(rng, allowed)));
}
