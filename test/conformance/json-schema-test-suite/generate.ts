/**
 * Generates every group's schema (or any unit's) for every language (one front-end pass per group). A group is
 * refused in a language when jsongen reports an error for it there; the reason is the first
 * error's code and pointer (and file, when not the schema's own).
 */
import { formatDiagnostic, type Diagnostic } from '../../../generator/diagnostics.js';
import { generate, type LanguageOutput } from '../../../generator/pipeline.js';
import { defaultFrontEnd, repoPath } from '../../harness/cases.js';
import type { HarnessCase, LanguageHarness } from '../../harness/protocol.js';
import type { FrontEndOptions } from '../../../generator/input/options.js';

/** What is generated: a suite group, or any schema with the documents it refers to. */
export interface Unit {
  /** How ledgers name it. */
  readonly id: string;
  /** The compiled case holding its code. */
  readonly caseName: string;
  /** The schema file handed to jsongen (absolute); its root is the case's root type. */
  readonly schemaFile: string;
  /** Further inputs (absolute): documents the schema refers to by their `$id`. */
  readonly alongside?: readonly string[];
  /** Front-end options, when not the defaults. */
  readonly frontEnd?: FrontEndOptions;
}

export interface Refusal {
  /** `<CODE> #<pointer>` of the first error. */
  readonly reason: string;
  /** Every diagnostic, for messages. */
  readonly detail: string;
}

export interface LanguageGeneration {
  readonly lang: string;
  readonly cases: readonly HarnessCase[];
  /** Group id → why it was refused in this language. */
  readonly refused: ReadonlyMap<string, Refusal>;
}

/** `<CODE> #<pointer>`, or `<CODE> <file>#<pointer>` when the error is in another file than the unit's schema. */
function refusal(diagnostics: readonly Diagnostic[], g: Unit): Refusal {
  const first = diagnostics.find((d) => d.severity === 'error') ?? diagnostics[0];
  const file = first === undefined || first.file === repoPath(g.schemaFile) ? '' : (first.file.split('/').at(-1) ?? '');
  return {
    reason: first === undefined ? 'E_UNKNOWN #' : `${first.code} ${file}#${first.pointer}`,
    detail: diagnostics.map(formatDiagnostic).join('\n'),
  };
}

function internal(e: unknown): Refusal {
  return { reason: 'E_INTERNAL #', detail: e instanceof Error ? (e.stack ?? e.message) : String(e) };
}

function inputsOf(g: Unit): string[] {
  return [g.schemaFile, ...(g.alongside ?? [])].map(repoPath);
}

/** The schema file's root type: the first root the manifest names, that of the first input. */
function rootOf(output: LanguageOutput | undefined): string | undefined {
  return output?.manifest.find((entry) => entry.root)?.name;
}

/** One language alone: used when generating all languages at once reported an error. */
function oneLanguage(harness: LanguageHarness, g: Unit): HarnessCase | Refusal {
  try {
    const pkg = harness.packageFor(g.caseName);
    const result = generate({ inputs: inputsOf(g), langs: [harness.lang], packages: { [harness.lang]: pkg }, frontEnd: g.frontEnd ?? defaultFrontEnd });
    if (!result.ok) return refusal(result.diagnostics, g);
    const output = result.value.find((o) => o.lang === harness.lang);
    const root = rootOf(output);
    if (output === undefined || root === undefined) return { reason: 'E_TEST_NO_ROOT #', detail: 'the manifest has no root entry' };
    return { name: g.caseName, package: pkg, rootType: root, files: output.files };
  } catch (e) {
    return internal(e);
  }
}

function isCase(x: HarnessCase | Refusal): x is HarnessCase {
  return 'files' in x;
}

/** Lets the test runner's messages through between groups (generating them all takes minutes). */
function pause(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** Every group for every harness; the result is in the harnesses' order. */
export async function generateAll(harnesses: readonly LanguageHarness[], groups: readonly Unit[]): Promise<LanguageGeneration[]> {
  const cases = harnesses.map((): HarnessCase[] => []);
  const refused = harnesses.map(() => new Map<string, Refusal>());
  for (const g of groups) {
    await pause();
    const packages = Object.fromEntries(harnesses.map((h) => [h.lang, h.packageFor(g.caseName)]));
    let together: ReturnType<typeof generate> | undefined;
    try {
      together = generate({ inputs: inputsOf(g), langs: harnesses.map((h) => h.lang), packages, frontEnd: g.frontEnd ?? defaultFrontEnd });
    } catch {
      together = undefined;
    }
    harnesses.forEach((h, n) => {
      const output = together?.ok === true ? together.value.find((o) => o.lang === h.lang) : undefined;
      const root = rootOf(output);
      const one: HarnessCase | Refusal =
        output !== undefined && root !== undefined
          ? { name: g.caseName, package: packages[h.lang] as string, rootType: root, files: output.files }
          : oneLanguage(h, g);
      if (isCase(one)) cases[n]?.push(one);
      else refused[n]?.set(g.id, one);
    });
  }
  return harnesses.map((h, n) => ({ lang: h.lang, cases: cases[n] ?? [], refused: refused[n] ?? new Map() }));
}

/** The refusal ledger's entries: one line per unit, naming the languages when not all refuse. */
export function refusedEntries(generations: readonly LanguageGeneration[], units: readonly Unit[]): Map<string, string> {
  const entries = new Map<string, string>();
  for (const g of units) {
    const refusing = generations.filter((gen) => gen.refused.has(g.id));
    const first = refusing[0]?.refused.get(g.id);
    if (first === undefined) continue;
    const some = refusing.length < generations.length ? ` (${refusing.map((r) => r.lang).join(',')})` : '';
    entries.set(g.id, `${first.reason}${some}`);
  }
  return entries;
}
