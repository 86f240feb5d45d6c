package jsongen.runtime

import scala.collection.mutable.ArrayBuffer

/**
 * The schema-check interpreter against the shared conformance vectors
 * (test/data/schema-program-vectors.json, copied in as a test resource): every program, read from
 * its JSON text as the generated constants hold it, gives each vector's verdict and, for an
 * invalid value, the reference interpreter's schema and instance pointers.
 */
class SchemaSuite extends munit.FunSuite:
  private final case class Vector(input: String, valid: Boolean, schema: String, instance: String)
  private final case class Case(group: String, program: String, vectors: Seq[Vector])

  private def arrayOf[A](r: JsonReader)(item: => A): Seq[A] =
    val out = ArrayBuffer.empty[A]
    if r.arrayStart() then
      var i = 0
      var more = true
      while more do
        out += item
        i += 1
        more = r.arrayNext(i)
    out.toSeq

  private def members(r: JsonReader)(member: String => Unit): Unit =
    if r.objectStart() then
      var more = true
      while more do
        member(r.readKey())
        more = r.objectNext()

  private def readVector(r: JsonReader): Vector =
    assert(r.arrayStart())
    val input = r.readString()
    assert(r.arrayNext(1))
    val valid = r.readBoolean()
    var schema = ""
    var instance = ""
    if r.arrayNext(2) then
      schema = r.readString()
      assert(r.arrayNext(3))
      instance = r.readString()
      assert(!r.arrayNext(4))
    Vector(input, valid, schema, instance)

  private def readCase(r: JsonReader): Case =
    var group = ""
    var program = ""
    var vectors = Seq.empty[Vector]
    members(r):
      case "group" => group = r.readString()
      case "program" => program = r.readRaw().toString
      case "vectors" => vectors = arrayOf(r)(readVector(r))
      case _ => r.skipValue()
    Case(group, program, vectors)

  /** JSONGEN_SCHEMA_VECTORS names another file of the same form (the program fuzzer's) instead of the shared one. */
  private val vectorsFromEnv: Option[String] = Option(System.getenv("JSONGEN_SCHEMA_VECTORS")).filter(_.nonEmpty)

  private lazy val (depthLimit, cases): (Int, Seq[Case]) =
    val bytes =
      if vectorsFromEnv.nonEmpty then java.nio.file.Files.readAllBytes(java.nio.file.Paths.get(vectorsFromEnv.get))
      else
        val in = getClass.getResourceAsStream("/schema-program-vectors.json")
        assert(in != null, "schema-program-vectors.json is not on the test class path")
        try in.readAllBytes() finally in.close()
    var limit = 0
    var found = Seq.empty[Case]
    val read = Support.run(bytes, 512): r =>
      members(r):
        case "version" => assertEquals(r.readLong(), 1L)
        case "depthLimit" => limit = r.readLong().toInt
        case "programs" => found = arrayOf(r)(readCase(r))
        case _ => r.skipValue()
    assert(read.isRight, read.toString)
    (limit, found)

  private def verdict(p: JsonGenSchema.Program, input: String): Option[(String, String)] =
    val raw = RawJson.parse(input)
    assert(raw.isRight, s"$input: ${raw}")
    val f = JsonGenSchema.run(p, raw.toOption.get)
    if f == null then None else Some((f.schema, f.instance))

  test("every vector: the reference interpreter's verdict and error pointers"):
    assertEquals(depthLimit, JsonGenSchema.DepthLimit)
    assert(cases.size > (if vectorsFromEnv.isEmpty then 500 else 0), s"only ${cases.size} programs read")
    var checked = 0
    val wrong = ArrayBuffer.empty[String]
    for c <- cases do
      val p = JsonGenSchema.program(c.program)
      assert(p.nodes.nonEmpty, s"${c.group}: the program's text was not read")
      for v <- c.vectors do
        val want = if v.valid then None else Some((v.schema, v.instance))
        val got = verdict(p, v.input)
        if got != want then wrong += s"${c.group} ${v.input}: got $got, the reference $want"
        checked += 1
    assert(wrong.isEmpty, s"${wrong.size} vectors differ:\n${wrong.take(30).mkString("\n")}")
    assert(checked > 4000, s"only $checked vectors")

  private val cycle = """{"version":1,"root":0,"nodes":[{"resource":-1,"ops":[{"op":"ref","at":"/$ref","node":0}]}],"regexes":[],"resources":[]}"""

  test("a reference cycle that consumes no input fails at the depth limit"):
    assertEquals(verdict(JsonGenSchema.program(cycle), "1"), Some(("/$ref", "")))

  test("a program without its root node, or a text that is no program, fails every value"):
    val noRoot = """{"version":1,"root":3,"nodes":[],"regexes":[],"resources":[]}"""
    assert(verdict(JsonGenSchema.program(noRoot), "{}").isDefined)
    assert(verdict(JsonGenSchema.program("not json"), "{}").isDefined)
    assert(verdict(JsonGenSchema.program("""{"root":"x"}"""), "{}").isDefined)

  test("a program's text in parts is the text they make"):
    val (a, b) = cycle.splitAt(40)
    assertEquals(verdict(JsonGenSchema.program(a, b), "1"), Some(("/$ref", "")))

  test("the error's texts: the keyword's pointer, the failing part cut at 64 bytes"):
    val p = JsonGenSchema.program("""{"version":1,"root":0,"nodes":[{"resource":0,"ops":[{"op":"items","at":"/items","prefix":[],"rest":1,"restAt":"/items"}]},{"resource":0,"ops":[{"op":"not","at":"/items/not","node":2}]},{"resource":0,"ops":[]}],"regexes":[],"resources":[[]]}""")
    val f = JsonGenSchema.run(p, RawJson.parse("[\"" + "x" * 70 + "\"]").toOption.get)
    assert(f != null)
    assertEquals(f.nn.instance, "/0")
    assertEquals(f.nn.expected, "a value valid against the schema at \"/items/not\"")
    assertEquals(f.nn.found, "\"" + "x" * 63 + "...")

  test("the reader fails inside the value, at its start"):
    val p = JsonGenSchema.program("""{"version":1,"root":0,"nodes":[{"resource":0,"ops":[{"op":"properties","at":"/properties","entries":[["a/b",1]]}]},{"resource":0,"ops":[{"op":"false","at":"/properties/a~1b"}]}],"regexes":[],"resources":[[]]}""")
    val got = Support.run("""{"x": {"a/b": 1}}"""): r =>
      r.objectStart()
      r.readKey()
      val at = r.valueStart()
      val v = r.readRaw()
      val f = JsonGenSchema.run(p, v)
      if f != null then r.failWithin(at, f.instance, f.expected, f.found)
      v
    assertEquals(got, Support.error(6, "/x/a~1b", "a value valid against the schema at \"/properties/a~1b\"", "1"))
