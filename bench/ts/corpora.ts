/** The three standard corpora and the package name each one's code is generated into. */
export interface CorpusInfo {
  readonly name: string;
  /** Package / module leaf name for the generated code of this corpus (written set). */
  readonly pkg: string;
}

export const corpora: readonly CorpusInfo[] = [
  { name: 'twitter', pkg: 'twitter' },
  { name: 'citm_catalog', pkg: 'citm' },
  { name: 'canada', pkg: 'canada' },
];

export const corpusDir = 'test/data/corpus';

/**
 * A set of schemas, one per corpus: `written` by hand for jsongen (tuples, consts),
 * `inferred` from the data by a schema-inference tool (nested arrays, plain strings,
 * `additionalProperties: false`, `definitions`). Each set's generated code is its own
 * implementation in the harnesses (`impl`), measured beside the same peers.
 */
export interface SchemaSet {
  readonly name: 'written' | 'inferred';
  readonly impl: string;
  readonly folder: string;
  /** Appended to a corpus's package leaf name. */
  readonly pkgSuffix: string;
}

export const schemaSets: readonly SchemaSet[] = [
  { name: 'written', impl: 'ours', folder: 'examples', pkgSuffix: '' },
  { name: 'inferred', impl: 'ours_inferred', folder: 'examples/inferred', pkgSuffix: 'inf' },
];

/** One corpus's code generated from one schema set. */
export interface Variant {
  readonly corpus: CorpusInfo;
  readonly set: SchemaSet;
  /** `<corpus>/<set>`: the key of the generation status and of the `exclude-ours` argument. */
  readonly key: string;
  readonly schema: string;
  readonly pkg: string;
}

export const variants: readonly Variant[] = schemaSets.flatMap((set) =>
  corpora.map((corpus) => ({
    corpus,
    set,
    key: `${corpus.name}/${set.name}`,
    schema: `${set.folder}/${corpus.name}.schema.json`,
    pkg: `${corpus.pkg}${set.pkgSuffix}`,
  })),
);

/** Whether an implementation name is one of ours (any schema set). */
export function isOurs(impl: string): boolean {
  return schemaSets.some((s) => s.impl === impl);
}
