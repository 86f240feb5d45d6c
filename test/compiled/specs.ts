/**
 * The cases in every language's one compiled driver: the shared cases, the conformance and corpus
 * schemas, the JSON Type Definition suite's schemas and the real-world schemas. Every test that
 * sends documents through the compiled driver (the compiled suites, limits, cross-language
 * documents, decoder fuzzing, Go interop) builds this list, so they share one build per language.
 */
import { discoverCases, type CaseSpec } from '../harness/cases.js';
import { extraCases } from './extra-cases.js';
import { jtdCases } from './jtd-cases.js';
import { realworldCases } from './realworld-cases.js';

export function compiledSpecs(): readonly CaseSpec[] {
  return [...discoverCases().cases, ...extraCases, ...jtdCases, ...realworldCases];
}
