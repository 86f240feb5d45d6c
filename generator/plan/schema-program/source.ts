/**
 * What the schema-program compiler reads schemas through: the front end's locations, documents
 * and `$ref` resolution, seen as an adapter so the plan does not depend on the input layer.
 */

export type ProgramDraft = 'draft-04' | 'draft-06' | 'draft-07' | '2019-09' | '2020-12';

export interface SchemaSource<L> {
  /** The schema value (an object or a boolean) at a location. */
  node(at: L): unknown;
  /** The pointer reported for a keyword of this schema (`keyword` appended). */
  pointer(at: L, keyword: string): string;
  /** A key identifying the location (same schema, same key). */
  key(at: L): string;
  draft(at: L): ProgramDraft;
  /** The child schema under `keyword` (and `token` for arrays and maps). */
  child(at: L, keyword: string, token?: string | number): L;
  /** The schema a reference names, resolved against the location's base URI. */
  resolve(ref: string, from: L): L | undefined;
  /** The root of the schema resource (document or `$id`) the location belongs to. */
  resourceRoot(at: L): L;
  /** A number keyword's text as written (`String(value)` when unknown). */
  numberText(at: L, keyword: string): string;
}
