/**
 * Schemas that need a schema-check program, for a target whose runtime has no interpreter: an
 * E_UNSUPPORTED error per program, at its schema, naming the keywords (a warning with
 * `--unsupported warn`, the program then left out).
 */
import { error, warning, type Diagnostic } from '../../diagnostics.js';
import { childTypes, declTypes, mapDeclTypes } from '../../ir/passes/traverse.js';
import type { IrType, Model, SchemaCheck } from '../../ir/types.js';

function programsOf(type: IrType, out: SchemaCheck[]): void {
  if (type.kind === 'any' && type.program !== undefined) out.push(type.program);
  for (const child of childTypes(type)) programsOf(child, out);
}

export function modelPrograms(model: Model): SchemaCheck[] {
  const out: SchemaCheck[] = [];
  for (const decl of model.decls) for (const { type } of declTypes(decl)) programsOf(type, out);
  return out;
}

export function programsRefused(model: Model, lang: string, mode: 'error' | 'warn'): Diagnostic[] {
  const seen = new Set<string>();
  return modelPrograms(model).flatMap((p) => {
    const key = `${p.file}#${p.pointer}`;
    if (seen.has(key)) return [];
    seen.add(key);
    const message = `keyword${p.keywords.length > 1 ? 's' : ''} ${p.keywords.map((k) => `\`${k}\``).join(', ')} not supported by the ${lang} target`;
    return [mode === 'warn' ? warning('W_UNSUPPORTED', `${message} (ignored)`, p.file, p.pointer) : error('E_UNSUPPORTED', message, p.file, p.pointer)];
  });
}

/** The model with every program left out (its values stay any JSON). */
export function withoutPrograms(model: Model): Model {
  const strip = (t: IrType): IrType => {
    if (t.kind !== 'any' || t.program === undefined) return t;
    const { program: _dropped, ...rest } = t;
    return rest;
  };
  return { ...model, decls: model.decls.map((d) => mapDeclTypes(d, strip)) };
}
