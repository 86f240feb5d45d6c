import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import { packageRoot } from '../package-root.js';
import { usageError, type UsageError } from './exit.js';
import type { FrontEndOptions } from '../input/options.js';

export const defaultConfigName = 'jsongen.config.json';

/** A validated config file. Paths are already made relative to the working directory. */
export interface Config extends Partial<FrontEndOptions> {
  readonly file: string;
  readonly inputs?: readonly string[];
  readonly langs?: readonly string[];
  readonly out?: string;
  readonly manifest?: string;
  readonly packages?: Readonly<Record<string, string>>;
}

export type ConfigResult = { readonly kind: 'config'; readonly config: Config | undefined } | UsageError;

/** The published schema of the config file (`schemas/jsongen.config.schema.json`). */
export function configSchemaPath(): string {
  return join(packageRoot(), 'schemas', 'jsongen.config.schema.json');
}

function formatAjvError(e: ErrorObject): string {
  const where = e.instancePath === '' ? '(root)' : e.instancePath;
  const extra = e.keyword === 'additionalProperties' ? ` '${String(e.params['additionalProperty'])}'` : '';
  const allowed = e.keyword === 'enum' ? ` (${(e.params['allowedValues'] as unknown[]).map(String).join(', ')})` : '';
  return `${where}: ${e.message ?? e.keyword}${extra}${allowed}`;
}

/** Checks a parsed config value against the published schema; error messages, or none. */
export function validateConfig(value: unknown, schemaPath: string = configSchemaPath()): string[] {
  const ajv = new Ajv2020({ allErrors: true, strict: true });
  const validate = ajv.compile(JSON.parse(readFileSync(schemaPath, 'utf8')) as object);
  return validate(value) ? [] : (validate.errors ?? []).map(formatAjvError);
}

type RawConfig = Omit<Config, 'file' | 'refMap'> & { readonly refMap?: Readonly<Record<string, string>> };

function rebase(raw: RawConfig, configFile: string, cwd: string): Config {
  const dir = dirname(configFile);
  const path = (p: string): string => relative(cwd, resolve(dir, p)) || '.';
  const { refMap, ...rest } = raw;
  return {
    ...rest,
    file: configFile,
    ...(raw.inputs !== undefined ? { inputs: raw.inputs.map(path) } : {}),
    ...(raw.out !== undefined ? { out: path(raw.out) } : {}),
    ...(raw.manifest !== undefined ? { manifest: path(raw.manifest) } : {}),
    ...(raw.tsconfig !== undefined ? { tsconfig: path(raw.tsconfig) } : {}),
    ...(refMap !== undefined ? { refMap: Object.entries(refMap).map(([prefix, d]) => ({ prefix, dir: path(d) })) } : {}),
  };
}

/**
 * Reads the config file named by `--config`, or `jsongen.config.json` in `cwd` when present.
 * A named file that is missing, unreadable, not JSON or not valid is a usage error.
 */
export function loadConfig(named: string | undefined, cwd: string): ConfigResult {
  const file = resolve(cwd, named ?? defaultConfigName);
  if (named === undefined && !existsSync(file)) return { kind: 'config', config: undefined };
  const shown = named ?? defaultConfigName;
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    return usageError(`cannot read config file ${shown}: ${(e as NodeJS.ErrnoException).code ?? String(e)}`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    return usageError(`config file ${shown} is not valid JSON: ${(e as Error).message}`);
  }
  const problems = validateConfig(value);
  if (problems.length > 0) {
    return usageError(`config file ${shown} is invalid:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  }
  return { kind: 'config', config: rebase(value as RawConfig, file, cwd) };
}
