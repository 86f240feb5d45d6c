package jsongen.runtime

import Support.*

/** The reader on structure: offsets, pointers and messages of errors, keys, literals, depth. */
class ReaderSuite extends munit.FunSuite:
  /** An object of string keys to arrays of integers, read the way generated decoders read. */
  def intArrays(r: JsonReader): Map[String, Vector[Long]] =
    var m = Map.empty[String, Vector[Long]]
    if r.objectStart() then
      while
        val k = r.readKey()
        var v = Vector.empty[Long]
        if r.arrayStart() then
          var i = 0
          while
            v = v :+ r.readLong()
            i += 1
            r.arrayNext(i)
          do ()
        m = m.updated(k, v)
        r.objectNext()
      do ()
    m

  test("reads nested objects and arrays, with any white space"):
    assertEquals(run(" {\n\t\"a\" : [ 1 ,2 ] ,\r\"b\":[]}  ")(intArrays), Right(Map("a" -> Vector(1L, 2L), "b" -> Vector())))
    assertEquals(run("{}")(intArrays), Right(Map.empty))

  test("long runs of indentation are skipped (the 32-byte path)"):
    val pad = "\n" + " " * 70
    assertEquals(run(s"{$pad\"a\":$pad[${pad}1$pad]$pad}$pad")(intArrays), Right(Map("a" -> Vector(1L))))
    assertEquals(run(s"{\"a\":[${"\t " * 40}3]}")(intArrays), Right(Map("a" -> Vector(3L))))

  test("an error carries the offset and JSON Pointer of the value"):
    assertEquals(run("""{"a":[1,"x"]}""")(intArrays), error(8, "/a/1", "integer", "string"))
    assertEquals(run("""{"a":[1],"b":[2,3,true]}""")(intArrays), error(18, "/b/2", "integer", "boolean"))
    assertEquals(run("""{"a/b~c":[null]}""")(intArrays), error(10, "/a~1b~0c/0", "integer", "null"))

  test("structural errors name the token found"):
    assertEquals(run("""{"a":[1 2]}""")(intArrays), error(8, "/a/1", "',' or ']'", "number"))
    assertEquals(run("""{"a":[1]"b":[]}""")(intArrays), error(8, "", "',' or '}'", "string"))
    assertEquals(run("""{"a" [1]}""")(intArrays), error(5, "", "':'", "array"))
    assertEquals(run("""{1:[]}""")(intArrays), error(1, "", "string key", "number"))
    assertEquals(run("""[]""")(intArrays), error(0, "", "object", "array"))
    assertEquals(run("")(intArrays), error(0, "", "object", "end of input"))
    assertEquals(run("""{"a":[1,""")(intArrays), error(8, "/a/1", "integer", "end of input"))
    assertEquals(run("""{"a":[]}x""")(intArrays), error(8, "", "end of input", "'x'"))
    assertEquals(run("{\"a\":[]}\u0001")(intArrays), error(8, "", "end of input", "byte 0x01"))
    assertEquals(run("""{"a":[],}""")(intArrays), error(8, "", "string key", "'}'"))

  test("literals: true, false, null, and their misspellings"):
    assertEquals(run(" true ")(_.readBoolean()), Right(true))
    assertEquals(run("false")(_.readBoolean()), Right(false))
    assertEquals(run("null")(_.readNull()), Right(null))
    assertEquals(run("null")(_.tryNull()), Right(true))
    assertEquals(run("1")(r => { val n = r.tryNull(); r.readLong(); n }), Right(false))
    assertEquals(run("tru")(_.readBoolean()), error(0, "", "boolean", "boolean"))
    assertEquals(run("fals")(_.readBoolean()), error(0, "", "boolean", "boolean"))
    assertEquals(run("nul")(_.readNull()), error(0, "", "null", "null"))
    assertEquals(run("\"true\"")(_.readBoolean()), error(0, "", "boolean", "string"))

  test("keys read as lengths and words, with escapes decoded"):
    def key(doc: String): Either[DecodeError, (Int, String)] =
      run(doc) { r =>
        r.objectStart()
        val n = r.readKeyLength()
        val s = r.keyString()
        r.skipValue()
        r.objectNext()
        (n, s)
      }
    assertEquals(key("""{"name":1}"""), Right((4, "name")))
    assertEquals(key("""{"n\u0061me" : 1}"""), Right((4, "name")))
    assertEquals(key("""{"é":1}"""), Right((2, "é")))
    assertEquals(run("""{"ab":1}""") { r => r.objectStart(); r.readKeyLength(); val h = r.keyHead(); r.skipValue(); r.objectNext(); h }, Right(0x6261L))

  test("a key where it is expected is taken whole, with its colon"):
    // "ab" with quotes is 4 bytes: 0x22 'a' 'b' 0x22, then the colon is consumed by the match
    val w = 0x22L | ('a'.toLong << 8) | ('b'.toLong << 16) | (0x22L << 24)
    def first(doc: String): Either[DecodeError, (Boolean, String, Long)] =
      run(doc) { r =>
        r.objectStart()
        val hit = r.atKey8(w, 0xffffffffL, 4)
        val k = if hit then "ab" else { r.readKeyLength(); r.keyString() }
        val v = r.readLong()
        r.objectNext()
        r.readKeyLength()
        r.skipValue()
        r.objectNext()
        (hit, k, v)
      }
    assertEquals(first("""{"ab":1,"cdefghij":2}"""), Right((true, "ab", 1L)))
    assertEquals(first("""{ "ab" : 1,"cdefghij":2}"""), Right((true, "ab", 1L)))
    assertEquals(first("""{"ac":1,"cdefghij":2}"""), Right((false, "ac", 1L)))
    assertEquals(first("""{"a\u0062":1,"cdefghij":2}"""), Right((false, "ab", 1L)))
    assertEquals(first("""{"ab":"x","cdefghij":2}"""), Left(DecodeError(6, "/ab", "integer", "string")))

  test("the nesting depth is limited, the root value at depth 1"):
    val doc = (n: Int) => "[" * n + "]" * n
    assertEquals(run(bytes(doc(3)), 3)(_.skipValue()), Right(()))
    assertEquals(run(bytes(doc(4)), 3)(_.skipValue()), error(3, "/0/0/0", "nesting depth at most 3", "deeper nesting"))
    assertEquals(run(bytes("{\"a\":{\"b\":{}}}"), 2)(_.skipValue()), error(10, "/a/b", "nesting depth at most 2", "deeper nesting"))
    assertEquals(run(bytes(doc(512)), 512)(_.skipValue()), Right(()))
    assertEquals(run(bytes(doc(513)), 512)(_.skipValue()).left.map(_.expected), Left("nesting depth at most 512"))
    assertEquals(run(bytes(doc(2)), 0)(_.skipValue()), error(1, "/0", "nesting depth at most 1", "deeper nesting"))

  test("deep nesting under a large limit is an error value, never a crash"):
    val n = 200000
    val r = run(bytes("[" * n + "]" * n), n + 1)(_.readRaw())
    assert(r.isRight || r.left.exists(_.expected == "shallower nesting"), r.toString)

  test("a duplicate key and an unknown key are errors at the key"):
    def strict(r: JsonReader): Unit =
      var seen: java.util.HashSet[String] | Null = null
      if r.objectStart() then
        while
          val k = r.readKey()
          if k == "z" then r.unknownKey(k)
          seen = r.skipUnknown(seen, k)
          r.objectNext()
        do ()
    assertEquals(run("""{"a":1,"b":2}""")(strict), Right(()))
    assertEquals(run("""{"a":1,"a":2}""")(strict), error(11, "/a", "unique keys", "a duplicate key"))
    assertEquals(run("""{"z":1}""")(strict), error(5, "/z", "a declared property", "unknown property 'z'"))
    assertEquals(run("""{"a":1}""")(_.missing("b")), error(0, "", "required property 'b'", "an object without it"))

  test("a discriminator is found anywhere in the object, without consuming it"):
    val doc = """{"x":[1,{"kind":"no"}],"kind":"circle","r":2}"""
    assertEquals(run(doc) { r => val d = r.discriminator("kind"); r.skipValue(); d }, Right("circle"))
    assertEquals(run("""{"x":1}""")(_.discriminator("kind")), error(0, "", "property 'kind'", "an object without it"))
    assertEquals(run("""{"kind":1}""")(_.discriminator("kind")), error(0, "", "a string 'kind'", "a value of another kind"))
    assertEquals(run("""{"x":1,"op":1.0}""") { r => val d = r.discriminatorKey("op"); r.skipValue(); d }, Right("1e0"))
    assertEquals(run("""{"op":true}""") { r => val d = r.discriminatorKey("op"); r.skipValue(); d }, Right("true"))
    assertEquals(run("""{"b":1,"a":2}""") { r => val i = r.firstKnownKey(Array("a", "c")); r.skipValue(); i }, Right(0))
    assertEquals(run("""{"b":1}""") { r => val i = r.firstKnownKey(Array("a", "c")); r.skipValue(); i }, Right(-1))

  test("keysWithin tells whether every key of an object is one of a list, consuming nothing"):
    def within(doc: String): Boolean =
      var answer = Option.empty[Boolean]
      run(doc) { r =>
        r.peek()
        val m = r.mark()
        answer = Some(r.keysWithin(Array("url", "map")))
        assertEquals(r.mark(), m)
      }
      answer.get
    assert(within("{}"))
    assert(within(""" { "url" : 1 , "map" : {"x": [1, {"y": 2}]} } """))
    assert(within("""{"m\u0061p":1}"""))
    assert(!within("""{"url":1,"other":2}"""))
    assert(!within("""{"other":2,"url":1}"""))
    assert(!within("[]"))
    assert(!within("""{"url":1,"""))
    assert(!within("""{"url":}"""))

  test("arrays come out as vectors of any length"):
    def longs(r: JsonReader): Vector[Long] =
      val mark = r.itemsMark()
      if r.arrayStart() then
        var i = 0
        while
          r.pushItem(r.readLong())
          i += 1
          r.arrayNext(i)
        do ()
      r.vectorOf[Long](mark)
    for n <- List(0, 1, 31, 32, 33, 100, 1000) do
      assertEquals(run((1 to n).mkString("[", ",", "]"))(longs), Right((1 to n).map(_.toLong).toVector))

  test("an exception inside a read becomes an error value"):
    assertEquals(run("1")(_ => throw new IllegalStateException("boom")).left.map(_.found), Left("java.lang.IllegalStateException: boom"))
