import { fail, hasErrors, ok, type Diagnostic, type Result } from './diagnostics.js';
import { readModel } from './input/detect-inputs.js';
import type { FrontEndOptions } from './input/options.js';
import { normalize } from './ir/passes/index.js';
import { openEnums } from './ir/passes/open-enums.js';
import type { Model } from './ir/types.js';
import { loadTemplateSet } from './render/load.js';
import { createRenderer } from './render/renderer.js';
import { targetByName } from './targets/registry.js';
import { planModel, type ModelPlan } from './plan/model.js';
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
  const normalized = normalize(options.openEnums === true ? openEnums(lowered.value) : lowered.value);
  const diagnostics = [...lowered.diagnostics, ...normalized.diagnostics];
  return normalized.ok ? ok(normalized.value, diagnostics) : fail(diagnostics);
}

/** What every target renders from: the normalized model, its plan, and their diagnostics. */
export interface Prepared {
  readonly model: Model;
  readonly plan: ModelPlan;
  readonly diagnostics: readonly Diagnostic[];
}

/** One language's part of a run: its output (none when its diagnostics hold an error) and its diagnostics. */
export interface LanguageResult {
  readonly output: LanguageOutput | undefined;
  readonly diagnostics: readonly Diagnostic[];
}

/** load → lower → normalize → plan: the part of a run every language shares. */
export function prepare(request: GenerateRequest): Result<Prepared> {
  const model = buildModel(request.inputs, request.frontEnd);
  if (!model.ok) return model;
  const plan = planModel(model.value);
  const diagnostics = [...model.diagnostics, ...plan.diagnostics];
  return plan.ok ? ok({ model: model.value, plan: plan.value, diagnostics }) : fail(diagnostics);
}

/** One language of a run: name → view → render on the shared plan. */
export function renderLanguage(prepared: Prepared, lang: string, request: GenerateRequest): LanguageResult {
  const target = targetByName(lang);
  if (target === undefined) throw new Error(`unknown language ${lang}`);
  const pkg = request.packages[lang] ?? target.capabilities.defaultPackage;
  const renderer = createRenderer(loadTemplateSet(target.name));
  const diagnostics: Diagnostic[] = [];
  let planned = prepared.plan;
  if (target.capabilities.schemaPrograms !== true) {
    const refused = programsRefused(prepared.model, lang, request.frontEnd.unsupported);
    diagnostics.push(...refused);
    if (hasErrors(refused)) return { output: undefined, diagnostics };
    if (refused.length > 0) {
      const stripped = planModel(withoutPrograms(prepared.model));
      if (stripped.ok) planned = stripped.value;
    }
  }
  const result = renderTarget(target, planned, { package: pkg }, renderer);
  diagnostics.push(...result.diagnostics);
  return { output: result.ok ? { lang, ...result.value } : undefined, diagnostics };
}

/** A run's result from its shared part and its languages' parts, in the order of the request's languages. */
export function combine(prepared: Prepared, languages: readonly LanguageResult[]): Result<readonly LanguageOutput[]> {
  const diagnostics = [...prepared.diagnostics, ...languages.flatMap((l) => l.diagnostics)];
  const outputs = languages.flatMap((l) => (l.output === undefined ? [] : [l.output]));
  return hasErrors(diagnostics) ? fail(diagnostics) : ok(outputs, diagnostics);
}

/** load → lower → normalize → plan → (per target) name → view → render. Writes nothing. */
export function generate(request: GenerateRequest): Result<readonly LanguageOutput[]> {
  const prepared = prepare(request);
  if (!prepared.ok) return prepared;
  return combine(prepared.value, request.langs.map((lang) => renderLanguage(prepared.value, lang, request)));
}
