package jsongen.runtime

import scala.annotation.switch

/**
 * The ECMAScript pattern matcher shared by every target: a backtracking VM running a program the
 * generator compiled (generator/plan/regex/README.md is its specification, vm.ts the reference
 * it agrees with step for step). The input is the string's code points; the search tries every
 * code point start position; one step counter is shared by all starts and all nested runs, and
 * passing the step limit ends the search as `TooComplex`, which callers treat as a failure.
 */
object JsonGenRegex:
  /** A compiled pattern: instructions, code point range sets (flat `from, to` pairs), slot count. */
  final class Program(val code: Array[Int], val classes: Array[Array[Int]], val slots: Int)

  /** A program from the text the generator writes: its slot count, its code and each class as comma-separated integers. */
  def program(slots: Int, code: String, classes: String*): Program =
    Program(ints(code), classes.map(ints).toArray, slots)

  val Match = 0
  val NoMatch = 1
  val TooComplex = 2

  /** Instructions a search may execute before it gives up with `TooComplex`. */
  val DefaultStepLimit = 1000000

  /** `Match`, `NoMatch` or `TooComplex`: does `p` match somewhere in `s` within the default budget. */
  def test(p: Program, s: String): Int = (search(p, s, DefaultStepLimit) & 3).toInt

  /** The verdict (low two bits) and the steps executed (the rest): `steps << 2 | verdict`. */
  def search(p: Program, s: String, limit: Int): Long =
    val input = codePoints(s)
    val m = Machine(p, input, limit)
    var start = 0
    var verdict = -1
    while verdict < 0 do
      (m.run(0, start): @switch) match
        case 0 => verdict = Match
        case 2 => verdict = TooComplex
        case _ =>
          start += 1
          if start > input.length then verdict = NoMatch
    (m.steps.toLong << 2) | verdict

  /** The code points of `s`; a lone surrogate is one. */
  private def codePoints(s: String): Array[Int] =
    val len = s.length
    val out = new Array[Int](len)
    var i = 0
    var n = 0
    while i < len do
      val c = s.charAt(i)
      if Character.isHighSurrogate(c) && i + 1 < len && Character.isLowSurrogate(s.charAt(i + 1)) then
        out(n) = Character.toCodePoint(c, s.charAt(i + 1))
        i += 2
      else
        out(n) = c
        i += 1
      n += 1
    if n == len then out else java.util.Arrays.copyOf(out, n)

  private def ints(text: String): Array[Int] =
    if text.isEmpty then Array.emptyIntArray
    else
      val parts = text.split(',')
      val out = new Array[Int](parts.length)
      var i = 0
      while i < parts.length do
        out(i) = Integer.parseInt(parts(i))
        i += 1
      out

  private inline val Matched = 0
  private inline val Failed = 1
  private inline val Limit = 2

  /** One search's state: slots, the trail of slot writes (pairs slot, old value), the choice stack (triples pc, pos, trail length). */
  private final class Machine(p: Program, input: Array[Int], limit: Int):
    private val n = input.length
    private val code = p.code
    private val classes = p.classes
    private val slots = Array.fill(p.slots)(-1)
    private var trail = new Array[Int](32)
    private var trailLen = 0
    private var choices = new Array[Int](48)
    private var choicesLen = 0
    var steps = 0

    private def write(slot: Int, value: Int): Unit =
      if trailLen + 2 > trail.length then trail = java.util.Arrays.copyOf(trail, trail.length * 2)
      trail(trailLen) = slot
      trail(trailLen + 1) = slots(slot)
      trailLen += 2
      slots(slot) = value

    private def unwind(length: Int): Unit =
      while trailLen > length do
        trailLen -= 2
        slots(trail(trailLen)) = trail(trailLen + 1)

    private def push(pc: Int, pos: Int): Unit =
      if choicesLen + 3 > choices.length then choices = java.util.Arrays.copyOf(choices, choices.length * 2)
      choices(choicesLen) = pc
      choices(choicesLen + 1) = pos
      choices(choicesLen + 2) = trailLen
      choicesLen += 3

    private def isWord(i: Int): Boolean =
      i >= 0 && i < n && {
        val c = input(i)
        (c >= '0' && c <= '9') || (c >= 'A' && c <= 'Z') || c == '_' || (c >= 'a' && c <= 'z')
      }

    private def inClass(k: Int, cp: Int): Boolean =
      val set = classes(k)
      var lo = 0
      var hi = set.length / 2 - 1
      var found = false
      while !found && lo <= hi do
        val mid = (lo + hi) >>> 1
        if cp < set(2 * mid) then hi = mid - 1
        else if cp > set(2 * mid + 1) then lo = mid + 1
        else found = true
      found

    /** Does input[at, at + len) equal input[from, from + len)? */
    private def sameText(from: Int, at: Int, len: Int): Boolean =
      if at < 0 || at + len > n then false
      else
        var i = 0
        while i < len && input(from + i) == input(at + i) do i += 1
        i == len

    /**
     * Runs from `pc0` at `pos0` with its own choices (above the stack's current top) until MATCH
     * (the slot writes stay, the choices are dropped: lookarounds are atomic) or until every
     * choice has failed (the slots restored).
     */
    def run(pc0: Int, pos0: Int): Int =
      val base = trailLen
      val choiceBase = choicesLen
      var pc = pc0
      var pos = pos0
      var outcome = -1
      while outcome < 0 do
        steps += 1
        var ok = true
        if steps > limit then outcome = Limit
        else
          val a = if pc + 1 < code.length then code(pc + 1) else 0
          (code(pc): @switch) match
            case 0 => outcome = Matched
            case 1 =>
              if pos < n && input(pos) == a then { pos += 1; pc += 2 } else ok = false
            case 2 =>
              if pos > 0 && input(pos - 1) == a then { pos -= 1; pc += 2 } else ok = false
            case 3 =>
              if pos < n && inClass(a, input(pos)) then { pos += 1; pc += 2 } else ok = false
            case 4 =>
              if pos > 0 && inClass(a, input(pos - 1)) then { pos -= 1; pc += 2 } else ok = false
            case 5 | 6 =>
              val s = slots(2 * a - 2)
              val e = slots(2 * a - 1)
              if s < 0 || e < 0 then pc += 2
              else
                val len = e - s
                val forward = code(pc) == 5
                if sameText(s, if forward then pos else pos - len, len) then
                  pos += (if forward then len else -len)
                  pc += 2
                else ok = false
            case 7 =>
              push(a, pos)
              pc += 2
            case 8 => pc = a
            case 9 =>
              write(a, pos)
              pc += 2
            case 10 =>
              write(a, 0)
              pc += 2
            case 11 =>
              val done = slots(a)
              val max = code(pc + 3)
              val exit = code(pc + 5)
              if done < code(pc + 2) then pc += 6
              else if max >= 0 && done >= max then pc = exit
              else if code(pc + 4) == 1 then
                push(exit, pos)
                pc += 6
              else
                push(pc + 6, pos)
                pc = exit
            case 12 =>
              var s = code(pc + 3)
              val hi = code(pc + 4)
              while s < hi do
                write(s, -1)
                s += 1
              write(a + 1, if slots(a) >= code(pc + 2) then pos else -1)
              pc += 5
            case 13 =>
              if slots(a + 1) == pos then ok = false
              else
                write(a, slots(a) + 1)
                pc = code(pc + 2)
            case 14 => if pos == 0 then pc += 1 else ok = false
            case 15 => if pos == n then pc += 1 else ok = false
            case 16 => if isWord(pos - 1) != isWord(pos) then pc += 1 else ok = false
            case 17 => if isWord(pos - 1) == isWord(pos) then pc += 1 else ok = false
            case 18 =>
              val r = run(pc + 3, pos)
              if r == Limit then outcome = Limit
              else if (r == Matched) == (a == 1) then ok = false
              else pc = code(pc + 2)
            case op => throw IllegalStateException(s"regex VM: bad opcode $op at $pc")
          if !ok then
            if choicesLen == choiceBase then
              unwind(base)
              outcome = Failed
            else
              choicesLen -= 3
              unwind(choices(choicesLen + 2))
              pos = choices(choicesLen + 1)
              pc = choices(choicesLen)
      choicesLen = choiceBase
      outcome
