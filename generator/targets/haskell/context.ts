/** What generating one module collects on the way: literals, imports, warnings. */
import type { Diagnostic } from '../../diagnostics.js';
import type { ModelNames } from './names.js';
import { haskellBytes } from './literals.js';

/** Qualified imports a generated module may need beyond the ones it always has. */
export type OptionalImport = 'text' | 'int' | 'map';

/**
 * Top-level `ByteString` constants (`lit'1`, …): keys and literal JSON text are written and
 * compared through them, so each is built once. Names carry a prime, which no generated
 * type, field or function name has.
 */
export interface LiteralPool {
  intern(bytes: Uint8Array): string;
  entries(): readonly { readonly name: string; readonly literal: string }[];
}

export function createLiteralPool(): LiteralPool {
  const byText = new Map<string, string>();
  const list: { name: string; literal: string }[] = [];
  return {
    intern(bytes) {
      const literal = haskellBytes(bytes);
      const known = byText.get(literal);
      if (known !== undefined) return known;
      const name = `lit'${list.length + 1}`;
      byText.set(literal, name);
      list.push({ name, literal });
      return name;
    },
    entries: () => list,
  };
}

export interface GenContext {
  readonly names: ModelNames;
  readonly pool: LiteralPool;
  readonly imports: Set<OptionalImport>;
  readonly diagnostics: Diagnostic[];
}
