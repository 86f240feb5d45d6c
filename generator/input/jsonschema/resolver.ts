/** `$ref` resolution over all loaded documents: `$id`/`id` resources, anchors and JSON Pointers. */
import type { Draft } from './drafts.js';
import type { Located, Resolver, SchemaDoc } from './context.js';
import { fragmentOf, resolveUri, valueAt, withoutFragment } from './uri.js';
import { idOf, isSchemaObject, type SchemaSite } from './walk.js';

function located(doc: SchemaDoc, site: SchemaSite): Located {
  return { doc, pointer: site.pointer, node: site.node, base: site.base };
}

const ANCHOR_KEYWORDS: readonly string[] = ['$anchor', '$dynamicAnchor'];

function anchorsOf(site: SchemaSite, draft: Draft): string[] {
  if (!isSchemaObject(site.node)) return [];
  const names: string[] = [];
  const id = idOf(site.node, draft);
  if (id !== undefined && id.startsWith('#') && !id.startsWith('#/')) names.push(id.slice(1));
  for (const key of ANCHOR_KEYWORDS) {
    const anchor = site.node[key];
    if (typeof anchor === 'string') names.push(anchor);
  }
  return names;
}

export function createResolver(docs: readonly SchemaDoc[]): Resolver {
  const resources = new Map<string, Located>();
  const anchors = new Map<string, Located>();
  for (const doc of docs) {
    for (const site of doc.sites.values()) {
      const loc = located(doc, site);
      if (site.pointer === '') resources.set(doc.uri, loc);
      const id = isSchemaObject(site.node) ? idOf(site.node, doc.draft) : undefined;
      if (id !== undefined && !id.startsWith('#') && !resources.has(site.base)) resources.set(site.base, loc);
      for (const name of anchorsOf(site, doc.draft)) {
        const key = `${site.base}#${name}`;
        if (!anchors.has(key)) anchors.set(key, loc);
      }
    }
  }
  const lookUp = (ref: string, base: string): Located | undefined => {
    const url = resolveUri(ref, base);
    if (url === undefined) return undefined;
    const resourceUri = withoutFragment(url);
    const fragment = fragmentOf(url);
    if (fragment !== '' && !fragment.startsWith('/')) return anchors.get(`${resourceUri}#${fragment}`);
    const resource = resources.get(resourceUri);
    if (resource === undefined) return undefined;
    if (fragment === '') return resource;
    const pointer = resource.pointer + fragment;
    const node = valueAt(resource.doc.json, pointer);
    if (node === undefined) return undefined;
    const site = resource.doc.sites.get(pointer);
    return { doc: resource.doc, pointer, node, base: site?.base ?? resource.base };
  };
  const resolved = new Map<string, Located | undefined>();
  return {
    resolve(ref: string, from: Located): Located | undefined {
      const key = `${from.base}#${ref}`;
      if (resolved.has(key)) return resolved.get(key);
      const target = lookUp(ref, from.base);
      resolved.set(key, target);
      return target;
    },
  };
}
