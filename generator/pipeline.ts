import { fail, hasErrors, ok, type Diagnostic, type Result } from './diagnostics.js';
import { readModel } from './input/detect-inputs.js';
import type { FrontEndOptions } from './input/jsonschema/lower.js';
import { normalize } from './ir/passes/index.js';
import type { Model } from './ir/types.js';
import { loadTemplateSet } from './render/load.js';
import { createRenderer } from './render/renderer.js';
import { targetByName } from './targets/registry.js';
import { planModel } from './plan/model.js';
import { programsRefused, withoutPrograms } from './plan/schema-program/refused.js';
import { renderTarget } from './targets/render-target.js';
import type { TargetOutput } from './targets/target.js';

export interface GenerateRequest {
  /** Input files as given on the command line. */
  readonly inputs: readonly string[];
  readonly langs: readonly string[];
  /** Package/module name per language; a target's default when absent. */
  readonly packages: Readonly<Record<string, string>>;
  readonly frontEnd: FrontEndOptions;
}

export interface LanguageOutput extends TargetOutput {
  readonly lang: string;
}

/** Reads the inputs and lowers them to the normalized IR. */
export function buildModel(inputs: readonly string[], options: FrontEndOptions): Result<Model> {
  const lowered = readModel(inputs, options);
  if (!lowered.ok) return lowered;
  const normalized = normalize(lowered.value);
  const diagnostics = [...lowered.diagnostics, ...normalized.diagnostics];
  return normalized.ok ? ok(normalized.value, diagnostics) : fail(diagnostics);
}

/** load → lower → normalize → plan → (per target) name → view → render. Writes nothing. */
export function generate(request: GenerateRequest): Result<readonly LanguageOutput[]> {
  const model = buildModel(request.inputs, request.frontEnd);
  if (!model.ok) return model;
  const plan = planModel(model.value);
  const diagnostics: Diagnostic[] = [...model.diagnostics, ...plan.diagnostics];
  if (!plan.ok) return fail(diagnostics);
  const outputs: LanguageOutput[] = [];
  for (const lang of request.langs) {
    const target = targetByName(lang);
    if (target === undefined) throw new Error(`unknown language ${lang}`);
    const pkg = request.packages[lang] ?? target.capabilities.defaultPackage;
    const renderer = createRenderer(loadTemplateSet(target.name));
    let planned = plan.value;
    if (target.capabilities.schemaPrograms !== true) {
      const refused = programsRefused(model.value, lang, request.frontEnd.unsupported);
      diagnostics.push(...refused);
      if (hasErrors(refused)) continue;
      if (refused.length > 0) {
        const stripped = planModel(withoutPrograms(model.value));
        if (stripped.ok) planned = stripped.value;
      }
    }
    const result = renderTarget(target, planned, { package: pkg }, renderer);
    diagnostics.push(...result.diagnostics);
    if (result.ok) outputs.push({ lang, ...result.value });
  }
  return hasErrors(diagnostics) ? fail(diagnostics) : ok(outputs, diagnostics);
}
