/** Options of the JSON Schema front end. */
export interface FrontEndOptions {
  /** Keep unknown object keys (raw JSON) instead of skipping them. */
  readonly keepUnknown: boolean;
  /** Unsupported keywords: an error, or a warning with the keyword ignored. */
  readonly unsupported: 'error' | 'warn';
}
