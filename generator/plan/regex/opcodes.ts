/**
 * The instruction set of the regex VM (specified in README.md). A program's `code` is a flat
 * array of integers: an opcode followed by its operands. Jump targets are absolute indices.
 */
export const Op = {
  /** MATCH: the (sub)program succeeded. */
  MATCH: 0,
  /** CHAR cp: input[pos] = cp → pos+1. */
  CHAR: 1,
  /** CHAR_BACK cp: input[pos-1] = cp → pos-1. */
  CHAR_BACK: 2,
  /** CLASS k: input[pos] ∈ classes[k] → pos+1. */
  CLASS: 3,
  /** CLASS_BACK k: input[pos-1] ∈ classes[k] → pos-1. */
  CLASS_BACK: 4,
  /** BACKREF g: the text of group g follows pos → advance past it. */
  BACKREF: 5,
  /** BACKREF_BACK g: the text of group g precedes pos → move before it. */
  BACKREF_BACK: 6,
  /** FORK alt: push a choice (alt, pos), continue at pc+2. */
  FORK: 7,
  /** JMP target. */
  JMP: 8,
  /** SAVE slot: slots[slot] = pos. */
  SAVE: 9,
  /** LOOP_INIT c: slots[c] = 0 (iterations done). */
  LOOP_INIT: 10,
  /** LOOP c min max greedy exit: decide whether to run one more iteration (body at pc+6). */
  LOOP: 11,
  /** ITER c min lo hi: start an iteration: slots[lo‥hi) = -1; slots[c+1] = pos if slots[c] ≥ min, else -1. */
  ITER: 12,
  /** NEXT c head: end an iteration: fail if slots[c+1] = pos; slots[c] += 1; jump to head. */
  NEXT: 13,
  /** BOL: pos = 0. */
  BOL: 14,
  /** EOL: pos = input length. */
  EOL: 15,
  /** WORD_BOUNDARY: isWord(pos-1) ≠ isWord(pos). */
  WORD_BOUNDARY: 16,
  /** NOT_WORD_BOUNDARY: isWord(pos-1) = isWord(pos). */
  NOT_WORD_BOUNDARY: 17,
  /** LOOK negated next: run the body at pc+3 (ending in MATCH) as an atomic sub-match at pos. */
  LOOK: 18,
} as const;

export type Opcode = (typeof Op)[keyof typeof Op];

/** Instruction lengths (opcode included), indexed by opcode. */
export const WIDTH: readonly number[] = [1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 6, 5, 3, 1, 1, 1, 1, 3];
