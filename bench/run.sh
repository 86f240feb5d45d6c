#!/usr/bin/env bash
# jsongen benchmarks: our generated codecs against each language's JSON libraries on the three
# standard corpora, plus the generator's own speed on a 1,000-type schema.
#
#   bash bench/run.sh [--quick] [go] [haskell] [scala] [typescript]   (default: all languages)
#   bash bench/run.sh generator                             (the generator's speed only)
#
# Prints one table and writes bench/results/latest.json, latest.md and chart.svg, with each
# language's newest results (bench/results/raw/<lang>.json).
# Not part of the unit-test run. Timings on a shared machine are noisy: the load average is
# printed with the results, and implementations are measured side by side in one run.
set -uo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
cd "$ROOT"
QUICK=0
GENERATOR_ONLY=0
LANGS=()
for arg in "$@"; do
  case "$arg" in
    --quick) QUICK=1 ;;
    go|haskell|scala|typescript) LANGS+=("$arg") ;;
    generator) GENERATOR_ONLY=1 ;;
    -h|--help) sed -n '2,10p' "$0"; exit 0 ;;
    *) echo "bench/run.sh: unknown argument '$arg' (go, haskell, scala, typescript, generator, --quick)" >&2; exit 2 ;;
  esac
done
if [ "$GENERATOR_ONLY" = 1 ] && [ ${#LANGS[@]} -gt 0 ]; then
  echo "bench/run.sh: 'generator' times the generator only; run the languages without it (they time it too)" >&2
  exit 2
fi
[ ${#LANGS[@]} -eq 0 ] && [ "$GENERATOR_ONLY" = 0 ] && LANGS=(go scala haskell typescript)

for f in twitter citm_catalog canada; do
  if [ ! -f "test/data/corpus/$f.json" ]; then
    echo "bench/run.sh: test/data/corpus/$f.json is missing" >&2
    exit 1
  fi
done

RAW=bench/results/raw
mkdir -p "$RAW"
# The load averages of the language runs (a generator-only run keeps those of the last one; the
# generator's timing records its own).
if [ ${#LANGS[@]} -gt 0 ]; then
  echo "loadavg at start: $(cat /proc/loadavg) ($(nproc) cpus)" > "$RAW/loadavg.txt"
  cat "$RAW/loadavg.txt"
fi

if [ "$QUICK" = 1 ]; then export JSONGEN_BENCH_QUICK=1; fi

echo "== generator speed"
npm run --silent build </dev/null || exit 1
npx --no-install tsx bench/ts/gen-time.ts "$([ "$QUICK" = 1 ] && echo 2 || echo 5)"
npx --no-install tsx bench/ts/ts-input-time.ts "$([ "$QUICK" = 1 ] && echo 2 || echo 5)"

status=0
for lang in ${LANGS[@]+"${LANGS[@]}"}; do
  echo "loadavg before $lang: $(cat /proc/loadavg)" >> "$RAW/loadavg.txt"
  echo "== $lang (loadavg $(cut -d' ' -f1-3 /proc/loadavg))"
  rm -f "$RAW/$lang.json"
  case "$lang" in
    go)
      if [ "$QUICK" = 1 ]; then bash bench/go/run.sh 3 200ms; else bash bench/go/run.sh 7 1s; fi || status=1
      npx --no-install tsx bench/ts/collect-go.ts || status=1
      ;;
    scala)
      bash bench/scala/run.sh || status=1
      npx --no-install tsx bench/ts/collect-scala.ts || status=1
      ;;
    haskell)
      bash bench/haskell/run.sh || status=1
      npx --no-install tsx bench/ts/collect-haskell.ts || status=1
      ;;
    typescript)
      # Prints its own table (bench/typescript/corpora.ts) and writes raw/typescript.json.
      if [ "$QUICK" = 1 ]; then bash bench/typescript/run.sh --quick; else bash bench/typescript/run.sh; fi || status=1
      ;;
  esac
done
[ ${#LANGS[@]} -gt 0 ] && echo "loadavg at end: $(cat /proc/loadavg)" >> "$RAW/loadavg.txt"

# The report shows every language's newest results: a run of some languages keeps the others'.
npx --no-install tsx bench/ts/report.ts go scala haskell typescript
npx --no-install tsx scripts/readme-bench.ts || status=1
exit $status
