package bench

import java.nio.file.{Files, Paths}

/** Every implementation per corpus: ours first (one per schema set that generated), then the peers. */
object Impls:
  val peers: Vector[(String, Map[String, Codec])] =
    Vector("jsoniter" -> Jsoniter.codecs, "circe" -> Circe.codecs, "zio_json" -> Zio.codecs)

  def all(corpus: String): Vector[(String, Codec)] =
    bench.ours.Registry.codecs.getOrElse(corpus, Vector.empty) ++
      peers.flatMap((name, codecs) => codecs.get(corpus).map(name -> _))

  def get(corpus: String, impl: String): Codec =
    all(corpus).collectFirst { case (`impl`, c) => c }
      .getOrElse(throw new IllegalArgumentException(s"no implementation '$impl' for $corpus"))

  def corpus(name: String): Array[Byte] =
    val dir = Option(System.getenv("JSONGEN_CORPUS_DIR"))
      .getOrElse(throw new IllegalStateException("JSONGEN_CORPUS_DIR is not set (bench/scala/run.sh sets it)"))
    Files.readAllBytes(Paths.get(dir, s"$name.json"))
