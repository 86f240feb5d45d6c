#!/usr/bin/env bash
# Installs a Go toolchain to build and test generated Go code.
# Idempotent: does nothing when `go` is already on PATH. Otherwise installs Debian's golang-go;
# a newer toolchain that a go.mod asks for is then fetched by Go itself (GOTOOLCHAIN=auto,
# as the golang.org/toolchain module from the module proxy).
set -euo pipefail
if command -v go >/dev/null 2>&1; then
  exit 0
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update
apt-get install -y --no-install-recommends golang-go ca-certificates
