/** Documentation of a JTD schema: `metadata.description`, and `metadata.enumDescription` per enum value. */
import { isJtdObject, type JtdObject } from './check.js';

/** `metadata` keys other code generators use to replace a type (`goType`, `rustType`, ...). */
export const TYPE_OVERRIDE = /^[a-z][A-Za-z]*Type$/;

export function docOfJtd(node: JtdObject): string | undefined {
  const metadata = node['metadata'];
  if (!isJtdObject(metadata)) return undefined;
  const parts: string[] = [];
  const description = metadata['description'];
  if (typeof description === 'string' && description.trim() !== '') parts.push(description.trim());
  const values = metadata['enumDescription'];
  if (isJtdObject(values)) {
    const lines = Object.entries(values).filter((e): e is [string, string] => typeof e[1] === 'string').map(([value, text]) => `${JSON.stringify(value)}: ${text}`);
    if (lines.length > 0) parts.push(lines.join('\n'));
  }
  return parts.length === 0 ? undefined : parts.join('\n\n');
}
