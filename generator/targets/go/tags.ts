/**
 * Struct tags of record fields: `json:"key"` naming the member's wire key, for the tools that
 * read tags (validators, documentation, mapstructure). The codec never reads them: every type
 * has its own `MarshalJSON` and `UnmarshalJSON`.
 *
 * A tag holds a name only when encoding/json's tag rules can express the key: not empty, and
 * every character a letter, a digit or one of `!#$%&()*+-./:;<=>?@[]^_{|}~` and space (the
 * `isValidTag` rule of encoding/json). Keys with quotes, backslashes, backquotes, commas,
 * control characters or other symbols get a tag without a name (`json:",omitempty"`, or no
 * tag for a required member), so tools fall back to the Go field name; the key `-` is written
 * `json:"-,"` (a bare `-` means "skip this field"). Such tags always fit in a raw string literal.
 */

/** Punctuation encoding/json accepts in a tag name besides letters and digits. */
const TAG_PUNCTUATION = '!#$%&()*+-./:;<=>?@[]^_{|}~ ';

const LETTER_OR_DIGIT = /^[\p{L}\p{Nd}]$/u;

/** Whether encoding/json takes `key` as a tag name as written. */
export function tagCanName(key: string): boolean {
  if (key === '') return false;
  for (const ch of key) {
    if (!TAG_PUNCTUATION.includes(ch) && !LETTER_OR_DIGIT.test(ch)) return false;
  }
  return true;
}

/**
 * The tag of a record member (without the surrounding backquotes), or null for none: the key,
 * then `omitempty` when the member may be absent (an `Opt` whose zero value is absence).
 */
export function memberTag(key: string, required: boolean): string | null {
  const name = !tagCanName(key) ? '' : key === '-' ? '-,' : key;
  const options = required ? '' : name.endsWith(',') ? 'omitempty' : ',omitempty';
  const value = `${name}${options}`;
  return value === '' ? null : `json:"${value}"`;
}

/** The tag of the field holding members the schema does not declare: not a member itself. */
export const extraTag = 'json:"-"';
