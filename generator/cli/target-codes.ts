/**
 * Diagnostic codes the language targets report, with a one-line meaning each. Data for
 * `--help`; a unit test checks that every code used under generator/ is documented somewhere.
 */
export const TARGET_CODES = [
  { code: 'E_GO_DISCRIMINATOR_VARIANT', meaning: 'go: a union dispatched on a discriminator has a variant that is not a record declaring that property' },
  { code: 'E_GO_RUNTIME', meaning: 'go: a file of the installed runtime (runtime/go/src) lacks its one `package jsongenruntime` line, or the runtime is missing' },
  { code: 'E_HASKELL_RUNTIME_MISSING', meaning: 'haskell: the runtime sources (runtime/haskell/src in the jsongen package) are missing: a broken installation' },
  { code: 'E_SCALA_RUNTIME', meaning: 'scala: a runtime source (runtime/scala/src/) breaks the placeholder rule or is missing: a broken installation of jsongen' },
] as const;
