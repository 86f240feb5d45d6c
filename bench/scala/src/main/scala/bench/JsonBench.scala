package bench

import java.util.concurrent.TimeUnit
import scala.compiletime.uninitialized
import org.openjdk.jmh.annotations.*

/** Decode and encode of each corpus by each implementation; one document per operation. */
@State(Scope.Benchmark)
@BenchmarkMode(Array(Mode.AverageTime))
@OutputTimeUnit(TimeUnit.NANOSECONDS)
class JsonBench:
  @Param(Array("twitter", "citm_catalog", "canada"))
  var corpus: String = uninitialized

  @Param(Array("ours", "ours_inferred", "jsoniter", "circe", "zio_json"))
  var impl: String = uninitialized

  private var codec: Codec = uninitialized
  private var bytes: Array[Byte] = uninitialized
  private var value: AnyRef = uninitialized

  @Setup
  def setup(): Unit =
    bytes = Impls.corpus(corpus)
    codec = Impls.get(corpus, impl)
    value = codec.decode(bytes)

  @Benchmark
  def decode(): AnyRef = codec.decode(bytes)

  @Benchmark
  def encode(): Array[Byte] = codec.encode(value)
