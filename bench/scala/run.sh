#!/usr/bin/env bash
# Scala benchmarks (JMH): jsongen's generated code against jsoniter-scala, circe and zio-json.
# Writes bench/results/raw/scala-*.{txt,json} for bench/ts/collect-scala.ts.
# Usage: bench/scala/run.sh   (JSONGEN_BENCH_QUICK=1 for short runs; called by bench/run.sh)
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
S="$ROOT/bench/scala"
OURS="$S/src/main/scala/bench/ours"
RAW="$ROOT/bench/results/raw"
cd "$ROOT"
mkdir -p "$RAW"
rm -f "$RAW"/scala-*
rm -rf "$OURS"
mkdir -p "$OURS"

echo "== scala: generating jsongen code for the corpora"
npx --no-install tsx bench/ts/gen-ours.ts scala "$OURS" bench.ours. | tee "$RAW/scala-gen.txt"

build() { (cd "$S" && mvn -q -B package > "$RAW/scala-build.txt" 2>&1); }
echo "== scala: building (scala-maven-plugin, JMH bytecode generator, shade)"
if ! build; then
  # The generated code did not compile: name the corpora whose files the errors point at (all
  # when none is named), benchmark the peers without them.
  npx --no-install tsx bench/ts/list-variants.ts | while read -r pkg corpus; do
    [ -f "$OURS/$pkg/jsongen.manifest.json" ] || continue
    if grep -q "bench/ours/$pkg/" "$RAW/scala-build.txt" || ! grep -q "bench/ours/[a-z]*/" "$RAW/scala-build.txt"; then
      first=$(grep -m1 -A1 "\[ERROR\].*bench/ours/$pkg/" "$RAW/scala-build.txt" | tr '\n' ' ' | cut -c1-300)
      npx --no-install tsx bench/ts/exclude-ours.ts scala "$OURS" "$corpus" "does not compile: ${first:-see scala-build.txt}" | tee -a "$RAW/scala-gen.txt"
      rm -rf "${OURS:?}/$pkg"
    fi
  done
  build || { echo "scala: build failed without generated code too (see $RAW/scala-build.txt)"; tail -20 "$RAW/scala-build.txt"; exit 1; }
fi
grep -i "warn" "$RAW/scala-build.txt" | grep "bench/ours/" | head -5 > "$RAW/scala-warnings.txt" || true

export JSONGEN_CORPUS_DIR="$ROOT/test/data/corpus"
JAR="$S/target/benchmarks.jar"
echo "== scala: agreement check"
java -cp "$JAR" bench.Agree > "$RAW/scala-agree.txt" 2>&1 || true
cat "$RAW/scala-agree.txt"

# Ours, one implementation per schema set that generated (ours, ours_inferred), then the peers.
ours_impls=$(grep -o '"ours[a-z_]*" ->' "$OURS/Registry.scala" | tr -d '" ->' | awk '!seen[$0]++' | paste -sd, -)
impls=${ours_impls:+$ours_impls,}jsoniter,circe,zio_json
# Rounds, each running every corpus, direction and implementation, with the implementations'
# order reversed in every other round: this host's speed drifts by tens of percent over minutes,
# and a peer measured minutes after ours would carry that drift into the ratio. The samples of
# all rounds are pooled (bench/ts/collect-scala.ts).
if [ "${JSONGEN_BENCH_QUICK:-0}" = 1 ]; then
  opts=(-f 1 -wi 2 -w 500ms -i 3 -r 500ms)
  rounds=1
else
  # Ten warm-up iterations: on this two-core host, shared, the C2 compilations of the generated
  # codec methods went on until 6-8 s into a run; twitter encode reached its steady state at warm-up
  # iteration 6 to 8 (7.5 ms -> 1.2 ms per document), jsoniter-scala's at 4 to 5.
  opts=(-f 1 -wi 10 -w 1s -i 3 -r 1s)
  # Five rounds, five forks per cell: a fork's C2 compilations differ from run to run (jsoniter-scala's
  # citm_catalog decode: medians of 0.7 and 1.2 GB/s in separate JVMs of the same jar; ours 0.85 and
  # 1.4), and JMH's error margin of one round's three iterations reached ±300% of the score. For
  # citm_catalog decode, ours ÷ jsoniter-scala of the same code came out at 1.06 in a three-round run
  # and at 1.15 and 0.93 in two five-round runs: more forks per cell, and the cell still moves.
  rounds=${JSONGEN_SCALA_ROUNDS:-5}
fi
reversed=$(echo "$impls" | tr ',' '\n' | tac | paste -sd, -)
for round in $(seq "$rounds"); do
  order=$impls
  [ $((round % 2)) = 0 ] && order=$reversed
  echo "== scala: round $round of $rounds: JMH ${opts[*]}, one thread, impl=$order (loadavg $(cut -d' ' -f1-3 /proc/loadavg))"
  java -jar "$JAR" 'bench.JsonBench' "${opts[@]}" -t 1 -p "impl=$order" -foe false \
    -rf json -rff "$RAW/scala-jmh-$round.json" > "$RAW/scala-jmh-$round.txt" 2>&1 || echo "scala: JMH exited non-zero (see $RAW/scala-jmh-$round.txt)"
  grep -A100 '^Benchmark' "$RAW/scala-jmh-$round.txt" || tail -20 "$RAW/scala-jmh-$round.txt"
done
{
  echo "java $(java -version 2>&1 | head -1)"
  echo "scala 3.3.7, jsoniter-scala 2.38.17, circe 0.14.15, zio-json 0.9.2, JMH 1.37 (${opts[*]} -t 1; $rounds rounds, implementation order reversed in every other round, samples pooled)"
} > "$RAW/scala-env.txt"
