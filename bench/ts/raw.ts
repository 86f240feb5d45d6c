/**
 * The per-language result file each language runner's collector writes to
 * `bench/results/raw/<lang>.json`; `report.ts` merges them.
 */
export type Direction = 'decode' | 'encode';

export interface Sample {
  readonly corpus: string;
  readonly direction: Direction;
  readonly impl: string;
  /** Nanoseconds per document, one entry per measurement (round / iteration / fork). */
  readonly ns: readonly number[];
}

export interface Agreement {
  readonly corpus: string;
  readonly impl: string;
  /** `exact`, `null~absent`, `mismatch`, `error` or `-` (not compared). */
  readonly vsInput: string;
  readonly vsOurs: string;
  readonly detail: string;
}

export interface Unavailable {
  readonly impl: string;
  readonly reason: string;
}

export interface LanguageRaw {
  readonly lang: string;
  /** Peers in display order; `ours` is always first and not listed. */
  readonly peers: readonly string[];
  /** The peers of each direction, when they differ (a decoder is no peer of an encoder). */
  readonly peersByDirection?: Readonly<Record<Direction, readonly string[]>>;
  readonly samples: readonly Sample[];
  readonly agreement: readonly Agreement[];
  readonly unavailable: readonly Unavailable[];
  readonly notes: readonly string[];
}
