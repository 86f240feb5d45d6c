/** JSON Schema drafts, selected by `$schema` (default 2020-12). */
export type Draft = 'draft-04' | 'draft-06' | 'draft-07' | '2019-09' | '2020-12';

/** Meta-schema URIs (without the trailing `#`, scheme-insensitive) → draft. */
const DRAFT_URIS: readonly (readonly [string, Draft])[] = [
  ['json-schema.org/draft-04/schema', 'draft-04'],
  ['json-schema.org/draft-06/schema', 'draft-06'],
  ['json-schema.org/draft-07/schema', 'draft-07'],
  ['json-schema.org/draft/2019-09/schema', '2019-09'],
  ['json-schema.org/draft/2020-12/schema', '2020-12'],
];

export const DEFAULT_DRAFT: Draft = '2020-12';

/** The draft a `$schema` value names; `undefined` when it names none we know. */
export function draftOf(schemaUri: string): Draft | undefined {
  const key = schemaUri.replace(/^https?:\/\//, '').replace(/#$/, '');
  return DRAFT_URIS.find(([uri]) => uri === key)?.[1];
}

/** draft-04..07 ignore keywords next to `$ref`; 2019-09 and later apply them. */
export function refHasSiblings(draft: Draft): boolean {
  return draft === '2019-09' || draft === '2020-12';
}

/** draft-04 writes `id` and boolean `exclusiveMinimum`/`exclusiveMaximum`. */
export function isDraft04(draft: Draft): boolean {
  return draft === 'draft-04';
}

/** Array-form `items` (tuples) belongs to drafts before 2020-12. */
export function hasArrayItems(draft: Draft): boolean {
  return draft !== '2020-12';
}

/** The draft a document declares (or the default), for a parsed document. */
export function documentDraft(json: unknown, fallback: Draft = DEFAULT_DRAFT): { draft: Draft; known: boolean } {
  if (typeof json === 'object' && json !== null && !Array.isArray(json)) {
    const uri = (json as Record<string, unknown>)['$schema'];
    if (typeof uri === 'string') {
      const draft = draftOf(uri);
      return draft === undefined ? { draft: DEFAULT_DRAFT, known: false } : { draft, known: true };
    }
  }
  return { draft: fallback, known: true };
}
