/** Generated containers: records (with unknown keys where allowed), maps, arrays, tuples. */
import type { ArrayType, IrType, MapType, RecordDecl, TupleType } from '../../../generator/ir/types.js';
import { randomAny, randomKey } from './any.js';
import { canonical } from './canonical.js';
import { isShallow, neverValid, undrawable, unsatisfiable, type GenContext } from './context.js';
import { typeDoc } from './generate.js';
import { matchingString } from './pattern.js';
import { between, chance, shuffled } from './rng.js';
import { minified, type Member, type Spelled } from './spelled.js';
import { spellString } from './strings.js';

const attempts = 30;

function member(ctx: GenContext, key: string, value: Spelled): Member {
  return { key, keyText: spellString(ctx.rng, key), value };
}

/** A key for an entry: matching `pattern` when there is one, never one of `avoid`. */
function entryKey(ctx: GenContext, pattern: string | undefined, avoid: ReadonlySet<string>): string | undefined {
  for (let i = 0; i < attempts; i++) {
    const key = pattern === undefined ? randomKey(ctx.rng, avoid) : matchingString(ctx.rng, pattern, 0, 40);
    if (key !== undefined && !avoid.has(key)) return key;
  }
  return undefined;
}

function extras(ctx: GenContext, decl: RecordDecl, taken: ReadonlySet<string>): Member[] {
  const u = decl.unknownKeys;
  if (u.kind === 'reject' || (u.kind === 'map' && neverValid(u.values)) || isShallow(ctx) || !chance(ctx.rng, 0.4)) return [];
  if (u.kind === 'skip' && (decl.minProperties !== undefined || decl.maxProperties !== undefined)) return [];
  const avoid = new Set([...taken, ...ctx.declaredKeys]);
  const out: Member[] = [];
  for (let n = between(ctx.rng, 1, 3); n > 0; n--) {
    const key = entryKey(ctx, u.kind === 'map' ? u.keyPattern : undefined, avoid);
    if (key === undefined) break;
    avoid.add(key);
    out.push(member(ctx, key, u.kind === 'map' ? typeDoc(ctx, u.values) : randomAny(ctx.rng, 0)));
  }
  return out;
}

function recordOnce(ctx: GenContext, decl: RecordDecl): Member[] {
  const fields = decl.fields.filter((f) => f.required || (!isShallow(ctx) && !undrawable(f.type) && chance(ctx.rng, 0.6)));
  const members = fields.map((f) => member(ctx, f.jsonName, typeDoc(ctx, f.type)));
  const all = [...members, ...extras(ctx, decl, new Set(decl.fields.map((f) => f.jsonName)))];
  return chance(ctx.rng, 0.5) ? shuffled(ctx.rng, all) : all;
}

export function recordDoc(ctx: GenContext, decl: RecordDecl): Spelled {
  const min = decl.minProperties ?? 0;
  const max = decl.maxProperties ?? Number.MAX_SAFE_INTEGER;
  for (let i = 0; i < attempts; i++) {
    const members = recordOnce(ctx, decl);
    if (members.length >= min && members.length <= max) return { kind: 'object', members };
  }
  return unsatisfiable(ctx, `no member set of ${min}..${max} properties found`);
}

function count(ctx: GenContext, min: number, max: number | undefined): number {
  if (isShallow(ctx)) return min;
  const top = Math.min(max ?? min + 4, min + 4);
  return between(ctx.rng, min, top);
}

/** Key for `uniqueItems`: equal when ajv (by value) or the decoders (by canonical bytes) see them equal. */
function sameness(ctx: GenContext, type: IrType, doc: Spelled): string[] {
  const sortKeys = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(sortKeys)
      : typeof v === 'object' && v !== null
        ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, x]) => [k, sortKeys(x)]))
        : v;
  return [`v${JSON.stringify(sortKeys(JSON.parse(minified(doc))))}`, `c${canonical(ctx.decls, type, doc) ?? ''}`];
}

export function arrayDoc(ctx: GenContext, type: ArrayType): Spelled {
  const n = count(ctx, type.minItems ?? 0, neverValid(type.items) ? 0 : type.maxItems);
  const items: Spelled[] = [];
  const seen = new Set<string>();
  for (let i = 0; items.length < n && i < n + attempts; i++) {
    const item = typeDoc(ctx, type.items);
    if (type.uniqueItems) {
      const keys = sameness(ctx, type.items, item);
      if (keys.some((k) => seen.has(k))) continue;
      keys.forEach((k) => seen.add(k));
    }
    items.push(item);
  }
  return items.length === n ? { kind: 'array', items } : unsatisfiable(ctx, `no ${n} distinct items found`);
}

export function tupleDoc(ctx: GenContext, type: TupleType): Spelled {
  const firstNever = type.prefix.findIndex(neverValid);
  const longest = firstNever >= 0 ? firstNever : type.rest === null || neverValid(type.rest) ? type.prefix.length : type.prefix.length + 3;
  const n = count(ctx, type.minItems, Math.min(longest, type.maxItems ?? longest));
  const items = Array.from({ length: n }, (_, i) => typeDoc(ctx, type.prefix[i] ?? (type.rest as IrType)));
  return { kind: 'array', items };
}

export function mapDoc(ctx: GenContext, type: MapType): Spelled {
  const n = count(ctx, type.minProperties ?? 0, neverValid(type.values) ? 0 : type.maxProperties);
  const used = new Set<string>();
  const members: Member[] = [];
  for (let i = 0; i < n; i++) {
    const key = entryKey(ctx, type.keyPattern, used);
    if (key === undefined) return unsatisfiable(ctx, `no ${n} distinct keys matching /${type.keyPattern ?? ''}/ found`);
    used.add(key);
    members.push(member(ctx, key, typeDoc(ctx, type.values)));
  }
  const sorted = [...members].sort((a, b) => Buffer.compare(Buffer.from(a.key), Buffer.from(b.key)));
  return { kind: 'object', members: chance(ctx.rng, 0.3) ? sorted : members };
}
