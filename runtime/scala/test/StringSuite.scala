package jsongen.runtime

import Support.*

/** Strings: escaping and exact sizes on the way out, UTF-8 and escape validation on the way in. */
class StringSuite extends munit.FunSuite:
  def encoded(s: String): String = written(JsonGenRuntime.sizeString(s))(JsonGenRuntime.writeString(s, _, _))

  /** A document of the given bytes inside quotes. */
  def quoted(body: Int*): Array[Byte] = (Array('"'.toByte) ++ body.map(_.toByte) ++ Array('"'.toByte))

  test("only quote, backslash and controls are escaped, with the short forms where JSON has them"):
    assertEquals(encoded(""), "\"\"")
    assertEquals(encoded("plain"), "\"plain\"")
    assertEquals(encoded("a\"b\\c/d"), "\"a\\\"b\\\\c/d\"")
    assertEquals(encoded("\b\t\n\f\r"), "\"\\b\\t\\n\\f\\r\"")
    assertEquals(encoded("\u0000\u0001\u001f\u007f"), "\"\\u0000\\u0001\\u001f\u007f\"")
    assertEquals(encoded("é€😀\u2028"), "\"é€😀\u2028\"")

  test("sizes are exact for every kind of character"):
    val rng = new scala.util.Random(3)
    val alphabet = "a\"\\\n\u0000\u001fé€\u2028😀 ~"
    for _ <- 1 to 3000 do
      val s = (1 to rng.nextInt(40)).map(_ => alphabet.codePointAt(alphabet.offsetByCodePoints(0, rng.nextInt(alphabet.codePointCount(0, alphabet.length))))).map(Character.toString).mkString
      val e = encoded(s)
      assert(JsonGenRuntime.stringBound(s) >= e.getBytes("UTF-8").length)
      assertEquals(run(e)(_.readString()), Right(s))

  test("a lone surrogate in a string to encode is written as U+FFFD"):
    assertEquals(encoded("a\ud800b"), "\"a\ufffdb\"")
    assertEquals(encoded("\udc00"), "\"\ufffd\"")
    assertEquals(encoded("\ud83d\ude00\ud83d"), "\"😀\ufffd\"")

  test("string bytes are the encoded string"):
    assertEquals(new String(JsonGenRuntime.stringBytes("a\n"), "UTF-8"), "\"a\\n\"")
    val buf = new Array[Byte](6)
    assertEquals(JsonGenRuntime.writeBytes(JsonGenRuntime.stringBytes("ab"), buf, 1), 5)

  test("escapes are decoded, surrogate pairs joined"):
    assertEquals(run("\"\\\"\\\\\\/\\b\\f\\n\\r\\t\"")(_.readString()), Right("\"\\/\b\f\n\r\t"))
    assertEquals(run("\"\\u0041\\u00e9\\u20AC\\ud83d\\ude00\"")(_.readString()), Right("Aé€😀"))
    assertEquals(run("\"x\\u0000y\"")(_.readString()), Right("x\u0000y"))
    assertEquals(run("\"" + "long ascii " * 30 + "é\"")(_.readString()), Right("long ascii " * 30 + "é"))

  test("lone surrogates written as escapes are rejected"):
    assertEquals(run("\"a\\ud800\"")(_.readString()), error(2, "", "a low surrogate after a high surrogate", "a lone high surrogate"))
    assertEquals(run("\"\\ud800\\u0041\"")(_.readString()), error(1, "", "a low surrogate after a high surrogate", "\\u0041"))
    assertEquals(run("\"\\udc00\"")(_.readString()), error(1, "", "a character", "a lone low surrogate"))
    assertEquals(run("\"\\ude00\\ud83d\"")(_.readString()), error(1, "", "a character", "a lone low surrogate"))

  test("valid UTF-8 of every length is decoded"):
    for s <- List("é", "߿", "ࠀ", "€", "\uffff", "\ud800\udc00", "😀", "\udbff\udfff") do
      assertEquals(run(bytes("\"" + s + "\""), 512)(_.readString()), Right(s), s)

  test("invalid UTF-8 is rejected at the offending sequence"):
    val bad: List[(Array[Byte], String)] = List(
      quoted(0xc0, 0x80) -> "byte 0xc0", // overlong NUL
      quoted(0xc1, 0xbf) -> "byte 0xc1", // overlong
      quoted(0xe0, 0x80, 0x80) -> "byte 0x80", // overlong three-byte form
      quoted(0xf0, 0x80, 0x80, 0x80) -> "byte 0x80", // overlong four-byte form
      quoted(0xed, 0xa0, 0x80) -> "byte 0xa0", // a surrogate (U+D800) encoded in UTF-8
      quoted(0xed, 0xbf, 0xbf) -> "byte 0xbf", // U+DFFF
      quoted(0xf4, 0x90, 0x80, 0x80) -> "byte 0x90", // above U+10FFFF
      quoted(0xf5, 0x80, 0x80, 0x80) -> "byte 0xf5",
      quoted(0xff) -> "byte 0xff",
      quoted(0x80) -> "byte 0x80", // a continuation byte alone
      quoted(0xc3, 0x28) -> "byte 0x28",
    )
    for (doc, found) <- bad do
      assertEquals(run(doc, 512)(_.readString()), error(1, "", "valid UTF-8", found), found)
      assertEquals(run(doc, 512)(_.skipValue()), error(1, "", "valid UTF-8", found), found)
    assertEquals(run(Array[Byte]('"', 0xe2.toByte, 0x82.toByte), 512)(_.readString()), error(1, "", "valid UTF-8", "a truncated sequence"))

  test("control characters must be escaped; strings must be closed"):
    assertEquals(run("\"a\nb\"")(_.skipValue()), error(2, "", "an escaped control character", "byte 0x0a in a string"))
    assertEquals(run("\"a\nb\"")(_.readString()).left.map(_.expected), Left("an escaped control character"))
    assertEquals(run("\"abc")(_.readString()), error(0, "", "a closed string", "end of input"))
    assertEquals(run("\"abc\\")(_.readString()), error(0, "", "a closed string", "end of input"))
    assertEquals(run("\"\\u00g0\"")(_.readString()), error(3, "", "four hex digits", "'g'"))
    assertEquals(run("\"\\a\"")(_.readString()), error(1, "", "an escape sequence", "'\\a'"))

  test("code points are counted, not UTF-16 units"):
    assertEquals(JsonGenRuntime.codePoints("a😀é"), 3)
    assertEquals(JsonGenRuntime.codePoints(""), 0)

  test("map keys sort by UTF-8 bytes, not UTF-16 units"):
    val keys = List("b", "a", "", "😀", "\uffff", "é", "ab", "\ue000")
    assertEquals(JsonGenRuntime.sortedKeys(keys.map(_ -> 1).toMap).toList, List("", "a", "ab", "b", "é", "\ue000", "\uffff", "😀"))
    assert(JsonGenRuntime.compareUtf8("😀", "\uffff") > 0)
    assert(JsonGenRuntime.compareUtf8("a", "ab") < 0)
    assertEquals(JsonGenRuntime.compareUtf8("é", "é"), 0)
    val many = (1 to 500).map(i => s"k${i * 7919 % 1000}").toSet
    assertEquals(JsonGenRuntime.sortedKeys(many.map(_ -> 0).toMap).toList, many.toList.sorted)

  test("booleans and null"):
    assertEquals(written(JsonGenRuntime.sizeBoolean(true))(JsonGenRuntime.writeBoolean(true, _, _)), "true")
    assertEquals(written(JsonGenRuntime.sizeBoolean(false))(JsonGenRuntime.writeBoolean(false, _, _)), "false")
    assertEquals(written(4)(JsonGenRuntime.writeNull(_, _)), "null")

  test("the scratch buffer is reused and grows to what is asked"):
    val a = JsonGenRuntime.scratch(10)
    assert(a.length >= 10)
    assert(JsonGenRuntime.scratch(5) eq a)
    assert(JsonGenRuntime.scratch(a.length + 1).length > a.length)

  test("the canonical form of an item is its encoding"):
    val b = JsonGenRuntime.canonical("a\"", JsonGenRuntime.sizeString, JsonGenRuntime.writeString)
    assertEquals(new String(b.array(), "UTF-8"), "\"a\\\"\"")
    assertEquals(b, JsonGenRuntime.canonical("a\"", JsonGenRuntime.sizeString, JsonGenRuntime.writeString))
