#!/usr/bin/env bash
# The test command (`npm test`; CI runs `npm ci && npm test`).
# Installs missing toolchains (scripts/install/*.sh, each idempotent), builds, typechecks,
# then runs the whole vitest suite (or, given arguments, vitest with them: `npm test -- test/unit`).
# Non-interactive; exits non-zero when any step fails.
set -euo pipefail
cd "$(dirname "$0")/.."
export CI="${CI:-true}"

for installer in scripts/install/*.sh; do
  [ -e "$installer" ] || continue
  echo "==> $installer"
  bash "$installer" </dev/null
done

echo "==> build"
npm run --silent build </dev/null
echo "==> typecheck"
npm run --silent typecheck </dev/null
echo "==> vitest"
JSONGEN_BUILT=1 npx vitest run "$@" </dev/null
