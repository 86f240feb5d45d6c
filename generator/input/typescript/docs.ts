/** JSDoc of a declaration or property: documentation text, `@description`, `@deprecated`, `@default`. */
import type { ts } from 'ts-morph';
import type { JsonValue } from '../../ir/types.js';
import type { TsContext } from './context.js';

export interface DocInfo {
  readonly doc?: string;
  /** `@default`, when its text is JSON (documentation only: decoding never fills it in). */
  readonly default?: JsonValue;
  /** Every JSDoc tag, by name, with its text. */
  readonly tags: readonly { readonly name: string; readonly text: string }[];
}

function parseJson(text: string): JsonValue | undefined {
  try {
    return JSON.parse(text) as JsonValue;
  } catch {
    return undefined;
  }
}

export function docInfo(ctx: TsContext, symbol: ts.Symbol | undefined): DocInfo {
  if (symbol === undefined) return { tags: [] };
  const text = ctx.ts.displayPartsToString(symbol.getDocumentationComment(ctx.checker)).trim();
  const tags = symbol.getJsDocTags(ctx.checker).map((t) => ({ name: t.name, text: ctx.ts.displayPartsToString(t.text).trim() }));
  const lines: string[] = text === '' ? [] : [text];
  let defaultValue: JsonValue | undefined;
  for (const tag of tags) {
    if (tag.name === 'description' && tag.text !== '') lines.push(tag.text);
    if (tag.name === 'deprecated') lines.push(tag.text === '' ? 'Deprecated.' : `Deprecated: ${tag.text}`);
    if (tag.name === 'default') {
      defaultValue = parseJson(tag.text);
      if (defaultValue === undefined) lines.push(`Default: ${tag.text}`);
    }
  }
  const doc = lines.join('\n\n');
  return { ...(doc !== '' ? { doc } : {}), ...(defaultValue !== undefined ? { default: defaultValue } : {}), tags };
}
