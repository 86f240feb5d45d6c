/**
 * Compiles a `RegexAst` to a program for the backtracking VM (README.md, vm.ts): a flat integer
 * code array plus a table of code point range sets referenced by index.
 */
import { assertNever } from '../../ir/types.js';
import type { RegexAst, RegexNode } from './ast.js';
import { type ClassCache, classRanges } from './classes.js';
import { Op, WIDTH } from './opcodes.js';
import type { Ranges } from './ranges.js';

export interface RegexProgram {
  /** Instruction set version; bump on any change to README.md's semantics. */
  readonly version: 2;
  readonly code: readonly number[];
  /** Range sets, flat `[from0, to0, …]`, sorted and disjoint. */
  readonly classes: readonly Ranges[];
  /** Slot count: 2 per capturing group (start, end), then 2 per quantifier (count, mark). */
  readonly slots: number;
  /**
   * True when no instruction reads a slot or nests a run (no BACKREF, LOOP, ITER, NEXT, LOOK):
   * whether a run reaches MATCH from (pc, pos) then depends on nothing else, so the VM may
   * remember the FORKs it has executed and fail one it meets again (README.md, "Memo").
   */
  readonly memo: boolean;
}

interface Emitter {
  readonly code: number[];
  readonly classes: Ranges[];
  readonly classIndex: Map<string, number>;
  readonly cache: ClassCache;
  /** The pattern has a backreference: captures are observable, so group resets must be kept. */
  readonly backrefs: boolean;
  nextSlot: number;
}

/** Opcodes that read slots or nest a run: a program holding one is not memoizable. */
const STATEFUL: ReadonlySet<number> = new Set([Op.BACKREF, Op.BACKREF_BACK, Op.LOOP_INIT, Op.LOOP, Op.ITER, Op.NEXT, Op.LOOK]);

export function compileAst(ast: RegexAst, cache: ClassCache): RegexProgram {
  const e: Emitter = { code: [], classes: [], classIndex: new Map(), cache, backrefs: hasBackref(ast.root), nextSlot: 2 * ast.groupCount };
  emit(e, ast.root, false);
  e.code.push(Op.MATCH);
  return { version: 2, code: e.code, classes: e.classes, slots: e.nextSlot, memo: memoizable(e.code) };
}

function memoizable(code: readonly number[]): boolean {
  for (let pc = 0; pc < code.length; pc += WIDTH[code[pc] as number] as number) {
    if (STATEFUL.has(code[pc] as number)) return false;
  }
  return true;
}

function hasBackref(node: RegexNode): boolean {
  switch (node.kind) {
    case 'backref':
      return true;
    case 'seq':
      return node.items.some(hasBackref);
    case 'alt':
      return node.alternatives.some(hasBackref);
    case 'group':
    case 'repeat':
    case 'look':
      return hasBackref(node.body);
    case 'empty':
    case 'char':
    case 'dot':
    case 'class':
    case 'assertion':
      return false;
    default:
      return assertNever(node);
  }
}

/** Can `node` match the empty string? (Conservative: assertions and lookarounds count as empty.) */
function canBeEmpty(node: RegexNode): boolean {
  switch (node.kind) {
    case 'char':
    case 'dot':
    case 'class':
      return false;
    case 'seq':
      return node.items.every(canBeEmpty);
    case 'alt':
      return node.alternatives.some(canBeEmpty);
    case 'group':
      return canBeEmpty(node.body);
    case 'repeat':
      return node.min === 0 || canBeEmpty(node.body);
    case 'empty':
    case 'assertion':
    case 'look':
    case 'backref':
      return true;
    default:
      return assertNever(node);
  }
}

function classRef(e: Emitter, ranges: Ranges): number {
  const key = ranges.join(',');
  const known = e.classIndex.get(key);
  if (known !== undefined) return known;
  e.classes.push(ranges);
  e.classIndex.set(key, e.classes.length - 1);
  return e.classes.length - 1;
}

/** The smallest and largest group index inside `node`, or null if it has no group. */
function groupSpan(node: RegexNode): readonly [number, number] | null {
  switch (node.kind) {
    case 'group': {
      const inner = groupSpan(node.body);
      return [node.index, inner === null ? node.index : inner[1]];
    }
    case 'seq':
    case 'alt': {
      const spans = (node.kind === 'seq' ? node.items : node.alternatives).map(groupSpan).filter((s) => s !== null);
      const first = spans[0];
      const last = spans[spans.length - 1];
      return first === undefined || last === undefined ? null : [first[0], last[1]];
    }
    case 'repeat':
    case 'look':
      return groupSpan(node.body);
    case 'empty':
    case 'char':
    case 'dot':
    case 'class':
    case 'assertion':
    case 'backref':
      return null;
    default:
      return assertNever(node);
  }
}

/**
 * `x*`, `x+` and `x?` (greedy or lazy) as FORK/JMP, when that is RepeatMatcher exactly: `x`
 * cannot match the empty string (so the empty check never fires) and resetting the captures of
 * groups inside `x` cannot be observed (no group inside, or no backreference in the pattern).
 */
function simpleRepeat(e: Emitter, node: RegexNode & { kind: 'repeat' }): boolean {
  const shape = node.min <= 1 && (node.max === null || (node.max === 1 && node.min === 0));
  return shape && !canBeEmpty(node.body) && (!e.backrefs || groupSpan(node.body) === null);
}

/** Patches the operand at `at` to the current end of the code. */
function patchHere(e: Emitter, at: number): void {
  e.code[at] = e.code.length;
}

function emitSimpleRepeat(e: Emitter, node: RegexNode & { kind: 'repeat' }, backward: boolean): void {
  const top = e.code.length;
  if (node.min === 1) {
    // x+   greedy: top: x; FORK exit; JMP top; exit:     lazy: top: x; FORK top
    emit(e, node.body, backward);
    if (node.greedy) {
      const fork = e.code.length;
      e.code.push(Op.FORK, -1, Op.JMP, top);
      patchHere(e, fork + 1);
    } else {
      e.code.push(Op.FORK, top);
    }
    return;
  }
  const unbounded = node.max === null;
  if (node.greedy) {
    // x*   top: FORK exit; x; JMP top; exit:              x?   FORK exit; x; exit:
    e.code.push(Op.FORK, -1);
    emit(e, node.body, backward);
    if (unbounded) e.code.push(Op.JMP, top);
    patchHere(e, top + 1);
    return;
  }
  // x*?  top: FORK body; JMP exit; body: x; JMP top; exit:   x??  FORK body; JMP exit; body: x; exit:
  e.code.push(Op.FORK, top + 4, Op.JMP, -1);
  emit(e, node.body, backward);
  if (unbounded) e.code.push(Op.JMP, top);
  patchHere(e, top + 3);
}

function emitRepeat(e: Emitter, node: RegexNode & { kind: 'repeat' }, backward: boolean): void {
  if (simpleRepeat(e, node)) {
    emitSimpleRepeat(e, node, backward);
    return;
  }
  const c = e.nextSlot;
  e.nextSlot += 2;
  const span = groupSpan(node.body);
  const lo = span === null ? 0 : 2 * (span[0] - 1);
  const hi = span === null ? 0 : 2 * span[1];
  e.code.push(Op.LOOP_INIT, c);
  const head = e.code.length;
  e.code.push(Op.LOOP, c, node.min, node.max ?? -1, node.greedy ? 1 : 0, -1);
  e.code.push(Op.ITER, c, node.min, lo, hi);
  emit(e, node.body, backward);
  e.code.push(Op.NEXT, c, head);
  e.code[head + 5] = e.code.length;
}

/** `backward`: inside a lookbehind, where matching runs right to left. */
function emit(e: Emitter, node: RegexNode, backward: boolean): void {
  switch (node.kind) {
    case 'empty':
      return;
    case 'char':
      e.code.push(backward ? Op.CHAR_BACK : Op.CHAR, node.codePoint);
      return;
    case 'dot':
    case 'class': {
      const ranges = classRanges(node, e.cache);
      if (ranges.length === 2 && ranges[0] === ranges[1]) e.code.push(backward ? Op.CHAR_BACK : Op.CHAR, ranges[0] as number);
      else e.code.push(backward ? Op.CLASS_BACK : Op.CLASS, classRef(e, ranges));
      return;
    }
    case 'seq':
      for (const item of backward ? [...node.items].reverse() : node.items) emit(e, item, backward);
      return;
    case 'alt': {
      const jumps: number[] = [];
      node.alternatives.forEach((alternative, i) => {
        const last = i === node.alternatives.length - 1;
        const fork = e.code.length;
        if (!last) e.code.push(Op.FORK, -1);
        emit(e, alternative, backward);
        if (!last) {
          jumps.push(e.code.length + 1);
          e.code.push(Op.JMP, -1);
          e.code[fork + 1] = e.code.length;
        }
      });
      for (const at of jumps) e.code[at] = e.code.length;
      return;
    }
    case 'group': {
      const start = 2 * (node.index - 1);
      e.code.push(Op.SAVE, backward ? start + 1 : start);
      emit(e, node.body, backward);
      e.code.push(Op.SAVE, backward ? start : start + 1);
      return;
    }
    case 'repeat':
      emitRepeat(e, node, backward);
      return;
    case 'assertion':
      e.code.push(
        node.assertion === 'start' ? Op.BOL
        : node.assertion === 'end' ? Op.EOL
        : node.assertion === 'wordBoundary' ? Op.WORD_BOUNDARY
        : Op.NOT_WORD_BOUNDARY,
      );
      return;
    case 'look': {
      const at = e.code.length;
      e.code.push(Op.LOOK, node.negated ? 1 : 0, -1);
      emit(e, node.body, node.behind);
      e.code.push(Op.MATCH);
      e.code[at + 2] = e.code.length;
      return;
    }
    case 'backref':
      e.code.push(backward ? Op.BACKREF_BACK : Op.BACKREF, node.group);
      return;
    default:
      assertNever(node);
  }
}
