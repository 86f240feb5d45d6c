package bench

/**
 * A quick A/B check for a noisy machine: runs two implementations in alternating time slices on
 * one corpus and direction, and prints the best and median process CPU time per document of each
 * (CPU time, not wall time, so that other processes on the machine matter less; it includes GC
 * and JIT threads). JMH (JsonBench) gives the published numbers; this is for iterating on one cell.
 *
 * Usage: java -cp target/benchmarks.jar bench.Interleave [corpus|all] [decode|encode|both] [rounds] [implA] [implB] [slice ms]
 */
object Interleave:
  def main(args: Array[String]): Unit =
    val corpora = args.lift(0).filter(_ != "all").map(Vector(_)).getOrElse(Vector("twitter", "citm_catalog", "canada"))
    val dirs = args.lift(1).filter(_ != "both").map(Vector(_)).getOrElse(Vector("decode", "encode"))
    val rounds = args.lift(2).map(_.toInt).getOrElse(15)
    val a = args.lift(3).getOrElse("ours")
    val b = args.lift(4).getOrElse("jsoniter")
    val ms = args.lift(5).map(_.toInt).getOrElse(200)
    for corpus <- corpora; dir <- dirs do compare(corpus, dir, rounds, a, b, ms)

  private def compare(corpus: String, dir: String, rounds: Int, a: String, b: String, ms: Int): Unit =
    val bytes = Impls.corpus(corpus)
    val impls = Vector(a, b).map(Impls.get(corpus, _))
    val values = impls.map(_.decode(bytes))
    val op: Vector[() => AnyRef] = impls.indices.toVector.map { i =>
      if dir == "decode" then () => impls(i).decode(bytes) else () => impls(i).encode(values(i))
    }
    val times = Vector.fill(2)(new Array[Double](rounds))
    for _ <- 0 until 3; i <- 0 to 1 do slice(op(i), 300)
    for r <- 0 until rounds; i <- (if r % 2 == 0 then Vector(0, 1) else Vector(1, 0)) do times(i)(r) = slice(op(i), ms)
    val mb = bytes.length / 1e6
    def stats(t: Array[Double]): (Double, Double) =
      val s = t.sorted
      (s(0), s(s.length / 2))
    val (aBest, aMed) = stats(times(0))
    val (bBest, bMed) = stats(times(1))
    val alloc = op.map(allocated)
    println(f"$corpus%-13s $dir%-6s $a%s best ${mb / aBest * 1e9}%7.0f med ${mb / aMed * 1e9}%7.0f MB/s | $b%s best ${mb / bBest * 1e9}%7.0f med ${mb / bMed * 1e9}%7.0f MB/s | ratio best ${bBest / aBest}%.2f med ${bMed / aMed}%.2f | alloc/op ${alloc(0) / 1e3}%.0f kB vs ${alloc(1) / 1e3}%.0f kB")

  private val os = java.lang.management.ManagementFactory.getOperatingSystemMXBean
    .asInstanceOf[com.sun.management.OperatingSystemMXBean]

  /** Bytes allocated by one call of `f` on this thread. */
  private def allocated(f: () => AnyRef): Double =
    val mx = java.lang.management.ManagementFactory.getThreadMXBean.asInstanceOf[com.sun.management.ThreadMXBean]
    val before = mx.getCurrentThreadAllocatedBytes
    var i = 0
    while i < 10 do
      f()
      i += 1
    (mx.getCurrentThreadAllocatedBytes - before) / 10.0

  /** Runs `f` repeatedly for about `ms` milliseconds of process CPU time; CPU nanoseconds per call. */
  private def slice(f: () => AnyRef, ms: Int): Double =
    var sink = 0
    val t0 = os.getProcessCpuTime
    val deadline = t0 + ms * 1000000L
    var n = 0
    var t = t0
    while t < deadline do
      sink += System.identityHashCode(f())
      n += 1
      t = os.getProcessCpuTime
    if sink == 42 then print("")
    (t - t0).toDouble / n
