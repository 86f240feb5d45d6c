/** The front end's documents as the schema-program compiler reads them (`plan/schema-program/source.ts`). */
import { pointerAppend } from '../../diagnostics.js';
import type { SchemaSource } from '../../plan/schema-program/source.js';
import { childAt, idOfLocated, type Located, type Resolver } from './context.js';
import { writtenNumber } from './numbers.js';

/**
 * Pointers of keywords in the document of `home` are plain JSON Pointers; elsewhere they are
 * prefixed with the document's file and `#`.
 */
export function programSource(resolver: Resolver, home: string): SchemaSource<Located> {
  const pointer = (at: Located, keyword: string): string => {
    const p = keyword === '' ? at.pointer : pointerAppend(at.pointer, keyword);
    return at.doc.file === home ? p : `${at.doc.file}#${p}`;
  };
  return {
    node: (at) => at.node,
    pointer,
    key: idOfLocated,
    draft: (at) => at.doc.draft,
    child: (at, keyword, token) => {
      const holder = (at.node as Record<string, unknown>)[keyword];
      const node = token === undefined ? holder : (holder as Record<string | number, unknown>)[token];
      return childAt(at, node, keyword, token);
    },
    resolve: (ref, from) => resolver.resolve(ref, from),
    resourceRoot: (at) => resolver.resolve(at.base, at) ?? { doc: at.doc, pointer: '', node: at.doc.json, base: at.doc.uri },
    numberText: (at, keyword) => writtenNumber(at.doc.numbers, pointerAppend(at.pointer, keyword), (at.node as Record<string, number>)[keyword] as number),
  };
}
