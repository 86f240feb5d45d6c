/** Diagnostic codes of the IR normalize passes, with a one-line meaning each (data for the README). */
export const PASS_CODES = [
  { code: 'E_REF_DANGLING', meaning: 'a reference in the IR names no declaration' },
  { code: 'E_CYCLE_NO_BASE', meaning: 'a declaration can only be satisfied by an infinite value (recursion with no base case)' },
  { code: 'W_UNION_FIRST_MATCH', meaning: 'a union cannot be dispatched without trying its variants in order (first match wins)' },
] as const;
