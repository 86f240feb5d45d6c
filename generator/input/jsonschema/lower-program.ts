/**
 * A value whose schema holds keywords no typed shape expresses (`not`, `if`, `contains`,
 * `unevaluatedProperties`…): any JSON, checked as a whole by a schema-check program compiled
 * from every schema that must hold (`plan/schema-program/`).
 */
import type { IrType } from '../../ir/types.js';
import { compileSchemaProgram } from '../../plan/schema-program/compile.js';
import { reportError, type Located, type LowerContext } from './context.js';
import { ANY } from './decls.js';
import { programSource } from './program-source.js';

export function programmed(ctx: LowerContext, roots: readonly Located[], keywords: readonly string[]): IrType {
  const [first] = roots;
  if (first === undefined) return ANY;
  const compiled = compileSchemaProgram(programSource(ctx.resolver, first.doc.file), roots, ctx.programCache);
  if (!compiled.ok) {
    for (const p of compiled.problems) reportError(ctx, p.code, p.message, first.doc, p.pointer);
    return ANY;
  }
  return { kind: 'any', program: { program: compiled.program, file: first.doc.file, pointer: first.pointer, keywords: [...new Set(keywords)] } };
}
