#!/usr/bin/env bash
# Go benchmarks: jsongen's generated code against encoding/json v1 and v2, easyjson, goccy/go-json
# and bytedance/sonic on the three corpora. Writes bench/results/raw/go-*.txt for bench/ts/collect-go.ts.
# Usage: bench/go/run.sh ROUNDS BENCHTIME   (called by bench/run.sh)
set -euo pipefail
ROUNDS=${1:-5}
BENCHTIME=${2:-1s}
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
B="$ROOT/bench/go"
RAW="$ROOT/bench/results/raw"
EASYJSON_VERSION=v0.9.2
cd "$ROOT"
mkdir -p "$RAW"
rm -f "$RAW"/go-*.txt
rm -rf "$B/build"
mkdir -p "$B/build/ours" "$B/build/easy"

echo "== go: generating jsongen code for the corpora"
npx tsx bench/ts/gen-ours.ts go "$B/build/ours" | tee "$RAW/go-gen.txt"

echo "== go: generating easyjson code"
sed 's/^package model$/package easy/' "$B/model/model.go" > "$B/build/easy/model.go"
(cd "$B" && go run "github.com/mailru/easyjson/easyjson@$EASYJSON_VERSION" -all build/easy/model.go)

echo "== go: compiling the generated code"
npx --no-install tsx bench/ts/list-variants.ts | while read -r pkg corpus; do
  [ -f "$B/build/ours/$pkg/jsongen.manifest.json" ] || continue
  if ! errors=$(cd "$B" && go vet "./build/ours/$pkg" 2>&1); then
    first=$(echo "$errors" | grep -v '^#' | head -3 | tr '\n' ' ')
    npx --no-install tsx bench/ts/exclude-ours.ts go "$B/build/ours" "$corpus" "does not compile: $first" | tee -a "$RAW/go-gen.txt"
  fi
done

cd "$B"
{
  echo "go $(go version | cut -d' ' -f3-)"
  for m in github.com/mailru/easyjson github.com/goccy/go-json github.com/bytedance/sonic; do
    echo "module $(go list -m "$m")"
  done
  # sonic falls back to encoding/json (compat.go) on Go versions it does not support.
  if go list -f '{{join .GoFiles " "}}' github.com/bytedance/sonic | grep -qw compat.go; then
    echo "sonic fallback: compat.go (encoding/json) is compiled on $(go env GOVERSION)"
  else
    echo "sonic native: $(go list -f '{{join .GoFiles " "}}' github.com/bytedance/sonic)"
  fi
} > "$RAW/go-env.txt"
cat "$RAW/go-env.txt"

echo "== go: building test binaries"
go test -c -o build/bench.test .
GOEXPERIMENT=jsonv2 go test -c -o build/bench-v2.test .

export JSONGEN_CORPUS_DIR="$ROOT/test/data/corpus"
export GOMAXPROCS=1
echo "== go: agreement check"
./build/bench.test -test.run '^TestAgree$' -test.v > "$RAW/go-agree.txt" 2>&1 || true
./build/bench-v2.test -test.run '^TestAgree$' -test.v > "$RAW/go-agree-v2.txt" 2>&1 || true
grep '^AGREE' "$RAW/go-agree.txt" "$RAW/go-agree-v2.txt" | sed 's/^[^:]*://' | sort -u

echo "== go: $ROUNDS interleaved rounds, benchtime $BENCHTIME, one thread"
for r in $(seq 1 "$ROUNDS"); do
  echo "-- round $r (loadavg $(cut -d' ' -f1-3 /proc/loadavg))"
  ./build/bench.test -test.run '^$' -test.bench . -test.benchtime "$BENCHTIME" -test.cpu 1 -test.count 1 \
    >> "$RAW/go-bench.txt" 2>&1 || echo "round $r: bench.test failed (see $RAW/go-bench.txt)"
  ./build/bench-v2.test -test.run '^$' -test.bench '.*/.*/json_v2$' -test.benchtime "$BENCHTIME" -test.cpu 1 -test.count 1 \
    >> "$RAW/go-bench.txt" 2>&1 || echo "round $r: bench-v2.test failed (see $RAW/go-bench.txt)"
done
grep -c 'ns/op' "$RAW/go-bench.txt" | sed 's/^/measurements: /'
