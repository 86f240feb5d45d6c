/** The normalize stage: a declared list of passes, each `Model → Result<Model>`, run in order. */
import { fail, ok, type Diagnostic, type Result } from '../../diagnostics.js';
import type { Model } from '../types.js';
import { classifyDispatch } from './classify-dispatch.js';
import { collapseUnions } from './collapse-unions.js';
import { checkCycles } from './cycles.js';
import { checkDanglingRefs } from './dangling-refs.js';
import { flattenNullable } from './flatten-nullable.js';

export type Pass = (model: Model) => Result<Model>;

export interface NamedPass {
  readonly name: string;
  readonly run: Pass;
}

/** The normalize passes, in order. Later passes may assume every reference resolves. */
export const PASSES: readonly NamedPass[] = [
  { name: 'dangling-refs', run: checkDanglingRefs },
  { name: 'collapse-unions', run: collapseUnions },
  { name: 'flatten-nullable', run: flattenNullable },
  { name: 'classify-dispatch', run: classifyDispatch },
  { name: 'cycles', run: checkCycles },
];

/** Runs `passes` in order; stops at the first pass that fails. */
export function runPasses(model: Model, passes: readonly NamedPass[]): Result<Model> {
  const diagnostics: Diagnostic[] = [];
  let current = model;
  for (const pass of passes) {
    const result = pass.run(current);
    diagnostics.push(...result.diagnostics);
    if (!result.ok) return fail(diagnostics);
    current = result.value;
  }
  return ok(current, diagnostics);
}

export function normalize(model: Model): Result<Model> {
  return runPasses(model, PASSES);
}
