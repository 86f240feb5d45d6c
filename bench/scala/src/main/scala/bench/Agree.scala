package bench

import io.circe.Json

/**
 * Decodes every corpus with every implementation, re-encodes it and compares the result with the
 * input and with ours. Prints `AGREE <corpus> <impl> <vs-input> <vs-ours> <detail>` lines where a
 * comparison is `exact`, `null~absent` (equal once null members are dropped), `mismatch`,
 * `error` or `-`. Numbers are equal when they are the same integer or the same double.
 */
object Agree:
  def main(args: Array[String]): Unit =
    for corpus <- Vector("twitter", "citm_catalog", "canada") do
      val bytes = Impls.corpus(corpus)
      val input = parse(bytes).fold(e => throw new IllegalStateException(e), identity)
      val results = Impls.all(corpus).map((name, codec) => name -> roundTrip(codec, bytes))
      val ours = results.collectFirst { case ("ours", Right(j)) => j }
      for (name, result) <- results do
        result match
          case Left(e) => println(s"AGREE $corpus $name error - ${oneLine(e)}")
          case Right(j) =>
            val (vsInput, d1) = compare(input, j)
            val (vsOurs, d2) = ours.filter(_ => name != "ours").map(compare(_, j)).getOrElse(("-", ""))
            println(s"AGREE $corpus $name $vsInput $vsOurs ${oneLine(s"$d1 $d2")}")

  private def oneLine(s: String): String = s.replace('\n', ' ').trim.take(200)

  private def parse(bytes: Array[Byte]): Either[String, Json] =
    io.circe.jawn.parseByteArray(bytes).left.map(_.toString)

  private def roundTrip(codec: Codec, bytes: Array[Byte]): Either[String, Json] =
    try parse(codec.encode(codec.decode(bytes)))
    catch case e: Throwable => Left(s"${e.getClass.getSimpleName}: ${e.getMessage}")

  private def compare(want: Json, got: Json): (String, String) =
    diff(want, got, "") match
      case None => ("exact", "")
      case Some(_) =>
        diff(want.deepDropNullValues, got.deepDropNullValues, "") match
          case None    => ("null~absent", "")
          case Some(p) => ("mismatch", s"at $p")

  private def sameNumber(a: Json, b: Json): Boolean =
    (a.asNumber, b.asNumber) match
      case (Some(x), Some(y)) =>
        (x.toBigInt, y.toBigInt) match
          case (Some(i), Some(j)) => i == j
          case _                  => x.toDouble == y.toDouble
      case _ => false

  /** The JSON Pointer of the first difference, or None. */
  private def diff(a: Json, b: Json, at: String): Option[String] =
    (a.asObject, b.asObject, a.asArray, b.asArray) match
      case (Some(x), Some(y), _, _) =>
        val keys = (x.keys ++ y.keys).toVector.distinct.sorted
        keys.iterator.map { k =>
          (x(k), y(k)) match
            case (Some(v), Some(w)) => diff(v, w, s"$at/$k")
            case _                  => Some(s"$at/$k")
        }.collectFirst { case Some(p) => p }
      case (_, _, Some(x), Some(y)) =>
        if x.length != y.length then Some(at)
        else x.indices.iterator.map(i => diff(x(i), y(i), s"$at/$i")).collectFirst { case Some(p) => p }
      case _ =>
        if a.isNumber && b.isNumber then (if sameNumber(a, b) then None else Some(at))
        else if a == b then None
        else Some(at)
