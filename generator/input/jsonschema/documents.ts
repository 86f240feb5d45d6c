/** Preparing loaded documents for lowering: draft, document order, subschema sites, root hint. */
import { pointerAppend } from '../../diagnostics.js';
import type { NameHint } from '../../ir/types.js';
import type { SchemaDoc } from './context.js';
import { documentDraft } from './drafts.js';
import type { LoadedDocument } from './load.js';
import { isSchemaObject, schemaSites, type SchemaSite } from './walk.js';

/** Pointer → position of every JSON value in document order. */
function documentOrder(json: unknown): Map<string, number> {
  const order = new Map<string, number>();
  const visit = (value: unknown, pointer: string): void => {
    order.set(pointer, order.size);
    if (Array.isArray(value)) value.forEach((v, i) => visit(v, pointerAppend(pointer, i)));
    else if (typeof value === 'object' && value !== null) {
      for (const [k, v] of Object.entries(value)) visit(v, pointerAppend(pointer, k));
    }
  };
  visit(json, '');
  return order;
}

/** The root's hint: its `title`, else the file's base name without extensions. */
export function rootHintOf(json: unknown, file: string): NameHint {
  const title = isSchemaObject(json) ? json['title'] : undefined;
  if (typeof title === 'string' && title.trim() !== '') return [title];
  const base = file.split(/[\\/]/).at(-1) ?? file;
  const stem = base.replace(/\..*$/, '');
  return [stem === '' ? base : stem];
}

export function toSchemaDoc(loaded: LoadedDocument, index: number): SchemaDoc {
  const { draft } = documentDraft(loaded.json);
  const rootHint = rootHintOf(loaded.json, loaded.file);
  const sites = new Map<string, SchemaSite>();
  for (const site of schemaSites(loaded.json, loaded.uri, draft, rootHint)) sites.set(site.pointer, site);
  return { file: loaded.file, uri: loaded.uri, root: loaded.root, json: loaded.json, draft, index, order: documentOrder(loaded.json), sites, rootHint, numbers: loaded.numbers ?? new Map() };
}

/** Sort key of a declaration pointer: its document position, or its nearest ancestor's. */
export function orderOf(doc: SchemaDoc, pointer: string): number {
  for (let p = pointer; ; p = p.slice(0, p.lastIndexOf('/'))) {
    const position = doc.order.get(p);
    if (position !== undefined) return position + (p === pointer ? 0 : 0.5);
    if (p === '') return doc.order.size;
  }
}
