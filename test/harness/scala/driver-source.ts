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

  def main(args: Array[String]): Unit =
    val in = new java.io.BufferedReader(new java.io.InputStreamReader(System.in, UTF_8))
    val out = new java.io.PrintStream(new java.io.FileOutputStream(java.io.FileDescriptor.out), false, "UTF-8")
    var line = in.readLine()
    while line != null do
      val tab = line.indexOf('\\t')
      val bytes = java.nio.file.Files.readAllBytes(java.nio.file.Paths.get(line.substring(tab + 1)))
      out.print(dispatch(line.substring(0, tab), bytes))
      out.print('\\n')
      out.flush()
      line = in.readLine()
`;
}
