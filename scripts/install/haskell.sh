#!/usr/bin/env bash
# Installs the Haskell toolchain used to build and test generated Haskell code.
# Idempotent: does nothing when ghc and cabal are already on PATH.
# Generated code needs only GHC's boot packages, so no libghc-*-dev packages are installed.
set -euo pipefail
if command -v ghc >/dev/null 2>&1 && command -v cabal >/dev/null 2>&1; then
  exit 0
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update
apt-get install -y --no-install-recommends ghc cabal-install
