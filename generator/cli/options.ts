import type { FrontEndOptions } from '../input/options.js';
import type { Target } from '../targets/target.js';
import type { Config } from './config.js';
import { usageError, type UsageError } from './exit.js';
import type { Flags } from './flags.js';

export type Output = { readonly kind: 'dir'; readonly dir: string } | { readonly kind: 'stdout' };

/** Flags, config file and defaults merged and checked: everything a run needs. */
export interface Options extends FrontEndOptions {
  readonly inputs: readonly string[];
  readonly langs: readonly string[];
  readonly output: Output;
  /** Package/module name per chosen language, when one was given. */
  readonly packages: Readonly<Record<string, string>>;
  readonly check: boolean;
  readonly manifest?: string;
}

/** What options need to know about a target. */
export type TargetInfo = Pick<Target, 'name' | 'checkPackage'>;

export type OptionsResult = { readonly kind: 'options'; readonly options: Options } | UsageError;

function chooseLangs(flags: Flags, config: Config | undefined, targets: readonly TargetInfo[]): readonly string[] | UsageError {
  const given = flags.langs.length > 0 ? flags.langs : (config?.langs ?? []);
  if (given.length === 0) return usageError('no target language: give --lang (or "langs" in the config file)');
  const names = targets.map((t) => t.name);
  for (const lang of given) {
    if (!names.includes(lang)) {
      return usageError(`unknown language '${lang}' for --lang (choose from ${names.join(', ')})`);
    }
  }
  return [...new Set(given)];
}

function chooseOutput(flags: Flags, config: Config | undefined): Output | UsageError {
  if (flags.stdout && flags.out !== undefined) return usageError('give either -o/--out or --stdout, not both');
  if (flags.stdout && flags.check) return usageError('--check compares files on disk; it cannot be used with --stdout');
  if (flags.stdout) return { kind: 'stdout' };
  const dir = flags.out ?? config?.out;
  if (dir === undefined) return usageError('no output: give -o DIR or --stdout (or "out" in the config file)');
  return { kind: 'dir', dir };
}

function choosePackages(
  flags: Flags,
  config: Config | undefined,
  langs: readonly string[],
  targets: readonly TargetInfo[],
): Record<string, string> | UsageError {
  const packages: Record<string, string> = {};
  for (const lang of langs) {
    const name = flags.packages[lang] ?? flags.package ?? config?.packages?.[lang];
    if (name === undefined) continue;
    const problem = targets.find((t) => t.name === lang)?.checkPackage(name) ?? null;
    if (problem !== null) return usageError(`bad package name '${name}' for ${lang}: ${problem}`);
    packages[lang] = name;
  }
  return packages;
}

function isUsage(value: unknown): value is UsageError {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'usage';
}

/** `{ [key]: value }` when the value is given, else nothing (optional options stay absent). */
function present<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return value === undefined ? {} : ({ [key]: value } as { [P in K]?: V });
}

/** Merges flags over the config file over defaults, and checks the result. */
export function resolveOptions(flags: Flags, config: Config | undefined, targets: readonly TargetInfo[]): OptionsResult {
  const inputs = flags.inputs.length > 0 ? flags.inputs : (config?.inputs ?? []);
  if (inputs.length === 0) return usageError('no input files (give them as arguments or as "inputs" in the config file)');
  const langs = chooseLangs(flags, config, targets);
  if (isUsage(langs)) return langs;
  const output = chooseOutput(flags, config);
  if (isUsage(output)) return output;
  const packages = choosePackages(flags, config, langs, targets);
  if (isUsage(packages)) return packages;
  const manifest = flags.manifest ?? config?.manifest;
  const options: Options = {
    inputs,
    langs,
    output,
    packages,
    check: flags.check,
    ...(manifest !== undefined ? { manifest } : {}),
    keepUnknown: flags.keepUnknown ?? config?.keepUnknown ?? false,
    unsupported: flags.unsupported ?? config?.unsupported ?? 'error',
    ...present('input', flags.input ?? config?.input),
    ...present('componentsOnly', flags.componentsOnly === true ? true : config?.componentsOnly === true ? true : undefined),
    ...present('types', flags.types ?? config?.types),
    ...present('tsconfig', flags.tsconfig ?? config?.tsconfig),
    ...present('templateLiterals', flags.templateLiterals ?? config?.templateLiterals),
    ...present('refMap', flags.refMap ?? config?.refMap),
    ...present('openEnums', flags.openEnums === true ? true : config?.openEnums === true ? true : undefined),
  };
  return { kind: 'options', options };
}
