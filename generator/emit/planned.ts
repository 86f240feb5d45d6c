/** A file jsongen means to write: where on disk, how to name it in messages, and its text. */
export interface PlannedFile {
  /** Absolute path. */
  readonly path: string;
  /** As shown to the user (relative to the working directory, `/`-separated). */
  readonly shown: string;
  readonly content: string;
}

/** A file an earlier run generated that this run no longer does. */
export interface StaleFile {
  readonly path: string;
  readonly shown: string;
}
