/** What one document must give in one language, and the failure messages (case, seed, bytes of every language). */
import type { InstanceResult } from '../harness/protocol.js';
import { showBytes } from '../compiled/outcome.js';
import type { CrossDocument } from './documents.js';
import { documentKey, type LanguageRun } from './run.js';

function describeResult(result: InstanceResult | undefined, limit: number): string {
  if (result === undefined) return 'no result';
  if (result.ok) return `OK ${showBytes(result.output, limit)}`;
  const stage = result.offset < 0 ? 'encode error' : `rejected at offset ${result.offset}`;
  return `${stage}, pointer ${JSON.stringify(result.pointer)}: ${result.message.slice(0, 200)}`;
}

/** Why the language's answer for the document is wrong, or undefined when it is right. */
export function documentProblem(doc: CrossDocument, caseName: string, run: LanguageRun): string | undefined {
  const answer = run.results.get(documentKey(caseName, doc.index));
  if (answer === undefined) return 'no result';
  const { first, second } = answer;
  if (!first.ok) return `does not accept it: ${describeResult(first, 300)}`;
  if (first.output.toString('utf8') !== doc.expected || !Buffer.from(doc.expected, 'utf8').equals(first.output)) {
    return 'the re-encoding is not the canonical bytes';
  }
  if (second === undefined || !second.ok) return `does not accept its own output: ${describeResult(second, 300)}`;
  if (!second.output.equals(first.output)) return `re-encoding its own output gives different bytes: ${describeResult(second, 300)}`;
  return undefined;
}

/** A failing document with the output of every language side by side. */
export function documentReport(doc: CrossDocument, caseName: string, runs: readonly LanguageRun[], baseSeed: string): string {
  const lines = [
    `document ${doc.index} of ${caseName} (seed ${JSON.stringify(doc.seed)}; rerun with JSONGEN_SEED=${JSON.stringify(baseSeed)}): ${doc.path}`,
    `  input:    ${showBytes(Buffer.from(doc.text, 'utf8'), 600)}`,
    `  expected: ${showBytes(Buffer.from(doc.expected, 'utf8'), 600)}`,
  ];
  for (const run of runs) {
    const answer = run.results.get(documentKey(caseName, doc.index));
    const problem = run.error ?? run.missing.get(caseName) ?? documentProblem(doc, caseName, run);
    lines.push(`  ${run.lang.padEnd(8)}  ${describeResult(answer?.first, 600)}${problem === undefined ? '' : `\n            ✗ ${problem}`}`);
  }
  return lines.join('\n');
}
