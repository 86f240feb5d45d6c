/**
 * The reference VM: runs a `RegexProgram` over a string's code points with ECMAScript `test`
 * semantics (unanchored search). This file is the specification in code; README.md states it in
 * words for the Go, Haskell and Scala ports, which must agree with it step for step.
 */
import type { RegexProgram } from './program.js';
import { Op } from './opcodes.js';
import { contains } from './ranges.js';

/** Instructions a whole search may execute before it gives up with `tooComplex`. */
export const DEFAULT_STEP_LIMIT = 1_000_000;

/** A memoizable program is memoized when `code.length × (n + 1)` is at most this many bits. */
export const MEMO_LIMIT = 1 << 22;

export type Verdict = 'match' | 'noMatch' | 'tooComplex';

export interface VmResult {
  readonly verdict: Verdict;
  /** Instructions executed (the step that passes the limit included). */
  readonly steps: number;
}

interface Machine {
  readonly program: RegexProgram;
  readonly input: readonly number[];
  readonly slots: number[];
  /** Undo log: pairs (slot, previous value). */
  readonly trail: number[];
  steps: number;
  readonly limit: number;
  /** One bit per (pc, pos): a FORK already executed there (README.md, "Memo"); null: no memo. */
  readonly memo: Uint8Array | null;
}

const MATCHED = 0;
const FAILED = 1;
const LIMIT = 2;
type Outcome = typeof MATCHED | typeof FAILED | typeof LIMIT;

/** A string's code points; a lone surrogate is one code point, as in u-mode. */
export function codePoints(s: string): number[] {
  return Array.from(s, (ch) => ch.codePointAt(0) as number);
}

export function runProgram(program: RegexProgram, input: readonly number[], limit = DEFAULT_STEP_LIMIT): VmResult {
  const cells = program.code.length * (input.length + 1);
  const memo = program.memo && cells <= MEMO_LIMIT ? new Uint8Array((cells + 7) >> 3) : null;
  const m: Machine = { program, input, slots: new Array<number>(program.slots).fill(-1), trail: [], steps: 0, limit, memo };
  for (let start = 0; start <= input.length; start++) {
    const outcome = run(m, 0, start);
    if (outcome === MATCHED) return { verdict: 'match', steps: m.steps };
    if (outcome === LIMIT) return { verdict: 'tooComplex', steps: m.steps };
  }
  return { verdict: 'noMatch', steps: m.steps };
}

export function testString(program: RegexProgram, s: string, limit = DEFAULT_STEP_LIMIT): VmResult {
  return runProgram(program, codePoints(s), limit);
}

function write(m: Machine, slot: number, value: number): void {
  m.trail.push(slot, m.slots[slot] as number);
  m.slots[slot] = value;
}

function unwind(m: Machine, length: number): void {
  while (m.trail.length > length) {
    const old = m.trail.pop() as number;
    const slot = m.trail.pop() as number;
    m.slots[slot] = old;
  }
}

function isWord(input: readonly number[], i: number): boolean {
  const cp = input[i];
  if (cp === undefined) return false;
  return (cp >= 0x30 && cp <= 0x39) || (cp >= 0x41 && cp <= 0x5a) || cp === 0x5f || (cp >= 0x61 && cp <= 0x7a);
}

/** Where group g's text is: [start, end), or null if the group has not participated. */
function groupText(m: Machine, g: number): readonly [number, number] | null {
  const start = m.slots[2 * (g - 1)] as number;
  const end = m.slots[2 * (g - 1) + 1] as number;
  return start < 0 || end < 0 ? null : [start, end];
}

/** Does input[at‥at+len) equal input[from‥from+len)? */
function sameText(input: readonly number[], from: number, at: number, len: number): boolean {
  if (at < 0 || at + len > input.length) return false;
  for (let i = 0; i < len; i++) if (input[from + i] !== input[at + i]) return false;
  return true;
}

/** One run's registers and its own choice stack: triples (pc, pos, trail length). */
interface Thread {
  pc: number;
  pos: number;
  readonly choices: number[];
}

const CONTINUE = 3;
type StepResult = Outcome | typeof CONTINUE;

/**
 * Runs from `pc` at `pos` until MATCH or until every choice made here has failed. On failure the
 * slots are as they were on entry; on a match the body's slot writes stay (and stay on the trail).
 */
function run(m: Machine, pc: number, pos: number): Outcome {
  const t: Thread = { pc, pos, choices: [] };
  const base = m.trail.length;
  for (;;) {
    if (++m.steps > m.limit) return LIMIT;
    const result = step(m, t);
    if (result === CONTINUE) continue;
    if (result !== FAILED) return result;
    if (t.choices.length === 0) {
      unwind(m, base);
      return FAILED;
    }
    unwind(m, t.choices.pop() as number);
    t.pos = t.choices.pop() as number;
    t.pc = t.choices.pop() as number;
  }
}

/** Moves by `delta` code points if `ok`; FAILED otherwise. */
function advance(t: Thread, ok: boolean, width: number, delta: number): StepResult {
  if (!ok) return FAILED;
  t.pc += width;
  t.pos += delta;
  return CONTINUE;
}

/** Executes the instruction at t.pc. */
function step(m: Machine, t: Thread): StepResult {
  const { code, classes } = m.program;
  const { input } = m;
  const { pc, pos } = t;
  const a = code[pc + 1] as number;
  const op = code[pc] as number;
  switch (op) {
    case Op.MATCH:
      return MATCHED;
    case Op.CHAR:
      return advance(t, input[pos] === a, 2, 1);
    case Op.CHAR_BACK:
      return advance(t, pos > 0 && input[pos - 1] === a, 2, -1);
    case Op.CLASS:
      return advance(t, pos < input.length && contains(classes[a] ?? [], input[pos] as number), 2, 1);
    case Op.CLASS_BACK:
      return advance(t, pos > 0 && contains(classes[a] ?? [], input[pos - 1] as number), 2, -1);
    case Op.BACKREF:
    case Op.BACKREF_BACK:
      return backref(m, t, a, op === Op.BACKREF);
    case Op.FORK:
      if (m.memo !== null && seen(m.memo, pos * code.length + pc)) return FAILED;
      t.choices.push(a, pos, m.trail.length);
      return advance(t, true, 2, 0);
    case Op.JMP:
      t.pc = a;
      return CONTINUE;
    case Op.SAVE:
      write(m, a, pos);
      return advance(t, true, 2, 0);
    case Op.LOOP_INIT:
      write(m, a, 0);
      return advance(t, true, 2, 0);
    case Op.LOOP:
      return loop(m, t, a);
    case Op.ITER:
      for (let s = code[pc + 3] as number; s < (code[pc + 4] as number); s++) write(m, s, -1);
      write(m, a + 1, (m.slots[a] as number) >= (code[pc + 2] as number) ? pos : -1);
      return advance(t, true, 5, 0);
    case Op.NEXT:
      if (m.slots[a + 1] === pos) return FAILED;
      write(m, a, (m.slots[a] as number) + 1);
      t.pc = code[pc + 2] as number;
      return CONTINUE;
    case Op.BOL:
      return advance(t, pos === 0, 1, 0);
    case Op.EOL:
      return advance(t, pos === input.length, 1, 0);
    case Op.WORD_BOUNDARY:
    case Op.NOT_WORD_BOUNDARY: {
      const boundary = isWord(input, pos - 1) !== isWord(input, pos);
      return advance(t, boundary === (op === Op.WORD_BOUNDARY), 1, 0);
    }
    case Op.LOOK: {
      const outcome = run(m, pc + 3, pos);
      if (outcome === LIMIT) return LIMIT;
      if ((outcome === MATCHED) === (a === 1)) return FAILED;
      t.pc = code[pc + 2] as number;
      return CONTINUE;
    }
    default:
      throw new Error(`regex VM: bad opcode ${op} at ${pc}`);
  }
}

/** Tests and sets bit `i`. */
function seen(bits: Uint8Array, i: number): boolean {
  const mask = 1 << (i & 7);
  const byte = bits[i >> 3] as number;
  bits[i >> 3] = byte | mask;
  return (byte & mask) !== 0;
}

/** BACKREF / BACKREF_BACK g: a group that has not participated matches the empty string. */
function backref(m: Machine, t: Thread, g: number, forward: boolean): StepResult {
  const text = groupText(m, g);
  if (text === null) return advance(t, true, 2, 0);
  const len = text[1] - text[0];
  const at = forward ? t.pos : t.pos - len;
  return advance(t, sameText(m.input, text[0], at, len), 2, forward ? len : -len);
}

/** LOOP c min max greedy exit. */
function loop(m: Machine, t: Thread, c: number): StepResult {
  const code = m.program.code;
  const done = m.slots[c] as number;
  const min = code[t.pc + 2] as number;
  const max = code[t.pc + 3] as number;
  const exit = code[t.pc + 5] as number;
  if (done < min) return advance(t, true, 6, 0);
  if (max >= 0 && done >= max) {
    t.pc = exit;
  } else if (code[t.pc + 4] === 1) {
    t.choices.push(exit, t.pos, m.trail.length);
    t.pc += 6;
  } else {
    t.choices.push(t.pc + 6, t.pos, m.trail.length);
    t.pc = exit;
  }
  return CONTINUE;
}
