package jsongen.runtime

import scala.collection.mutable.ArrayBuffer

/**
 * The regex VM against the shared conformance vectors (test/data/regex-vectors.json, copied in as
 * a test resource): every vector's verdict and step count, exactly as the reference VM gives them.
 */
class RegexSuite extends munit.FunSuite:
  private final case class Vector(input: String, verdict: String, steps: Long)
  private final case class Case(pattern: String, program: JsonGenRegex.Program, vectors: Seq[Vector])

  private def ints(r: JsonReader): Array[Int] =
    val out = ArrayBuffer.empty[Int]
    if r.arrayStart() then
      var i = 0
      var more = true
      while more do
        out += r.readLong().toInt
        i += 1
        more = r.arrayNext(i)
    out.toArray

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

  private def readProgram(r: JsonReader): JsonGenRegex.Program =
    var code = Array.emptyIntArray
    var classes = Seq.empty[Array[Int]]
    var slots = 0
    var memo = false
    members(r):
      case "code" => code = ints(r)
      case "classes" => classes = arrayOf(r)(ints(r))
      case "slots" => slots = r.readLong().toInt
      case "memo" => memo = r.readBoolean()
      case _ => r.skipValue()
    JsonGenRegex.Program(code, classes.toArray, slots, memo)

  private def readVector(r: JsonReader): Vector =
    assert(r.arrayStart())
    val input = r.readString()
    assert(r.arrayNext(1))
    val verdict = r.readString()
    assert(r.arrayNext(2))
    val steps = r.readLong()
    assert(!r.arrayNext(3))
    Vector(input, verdict, steps)

  private def readCase(r: JsonReader): Case =
    var pattern = ""
    var program = JsonGenRegex.Program(Array.emptyIntArray, Array.empty, 0, false)
    var vectors = Seq.empty[Vector]
    members(r):
      case "pattern" => pattern = r.readString()
      case "program" => program = readProgram(r)
      case "vectors" => vectors = arrayOf(r)(readVector(r))
      case _ => r.skipValue()
    Case(pattern, program, vectors)

  private lazy val (stepLimit, memoLimit, cases): (Int, Int, Seq[Case]) =
    val in = getClass.getResourceAsStream("/regex-vectors.json")
    assert(in != null, "regex-vectors.json is not on the test class path")
    val bytes = try in.readAllBytes() finally in.close()
    var limit = 0
    var memo = 0
    var found = Seq.empty[Case]
    val read = Support.run(bytes, 512): r =>
      members(r):
        case "stepLimit" => limit = r.readLong().toInt
        case "memoLimit" => memo = r.readLong().toInt
        case "patterns" => found = arrayOf(r)(readCase(r))
        case _ => r.skipValue()
    assert(read.isRight, read.toString)
    (limit, memo, found)

  private val verdicts = Map(JsonGenRegex.Match -> "match", JsonGenRegex.NoMatch -> "noMatch", JsonGenRegex.TooComplex -> "tooComplex")

  test("every vector: the reference VM's verdict and step count"):
    assertEquals(stepLimit, JsonGenRegex.DefaultStepLimit)
    assertEquals(memoLimit, JsonGenRegex.MemoLimit)
    assert(cases.size > 300, s"only ${cases.size} patterns read")
    var checked = 0
    for c <- cases; v <- c.vectors do
      val result = JsonGenRegex.search(c.program, v.input, stepLimit)
      val got = (verdicts((result & 3).toInt), result >>> 2)
      assertEquals(got, (v.verdict, v.steps), s"/${c.pattern}/ on ${v.input}")
      checked += 1
    assert(checked > 2000, s"only $checked vectors")
    assert(cases.exists(_.vectors.exists(_.verdict == "tooComplex")), "no vector is too complex")

  test("test gives the verdict alone; a program from its text form"):
    val p = JsonGenRegex.program(4, false, "7,11,14,9,0,1,97,9,1,8,30,10,2,11,2,0,-1,0,29,12,2,0,0,0,1,98,13,2,13,15,0")
    assertEquals(JsonGenRegex.search(p, "bb", JsonGenRegex.DefaultStepLimit), (18L << 2) | JsonGenRegex.Match)
    assertEquals(JsonGenRegex.test(p, "ab"), JsonGenRegex.Match)
    assertEquals(JsonGenRegex.test(p, "c"), JsonGenRegex.Match)
    assertEquals(JsonGenRegex.test(JsonGenRegex.program(0, false, "14,1,97,0"), "ba"), JsonGenRegex.NoMatch)
    assertEquals(JsonGenRegex.expected(JsonGenRegex.NoMatch, "x"), "x")
    assertEquals(JsonGenRegex.expected(JsonGenRegex.TooComplex, "x"), "x (too complex to check)")
    val classes = JsonGenRegex.program(2, false, "3,0,3,1,0", "97,122", "")
    assertEquals(classes.classes.map(_.toSeq).toSeq, Seq(Seq(97, 122), Seq()))

  test("the step budget: a linear pattern over 100 000 code points, an exponential one gives up"):
    val p = JsonGenRegex.program(2, false, "14,10,0,11,0,1,-1,1,19,12,0,1,0,0,3,0,13,0,3,15,0", "45,45,48,57,97,122")
    val long = "a" * 100000
    assertEquals(JsonGenRegex.test(p, long), JsonGenRegex.Match)
    assertEquals(JsonGenRegex.test(p, long + "!"), JsonGenRegex.NoMatch)
    assertEquals(JsonGenRegex.test(p, "a" * 200000 + "!"), JsonGenRegex.TooComplex)

