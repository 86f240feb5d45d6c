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

/**
 * The resources entered before the schemas `roots`: the longest of their dynamic scopes. Roots
 * merged from one schema and its `$ref` targets have scopes that extend one another (a target's
 * adds its referrer's resource), and a root's own resource in the scope changes nothing.
 */
function outerOf(roots: readonly Located[]): readonly Located[] {
  return roots.reduce<readonly Located[]>((longest, r) => (r.outer !== undefined && r.outer.length > longest.length ? r.outer : longest), []);
}

export function programmed(ctx: LowerContext, roots: readonly Located[], keywords: readonly string[]): IrType {
  const [first] = roots;
  if (first === undefined) return ANY;
  const compiled = compileSchemaProgram(programSource(ctx.resolver, first.doc.file), roots, ctx.programCache, outerOf(roots));
  if (!compiled.ok) {
    for (const p of compiled.problems) reportError(ctx, p.code, p.message, first.doc, p.pointer);
    return ANY;
  }
  return { kind: 'any', program: { program: compiled.program, file: first.doc.file, pointer: first.pointer, keywords: [...new Set(keywords)] } };
}
