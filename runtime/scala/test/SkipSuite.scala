package jsongen.runtime

import Support.*

/** Skipping and keeping values of any kind: validated as fully as the typed reads. */
class SkipSuite extends munit.FunSuite:
  val valid: List[String] = List(
    "0", "-0", "1.5e+3", "-12.25E-2", "\"\"", "\"a\\\"\\\\\\/\\b\\f\\n\\r\\t\\u00e9\\ud83d\\ude00\"", "true", "false", "null",
    "[]", "{}", "[[],[{}],{\"a\":[null]}]", "{\"\":0,\"é\":\"😀\"}", " [ 1 , { \"k\" : [ true ] } ] ",
  )

  test("any valid JSON is skipped to its end"):
    for doc <- valid do assertEquals(run(doc)(_.skipValue()), Right(()), doc)

  test("raw values are the text with insignificant white space removed"):
    assertEquals(raw(" [ 1 , { \"k\" : [ true ] } ] "), Right("""[1,{"k":[true]}]"""))
    assertEquals(raw("\"a b\\n\""), Right("\"a b\\n\""))
    assertEquals(raw("-12.25E-2"), Right("-12.25E-2"))
    assertEquals(raw("{\n}"), Right("{}"))
    for doc <- valid do assertEquals(raw(doc), Right(doc.filterNot(_ == ' ')), doc)

  val invalid: List[(String, DecodeError)] = List(
    "[1,]" -> DecodeError(3, "/1", "a JSON value", "']'"),
    "[01]" -> DecodeError(1, "/0", "a number", "a digit after a leading zero"),
    "{\"a\"}" -> DecodeError(4, "", "':'", "'}'"),
    "{\"a\":1,}" -> DecodeError(7, "", "string key", "'}'"),
    "[1.]" -> DecodeError(1, "/0", "a number", "a fraction without digits"),
    "[1e]" -> DecodeError(1, "/0", "a number", "an exponent without digits"),
    "[-]" -> DecodeError(1, "/0", "a number", "number"), // the found text describes the token's first byte, '-'
    "[-x]" -> DecodeError(1, "/0", "a number", "number"),
    "[+1]" -> DecodeError(1, "/0", "a JSON value", "'+'"),
    "[.5]" -> DecodeError(1, "/0", "a JSON value", "'.'"),
    "[tru]" -> DecodeError(1, "/0", "a JSON value", "boolean"),
    "[NaN]" -> DecodeError(1, "/0", "a JSON value", "'N'"),
    "[\"a]" -> DecodeError(1, "/0", "a closed string", "end of input"),
    "[\"\\x\"]" -> DecodeError(2, "/0", "an escape sequence", "'\\x'"),
    "[\"\\u12\"]" -> DecodeError(4, "/0", "four hex digits", "'\"'"),
    "[\"a\tb\"]" -> DecodeError(3, "/0", "an escaped control character", "byte 0x09 in a string"),
    "{\"a\":[1}" -> DecodeError(7, "/a/1", "',' or ']'", "'}'"),
    "[1]]" -> DecodeError(3, "", "end of input", "']'"),
    "[" -> DecodeError(1, "/0", "a JSON value", "end of input"),
    "" -> DecodeError(0, "", "a JSON value", "end of input"),
  )

  test("invalid JSON is rejected where it goes wrong"):
    for (doc, e) <- invalid do assertEquals(run(doc)(_.skipValue()), Left(e), doc)

  test("keeping a raw value rejects what skipping rejects"):
    for (doc, e) <- invalid do assertEquals(run(doc)(_.readRaw()).left.map(_.offset), Left(e.offset), doc)

  test("numbers can be asked whether they are integral"):
    for (doc, want) <- List("1" -> true, "1.0" -> true, "1e2" -> true, "1.5" -> false, "-0.0" -> true, "12e-1" -> false, "1E400" -> true,
      // exponents past Int's range: the sign of the exponent decides, and zero is integral
      "1e99999999999999999999" -> true, "1e-99999999999999999999" -> false, "-0.0e-99999999999999999999" -> true) do
      assertEquals(run(doc)(r => { val b = r.numberIsIntegral(); r.skipValue(); b }), Right(want), doc)
