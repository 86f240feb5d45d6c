package jsongen.runtime

import Support.*

/** Numbers: integers in and out of the 64-bit range, big integers, doubles both ways. */
class NumberSuite extends munit.FunSuite:
  /** (bits, ECMAScript Number.prototype.toString) from resources/doubles.txt (make-doubles.mjs). */
  lazy val table: Vector[(Double, String)] =
    val in = getClass.getResourceAsStream("/doubles.txt")
    try
      scala.io.Source.fromInputStream(in, "UTF-8").getLines().filter(_.nonEmpty).map { line =>
        val Array(hex, text) = line.split(' ')
        (java.lang.Double.longBitsToDouble(java.lang.Long.parseUnsignedLong(hex, 16)), text)
      }.toVector
    finally in.close()

  def formatted(v: Double): String = written(JsonGenRuntime.sizeDouble(v))(JsonGenRuntime.writeDouble(v, _, _))

  test("int64 bounds are read exactly; one past them is out of range"):
    assertEquals(run("9223372036854775807")(_.readLong()), Right(Long.MaxValue))
    assertEquals(run("-9223372036854775808")(_.readLong()), Right(Long.MinValue))
    assertEquals(run("9223372036854775808")(_.readLong()), error(0, "", "an integer in the 64-bit range", "a number out of range"))
    assertEquals(run("-9223372036854775809")(_.readLong()), error(0, "", "an integer in the 64-bit range", "a number out of range"))
    assertEquals(run("123456789012345678")(_.readLong()), Right(123456789012345678L))
    assertEquals(run("1234567890123456789")(_.readLong()), Right(1234567890123456789L))

  test("integers may be written with a fraction of zero or an exponent"):
    for (doc, want) <- List("1.0" -> 1L, "1e2" -> 100L, "1E+2" -> 100L, "-2.50e1" -> -25L, "100e-2" -> 1L, "0" -> 0L, "-0" -> 0L, "-0.0e5" -> 0L, "9.223372036854775807e18" -> Long.MaxValue) do
      assertEquals(run(doc)(_.readLong()), Right(want), doc)

  test("integers reject fractions, exponents out of range and non-numbers"):
    assertEquals(run("1.5")(_.readLong()), error(0, "", "an integer", "a number with a fraction"))
    assertEquals(run("15e-1")(_.readLong()), error(0, "", "an integer", "a number with a fraction"))
    // past 19 digits the reader gives up before computing the value: a different wording, the same error
    assertEquals(run("1e19")(_.readLong()), error(0, "", "an integer in range", "a number out of range"))
    assertEquals(run("9.3e18")(_.readLong()), error(0, "", "an integer in the 64-bit range", "a number out of range"))
    assertEquals(run("1e1000000000")(_.readLong()).left.map(_.found), Left("a number out of range"))
    // an exponent past Int's range: zero stays zero, anything else is out of range
    assertEquals(run("0E+184467440737095516162")(_.readLong()), Right(0L))
    assertEquals(run("-0.00e-99999999999999999999")(_.readBigInt()), Right(BigInt(0)))
    assertEquals(run("1e-99999999999999999999")(_.readLong()).left.map(_.found), Left("a number out of range"))
    assertEquals(run("\"1\"")(_.readLong()), error(0, "", "integer", "string"))
    assertEquals(run("01")(_.readLong()), error(0, "", "a number", "a digit after a leading zero"))
    assertEquals(run("-")(_.readLong()).left.map(_.offset), Left(0L))

  test("every digit count reads back (the eight-at-a-time path)"):
    var v = 0L
    for d <- 1 to 18 do
      v = v * 10 + (d % 10)
      assertEquals(run(v.toString)(_.readLong()), Right(v))
      assertEquals(run(s"[-$v]")(r => { r.arrayStart(); val x = r.readLong(); r.arrayNext(1); x }), Right(-v))

  test("big integers have no 64-bit bound"):
    val big = "123456789012345678901234567890123456789"
    assertEquals(run(big)(_.readBigInt()), Right(BigInt(big)))
    assertEquals(run(s"-$big")(_.readBigInt()), Right(-BigInt(big)))
    assertEquals(run("1e30")(_.readBigInt()), Right(BigInt(10).pow(30)))
    assertEquals(run("1.5")(_.readBigInt()), error(0, "", "an integer", "a number with a fraction"))
    assertEquals(written(JsonGenRuntime.sizeBigInt(-BigInt(big)))(JsonGenRuntime.writeBigInt(-BigInt(big), _, _)), s"-$big")

  test("longs are written in their shortest decimal form, sized exactly"):
    val samples = List(0L, 1L, -1L, 9L, 10L, 99L, 100L, 12345678L, 123456789L, 99999999L, 100000000L, Long.MaxValue, Long.MinValue, Long.MinValue + 1, 1L << 53, -(1L << 53) - 1)
    val rng = new scala.util.Random(7)
    for v <- samples ++ List.fill(2000)(rng.nextLong() >> rng.nextInt(64)) do
      assertEquals(written(JsonGenRuntime.sizeLong(v))(JsonGenRuntime.writeLong(v, _, _)), v.toString)
      assertEquals(JsonGenRuntime.digitCount(math.abs(v).max(0)), math.abs(v).max(0).toString.length)

  test("doubles are written as ECMAScript's Number.prototype.toString writes them"):
    assert(table.length > 1000)
    for (v, text) <- table do assertEquals(formatted(v), text, java.lang.Double.doubleToRawLongBits(v).toHexString)

  test("-0 is written 0, and no text is longer than maxDoubleLength"):
    assertEquals(formatted(-0.0), "0")
    for (v, _) <- table do assert(JsonGenRuntime.sizeDouble(v) <= JsonGenRuntime.maxDoubleLength)
    assertEquals(formatted(-0.0000012345678901234567).length, JsonGenRuntime.maxDoubleLength)

  test("non-finite doubles cannot be encoded"):
    for v <- List(Double.NaN, Double.PositiveInfinity, Double.NegativeInfinity) do
      intercept[EncodeException](JsonGenRuntime.sizeDouble(v))
      intercept[EncodeException](JsonGenRuntime.writeDouble(v, new Array[Byte](32), 0))

  test("the shortest text of every double reads back to the same bits"):
    for (v, text) <- table do
      val back = run(text)(_.readDouble())
      assertEquals(back.map(java.lang.Double.doubleToRawLongBits), Right(java.lang.Double.doubleToRawLongBits(if v == 0 then 0.0 else v)), text)

  test("doubles are read as the JDK reads them, through every path"):
    val rng = new scala.util.Random(11)
    def digits(n: Int): String = (1 to n).map(_ => ('0' + rng.nextInt(10)).toChar).mkString.dropWhile(_ == '0') match
      case "" => "1"
      case s => s
    val docs = List("0", "-0", "0.0", "1", "-1.5", "1e-400", "-1e-400", "2.2250738585072011e-308", "4.9e-324", "2.4703282292062328e-324",
      "2.4703282292062327e-324", "1.7976931348623157e308", "1.7976931348623158e308", "9007199254740993", "0.1e1", "123456789012345678901234567890",
      "0.000000000000000000000000000000000001", "1" + "0" * 400 + "e-400", "7.3177701707893310e+15", "1E22", "1E23", "3.0e-5") ++
      List.fill(3000) {
        val m = digits(1 + rng.nextInt(25))
        val point = rng.nextInt(m.length + 1)
        val e = rng.nextInt(700) - 350
        val sign = if rng.nextBoolean() then "-" else ""
        val whole = if point == 0 then "0" else m.take(point)
        s"$sign$whole.${m.drop(point)}0e$e"
      }
    for doc <- docs do
      val want = java.lang.Double.parseDouble(doc)
      if java.lang.Double.isInfinite(want) then assertEquals(run(doc)(_.readDouble()).left.map(_.expected), Left("a number in the double range"), doc)
      else assertEquals(run(doc)(_.readDouble()).map(java.lang.Double.doubleToRawLongBits), Right(java.lang.Double.doubleToRawLongBits(want)), doc)

  test("doubles out of range and malformed numbers are errors"):
    assertEquals(run("1e309")(_.readDouble()), error(0, "", "a number in the double range", "a number out of range"))
    assertEquals(run("-1e309")(_.readDouble()), error(0, "", "a number in the double range", "a number out of range"))
    assertEquals(run("1.e5")(_.readDouble()), error(0, "", "a number", "a fraction without digits"))
    assertEquals(run("1e+")(_.readDouble()), error(0, "", "a number", "an exponent without digits"))
    assertEquals(run("true")(_.readDouble()), error(0, "", "number", "boolean"))

  test("multipleOf compares the shortest decimal, not the binary value"):
    assert(JsonGenRuntime.isMultipleOf(0.3, java.math.BigDecimal("0.1")))
    assert(JsonGenRuntime.isMultipleOf(4.35, java.math.BigDecimal("0.01")))
    assert(!JsonGenRuntime.isMultipleOf(4.351, java.math.BigDecimal("0.01")))
    assert(JsonGenRuntime.isMultipleOf(-0.0, java.math.BigDecimal("7")))
    assertEquals(JsonGenRuntime.decimalValue(0.1).compareTo(java.math.BigDecimal("0.1")), 0)
    assertEquals(JsonGenRuntime.decimalValue(-1e300).compareTo(java.math.BigDecimal("-1e300")), 0)

  test("powers of ten"):
    for e <- 0 to 18 do assertEquals(JsonGenRuntime.pow10Long(e), BigInt(10).pow(e).toLong)
    for e <- 0 to 22 do assertEquals(JsonGenRuntime.pow10(e), s"1e$e".toDouble)
