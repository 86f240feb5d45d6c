/**
 * Generates every group's schema for every language (one front-end pass per group). A group is
 * refused in a language when jsongen reports an error for it there; the reason is the first
 * error's code and pointer.
 */
import { formatDiagnostic, type Diagnostic } from '../../../generator/diagnostics.js';
import { generate } from '../../../generator/pipeline.js';
import { defaultFrontEnd, generateCase, repoPath, schemaCase } from '../../harness/cases.js';
import type { HarnessCase, LanguageHarness } from '../../harness/protocol.js';
import type { Group } from './groups.js';

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

function refusal(diagnostics: readonly Diagnostic[]): Refusal {
  const first = diagnostics.find((d) => d.severity === 'error') ?? diagnostics[0];
  return {
    reason: first === undefined ? 'E_UNKNOWN #' : `${first.code} #${first.pointer}`,
    detail: diagnostics.map(formatDiagnostic).join('\n'),
  };
}

function internal(e: unknown): Refusal {
  return { reason: 'E_INTERNAL #', detail: e instanceof Error ? (e.stack ?? e.message) : String(e) };
}

/** One language alone: used when generating all languages at once reported an error. */
function oneLanguage(harness: LanguageHarness, g: Group): HarnessCase | Refusal {
  try {
    const result = generateCase(schemaCase(g.caseName, g.schemaFile), harness);
    return result.ok ? result.value : refusal(result.diagnostics);
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
export async function generateAll(harnesses: readonly LanguageHarness[], groups: readonly Group[]): Promise<LanguageGeneration[]> {
  const cases = harnesses.map((): HarnessCase[] => []);
  const refused = harnesses.map(() => new Map<string, Refusal>());
  for (const g of groups) {
    await pause();
    const packages = Object.fromEntries(harnesses.map((h) => [h.lang, h.packageFor(g.caseName)]));
    let together: ReturnType<typeof generate> | undefined;
    try {
      together = generate({ inputs: [repoPath(g.schemaFile)], langs: harnesses.map((h) => h.lang), packages, frontEnd: defaultFrontEnd });
    } catch {
      together = undefined;
    }
    harnesses.forEach((h, n) => {
      const output = together?.ok === true ? together.value.find((o) => o.lang === h.lang) : undefined;
      const root = output?.manifest.find((entry) => entry.root);
      const one: HarnessCase | Refusal =
        output !== undefined && root !== undefined
          ? { name: g.caseName, package: packages[h.lang] as string, rootType: root.name, files: output.files }
          : oneLanguage(h, g);
      if (isCase(one)) cases[n]?.push(one);
      else refused[n]?.set(g.id, one);
    });
  }
  return harnesses.map((h, n) => ({ lang: h.lang, cases: cases[n] ?? [], refused: refused[n] ?? new Map() }));
}
