#!/usr/bin/env bash
# A/B in separate JVMs, as JMH forks run: each run is one process holding one implementation
# (bench.Interleave X X), the processes alternate, and the medians of the runs' median times are
# compared. One JVM with two implementations skews the ratio (see generator/targets/scala/README.md).
#
# Usage: bench/scala/solo.sh corpus decode|encode runs rounds spec...
#   spec: an implementation (ours, jsoniter, circe, zio_json) of target/benchmarks.jar, or
#   path/to/other.jar:impl (e.g. a copy of benchmarks.jar built before a change).
# Example: bench/scala/solo.sh citm_catalog decode 4 14 /tmp/before.jar:ours ours jsoniter
set -euo pipefail
S=$(cd "$(dirname "$0")" && pwd)
corpus=$1; dir=$2; runs=$3; rounds=$4; shift 4
export JSONGEN_CORPUS_DIR=${JSONGEN_CORPUS_DIR:-$S/../../test/data/corpus}
declare -A meds bests
for _ in $(seq "$runs"); do
  for spec in "$@"; do
    jar=$S/target/benchmarks.jar; impl=$spec
    if [[ $spec == *:* ]]; then jar=${spec%:*}; impl=${spec##*:}; fi
    line=$(java -cp "$jar" bench.Interleave "$corpus" "$dir" "$rounds" "$impl" "$impl" 250)
    meds[$spec]="${meds[$spec]:-} $(echo "$line" | awk '{for(k=1;k<=NF;k++) if($k=="med"){print $(k+1); exit}}')"
    bests[$spec]="${bests[$spec]:-} $(echo "$line" | awk '{for(k=1;k<=NF;k++) if($k=="best"){print $(k+1); exit}}')"
  done
done
median() { tr ' ' '\n' | grep . | sort -n | awk '{a[NR]=$1} END{print a[int((NR+1)/2)]}'; }
for spec in "$@"; do
  echo "$corpus $dir $spec: median MB/s per run:${meds[$spec]} | median $(echo "${meds[$spec]}" | median) | best $(echo "${bests[$spec]}" | tr ' ' '\n' | grep . | sort -n | tail -1)"
done
