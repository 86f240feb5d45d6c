#!/usr/bin/env bash
# The TypeScript benchmark: installs the peers' packages of bench/typescript/ (typia,
# fast-json-stringify) when missing, then times the generated codecs against them on the three
# corpora (corpora.ts). `--quick` for short rounds.
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
if [ ! -d "$HERE/node_modules/typia" ] || [ ! -d "$HERE/node_modules/fast-json-stringify" ]; then
  (cd "$HERE" && npm ci --no-audit --no-fund)
fi
cd "$ROOT"
npx tsx bench/typescript/corpora.ts "$@"
