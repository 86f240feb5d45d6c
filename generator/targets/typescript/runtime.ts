/**
 * The TypeScript runtime's copy rule (see `../runtime-copy.ts`): the `.ts` files of
 * `runtime/typescript/src/` are ES modules that name no package; they are copied byte for byte
 * beside the generated module, which imports them as one namespace (`$rt`).
 */
import type { Placed, RuntimeRule } from '../runtime-copy.js';

/** The runtime module the generated code imports (`import * as $rt from …`). */
export const runtimeModule = './jsongen_runtime.js';

/** What the generated module re-exports from the runtime: a declaration never takes these names. */
export const runtimeExports: readonly string[] = ['DecodeError', 'DecodeOptions', 'EncodeError', 'RawJSON', 'Result'];

function place(path: string, source: string): Placed | null {
  if (!path.endsWith('.ts') || path.endsWith('.test.ts')) return null;
  return { path, content: source };
}

export const typescriptRuntimeRule: RuntimeRule = { lang: 'typescript', place };
