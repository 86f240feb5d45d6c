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
  const m: Machine = { program, input, slots: new Array<number>(program.slots).fill(-1), trail: [], steps: 0, limit };
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

/**
 * Runs from `pc` at `pos` until MATCH or until every choice made here has failed. On failure the
 * slots are as they were on entry; on a match the body's slot writes stay (and stay on the trail).
 */
function run(m: Machine, startPc: number, startPos: number): Outcome {
  const { code, classes } = m.program;
  const input = m.input;
  const trailBase = m.trail.length;
  const choices: number[] = []; // triples (pc, pos, trail length)
  let pc = startPc;
  let pos = startPos;
  for (;;) {
    if (++m.steps > m.limit) return LIMIT;
    const a = code[pc + 1] as number;
    let ok = true;
    switch (code[pc]) {
      case Op.MATCH:
        return MATCHED;
      case Op.CHAR:
        if ((ok = input[pos] === a)) [pc, pos] = [pc + 2, pos + 1];
        break;
      case Op.CHAR_BACK:
        if ((ok = input[pos - 1] === a)) [pc, pos] = [pc + 2, pos - 1];
        break;
      case Op.CLASS:
        if ((ok = pos < input.length && contains(classes[a] ?? [], input[pos] as number))) [pc, pos] = [pc + 2, pos + 1];
        break;
      case Op.CLASS_BACK:
        if ((ok = pos > 0 && contains(classes[a] ?? [], input[pos - 1] as number))) [pc, pos] = [pc + 2, pos - 1];
        break;
      case Op.BACKREF:
      case Op.BACKREF_BACK: {
        const text = groupText(m, a);
        const len = text === null ? 0 : text[1] - text[0];
        const at = code[pc] === Op.BACKREF ? pos : pos - len;
        if ((ok = text === null || sameText(input, text[0], at, len))) {
          pc += 2;
          pos = code[pc - 2] === Op.BACKREF ? pos + len : pos - len;
        }
        break;
      }
      case Op.FORK:
        choices.push(a, pos, m.trail.length);
        pc += 2;
        break;
      case Op.JMP:
        pc = a;
        break;
      case Op.SAVE:
        write(m, a, pos);
        pc += 2;
        break;
      case Op.LOOP_INIT:
        write(m, a, 0);
        pc += 2;
        break;
      case Op.LOOP: {
        const done = m.slots[a] as number;
        const [min, max, greedy, exit] = [code[pc + 2], code[pc + 3], code[pc + 4], code[pc + 5]] as number[];
        if (done < (min as number)) pc += 6;
        else if ((max as number) >= 0 && done >= (max as number)) pc = exit as number;
        else if (greedy === 1) {
          choices.push(exit as number, pos, m.trail.length);
          pc += 6;
        } else {
          choices.push(pc + 6, pos, m.trail.length);
          pc = exit as number;
        }
        break;
      }
      case Op.ITER: {
        const [min, lo, hi] = [code[pc + 2], code[pc + 3], code[pc + 4]] as number[];
        for (let s = lo as number; s < (hi as number); s++) write(m, s, -1);
        write(m, a + 1, (m.slots[a] as number) >= (min as number) ? pos : -1);
        pc += 5;
        break;
      }
      case Op.NEXT:
        if ((ok = m.slots[a + 1] !== pos)) {
          write(m, a, (m.slots[a] as number) + 1);
          pc = code[pc + 2] as number;
        }
        break;
      case Op.BOL:
        if ((ok = pos === 0)) pc += 1;
        break;
      case Op.EOL:
        if ((ok = pos === input.length)) pc += 1;
        break;
      case Op.WORD_BOUNDARY:
      case Op.NOT_WORD_BOUNDARY: {
        const boundary = isWord(input, pos - 1) !== isWord(input, pos);
        if ((ok = boundary === (code[pc] === Op.WORD_BOUNDARY))) pc += 1;
        break;
      }
      case Op.LOOK: {
        const outcome = run(m, pc + 3, pos);
        if (outcome === LIMIT) return LIMIT;
        if ((ok = (outcome === MATCHED) !== (a === 1))) pc = code[pc + 2] as number;
        break;
      }
      default:
        throw new Error(`regex VM: bad opcode ${String(code[pc])} at ${pc}`);
    }
    if (!ok) {
      if (choices.length === 0) {
        unwind(m, trailBase);
        return FAILED;
      }
      const trailLength = choices.pop() as number;
      pos = choices.pop() as number;
      pc = choices.pop() as number;
      unwind(m, trailLength);
    }
  }
}
