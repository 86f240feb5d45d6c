/**
 * Compiles a `RegexAst` to a program for the backtracking VM (README.md, vm.ts): a flat integer
 * code array plus a table of code point range sets referenced by index.
 */
import { assertNever } from '../../ir/types.js';
import type { RegexAst, RegexNode } from './ast.js';
import { type ClassCache, classRanges } from './classes.js';
import { Op } from './opcodes.js';
import type { Ranges } from './ranges.js';

export interface RegexProgram {
  /** Instruction set version; bump on any change to README.md's semantics. */
  readonly version: 1;
  readonly code: readonly number[];
  /** Range sets, flat `[from0, to0, …]`, sorted and disjoint. */
  readonly classes: readonly Ranges[];
  /** Slot count: 2 per capturing group (start, end), then 2 per quantifier (count, mark). */
  readonly slots: number;
}

interface Emitter {
  readonly code: number[];
  readonly classes: Ranges[];
  readonly classIndex: Map<string, number>;
  readonly cache: ClassCache;
  nextSlot: number;
}

export function compileAst(ast: RegexAst, cache: ClassCache): RegexProgram {
  const e: Emitter = { code: [], classes: [], classIndex: new Map(), cache, nextSlot: 2 * ast.groupCount };
  emit(e, ast.root, false);
  e.code.push(Op.MATCH);
  return { version: 1, code: e.code, classes: e.classes, slots: e.nextSlot };
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

function emitRepeat(e: Emitter, node: RegexNode & { kind: 'repeat' }, backward: boolean): void {
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
