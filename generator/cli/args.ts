import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import { INPUT_FORMATS, type InputFormat } from '../input/detect.js';
import type { RefMapping } from '../input/jsonschema/load.js';
import { ExitCode } from './exit.js';
import { unsupportedModes, type UnsupportedMode } from '../input/options.js';
import { packageFlags, type Flags } from './flags.js';
import { helpEpilog } from './help.js';
import type { CliIo } from './io.js';

/** Either the parsed flags, or an exit code (after `--help`, `--version` or a usage error). */
export type ParsedArgs = { readonly kind: 'flags'; readonly flags: Flags } | { readonly kind: 'exit'; readonly code: number };

function collectTypes(value: string, previous: readonly string[] | undefined): string[] {
  return [...(previous ?? []), value];
}

/** `PREFIX=DIR`: PREFIX an absolute URL (scheme included), DIR a folder. */
function collectRefMap(value: string, previous: readonly RefMapping[] | undefined): RefMapping[] {
  const at = value.indexOf('=');
  const prefix = at < 0 ? '' : value.slice(0, at);
  const dir = at < 0 ? '' : value.slice(at + 1);
  if (!/^[a-zA-Z][a-zA-Z0-9+.-]*:/.test(prefix) || dir === '') throw new InvalidArgumentError('expected PREFIX=DIR, PREFIX an absolute URL (e.g. https://example.com/schemas/=vendor/schemas)');
  return [...(previous ?? []), { prefix, dir }];
}

function collectLangs(value: string, previous: readonly string[] | undefined): string[] {
  return [...(previous ?? []), ...value.split(',').map((s) => s.trim())];
}

/** The commander program: flags, help text and version. Parsing does not exit the process. */
export function createProgram(langs: readonly string[], version: string, io: CliIo): Command {
  const program = new Command('jsongen')
    .description('Generate monomorphic, reflection-free JSON encoders and decoders from JSON Schema, OpenAPI / Swagger, JSON Type Definition or TypeScript declarations.')
    .argument('[inputs...]', 'JSON Schema, OpenAPI / Swagger or JTD files (JSON or YAML), or TypeScript files (.ts, .d.ts)')
    .option('--lang <langs>', `target languages, comma-separated or repeated (choices: ${langs.join(', ')})`, collectLangs)
    .option('-o, --out <dir>', 'output directory')
    .option('--stdout', 'print the generated files instead of writing them')
    .option('--package <name>', 'package / module name for every chosen language');
  for (const p of packageFlags) program.option(`--${p.flag} <name>`, `${p.what} (overrides --package)`);
  program
    .option('--check', 'write nothing; exit 3 when the files on disk differ from what would be generated')
    .option('--config <file>', 'config file (default: jsongen.config.json in the current directory, if present)')
    .option('--manifest <file>', 'write the manifest (schema pointer -> generated name and file) to this file')
    .option('--keep-unknown', 'keep unknown object keys (raw JSON) instead of skipping them')
    .option('--no-keep-unknown', 'skip unknown object keys (overrides the config file)')
    .addOption(
      new Option('--unsupported <mode>', 'unsupported schema keywords are errors or warnings with a fallback').choices(
        unsupportedModes,
      ),
    )
    .addOption(new Option('--input <format>', 'the input format (default: detected from the content)').choices(INPUT_FORMATS))
    .option('--type <name>', 'TypeScript: generate this declaration (repeatable; default: every exported one)', collectTypes)
    .addOption(new Option('--template-literals <mode>', 'TypeScript: template-literal types are refused, or strings with a pattern').choices(['refuse', 'pattern']))
    .option('--tsconfig <file>', 'TypeScript: compiler options from this tsconfig.json (default: strict, lib es2022)')
    .option('--components-only', 'OpenAPI: only component schemas, no types for inline request and response schemas')
    .option('--ref-map <prefix=dir>', 'JSON Schema: read $ref URLs starting with PREFIX from the files under DIR (repeatable; nothing is fetched)', collectRefMap)
    .option('--open-enums', 'every enum is open: an unknown value of its kind decodes to an "unknown" member and re-encodes unchanged')
    .version(version, '-V, --version')
    .helpOption('-h, --help', 'show this help')
    .addHelpText('after', helpEpilog(langs))
    .showHelpAfterError('(run jsongen --help for usage)')
    .exitOverride()
    .configureOutput({ writeOut: io.stdout, writeErr: io.stderr });
  return program;
}

function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function toFlags(program: Command): Flags {
  const o = program.opts<Record<string, unknown>>();
  const packages: Record<string, string> = {};
  for (const p of packageFlags) {
    const value = optionalString(program.getOptionValue(camel(p.flag)));
    if (value !== undefined) packages[p.lang] = value;
  }
  const flags: { -readonly [K in keyof Flags]: Flags[K] } = {
    inputs: program.processedArgs[0] as string[],
    langs: (o['lang'] as string[] | undefined) ?? [],
    stdout: o['stdout'] === true,
    packages,
    check: o['check'] === true,
  };
  const strings = { out: o['out'], package: o['package'], config: o['config'], manifest: o['manifest'] };
  for (const [key, value] of Object.entries(strings)) {
    if (typeof value === 'string') flags[key as 'out' | 'package' | 'config' | 'manifest'] = value;
  }
  if (typeof o['keepUnknown'] === 'boolean') flags.keepUnknown = o['keepUnknown'];
  if (typeof o['unsupported'] === 'string') flags.unsupported = o['unsupported'] as UnsupportedMode;
  if (typeof o['input'] === 'string') flags.input = o['input'] as InputFormat;
  if (o['componentsOnly'] === true) flags.componentsOnly = true;
  if (Array.isArray(o['type'])) flags.types = o['type'] as string[];
  if (typeof o['tsconfig'] === 'string') flags.tsconfig = o['tsconfig'];
  if (o['templateLiterals'] === 'refuse' || o['templateLiterals'] === 'pattern') flags.templateLiterals = o['templateLiterals'];
  if (o['openEnums'] === true) flags.openEnums = true;
  if (Array.isArray(o['refMap'])) flags.refMap = o['refMap'] as RefMapping[];
  return flags;
}

function camel(flag: string): string {
  return flag.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
}

/** Parses `argv` (the arguments after the program name). */
export function parseArgs(argv: readonly string[], langs: readonly string[], version: string, io: CliIo): ParsedArgs {
  const program = createProgram(langs, version, io);
  try {
    program.parse([...argv], { from: 'user' });
  } catch (e) {
    if (e instanceof CommanderError) {
      return { kind: 'exit', code: e.exitCode === 0 ? ExitCode.ok : ExitCode.usage };
    }
    throw e;
  }
  return { kind: 'flags', flags: toFlags(program) };
}
