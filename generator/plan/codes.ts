/** Diagnostic codes of the plan stage, with a one-line meaning each. Data for `--help`. */
export const PLAN_CODES = [
  { code: 'E_UNION_DISCRIMINATOR_VARIANT', meaning: 'a union dispatched on a discriminator has a variant that is not a record declaring that property' },
] as const;
