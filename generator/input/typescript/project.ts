/**
 * The TypeScript program of one run: ts-morph loaded on first use (JSON Schema runs never load
 * it), one project with the inputs and the files they import, and its type checker.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import type * as TsMorph from 'ts-morph';
import { error, fail, ok, type Diagnostic, type Result } from '../../diagnostics.js';
import { isTypeScriptFile } from '../detect.js';

export type TsMorphModule = typeof TsMorph;
/** The TypeScript compiler namespace bundled with ts-morph (its enums are needed at run time). */
export type Ts = typeof TsMorph.ts;
/** Loads ts-morph synchronously, where the TypeScript input needs it (Node caches the module). */
export function loadTsMorph(): TsMorphModule {
  return createRequire(import.meta.url)('ts-morph') as TsMorphModule;
}

export interface InputFile {
  /** The path as given on the command line. */
  readonly path: string;
  readonly source: TsMorph.ts.SourceFile;
}

export interface TsProgram {
  readonly ts: Ts;
  readonly checker: TsMorph.ts.TypeChecker;
  readonly isLibFile: (source: TsMorph.ts.SourceFile) => boolean;
  readonly inputs: readonly InputFile[];
}

/** Strict (so `| null` is seen), an explicit lib (so `Date` resolves without a tsconfig), bundler-style imports. */
function builtInOptions(t: Ts): TsMorph.ts.CompilerOptions {
  return {
    strict: true,
    target: t.ScriptTarget.ES2022,
    module: t.ModuleKind.ESNext,
    moduleResolution: t.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts'],
    types: [],
    noEmit: true,
    skipLibCheck: true,
    allowJs: false,
  };
}

function syntaxErrors(t: Ts, program: TsMorph.ts.Program, inputs: readonly InputFile[]): Diagnostic[] {
  return inputs.flatMap((input) =>
    program.getSyntacticDiagnostics(input.source).map((d) => {
      const at = d.start === undefined ? undefined : input.source.getLineAndCharacterOfPosition(d.start);
      const message = t.flattenDiagnosticMessageText(d.messageText, ' ');
      const diagnostic = error('E_TS_PROGRAM', `syntax error: ${message}`, input.path, '');
      return at === undefined ? diagnostic : { ...diagnostic, position: { line: at.line + 1, column: at.character + 1 } };
    }),
  );
}

/** Builds the project once for the run: the inputs, the files they import, the checker. */
export function openProgram(paths: readonly string[], tsconfig: string | undefined): Result<TsProgram> {
  if (tsconfig !== undefined && !existsSync(tsconfig)) return fail([error('E_TS_PROGRAM', 'cannot read the tsconfig file', tsconfig, '')]);
  const missing = paths.filter((p) => !existsSync(p));
  if (missing.length > 0) return fail(missing.map((p) => error('E_TS_PROGRAM', 'cannot read file', p, '')));
  const m = loadTsMorph();
  const project =
    tsconfig === undefined
      ? new m.Project({ compilerOptions: builtInOptions(m.ts), skipAddingFilesFromTsConfig: true })
      : new m.Project({ tsConfigFilePath: tsconfig, skipAddingFilesFromTsConfig: true });
  // A file of another extension read with `--input typescript` is compiled as `<name>.ts`.
  const added = paths.map((path) => ({
    path,
    file: isTypeScriptFile(path) ? project.addSourceFileAtPath(resolve(path)) : project.createSourceFile(`${resolve(path)}.ts`, readFileSync(path, 'utf8'), { overwrite: true }),
  }));
  project.resolveSourceFileDependencies();
  const program = project.getProgram().compilerObject;
  const inputs = added.map(({ path, file }) => ({ path, source: program.getSourceFile(file.getFilePath()) ?? file.compilerNode }));
  const problems = syntaxErrors(m.ts, program, inputs);
  if (problems.length > 0) return fail(problems);
  return ok({ ts: m.ts, checker: program.getTypeChecker(), isLibFile: (source) => program.isSourceFileDefaultLibrary(source), inputs });
}
