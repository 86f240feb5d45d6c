/**
 * Generated text is built by many small concatenations, which V8 keeps as trees of string pieces.
 * Text that lives on (rendered files until they are written) is copied by the garbage collector
 * piece by piece, again and again; one flat copy made while the pieces are still young is much
 * cheaper. Nothing changes but the strings' representation.
 */

/** `text` itself, stored flat (V8 flattens a string before converting it to a number). */
export function flattened(text: string): string {
  Number(text);
  return text;
}

/**
 * Lines as one item for a template that writes each item of a list on its own line
 * (`{{#each lines}}` / `{{this}}` / `{{/each}}`): the same text, built flat in one join, and one
 * template iteration instead of one per line. No lines stay no items.
 */
export function asBlock(lines: readonly string[]): string[] {
  return lines.length === 0 ? [] : [lines.join('\n')];
}
