/** The three standard corpora, the schema written for each, and the package name it is generated into. */
export interface CorpusInfo {
  readonly name: string;
  readonly schema: string;
  /** Package / module leaf name for the generated code of this corpus. */
  readonly pkg: string;
}

export const corpora: readonly CorpusInfo[] = [
  { name: 'twitter', schema: 'examples/twitter.schema.json', pkg: 'twitter' },
  { name: 'citm_catalog', schema: 'examples/citm_catalog.schema.json', pkg: 'citm' },
  { name: 'canada', schema: 'examples/canada.schema.json', pkg: 'canada' },
];

export const corpusDir = 'test/data/corpus';
