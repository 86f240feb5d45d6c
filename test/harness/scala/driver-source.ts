/** The Scala driver program: reads `case\tpath` lines, decodes and re-encodes (test/harness/protocol.ts). */
import type { HarnessCase } from '../protocol.js';

function scalaString(value: string): string {
  return JSON.stringify(value).replace(/\$/g, '\\u0024');
}

function caseMethod(c: HarnessCase, i: number): string {
  const root = `_root_.${c.package}.${c.rootType}`;
  return [
    `  private def case${i}(bytes: Array[Byte]): String =`,
    `    ${root}.decode(bytes) match`,
    '      case Left(e) => err(e.offset, e.pointer, e.message)',
    '      case Right(v) =>',
    '        try',
    `          val out = ${root}.encode(v)`,
    `          val size = ${root}.size(v)`,
    '          if size == out.length then ok(out) else err(-1L, "", s"size(v) is $size but encode wrote ${out.length} bytes")',
    '        catch case e: IllegalArgumentException => err(-1L, "", String.valueOf(e.getMessage))',
  ].join('\n');
}

export function driverSource(cases: readonly HarnessCase[]): string {
  const dispatch = cases.map((c, i) => `      case ${scalaString(c.name)} => case${i}(bytes)`);
  return `// The jsongen test driver (test/harness/protocol.ts).

import java.nio.charset.StandardCharsets.UTF_8

object Driver:
  private val digits = "0123456789abcdef"

  private def hex(b: Array[Byte]): String =
    if b.length == 0 then "-"
    else
      val sb = new java.lang.StringBuilder(b.length * 2)
      for x <- b do sb.append(digits.charAt((x >> 4) & 15)).append(digits.charAt(x & 15))
      sb.toString

  private def ok(b: Array[Byte]): String = s"OK \${hex(b)}"

  private def err(offset: Long, pointer: String, message: String): String =
    s"ERR $offset \${hex(pointer.getBytes(UTF_8))} \${hex(message.getBytes(UTF_8))}"

${cases.map(caseMethod).join('\n\n')}

  // A case whose code cannot initialize fails its own checks only.
  private def dispatch(name: String, bytes: Array[Byte]): String =
    try
      name match
${dispatch.map((l) => `  ${l}`).join('\n')}
        case other => err(-1L, "", s"unknown case $other")
    catch case e: LinkageError => err(-1L, "", s"the case's code cannot initialize: $e")

  // In-process fuzzing (the \`!fuzz\` request of test/harness/protocol.ts).
  private final class Rng(private var a: Int):
    /** mulberry32, reduced below n. */
    def below(n: Int): Int =
      a += 0x6d2b79f5
      var t = (a ^ (a >>> 15)) * (a | 1)
      t ^= t + (t ^ (t >>> 7)) * (t | 61)
      java.lang.Integer.remainderUnsigned(t ^ (t >>> 14), n)

  private def concat(parts: Array[Byte]*): Array[Byte] =
    val out = new Array[Byte](parts.map(_.length).sum)
    var at = 0
    for p <- parts do
      System.arraycopy(p, 0, out, at, p.length)
      at += p.length
    out

  private def mutateOnce(r: Rng, b: Array[Byte], other: Array[Byte], tokens: Array[Array[Byte]]): Array[Byte] =
    val n = b.length
    val i = r.below(n + 1)
    val j = java.lang.Math.min(n, i + 1 + r.below(8))
    r.below(9) match
      case 0 =>
        if n == 0 then "{".getBytes(UTF_8)
        else
          val c = b.clone()
          val k = r.below(n)
          c(k) = (c(k) ^ (1 << r.below(8))).toByte
          c
      case 1 => concat(b.take(i), b.drop(j))
      case 2 => concat(b.take(i), tokens(r.below(tokens.length)), b.drop(i))
      case 3 => concat(b.take(i), tokens(r.below(tokens.length)), b.drop(j))
      case 4 => b.take(i)
      case 5 =>
        val p = r.below(n + 1)
        concat(b.take(p), b.slice(i, java.lang.Math.min(n, i + r.below(33))), b.drop(p))
      case 6 => concat(b.take(i), other.drop(r.below(other.length + 1)))
      case 7 =>
        if n == 0 then "[".getBytes(UTF_8)
        else
          val c = b.clone()
          c(r.below(n)) = r.below(256).toByte
          c
      case _ =>
        val d = if r.below(8) == 0 then 1000 + r.below(200) else 1 + r.below(8)
        concat(Array.fill(d)('['.toByte), b, Array.fill(d)(']'.toByte))

  private def unhex(s: String): Array[Byte] =
    if s == "-" then Array.emptyByteArray
    else
      val out = new Array[Byte](s.length / 2)
      var k = 0
      while k < out.length do
        out(k) = ((Character.digit(s.charAt(2 * k), 16) << 4) | Character.digit(s.charAt(2 * k + 1), 16)).toByte
        k += 1
      out

  /** The answer line, or the exception (a stack overflow too) the decoder threw. */
  private def attempt(name: String, bytes: Array[Byte]): Either[String, String] =
    try Right(dispatch(name, bytes))
    catch case e: Throwable => Left(e.toString)

  private def describe(a: Either[String, String]): String = a match
    case Left(crash) => s"an exception: $crash"
    case Right(line) => if line.startsWith("OK ") then s"output \${new String(unhex(line.substring(3)), UTF_8)}" else line

  /** Whether the mutant was accepted, and the property it breaks ("" for none). */
  private def fuzzOne(name: String, m: Array[Byte]): (Boolean, String) =
    attempt(name, m) match
      case a @ Left(_) => (false, describe(a))
      case Right(line) if line.startsWith("OK ") =>
        val out = unhex(line.substring(3))
        attempt(name, out) match
          case Right(again) if again == line => (true, "")
          case other => (false, s"decoding its own output \${new String(out, UTF_8)} gives \${describe(other)}")
      case Right(line) =>
        val offset = line.split(' ')(1).toLong
        (false, if offset < 0 || offset > m.length then s"a rejection without an offset in the input: $line" else "")

  private def fuzzRequest(line: String): String =
    val parts = line.split("\\t", -1)
    val name = parts(1)
    val r = new Rng(java.lang.Integer.parseUnsignedInt(parts(2)))
    val iterations = parts(3).toInt
    val seeds = scala.collection.mutable.ArrayBuffer.empty[Array[Byte]]
    val tokens = scala.collection.mutable.ArrayBuffer.empty[Array[Byte]]
    val entries = java.nio.file.Files.readAllLines(java.nio.file.Paths.get(parts(4)), UTF_8)
    for k <- 0 until entries.size do
      val entry = entries.get(k)
      if entry.nonEmpty then (if entry.charAt(0) == 's' then seeds else tokens) += unhex(entry.substring(1))
    if seeds.isEmpty || tokens.isEmpty then throw new IllegalArgumentException(s"a fuzz corpus needs seeds and tokens: \${parts(4)}")
    val pool = seeds.clone()
    val tokenArray = tokens.toArray
    var accepted = 0
    var verdicts = 0
    var k = 0
    var failure = ""
    var m = Array.emptyByteArray
    while k < iterations && failure.isEmpty do
      m = pool(r.below(pool.length))
      var d = 1 + r.below(4)
      while d > 0 do
        m = mutateOnce(r, m, pool(r.below(pool.length)), tokenArray)
        d -= 1
      if m.length > (1 << 16) then m = m.take(1 << 16)
      val (ok, problem) = fuzzOne(name, m)
      k += 1
      if problem.nonEmpty then failure = s"FUZZ $k $accepted \${Integer.toUnsignedString(verdicts)} \${hex(m)} \${hex(problem.getBytes(UTF_8))}"
      else
        verdicts = verdicts * 31 + (if ok then 2 else 1)
      if failure.isEmpty && ok then
        accepted += 1
        if pool.length < 512 then pool += m else pool(r.below(pool.length)) = m
    if failure.nonEmpty then failure else s"FUZZ $iterations $accepted \${Integer.toUnsignedString(verdicts)} \${hex(m)} -"

  def main(args: Array[String]): Unit =
    val in = new java.io.BufferedReader(new java.io.InputStreamReader(System.in, UTF_8))
    val out = new java.io.PrintStream(new java.io.FileOutputStream(java.io.FileDescriptor.out), false, "UTF-8")
    var line = in.readLine()
    while line != null do
      if line.startsWith("!fuzz\\t") then out.print(fuzzRequest(line))
      else
        val tab = line.indexOf('\\t')
        val bytes = java.nio.file.Files.readAllBytes(java.nio.file.Paths.get(line.substring(tab + 1)))
        out.print(dispatch(line.substring(0, tab), bytes))
      out.print('\\n')
      out.flush()
      line = in.readLine()
`;
}
