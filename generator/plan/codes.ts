/** Diagnostic codes of the plan stage, with a one-line meaning each. Data for `--help`. */
export const PLAN_CODES = [
  { code: 'E_ENUM_MEMBERS', meaning: 'an enum has no members, members of several kinds, or numbers that are one double' },
  { code: 'E_UNION_DISCRIMINATOR_VARIANT', meaning: 'a union dispatched on a discriminator has a variant that is not a record declaring that property' },
] as const;
