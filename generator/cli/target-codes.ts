/**
 * Diagnostic codes the language targets report, with a one-line meaning each. Data for
 * `--help`; a unit test checks that every code used under generator/ is documented somewhere.
 */
export const TARGET_CODES = [
  { code: 'E_RUNTIME', meaning: "a runtime source (runtime/<lang>/src in the jsongen package) breaks its placeholder rule, or the runtime is missing: a broken installation" },
] as const;
