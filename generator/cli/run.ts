import { resolve } from 'node:path';
import { formatDiagnostic, type Diagnostic, type Result } from '../diagnostics.js';
import { compareFiles, isMismatch } from '../emit/compare.js';
import { buildManifest, manifestText } from '../emit/manifest.js';
import type { PlannedFile } from '../emit/planned.js';
import { resolveInside } from '../emit/paths.js';
import { manifestOut, staleFiles } from '../emit/stale.js';
import { writeFiles } from '../emit/write.js';
import type { GenerateRequest, LanguageOutput } from '../pipeline.js';
import { parseArgs } from './args.js';
import { checkReport } from './check-report.js';
import { loadConfig } from './config.js';
import { ExitCode } from './exit.js';
import type { CliIo } from './io.js';
import { layOut, shownPath, stdoutPieces, type LaidOut } from './layout.js';
import { resolveOptions, type Options, type TargetInfo } from './options.js';

/** What the CLI is run against: the targets, the generator, and the version to report. */
export interface CliDeps {
  readonly targets: readonly TargetInfo[];
  readonly generate: (request: GenerateRequest) => Result<readonly LanguageOutput[]>;
  readonly version: string;
}

function printDiagnostics(io: CliIo, diagnostics: readonly Diagnostic[]): void {
  if (diagnostics.length > 0) io.stderr(diagnostics.map((d) => `${formatDiagnostic(d)}\n`).join(''));
}

function usage(io: CliIo, message: string): number {
  io.stderr(`jsongen: error: ${message}\n(run jsongen --help for usage)\n`);
  return ExitCode.usage;
}

function request(options: Options): GenerateRequest {
  return {
    inputs: options.inputs,
    langs: options.langs,
    packages: options.packages,
    frontEnd: {
      keepUnknown: options.keepUnknown,
      unsupported: options.unsupported,
      ...(options.input !== undefined ? { input: options.input } : {}),
      ...(options.componentsOnly === true ? { componentsOnly: true } : {}),
      ...(options.types !== undefined ? { types: options.types } : {}),
      ...(options.tsconfig !== undefined ? { tsconfig: options.tsconfig } : {}),
      ...(options.templateLiterals !== undefined ? { templateLiterals: options.templateLiterals } : {}),
      ...(options.openEnums === true ? { openEnums: true } : {}),
      ...(options.refMap !== undefined ? { refMap: options.refMap } : {}),
    },
  };
}

/** The files to write (or compare) on disk, the manifest included when asked for. */
function plan(options: Options, laidOut: LaidOut, io: CliIo, dir: string | undefined): PlannedFile[] {
  const planned: PlannedFile[] = [];
  if (dir !== undefined) {
    for (const file of laidOut.files) {
      const path = resolveInside(resolve(io.cwd, dir), file.path);
      if (path === undefined) throw new Error(`a target produced the unsafe output path ${JSON.stringify(file.path)}`);
      planned.push({ path, shown: shownPath(dir, file.path), content: file.content });
    }
  }
  if (options.manifest !== undefined) {
    const manifestPath = resolve(io.cwd, options.manifest);
    const out = dir === undefined ? undefined : manifestOut(manifestPath, resolve(io.cwd, dir));
    const manifest = buildManifest(laidOut.manifest, laidOut.files.map((f) => f.path), out);
    planned.push({ path: manifestPath, shown: options.manifest, content: manifestText(manifest) });
  }
  return planned;
}

function emitToDir(options: Options, laidOut: LaidOut, io: CliIo, dir: string): number {
  const planned = plan(options, laidOut, io, dir);
  const stale =
    options.manifest === undefined
      ? []
      : staleFiles(resolve(io.cwd, options.manifest), resolve(io.cwd, dir), laidOut.files.map((f) => f.path), (p) =>
          shownPath(dir, p),
        );
  if (options.check) {
    const statuses = compareFiles(planned, stale);
    if (!isMismatch(statuses)) return ExitCode.ok;
    io.stderr(checkReport(statuses));
    return ExitCode.checkMismatch;
  }
  const written = writeFiles(planned, stale);
  printDiagnostics(io, written.diagnostics);
  return written.ok ? ExitCode.ok : ExitCode.diagnostics;
}

/** Runs `jsongen` with `argv` (the arguments after the program name); returns the exit code. */
export function runCli(argv: readonly string[], io: CliIo, deps: CliDeps): number {
  const parsed = parseArgs(argv, deps.targets.map((t) => t.name), deps.version, io);
  if (parsed.kind === 'exit') return parsed.code;
  const config = loadConfig(parsed.flags.config, io.cwd);
  if (config.kind === 'usage') return usage(io, config.message);
  const resolved = resolveOptions(parsed.flags, config.config, deps.targets);
  if (resolved.kind === 'usage') return usage(io, resolved.message);
  const options = resolved.options;
  const generated = deps.generate(request(options));
  printDiagnostics(io, generated.diagnostics);
  if (!generated.ok) return ExitCode.diagnostics;
  const laidOut = layOut(generated.value);
  if (options.output.kind === 'dir') return emitToDir(options, laidOut, io, options.output.dir);
  for (const piece of stdoutPieces(laidOut.files)) io.stdout(piece);
  const manifestOnly = plan(options, laidOut, io, undefined);
  const written = writeFiles(manifestOnly);
  printDiagnostics(io, written.diagnostics);
  return written.ok ? ExitCode.ok : ExitCode.diagnostics;
}
