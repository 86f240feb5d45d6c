#!/usr/bin/env bash
# Haskell benchmarks (criterion, -O2): jsongen's generated code against aeson with Generic and
# with TH instances. Writes bench/results/raw/haskell-* for bench/ts/collect-haskell.ts.
# Usage: bench/haskell/run.sh   (JSONGEN_BENCH_QUICK=1 for short runs; called by bench/run.sh)
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
H="$ROOT/bench/haskell"
RAW="$ROOT/bench/results/raw"
cd "$ROOT"
mkdir -p "$RAW"
rm -f "$RAW"/haskell-*

# GHC and the benchmark anchors come from Debian (Hackage is not reachable).
if ! command -v ghc > /dev/null || ! ghc-pkg list --global 2> /dev/null | grep -q 'aeson-' || ! ghc-pkg list --global 2> /dev/null | grep -q 'criterion-'; then
  echo "== haskell: installing ghc, cabal, aeson and criterion from Debian"
  export DEBIAN_FRONTEND=noninteractive
  for attempt in 1 2 3 4 5; do
    { apt-get install -y -q ghc cabal-install libghc-aeson-dev libghc-criterion-dev > "$RAW/haskell-apt.txt" 2>&1 ||
      { apt-get update -q > /dev/null 2>&1 && apt-get install -y -q ghc cabal-install libghc-aeson-dev libghc-criterion-dev > "$RAW/haskell-apt.txt" 2>&1; }; } && break
    echo "apt-get failed (attempt $attempt; another install may hold the lock), retrying"
    sleep 15
  done
fi

rm -rf "$H/gen"
mkdir -p "$H/gen"
echo "== haskell: generating jsongen code for the corpora"
npx --no-install tsx bench/ts/gen-ours.ts haskell "$H/gen" Ours. | tee "$RAW/haskell-gen.txt"

configure() {
  # shellcheck disable=SC1091
  . "$H/gen/ours.cabal-fields"
  sed -e "s|@OURS_MODULES@|$OURS_MODULES|" -e "s|@OURS_DIRS@|$OURS_DIRS|" "$H/jsongen-bench.cabal.in" > "$H/jsongen-bench.cabal"
}
export CABAL_DIR="$H/.cabal-offline"
mkdir -p "$CABAL_DIR"
: > "$CABAL_DIR/config"
build() { (cd "$H" && cabal build -v1 jsongen-bench > "$RAW/haskell-build.txt" 2>&1); }

echo "== haskell: building (-O2)"
configure
if ! build; then
  npx --no-install tsx bench/ts/list-variants.ts | while read -r pkg corpus; do
    [ -f "$H/gen/$pkg/jsongen.manifest.json" ] || continue
    if grep -q "gen/$pkg/" "$RAW/haskell-build.txt" || ! grep -q "gen/[a-z]*/" "$RAW/haskell-build.txt"; then
      first=$(grep -m1 -A2 "gen/$pkg/.*error" "$RAW/haskell-build.txt" | tr '\n' ' ' | cut -c1-300)
      npx --no-install tsx bench/ts/exclude-ours.ts haskell "$H/gen" "$corpus" "does not compile: ${first:-see haskell-build.txt}" | tee -a "$RAW/haskell-gen.txt"
    fi
  done
  configure
  build || { echo "haskell: build failed without generated code too (see $RAW/haskell-build.txt)"; tail -30 "$RAW/haskell-build.txt"; exit 1; }
fi
EXE=$(cd "$H" && cabal list-bin jsongen-bench)

export JSONGEN_CORPUS_DIR="$ROOT/test/data/corpus"
echo "== haskell: agreement check"
"$EXE" agree > "$RAW/haskell-agree.txt" 2>&1 || true
cat "$RAW/haskell-agree.txt"

# Three rounds, each a fresh process, samples pooled (bench/ts/collect-haskell.ts): in one round
# a cell's samples can all fall in one of this host's slow or fast minutes (criterion reported
# 93-98% of the variance as outliers for citm_catalog encode, and aeson's TH encoder measured
# 976 and 1482 MB/s in two runs about an hour apart).
if [ "${JSONGEN_BENCH_QUICK:-0}" = 1 ]; then limit=1; rounds=1; else limit=4; rounds=${JSONGEN_HASKELL_ROUNDS:-3}; fi
for round in $(seq "$rounds"); do
  echo "== haskell: round $round of $rounds: criterion --time-limit $limit, non-threaded RTS (loadavg $(cut -d' ' -f1-3 /proc/loadavg))"
  "$EXE" --time-limit "$limit" --json "$RAW/haskell-criterion-$round.json" > "$RAW/haskell-criterion-$round.txt" 2>&1 ||
    echo "haskell: criterion exited non-zero (see $RAW/haskell-criterion-$round.txt)"
  grep -E '^(benchmarking|time)' "$RAW/haskell-criterion-$round.txt" || true
done
{
  echo "ghc $(ghc --numeric-version), $(for p in aeson criterion; do ghc-pkg latest --global "$p" 2> /dev/null; done | tr '\n' ' ')($rounds rounds, samples pooled)"
  echo "jsonifier: not run (not packaged in Debian, and Hackage is not reachable from this machine)"
  echo "peers decode to normal form (rnf); ours to weak head normal form (strict fields, parse completes before Right)"
} > "$RAW/haskell-env.txt"
