package jsongen.runtime

class TypesSuite extends munit.FunSuite:
  test("a decode error says what was expected, what was found, where"):
    val e = DecodeError(7, "/a/0", "integer", "string")
    assertEquals(e.message, "expected integer, found string")
    assertEquals(e.toString, "expected integer, found string at offset 7 (pointer '/a/0')")

  test("decode options default to a nesting depth of 512"):
    assertEquals(DecodeOptions.Default.maxDepth, 512)
    assertEquals(DecodeOptions(), DecodeOptions.Default)

  test("presence keeps absent, null and a value apart"):
    assertEquals(Presence.Present(3).toOption, Some(3))
    assertEquals(Presence.Null.toOption, None)
    assertEquals(Presence.Absent.toOption, None)
    assertNotEquals[Presence[Int], Presence[Int]](Presence.Null, Presence.Absent)

  test("raw JSON is parsed, minified, compared by its bytes"):
    val a = RawJson.parse(" { \"a\" : [ 1 , true , null ] } ")
    assertEquals(a.map(_.toString), Right("""{"a":[1,true,null]}"""))
    assertEquals(a, RawJson.parse("""{"a":[1,true,null]}"""))
    assertEquals(a.map(_.hashCode), RawJson.parse("""{"a":[1,true,null]}""").map(_.hashCode))
    assertNotEquals(a, RawJson.parse("""{"a":[1,true]}"""))
    assertEquals(RawJson.Null.toString, "null")
    assertEquals(RawJson.parse("[1,]").left.map(_.offset), Left(3L))

  test("raw JSON writes itself and hands out a copy of its bytes"):
    val r = RawJson.parse("[1, 2]").toOption.get
    assertEquals(r.length, 5)
    val buf = new Array[Byte](7)
    assertEquals(r.writeTo(buf, 1), 6)
    assertEquals(new String(buf, 1, 5, "UTF-8"), "[1,2]")
    val copy = r.toByteArray
    copy(0) = 'x'
    assertEquals(r.toString, "[1,2]")

  test("encode exceptions are illegal arguments"):
    assert(classOf[IllegalArgumentException].isInstance(new EncodeException("x")))
