/** Preparing loaded documents for lowering: draft, document order, subschema sites, root hint. */
import type { NameHint } from '../../ir/types.js';
import type { SchemaDoc } from './context.js';
import { documentDraft } from './drafts.js';
import type { LoadedDocument } from './load.js';
import { pointerTokens } from './uri.js';
import { isSchemaObject, schemaSites, type SchemaSite } from './walk.js';

/** The root's hint: its `title`, else the file's base name without extensions. */
export function rootHintOf(json: unknown, file: string): NameHint {
  const title = isSchemaObject(json) ? json['title'] : undefined;
  if (typeof title === 'string' && title.trim() !== '') return [title];
  const base = file.split(/[\\/]/).at(-1) ?? file;
  const stem = base.replace(/\..*$/, '');
  return [stem === '' ? base : stem];
}

export function toSchemaDoc(loaded: LoadedDocument, index: number): SchemaDoc {
  const draft = loaded.metaDraft ?? documentDraft(loaded.json, loaded.defaultDraft).draft;
  const rootHint = rootHintOf(loaded.json, loaded.file);
  const sites = new Map<string, SchemaSite>();
  for (const site of loaded.sites ?? schemaSites(loaded.json, loaded.uri, draft, rootHint)) sites.set(site.pointer, site);
  return { file: loaded.file, uri: loaded.uri, root: loaded.root, json: loaded.json, draft, index, sites, rootHint, numbers: loaded.numbers ?? new Map() };
}

/** Object key → its position among the object's keys, per object (filled on first use). */
export type KeyPositions = WeakMap<object, ReadonlyMap<string, number>>;

function keyPosition(object: object, key: string, positions: KeyPositions): number | undefined {
  let keys = positions.get(object);
  if (keys === undefined) {
    keys = new Map(Object.keys(object).map((k, i) => [k, i]));
    positions.set(object, keys);
  }
  return keys.get(key);
}

/**
 * Sort key of a declaration pointer in document order: the position of each reference token
 * among its siblings. A pointer that names no value sorts right after its nearest ancestor that
 * does (before that ancestor's children). Compare keys with `compareOrder`.
 */
export function orderPath(json: unknown, pointer: string, positions: KeyPositions): readonly number[] {
  const path: number[] = [];
  let current: unknown = json;
  for (const token of pointerTokens(pointer)) {
    let position: number | undefined;
    if (Array.isArray(current)) {
      position = /^(0|[1-9][0-9]*)$/.test(token) && Number(token) < current.length ? Number(token) : undefined;
    } else if (typeof current === 'object' && current !== null) {
      position = keyPosition(current, token, positions);
    }
    if (position === undefined) {
      path.push(-0.5);
      return path;
    }
    path.push(position);
    current = (current as Record<string, unknown>)[token];
  }
  return path;
}

/** Document order of two `orderPath` keys (an ancestor before its descendants). */
export function compareOrder(a: readonly number[], b: readonly number[]): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const d = (a[i] as number) - (b[i] as number);
    if (d !== 0) return d;
  }
  return a.length - b.length;
}
